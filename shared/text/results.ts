import type { OrderReport, Position } from '../adjudicate/types.js';
import { gameMap } from '../game/board.js';
import { adjustmentsOf, provinceOf } from '../game/duty.js';
import { inForce } from '../game/rules.js';
import type { GameState, PhaseRecord } from '../game/types.js';
import { mapGraph } from '../map/graph.js';
import { mapForPhase } from '../map/phased.js';
import { parsePhase, phaseTypeOf, type PhaseType } from '../map/phase.js';
import type { GameMap, PowerName } from '../map/types.js';
import { retreatOptions } from '../orders/check.js';
import type { ListReport } from '../variants/crystal-ball/annotations.js';
import type { Order } from '../orders/types.js';
import { cardTurnLines } from './card-turn.js';
import { deadlineSentence } from './clock.js';
import { civilDisorderLine } from './late.js';
import { vassalLines } from './control.js';
import { blocks, pad, paragraph, widest, WIDTH, wrap } from './layout.js';
import { readOrder } from './order-form.js';
import { progressiveHeading, progressiveOrderLines } from './progressive.js';
import { globalResultLines } from './global.js';
import { count, gameTitle, listOf, phaseTitle, placeName, powerTitle, unitPhrase } from './words.js';

/**
 * The results of a processed phase, as a judge mails them: every power's orders with what
 * became of them, the units dislodged and where they may go, after the end of a year the
 * ownership of the supply centres and the adjustments owed, and the phase that follows.
 *
 * `record` is one of the game's processed phases (`state.history`); what followed it is
 * read from the next record, or, for the latest, from the game as it stands.
 */
export function resultsText(state: GameState, record: PhaseRecord, sight?: ResultsSight): string {
  const map = gameMap(state.settings);
  const type = phaseTypeOf(record.position.phase);
  const index = indexOf(state, record);
  // A record not in the history (a PREVIEW's) is never the latest, even before the first result.
  const latest = index >= 0 && index === state.history.length - 1;
  const following = index < 0 ? null : latest ? state.position : state.history[index + 1]!.position;
  const next = following === null || sight === undefined ? following : sight.board(following);
  const yearEnded = next !== null && endsYear(record.position.phase, next.phase);
  // PROGRESSIVE: the heading and the orders in sentences (shared/text/progressive.ts).
  const progressive = inForce(state.settings, 'PROGRESSIVE');
  // NO_CHECK: an order taken unchecked that could not be carried out is flagged as the rule says, (*invalid*).
  const voidWord = inForce(state.settings, 'NO_CHECK') && type === 'M' ? 'invalid' : 'void';
  return blocks(
    paragraph(progressive ? progressiveHeading(map, record.position.phase, state) : `Results of ${phaseTitle(map, record.position.phase)}, ${gameTitle(state)}.`),
    // A Card turn: the rounds and decisions in the order they came, before the orders by power.
    record.card === undefined ? null : cardTurnLines(record.card),
    progressive ? progressiveOrderLines(map, record.position, type, reportsByPower(map, record), voidWord) : orderLines(map, record, type, voidWord),
    civilDisorderLine(record.late, progressive),
    // Global: the bombs, the centres removed or cut off, the powers owed an arsenal.
    globalResultLines(map, record, index < 0 ? undefined : latest ? state.global : state.history[index + 1]!.global?.before),
    // The dislodged units the reader sees, with the places truly open to them (the whole board's).
    next === null || following === null || type !== 'M' ? null : dislodgedLines(map, record, { ...following, dislodged: next.dislodged }, inForce(state.settings, 'NO_RETREAT')),
    yearEnded ? ownershipLines(map, next) : null,
    yearEnded ? vassalLines(state, index) : null,
    yearEnded && next.phase.endsWith('A') ? adjustmentLines(map, next, state.settings.rules, sight?.powers) : null,
    latest ? footer(state, map) : null,
  );
}

/**
 * What a reader who does not see the whole board (a BLIND game's player: shared/views/blind.ts,
 * `resultsSightFor`) is shown of the board that followed: `board` cuts it, and the
 * adjustments are told for `powers` only (his own).
 */
export interface ResultsSight {
  readonly board: (position: Position) => Position;
  readonly powers: readonly PowerName[];
}

