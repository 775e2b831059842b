import { adjudicatePhase } from '../../adjudicate/phase.js';
import { globalMovementPhase } from '../../adjudicate/global.js';
import type { OrderReport, Position, Unit } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import { phaseAfter } from '../../map/calendar.js';
import { formatPhase, parsePhase, phaseTypeOf } from '../../map/phase.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { buildRule, centresToBuildFrom } from '../../orders/build-sites.js';
import { checkAdjustmentOrder, indexBoard } from '../../orders/check.js';
import { parseOrder } from '../../orders/parse.js';
import { boardRules } from '../../rules/built.js';
import { gameMap } from '../../game/board.js';
import { adjustmentsOf, provinceOf } from '../../game/duty.js';
import type { Played } from '../../game/process.js';
import type { GameState, PhaseRecord } from '../../game/types.js';
import type { GlobalRecord, GlobalState } from './state.js';
import { centresStillOwned } from './wasteland-input.js';

/**
 * Playing a Global phase. Movement: the standard adjudication with the bombing orders'
 * units holding, then the season's strikes and the season's end on the scarred board
 * (adjudicate/global.ts, shared with the command line). Retreats: the standard ones, no
 * unit retreating into a destroyed space. Adjustments: the standard ones, plus the arsenals
 * owed, and the opening units of the powers nobody plays. After every phase a centre
 * destroyed or removed is nobody's.
 */

/** A phase played, with the variant's state after it. */
export interface GlobalPlayed extends Played {
  readonly global: GlobalState;
}

/**
 * Play `position` (the phase being played, or a record's for ROLLFORWARD) with the lines as
 * entered, from the variant's state `before`.
 */
export function playGlobalPhase(
  state: GameState,
  position: Position,
  before: GlobalState,
  entered: Readonly<Record<PowerName, readonly string[]>>,
  now: number,
): GlobalPlayed {
  const map = gameMap(state.settings);
  const rules = boardRules(state.settings.rules);
  const type = phaseTypeOf(position.phase);
  const played = type === 'M' ? movement(map, position, before, entered, rules)
    : type === 'R' ? retreats(map, position, before, entered, rules)
    : adjustments(map, state, position, before, entered, rules);
  const next: Position = { ...played.next, centers: centresStillOwned(played.next.centers, played.global.wasteland) };
  const record: PhaseRecord = { position, orders: entered, results: played.results, processedAt: now, global: played.record };
  return { record, next, global: played.global };
}

interface Step {
  readonly results: readonly OrderReport[];
  readonly next: Position;
  readonly global: GlobalState;
  readonly record: GlobalRecord;
}

/** Our own position, orders checked at entry, rules resolved at creation: a failure is a bug, not input. */
function must<T>(position: Position, r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(`Global ${position.phase}: ${r.error.message}`);
  return r.value;
}

function movement(map: GameMap, position: Position, before: GlobalState, entered: Readonly<Record<PowerName, readonly string[]>>, rules: readonly string[]): Step {
  const out = must(position, globalMovementPhase(map, position, entered, rules, before.wasteland));
  const destroyed = out.wasteland.destroyed.filter((p) => !before.wasteland.destroyed.includes(p));
  let next = out.next;
  // A retreat phase whose every dislodged unit was lost with its space has nothing to play: go on.
  if (phaseTypeOf(next.phase) === 'R' && next.dislodged.length === 0) next = must(next, adjudicatePhase({ map, position: next, orders: {}, rules })).next;
  const entitled = { ...before.entitled };
  for (const power of out.nuclear) entitled[power] = (entitled[power] ?? 0) + 1;
  const record: GlobalRecord = {
    before,
    ...(destroyed.length === 0 ? {} : { destroyed }),
    ...(out.nuclear.length === 0 ? {} : { nuclear: [...out.nuclear] }),
  };
  return { results: out.results, next, global: { wasteland: out.wasteland, entitled }, record };
}

/**
 * A destroyed space takes no retreating unit (XII+: "no unit may ever move or retreat into
 * that space again"): for the adjudicator it is as a space left empty by a standoff.
 */
function retreats(map: GameMap, position: Position, before: GlobalState, entered: Readonly<Record<PowerName, readonly string[]>>, rules: readonly string[]): Step {
  const closed = [...new Set([...position.standoffs, ...before.wasteland.destroyed])];
  const out = must(position, adjudicatePhase({ map, position: { ...position, standoffs: closed }, orders: entered, rules }));
  return { results: out.results, next: out.next, global: before, record: { before } };
}

/** Why the dummies' opening builds are in the results. */
export const DUMMY_BUILD_REASON = 'Nobody plays this power: it builds armies in its home centres, and they hold (XIV.2).';

/**
 * The adjustments: the standard adjudication of every line but the arsenal builds, which
 * take the place of a build the power left to the default (a waive) when they can still be
 * made, each spending one arsenal owed. A dummy that entered nothing builds armies in the
 * home centres it may build in (XIV.2: the units of the powers nobody plays "hold").
 */
