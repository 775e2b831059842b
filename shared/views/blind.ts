import { walksLand } from '../map/types.js';
import type { OrderReport, Position } from '../adjudicate/types.js';
import { gameMap } from '../game/board.js';
import type { Actor, GameState, PhaseRecord } from '../game/types.js';
import type { ResultsSight } from '../text/results.js';
import { viewerOf } from './viewer.js';
import { mapGraph } from '../map/graph.js';
import type { GameMap, PowerName, ProvinceId, UnitKind } from '../map/types.js';
import type { CentrePoint, GameView, Sight, ViewerView } from './types.js';
import { eyesOn, isBlind, province, seesUnit, type Eyes } from './eyes.js';

export { eyesOn, isBlind, seesUnit, type Eyes } from './eyes.js';

/**
 * BLIND (seed 1.6) and its modifiers: what one power sees of a board. As on the DPjudge
 * (Power.visible), sight is by province, never by coast: a "spotter" sees its own
 * province and every province a unit could move or support to from there, of either kind
 * (so a fleet in the Western Mediterranean sees a fleet on Spain's north coast). The
 * spotters are the power's units (not under NO_UNITS_SEE) and its home centres with the
 * places its units started the game on (not under NO_SCS_SEE; under OWN_SCS_SEE the
 * centres it owns now instead). UNITS_SEE_SAME lets a unit see only units of its kind,
 * UNITS_SEE_OTHER only those of the other kind, and under either a centre shows no unit,
 * only who owns the centres near it. SEE_NO_UNITS: no foreign unit is ever seen;
 * SEE_NO_SCS: no foreign centre's owner; SEE_ALL_SCS: every centre's owner. A power
 * always sees its own units and centres.
 */



/**
 * Whether this viewer sees the whole board of a BLIND game: the master, an OMNISCIENT
 * observer or player (the master's choice: `state.omniscient`), and everyone once the game
 * has ended. Every game that is not BLIND is seen whole by all.
 */
export function seesWhole(state: GameState, viewer: ViewerView): boolean {
  if (!isBlind(state.settings.rules) || state.status === 'finished') return true;
  if (viewer.kind === 'master') return true;
  if (viewer.kind === 'anonymous') return false;
  return (state.omniscient ?? []).includes(viewer.playerId);
}

/** The power whose eyes a viewer of a BLIND game looks through; null: he sees no board at all (an observer, a stranger). */
function powerOf(viewer: ViewerView): PowerName | null {
  return viewer.kind === 'player' ? viewer.power : null;
}




/** Nothing at all: an observer's or a stranger's eyes on a BLIND board. */
function noEyes(): Eyes {
  return { power: '', armies: new Set(), fleets: new Set(), centres: new Set() };
}


/** The board cut to what the eyes see: the units, dislodged units, standoffs and centre owners out of sight left out. */
export function cutPosition(map: GameMap, position: Position, eyes: Eyes): Position {
  const places = new Set([...eyes.armies, ...eyes.fleets]);
  const centers: Record<PowerName, readonly ProvinceId[]> = {};
  for (const [power, list] of Object.entries(position.centers)) centers[power] = list.filter((c) => eyes.centres.has(c));
  const cut: Position = {
    ...position,
    units: position.units.filter((u) => seesUnit(map, eyes, u)),
    dislodged: position.dislodged.filter((u) => seesUnit(map, eyes, u)),
    standoffs: position.standoffs.filter((p) => places.has(p)),
    centers,
  };
  if (position.unplaced === undefined) return cut;
  const { unplaced, ...rest } = cut;
  const mine = unplaced?.[eyes.power];
  return mine === undefined ? rest : { ...rest, unplaced: { [eyes.power]: mine } };
}

/** The `Sight` the view gives (wt-board draws the fog from it): provinces with a unit kind seen, centres with owner seen. */
export function sightOf(eyes: Eyes): Sight {
  return { places: [...new Set([...eyes.armies, ...eyes.fleets])].sort(), centres: [...eyes.centres].sort() };
}

/** The viewer's eyes on a board of this game, or null when he sees it whole. */
export function viewerEyes(state: GameState, viewer: ViewerView, position: Position): Eyes | null {
  if (seesWhole(state, viewer)) return null;
  const power = powerOf(viewer);
  return power === null ? noEyes() : eyesOn(gameMap(state.settings), position, power, state.settings.rules);
}

/** The places an order line names, in order ("A PAR - BUR" → PAR, BUR; "F SPA/NC S A MAR - GAS" → SPA, MAR, GAS). */
function placesIn(map: GameMap, line: string): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const word of line.toUpperCase().split(/\s+/)) {
    const loc = map.locations.get(word);
    if (loc !== undefined) out.push(loc.province);
  }
  return out;
}