/** Where the record stands in the history: the same object, or else the same phase processed at the same time. */
function indexOf(state: GameState, record: PhaseRecord): number {
  const same = state.history.indexOf(record);
  if (same >= 0) return same;
  return state.history.findIndex((r) => r.position.phase === record.position.phase && r.processedAt === record.processedAt);
}

/** Supply centres changed hands between these phases: a year's movement ended on the way. */
function endsYear(played: string, next: string): boolean {
  const a = parsePhase(played);
  const b = parsePhase(next);
  if (!a.ok || !b.ok || a.value.type === 'A') return false;
  return b.value.type === 'A' || b.value.year > a.value.year;
}

/** Crystal Ball annotations of lines that were adjudicated as orders, whose results are marked as usual. */
const ADJUDICATED: ReadonlySet<string> = new Set(['ordered', 'byProxy', 'default']);

/** The marks a result earns beside its order, in the judges' `(*…*)` form. */
function marks(report: OrderReport, order: Order | null): string[] {
  // A Crystal Ball line says what became of it as a line of the list. A line the
  // adjudicator never saw (revoked, refused, no unit …) has that word alone; an order
  // given by proxy has it beside its result.
  const annotation = (report as Partial<ListReport>).annotation;
  if (annotation !== undefined && !ADJUDICATED.has(annotation)) return [`(*${annotation}*)`];
  const out = report.default === true ? ['default'] : [];
  if (annotation === 'byProxy') out.push(annotation);
  switch (report.result) {
    case 'succeeds':
      break;
    case 'fails':
      out.push(order?.kind === 'move' || order?.kind === 'retreat' ? 'bounce' : 'fails');
      break;
    case 'waived':
      // A WAIVE ordered is carried out as written; one the judge gave is marked default.
      break;
    case 'cut':
    case 'dislodged':
    case 'void':
    case 'no convoy':
    case 'disbanded':
    case 'ignored':
      out.push(report.result);
      break;
  }
  return out.map((m) => `(*${m}*)`);
}

/** The phase's results by power, in the map's order (powers not on the map after). */
function reportsByPower(map: GameMap, record: PhaseRecord): Map<PowerName, OrderReport[]> {
  const byPower = new Map<PowerName, OrderReport[]>();
  for (const power of map.powers.keys()) byPower.set(power, []);
  for (const r of record.results) {
    const list = byPower.get(r.power);
    if (list === undefined) byPower.set(r.power, [r]);
    else list.push(r);
  }
  return byPower;
}

/** Every order with its result, power by power in the map's order, a blank line between powers. */
function orderLines(map: GameMap, record: PhaseRecord, type: PhaseType, voidWord: 'void' | 'invalid' = 'void'): string {
  const byPower = reportsByPower(map, record);
  const label = widest([...byPower.keys()].map((p) => `${powerTitle(p)}:`)) + 2;
  const groups: string[] = [];
  for (const [power, reports] of byPower) {
    if (reports.length === 0) continue;
    const lines: string[] = [];
    for (const report of reports) {
      const read = readOrder(map, record.position, type, report.order);
      const form = read?.form ?? report.order.trim().toUpperCase();
      const marked = [form, ...marks(report, read?.order ?? null).map((m) => (m === '(*void*)' ? `(*${voidWord}*)` : m))].join('  ');
      const first = pad(`${powerTitle(power)}:`, label);
      // Two spaces before the marks, as judges print them, unless the line must be folded.
      const whole = first + marked;
      lines.push(...(whole.length <= WIDTH ? [whole] : wrap(marked, first, ' '.repeat(label))));
      if (report.reason !== undefined && report.result !== 'succeeds') {
        const indent = ' '.repeat(label + 2);
        lines.push(...wrap(report.reason, indent));
      }
    }
    groups.push(lines.join('\n'));
  }
  return groups.length === 0 ? 'No orders were given.' : groups.join('\n\n');
}

/**
 * The units the movement phase dislodged: those that must retreat, with the places open
 * to them, and those destroyed at once for want of one (or, under NO_RETREAT, all of them).
 */