function adjustments(map: GameMap, state: GameState, position: Position, before: GlobalState, entered: Readonly<Record<PowerName, readonly string[]>>, rules: readonly string[]): Step {
  const lines: Record<PowerName, string[]> = {};
  const arsenals: { power: PowerName; text: string; at: string }[] = [];
  for (const [power, list] of Object.entries(entered)) {
    lines[power] = [];
    for (const text of list) {
      const order = parseOrder(map, text, { phaseType: 'A' });
      if (order.ok && order.value.kind === 'build' && order.value.unit.kind === 'AS') arsenals.push({ power, text, at: order.value.unit.at });
      else lines[power]!.push(text);
    }
  }
  const dummyLines = dummyBuilds(map, state, position, entered, rules);
  for (const [power, list] of Object.entries(dummyLines)) lines[power] = list;
  const out = must(position, adjudicatePhase({ map, position, orders: lines, rules }));
  const dummyTexts = new Set(Object.entries(dummyLines).flatMap(([p, l]) => l.map((t) => `${p} ${t}`)));
  const results: OrderReport[] = out.results.map((r) => (dummyTexts.has(`${r.power} ${r.order}`) ? { ...r, reason: DUMMY_BUILD_REASON, default: true as const } : r));
  const units: Unit[] = [...out.next.units];
  const entitled = { ...before.entitled };
  const graph = mapGraph(map);
  const board = indexBoard(graph, position.units);
  const taken = new Set(units.map((u) => provinceOf(map, u.at)));
  const reports: OrderReport[] = [];
  for (const { power, text, at } of arsenals) {
    const void_ = (reason: string) => reports.push({ power, order: text, result: 'void', reason });
    if ((entitled[power] ?? 0) <= 0) { void_(`${power} is owed no arsenal.`); continue; }
    const basis = centresToBuildFrom(map, position, power, buildRule(rules));
    const checked = checkAdjustmentOrder(board, power, new Set(basis.owned), { kind: 'build', unit: { kind: 'AS', at } }, { ...basis.rule, arsenals: true });
    if (!checked.ok) { void_(checked.error.message); continue; }
    if (taken.has(provinceOf(map, at))) { void_('A unit is already being built there.'); continue; }
    // The arsenal is "one of the units the superpower would otherwise be allowed to build": it takes a waived build's place.
    const waived = results.findIndex((r) => r.power === power && r.result === 'waived' && r.default === true);
    if (waived < 0) { void_(adjustmentsOf(map, position, power, rules).builds === 0 ? 'This power has no builds to make.' : 'No more builds are allowed.'); continue; }
    results.splice(waived, 1);
    units.push({ power, kind: 'AS', at });
    taken.add(provinceOf(map, at));
    entitled[power] = entitled[power]! - 1;
    reports.push({ power, order: text, result: 'succeeds' });
  }
  const firstDefault = results.findIndex((r) => r.default === true && !dummyTexts.has(`${r.power} ${r.order}`));
  const all = firstDefault < 0 ? [...results, ...reports] : [...results.slice(0, firstDefault), ...reports, ...results.slice(firstDefault)];
  const global = { wasteland: before.wasteland, entitled };
  return { results: all, next: { ...out.next, units }, global, record: { before } };
}

/**
 * The builds of the powers nobody plays, when they entered nothing: an army in each home
 * centre they may build in, as many as they may build. Worked out again from the position
 * whenever the phase is played; the record keeps only what was entered.
 */
function dummyBuilds(map: GameMap, state: GameState, position: Position, entered: Readonly<Record<PowerName, readonly string[]>>, rules: readonly string[]): Record<PowerName, string[]> {
  const out: Record<PowerName, string[]> = {};
  const occupied = new Set(position.units.map((u) => provinceOf(map, u.at)));
  for (const [power, seat] of Object.entries(state.seats)) {
    if (seat.status !== 'dummy' || entered[power] !== undefined || (seat.controllers ?? []).length > 0) continue;
    const { builds } = adjustmentsOf(map, position, power, rules);
    if (builds === 0) continue;
    const { owned } = centresToBuildFrom(map, position, power, buildRule(rules));
    const homes = map.powers.get(power)?.homes ?? [];
    const sites = homes.filter((h) => owned.includes(h) && !occupied.has(h) && map.locations.get(h)?.armyCanStand === true);
    out[power] = sites.slice(0, builds).map((h) => `BUILD A ${h}`);
  }
  return out;
}

/**
 * Whether the calendar went through a build phase between `played` and `next`, so that
 * supply centres changed hands on the way (a build phase nobody needed is skipped).
 */
export function passedBuilds(map: GameMap, played: string, next: string): boolean {
  let phase = parsePhase(played);
  if (!phase.ok || phase.value.type === 'A') return false;
  // A calendar year has at most a dozen phases; the bound only guards a broken one.
  for (let step = 0; step < 16 && phase.ok; step++) {
    const after = phaseAfter(map, phase.value);
    if (after === null) return false;
    if (after.type === 'A') return true;
    if (formatPhase(after) === next) return false;
    phase = parsePhase(formatPhase(after));
  }
  return false;
}