/** The unit kind an order line starts with, if it names one ("A", "F"; "BUILD A PAR", "REMOVE F NTH"). */
function kindIn(line: string): UnitKind | null {
  const words = line.toUpperCase().split(/\s+/);
  const word = words.find((w) => w === 'A' || w === 'F' || w === 'ARMY' || w === 'FLEET');
  return word === undefined ? null : word[0] === 'A' ? 'A' : 'F';
}

/**
 * Whether the viewer learns of this order line of another power: as the seed says, when
 * the unit started or ended the phase where his eyes reached then (the board before, and
 * the board after). The unit's own place is the first the line names; where it went, the
 * last (a move's destination, a retreat's; a build's place). A unit that came from out of
 * sight is seen only if it arrived: "failure of a foreign unit to move from an invisible
 * space to a visible space will not be revealed".
 */
function seesLine(map: GameMap, before: Eyes, after: Eyes, line: string, arrived: boolean): boolean {
  const places = placesIn(map, line);
  const from = places[0];
  if (from === undefined) return false;
  const to = places[places.length - 1]!;
  const kind = kindIn(line);
  const sees = (eyes: Eyes, at: ProvinceId) => (kind === null ? eyes.armies.has(at) || eyes.fleets.has(at) : (walksLand(kind) ? eyes.armies : eyes.fleets).has(at));
  if (sees(before, from) || sees(after, from)) return true;
  // Only a move (or retreat) takes a unit to the last place it names; a support or convoy does not.
  const moves = / - /.test(line) && !/ [SC] /.test(` ${line.toUpperCase()} `);
  return moves && arrived && (sees(before, to) || sees(after, to));
}

/**
 * A result as a BLIND player is told it: "it is never disclosed in the results if a unit's
 * order was void"; an army's void move to a place it could only reach by sea is told as
 * `no convoy`, any other void order without a mark (nor the reason).
 */
function toldResult(map: GameMap, report: OrderReport): OrderReport {
  if (report.result !== 'void') return report;
  const { reason: _reason, ...rest } = report;
  const places = placesIn(map, report.order);
  const graph = mapGraph(map);
  const [from, to] = [places[0], places[places.length - 1]];
  const i = from === undefined ? undefined : graph.provinceIndex.get(from);
  const j = to === undefined ? undefined : graph.provinceIndex.get(to);
  const convoyed =
    kindIn(report.order) === 'A' && / - /.test(report.order) && places.length >= 2 && i !== undefined && j !== undefined && !graph.neighbours[i]!.includes(j);
  return { ...rest, result: convoyed ? 'no convoy' : 'succeeds' };
}

/** The first and last places an order line names, as written ("STP/SC"), or null when it names none. */
function endsOf(map: GameMap, line: string): { from: string; to: string } | null {
  const words = line.toUpperCase().split(/\s+/).filter((w) => map.locations.has(w));
  return words.length === 0 ? null : { from: words[0]!, to: words[words.length - 1]! };
}

/**
 * A foreign unit's line in a movement phase's results, as the seed tells it to a player
 * who saw the unit only before or only after the moves (DPjudge's Power.showLines): whole
 * if he saw it both where it began before and where it ended after; `A RUH ARRIVES` if he
 * saw the place it ended on before the moves too, `A RUH FOUND` if his sight came to it;
 * `A MUN DEPARTS` if he still sees the place it left, `A MUN LOST` if his sight left it;
 * null when he saw it neither before nor after.
 */
function toldMovement(map: GameMap, before: Eyes, after: Eyes, report: OrderReport): OrderReport | null {
  const ends = endsOf(map, report.order);
  if (ends === null) return null;
  const kind = kindIn(report.order) ?? 'A';
  const moved = report.result === 'succeeds' && / - /.test(report.order) && !/ [SC] /.test(` ${report.order.toUpperCase()} `);
  const there = moved ? ends.to : ends.from;
  const sees = (eyes: Eyes, at: string) => (walksLand(kind) ? eyes.armies : eyes.fleets).has(province(map, at));
  const told = (where: string, what: string): OrderReport => {
    const { reason: _reason, default: _default, ...rest } = report;
    return { ...rest, order: `${kind} ${where} ${what}`, result: report.result === 'dislodged' ? 'dislodged' : 'succeeds' };
  };
  if (sees(after, there)) {
    if (sees(before, ends.from)) return report;
    return told(there, sees(before, there) ? 'ARRIVES' : 'FOUND');
  }
  if (sees(before, ends.from)) return told(ends.from, sees(after, ends.from) ? 'DEPARTS' : 'LOST');
  return null;
}

/**
 * One processed phase as a player of a BLIND game saw it: the board he was shown at its
 * start, his own orders and results, and others' only for units he saw before or after
 * (seed: "provided that the unit started or ended the turn" within sight): in a movement
 * phase whole only if he saw the unit both before and after, otherwise as it ARRIVES,
 * DEPARTS, is FOUND or LOST (`toldMovement`); others' orders as entered only where he saw
 * them whole. Void orders are told as the seed says (`toldResult`). `after` is the board
 * the phase left.
 */
