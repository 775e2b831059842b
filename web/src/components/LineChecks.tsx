import type { DraftLine } from '../orders/draft.js';

interface Props {
  readonly id?: string;
  /** Each line typed, with the judge's answer to it (null for a blank line). */
  readonly lines?: readonly DraftLine[] | undefined;
  /** Lines read but too far down a Crystal Ball list to be considered today. */
  readonly beyond?: ReadonlySet<number> | undefined;
}

/** What the judge would answer each line typed: its own form, or why it cannot be taken. */
export function LineChecks(p: Props) {
  return (
    <ol id={p.id} class="checks" aria-live="polite">
      {p.lines?.map((l, i) =>
        l.answer === null ? null : l.answer.accepted ? (
          <li key={i} class={p.beyond?.has(i) === true ? 'beyond' : 'ok'}>
            ✓ {l.answer.order}
            {l.answer.replaces === undefined ? '' : ` (replaces ${l.answer.replaces})`}
            {p.beyond?.has(i) === true ? ' (too far down to be considered, with the centres as they are now)' : ''}
          </li>
        ) : (
          <li key={i} class="bad">
            ✗ {l.text.trim()}: {l.answer.error.message}
          </li>
        ),
      )}
    </ol>
  );
}
