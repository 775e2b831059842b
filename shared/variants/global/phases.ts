import { adjudicatePhase } from '../../adjudicate/phase.js';
import { globalPhase } from '../../adjudicate/global.js';
import type { OrderReport, Position } from '../../adjudicate/types.js';
import { phaseAfter } from '../../map/calendar.js';
import { formatPhase, parsePhase, phaseTypeOf } from '../../map/phase.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { buildRule, centresToBuildFrom } from '../../orders/build-sites.js';
import { boardRules } from '../../rules/built.js';
import { gameMap } from '../../game/board.js';
import { adjustmentsOf, provinceOf } from '../../game/duty.js';
import type { Played } from '../../game/process.js';
import type { GameState, PhaseRecord } from '../../game/types.js';
import type { GlobalRecord, GlobalState } from './state.js';
import { centresStillOwned } from './wasteland-input.js';

/**
 * Playing a Global phase in a game: the command line's Global phase (adjudicate/global.ts)
 * with what a game adds, the dummies' opening builds, the record of the variant's state, and
 * whether a build phase is played decided on the centres the bombs left. After every phase a
 * centre destroyed or removed is nobody's.
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
  const played = playOne(map, state, position, before, entered, rules);
  const cleaned: Position = { ...played.next, centers: centresStillOwned(played.next.centers, played.global.wasteland) };
  const next = settled(map, position.phase, cleaned, played.global, rules);
  const record: PhaseRecord = { position, orders: entered, results: played.results, processedAt: now, global: played.record };
  return { record, next, global: played.global };
}

/**
 * The adjudicator chose whether to stop at a build phase counting the centres the bombs took
 * (a destroyed or removed centre stands on the map still): decided again on the centres
 * left. A power that lost a centre to a bomb owes a removal, so the build phase it passed is
 * played; a build phase in which nobody owes anything any more is played through.
 */
function settled(map: GameMap, played: string, next: Position, global: GlobalState, rules: readonly string[]): Position {
  const owes = (at: Position) => [...map.powers.keys()].some((p) => {
    const a = adjustmentsOf(map, at, p, rules);
    return a.builds + a.removals > 0;
  });
  if (phaseTypeOf(next.phase) === 'A') {
    if (owes(next)) return next;
    const through = must(next, adjudicatePhase({ map, position: next, orders: {}, rules })).next;
    return { ...through, centers: centresStillOwned(through.centers, global.wasteland) };
  }
  if (phaseTypeOf(next.phase) !== 'M') return next;
  const skipped = adjustmentBetween(map, played, next.phase);
  return skipped !== null && owes(next) ? { ...next, phase: skipped, standoffs: [] } : next;
}

/** The build phase the calendar passed between `played` and `next`, or null. */
function adjustmentBetween(map: GameMap, played: string, next: string): string | null {
  let phase = parsePhase(played);
  for (let step = 0; step < 16 && phase.ok; step++) {
    const after = phaseAfter(map, phase.value);
    if (after === null || formatPhase(after) === next) return null;
    if (after.type === 'A') return formatPhase(after);
    phase = parsePhase(formatPhase(after));
  }
  return null;
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

/** Why the dummies' opening builds are in the results. */
export const DUMMY_BUILD_REASON = 'Nobody plays this power: it builds armies in its home centres, and they hold (XIV.2).';

/**
 * One phase by `globalPhase` (adjudicate/global.ts, the command line's too): a movement
 * phase with its strikes and the season's end, the powers whose units all held owed one
 * arsenal more; a retreat or build into a destroyed space void; arsenal builds counted
 * against those owed. Besides: a destroyed space is, for the retreats, as a space a standoff
 * left empty (no retreat there, by order or by default); a retreat phase whose every
 * dislodged unit died with its space is played through at once; and a dummy nobody controls
 * that entered nothing builds armies in its home centres (XIV.2: the unplayed powers' units
 * "hold").
 */
function playOne(map: GameMap, state: GameState, position: Position, before: GlobalState, entered: Readonly<Record<PowerName, readonly string[]>>, rules: readonly string[]): Step {
  const type = phaseTypeOf(position.phase);
  const dummyLines = type === 'A' ? dummyBuilds(map, state, position, entered, rules) : {};
  const given = type === 'R' ? { ...position, standoffs: [...new Set([...position.standoffs, ...before.wasteland.destroyed])] } : position;
  const out = must(position, globalPhase(map, given, { ...entered, ...dummyLines }, rules, before.wasteland, before.entitled));
  let next = out.next;
  if (phaseTypeOf(next.phase) === 'R' && next.dislodged.length === 0) next = must(next, adjudicatePhase({ map, position: next, orders: {}, rules })).next;
  const dummyTexts = new Set(Object.entries(dummyLines).flatMap(([p, l]) => l.map((t) => `${p} ${t}`)));
  const results = out.results.map((r) => (dummyTexts.has(`${r.power} ${r.order}`) ? { ...r, reason: DUMMY_BUILD_REASON, default: true as const } : r));
  const destroyed = out.wasteland.destroyed.filter((p) => !before.wasteland.destroyed.includes(p));
  const record: GlobalRecord = {
    before,
    ...(destroyed.length === 0 ? {} : { destroyed }),
    ...(out.nuclear.length === 0 ? {} : { nuclear: [...out.nuclear] }),
  };
  return { results, next, global: { wasteland: out.wasteland, entitled: out.entitled }, record };
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
