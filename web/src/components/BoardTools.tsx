import type { UnitKind } from '../../../shared/map/types.js';
import type { MoveMode } from '../orders/clicking.js';

const MODE_LABEL: Record<MoveMode, string> = { move: 'Move', support: 'Support', convoy: 'Convoy', hold: 'Hold', bomb: 'Bomb' };

/** What a build button makes, as the button says it. */
const BUILD_LABEL: Record<UnitKind, string> = { A: 'an army', F: 'a fleet', AF: 'an air force', AS: 'an arsenal' };

interface Props {
  /** 'M': the move modes; 'A': the kind a build makes; anything else: the prompt alone. */
  readonly phaseType: string;
  /** The modes the board offers (`modesFor`: Bomb where the map has arsenals). */
  readonly modes: readonly MoveMode[];
  readonly mode: MoveMode;
  readonly setMode: (m: MoveMode) => void;
  readonly build: UnitKind;
  readonly setBuild: (k: UnitKind) => void;
  /** The kinds a build may make (the map's KINDS), each with why it cannot now (an arsenal owed none), or null. */
  readonly kinds: readonly { readonly kind: UnitKind; readonly refused: string | null }[];
  /** In adjustments: the power has builds to make (one owing removals is offered none). */
  readonly canBuild: boolean;
  /** What the next click does, in a sentence. */
  readonly prompt: string;
  /** Present while a unit is chosen: forgets it. */
  readonly cancel: (() => void) | null;
}

/**
 * The tools of ordering by pointing, right under the board: what a click orders and what it
 * asks for next. Beside the map rather than in the orders panel, so that a support on a phone
 * is given without scrolling between the buttons and the board.
 */
export function BoardTools(p: Props) {
  return (
    <div class="board-tools">
      {p.phaseType === 'M' && (
        <div class="tabs" role="group" aria-label="What a click on the board orders">
          {p.modes.map((m) => (
            <button key={m} type="button" aria-pressed={m === p.mode} onClick={() => p.setMode(m)}>
              {MODE_LABEL[m]}
            </button>
          ))}
        </div>
      )}
      {p.phaseType === 'A' && p.canBuild && (
        <div class="tabs" role="group" aria-label="What a click on a home centre builds">
          {p.kinds.map(({ kind, refused }) => (
            <button key={kind} type="button" aria-pressed={kind === p.build} disabled={refused !== null} title={refused ?? undefined} onClick={() => p.setBuild(kind)}>
              Build {BUILD_LABEL[kind]}
            </button>
          ))}
        </div>
      )}
      <p class="prompt" aria-live="polite">
        {p.prompt}
        {p.cancel && (
          <button type="button" class="link" onClick={p.cancel}>
            Cancel
          </button>
        )}
      </p>
    </div>
  );
}
