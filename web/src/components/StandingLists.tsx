import { useState } from 'preact/hooks';
import type { GameMap } from '../../../shared/map/types.js';
import type { StandingListName } from '../../../shared/game/types.js';
import type { ListKind } from '../../../shared/variants/crystal-ball/lists.js';
import { api, type GameView, type OrdersAnswer } from '../api.js';
import { splitLines } from '../orders/draft.js';
import { listFor, listsOf, listText, type ListView } from '../game/crystal.js';
import { checkList } from '../orders/list.js';
import { SentAnswer } from './SentAnswer.js';
import { LineChecks } from './LineChecks.js';

interface Props {
  readonly game: GameView;
  /** The game's board. */
  readonly map: GameMap;
  readonly power: string;
  readonly secret: string;
  readonly isMaster: boolean;
  readonly accept: (g: GameView) => void;
}

type Standing = Exclude<ListKind, 'movement'>;

/** The original rules' other lists: each named on the wire as the orders command names it. */
const STANDING: readonly { kind: Standing; name: StandingListName; title: string; help: string }[] = [
  {
    kind: 'retreat',
    name: 'RETREATS',
    title: 'Standing retreat list',
    help: 'Where each unit goes if it is dislodged (A MUN - BOH), used at every retreat phase until you replace it.',
  },
  {
    kind: 'build',
    name: 'BUILDS',
    title: 'Standing build list',
    help: 'Builds in the order wanted (BUILD A PAR, WAIVE), used at every adjustment phase in which you may build.',
  },
  {
    kind: 'remove',
    name: 'REMOVES',
    title: 'Remove list',
    help: 'The units to remove this winter should you have to (REMOVE A BUR), written before the Fall’s result is known.',
  },
];

/**
 * Original rules: the standing retreat and build lists and the remove list, each replaced
 * whole whenever it is sent (no deadline binds them), checked as typed with the judge's own
 * list reader.
 */
export function StandingLists(p: Props) {
  // The view gives a power its standing lists (status 'standing', named as on the wire): start from them.
  const held = (s: (typeof STANDING)[number]) => listFor(listsOf(p.game), s.name, p.power);
  const [drafts, setDrafts] = useState<Record<Standing, string>>(() => ({
    retreat: listText(held(STANDING[0]!)),
    build: listText(held(STANDING[1]!)),
    remove: listText(held(STANDING[2]!)),
  }));
  const [sent, setSent] = useState<{ title: string; answer: OrdersAnswer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (s: (typeof STANDING)[number]) => {
    setBusy(true);
    setError(null);
    const lines = splitLines(drafts[s.kind]).map((l) => l.trim()).filter((l) => l !== '');
    const answer = await api.orders(p.game.id, p.secret, lines, p.isMaster ? p.power : undefined, s.name);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setSent({ title: s.title.toLowerCase(), answer: answer.value });
    p.accept(answer.value.game);
  };

  return (
    <section class="list standing" aria-label="Standing lists">
      <h3>Standing lists</h3>
      <p class="note">The judge plays retreats and adjustments from these lists as soon as they occur; each you send replaces the one it holds.</p>
      {STANDING.map((s) => {
        const id = `standing-${s.kind}`;
        const checked = drafts[s.kind].trim() === '' ? null : checkList({ map: p.map, power: p.power, rules: p.game.rules, position: p.game.position, edition: 'original', kind: s.kind }, drafts[s.kind]);
        return (
          <div key={s.kind} class="standing-list">
            <label for={id}>{s.title}</label>
            <textarea id={id} rows={3} spellcheck={false} autoCapitalize="characters" value={drafts[s.kind]} aria-describedby={`${id}-help`} onInput={(e) => setDrafts({ ...drafts, [s.kind]: e.currentTarget.value })} />
            <LineChecks lines={checked?.lines} />
            <p id={`${id}-help`} class="note">
              {s.help} {standingStatus(held(s))}
            </p>
            <div class="actions">
              <button type="button" disabled={busy} onClick={() => send(s)}>
                Send the {s.title.toLowerCase()}
              </button>
            </div>
          </div>
        );
      })}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {sent && <SentAnswer what={`the ${sent.title}`} answer={sent.answer} />}
    </section>
  );
}

/** What the judge holds of a standing list, in a sentence. */
function standingStatus(list: ListView | null): string {
  if (list === null || list.lines.length === 0) return 'The judge holds none.';
  return `The judge holds ${list.lines.length} ${list.lines.length === 1 ? 'line' : 'lines'}: ${list.lines.map((l) => l.order).join(', ')}.`;
}