export function cutRecord(state: GameState, viewer: ViewerView, record: PhaseRecord, after: Position): PhaseRecord {
  const map = gameMap(state.settings);
  const power = powerOf(viewer);
  const before = viewerEyes(state, viewer, record.position) ?? noEyes();
  const then = viewerEyes(state, viewer, after) ?? noEyes();
  const movement = record.position.phase.endsWith('M');
  const results: OrderReport[] = [];
  const whole = new Set<string>();
  for (const r of record.results) {
    const shown = r.power === power ? r : movement ? toldMovement(map, before, then, r) : seesLine(map, before, then, r.order, r.result === 'succeeds') ? r : null;
    if (shown === null) continue;
    if (shown === r) whole.add(`${r.power} ${r.order}`);
    results.push(toldResult(map, shown));
  }
  const orders: Record<PowerName, readonly string[]> = {};
  for (const [p, lines] of Object.entries(record.orders)) {
    const kept = p === power ? lines : lines.filter((l) => whole.has(`${p} ${l}`));
    if (kept.length > 0) orders[p] = kept;
  }
  return { ...record, position: cutPosition(map, record.position, before), orders, results };
}

/** The boards that followed each record (the next record's start; the last, the board now). */
export function boardsAfter(state: GameState): Map<PhaseRecord, Position> {
  const out = new Map<PhaseRecord, Position>();
  state.history.forEach((r, i) => out.set(r, state.history[i + 1]?.position ?? state.position));
  return out;
}

/** The centre chart as a BLIND player may see it: his own power's counts only; nothing for an observer. */
export function cutCentrePoints(points: readonly CentrePoint[], viewer: ViewerView): CentrePoint[] {
  const power = powerOf(viewer);
  return points.map((p) => ({ phase: p.phase, counts: power !== null && p.counts[power] !== undefined ? { [power]: p.counts[power] } : {} }));
}

/**
 * A BLIND game's view for one viewer, from the view everyone would get: the board cut to
 * his eyes (and `sight` for the fog), other powers' unit and centre counts as his board
 * shows them (the seed gives a player his own counts; of others he knows what he sees),
 * the centre chart with his own counts only (his own lateness only: HIDE_LATE_POWERS, late.ts).
 * The last phase is cut already (`recordFor`). Whole for whoever `seesWhole`.
 */
export function blindView(state: GameState, viewer: ViewerView, whole: GameView): GameView {
  const eyes = viewerEyes(state, viewer, state.position);
  if (eyes === null) return whole;
  // The board everyone else is shown (HIDE_BUILDS's builds off it already), cut to his eyes.
  const position = cutPosition(gameMap(state.settings), whole.position, eyes);
  const seats = whole.seats.map((seat) =>
    seat.power === eyes.power
      ? seat
      : { ...seat, centers: (position.centers[seat.power] ?? []).length, units: position.units.filter((u) => u.power === seat.power).length, countsUnknown: true as const },
  );
  return { ...whole, position, seats, centres: cutCentrePoints(whole.centres, viewer), sight: sightOf(eyes) };
}

/**
 * A BLIND game's cut of its processed phases for this viewer (`recordFor`, `historyFor`),
 * or null when he sees them whole. A record not in the history (one just made) is taken as
 * the last, followed by the board now.
 */
export function blindRecordCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  // Who was late is cut by HIDE_LATE_POWERS, which BLIND brings in (late.ts, lateRecordCut).
  if (seesWhole(state, viewer)) return null;
  // The newest record's board after is the board now: the view's last phase needs no map
  // of the whole history; a page of older records makes it once.
  let after: Map<PhaseRecord, Position> | undefined;
  const boardAfter = (record: PhaseRecord): Position => {
    if (record === state.history.at(-1)) return state.position;
    after ??= boardsAfter(state);
    return after.get(record) ?? state.position;
  };
  return (record) => cutRecord(state, viewer, record, boardAfter(record));
}

/**
 * What a reader's results mail shows of the board after a phase (`resultsText`): for a
 * BLIND game's player the board cut to his eyes then, and the adjustments of his own power
 * only (the seed: "his own unit-count, center-count, and adjustment phase status"); an
 * observer's, no board and no adjustments. Undefined for whoever sees the whole board.
 */
export function resultsSightFor(state: GameState, actor: Actor | null): ResultsSight | undefined {
  const viewer = viewerOf(state, actor);
  if (seesWhole(state, viewer)) return undefined;
  const power = powerOf(viewer);
  const map = gameMap(state.settings);
  return {
    board: (position) => cutPosition(map, position, viewerEyes(state, viewer, position) ?? noEyes()),
    powers: power === null ? [] : [power],
  };
}