function dislodgedLines(map: GameMap, record: PhaseRecord, next: Position, noRetreat: boolean): string | null {
  // The places open to a retreat are those of the board as it is in the retreat phase (IN/FROM lines).
  const phase = parsePhase(next.phase);
  const graph = mapGraph(phase.ok ? mapForPhase(map, phase.value) : map);
  const occupied = new Set(next.units.map((u) => provinceOf(map, u.at)));
  const standoffs = new Set(next.standoffs.map((s) => graph.provinceIndex.get(s)!));
  const retreating = next.phase.endsWith('R') ? next.dislodged : [];
  const destroyed = new Set(
    record.results
      .filter((r) => r.result === 'disbanded')
      .map((r) => readOrder(map, record.position, 'M', r.order)?.order)
      .flatMap((o) => (o === undefined || o.kind === 'waive' ? [] : [provinceOf(map, o.unit.at)])),
  );
  const lines: string[] = [];
  for (const power of map.powers.keys()) {
    for (const unit of record.position.units) {
      if (unit.power !== power) continue;
      const where = provinceOf(map, unit.at);
      const retreat = retreating.find((d) => d.power === power && provinceOf(map, d.at) === where);
      if (retreat !== undefined) {
        const options = retreatOptions(graph, retreat, (p) => occupied.has(graph.provinces[p]!), standoffs).map((l) => placeName(map, l)).sort();
        lines.push(paragraph(`${capitalise(unitPhrase(map, unit))} is dislodged and may retreat to ${listOf(options, 'or')}.`));
      } else if (destroyed.has(where) && noRetreat) {
        lines.push(paragraph(`${capitalise(unitPhrase(map, unit))} is dislodged and destroyed: no unit retreats in this game (NO_RETREAT).`));
      } else if (destroyed.has(where)) {
        lines.push(paragraph(`${capitalise(unitPhrase(map, unit))} is dislodged with nowhere to retreat, and is disbanded.`));
      }
    }
  }
  return lines.length === 0 ? null : ['Dislodged units:', '', ...lines].join('\n');
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Who owns each supply centre now, power by power, and the centres nobody owns. */
function ownershipLines(map: GameMap, position: Position): string {
  const rows: [string, string[]][] = [];
  const owned = new Set<string>();
  for (const power of map.powers.keys()) {
    const centres = position.centers[power] ?? [];
    for (const c of centres) owned.add(c);
    const hasUnits = position.units.some((u) => u.power === power);
    if (centres.length === 0 && !hasUnits) continue;
    rows.push([`${powerTitle(power)}:`, centres.map((c) => placeName(map, c)).sort()]);
  }
  const unowned = [...map.supplyCenters].filter((c) => !owned.has(c)).map((c) => placeName(map, c)).sort();
  if (unowned.length > 0) rows.push(['Unowned:', unowned]);
  const label = widest(rows.map(([l]) => l)) + 2;
  const lines = rows.map(([l, names]) =>
    wrap(names.length === 0 ? 'none.' : `${names.join(', ')}.`, pad(l, label), ' '.repeat(label)).join('\n'),
  );
  return ['Ownership of supply centres:', '', ...lines].join('\n');
}

/** Each power's centres against its units, and the builds or removals that follow. */
function adjustmentLines(map: GameMap, position: Position, rules: readonly string[], only?: readonly PowerName[]): string {
  const rows: [string, string][] = [];
  for (const power of map.powers.keys()) {
    if (only !== undefined && !only.includes(power)) continue;
    const centres = (position.centers[power] ?? []).length;
    const units = position.units.filter((u) => u.power === power).length;
    if (centres === 0 && units === 0) continue;
    const { builds, removals } = adjustmentsOf(map, position, power, rules);
    let owed = '';
    if (removals > 0) owed = `: removes ${removals}`;
    else if (centres > units) {
      const blocked = centres - units - builds;
      owed = `: builds ${builds}${blocked > 0 ? ` (no room for ${blocked} more)` : ''}`;
    }
    rows.push([`${powerTitle(power)}:`, `${count(centres, 'supply centre')}, ${count(units, 'unit')}${owed}.`]);
  }
  const label = widest(rows.map(([l]) => l)) + 2;
  return ['Adjustments:', '', ...rows.map(([l, text]) => paragraph(text, pad(l, label), ' '.repeat(label)))].join('\n');
}

/** What comes next: the phase and its deadline, or the end. */
function footer(state: GameState, map: GameMap): string {
  if (state.status === 'finished') return 'The game is over.';
  return [paragraph(`The next phase is ${phaseTitle(map, state.position.phase)}.`), paragraph(deadlineSentence(state))].join('\n');
}
