/**
 * A game in the saved-game JSON of the MILA `diplomacy` Python package (what its
 * `to_saved_game_format` writes and its bots and datasets read): the game's id, map and
 * rules, then one entry a phase with the board at the start of the phase, every power's
 * orders in MILA's syntax, each unit's results in MILA's words, and the messages.
 *
 * What we cannot give is left out rather than made up: the Zobrist hash of each state
 * (MILA's own random tables), and which powers were in civil disorder (the history does not
 * record it: always 0).
 *
 * Secrecy: the current phase's orders are never exported (MILA's `null`, "not set"); press
 * only for a finished game and only when asked for. Whether the caller may see the board
 * at all (a BLIND game) is the views' question, asked before calling this.
 */
import type { DislodgedUnit, OrderReport, Position, Unit } from '../adjudicate/types.js';
import type { Actor, GameState, PhaseRecord, PressMessage } from '../game/types.js';
import { mapGraph } from '../map/graph.js';
import { parsePhase, phaseTypeOf, type PhaseType } from '../map/phase.js';
import { gameMap } from '../game/board.js';
import type { GameMap, Location, PowerName, ProvinceId } from '../map/types.js';
import { buildCentres, buildRule, centresToBuildFrom, homesNow } from '../orders/build-sites.js';
import { retreatOptions } from '../orders/check.js';
import { parseOrder } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import { historyFor } from '../views/history.js';
import { pressDisguised } from '../views/names.js';
import { rulesShown } from '../views/rules.js';
import { viewerOf } from '../views/viewer.js';

/** The words of MILA's order results (`diplomacy/utils/order_results.py`); '' is its OK. */
export const MILA_RESULTS = ['', 'no convoy', 'bounce', 'void', 'cut', 'dislodged', 'disrupted', 'disband', 'maybe'] as const;
export type MilaResult = (typeof MILA_RESULTS)[number];

/** One phase's board, as MILA's `Game.get_state` gives it (less the Zobrist hash). */
export interface MilaState {
  /** Microseconds since the epoch: when the phase opened. */
  readonly timestamp: number;
  readonly note: string;
  readonly name: string;
  /** "A PAR", "F STP/SC"; a dislodged unit waiting to retreat is starred: "*A MUN". */
  readonly units: Readonly<Record<PowerName, readonly string[]>>;
  /** Each dislodged unit and where it may retreat. */
  readonly retreats: Readonly<Record<PowerName, Readonly<Record<string, readonly Location[]>>>>;
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly homes: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  /** Provinces each power was the last to stand in. */
  readonly influence: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly civil_disorder: Readonly<Record<PowerName, 0 | 1>>;
  /** Adjustment phases: builds (positive) or removals (negative) owed, and where a build may go. */
  readonly builds: Readonly<Record<PowerName, { readonly count: number; readonly homes: readonly ProvinceId[] }>>;
  readonly game_id: string;
  readonly map: string;
  readonly rules: readonly string[];
}

/** One message to one recipient: MILA has a message a recipient, 'GLOBAL' for everyone. */
export interface MilaMessage {
  readonly sender: PowerName | 'SYSTEM';
  readonly recipient: PowerName | 'GLOBAL';
  /** Microseconds since the epoch; MILA keys messages by it, so no two are equal in a game. */
  readonly time_sent: number;
  readonly phase: string;
  readonly message: string;
}

export interface MilaPhase {
  readonly name: string;
  readonly state: MilaState;
  /** Every power's orders; null: not set (the phase being played, whose orders are secret). */
  readonly orders: Readonly<Record<PowerName, readonly string[] | null>>;
  /** By unit ("A PAR", "F STP/SC", or "WAIVE"): what became of its order. */
  readonly results: Readonly<Record<string, readonly MilaResult[]>>;
  readonly messages: readonly MilaMessage[];
}

export interface MilaSavedGame {
  readonly id: string;
  readonly map: string;
  readonly rules: readonly string[];
  readonly phases: readonly MilaPhase[];
}

export interface MilaExportOptions {
  /** Include the press. Honoured only once the game has ended; before, press stays out. */
  readonly press?: boolean;
  /**
   * Who asks: a Crystal Ball game's lists are cut to what he may see (`historyFor`);
   * absent, to what anyone may see. Standard games are exported whole to all.
   */
  readonly viewer?: Actor | null;
}

/** MILA's name for the phase after the game has ended. */
export const MILA_COMPLETED = 'COMPLETED';

// Rules MILA leaves out of a saved game (they concern the running of a game, not its play).
const RULES_NOT_SAVED = new Set(['SOLITAIRE', 'NO_DEADLINE', 'CD_DUMMIES', 'ALWAYS_WAIT', 'IGNORE_ERRORS']);

/** The game in MILA's saved-game format. Pure: the same state gives the same JSON. */
export function exportMila(state: GameState, options: MilaExportOptions = {}): MilaSavedGame {
  const map = gameMap(state.settings);
  // The rules its reader may be told of (EAVESDROP is the master's unless announced).
  const rules = rulesShown(state, viewerOf(state, options.viewer ?? null)).filter((r) => !RULES_NOT_SAVED.has(r));
  const powers = [...map.powers.keys()].sort();
  const common = { game_id: state.id, map: state.settings.map, rules };
  const influence = new Influence(map);

  // Each processed phase, the phase being played (or, once a game ended other than by a
  // solo, the phase it ended in, with no orders), and for a finished game MILA's COMPLETED.
  const phases: Omit<MilaPhase, 'messages'>[] = [];
  let opened = state.createdAt;
  for (const record of historyFor(state, options.viewer ?? null)) {
    influence.see(record.position);
    phases.push({
      name: record.position.phase,
      state: milaState(map, powers, record.position, influence, opened, '', common),
      orders: milaOrders(map, powers, record),
      results: milaResults(map, record),
    });
    opened = record.processedAt;
  }
  influence.see(state.position);
  const ending = state.status === 'finished' ? state.ending : null;
  if (ending === null || ending.kind !== 'solo') {
    const orders = Object.fromEntries(powers.map((p) => [p, ending === null ? null : []]));
    phases.push({
      name: state.position.phase,
      state: milaState(map, powers, state.position, influence, opened, '', common),
      orders,
      results: {},
    });
  }
  if (ending !== null) {
    const winners = ending.kind === 'draw' ? ending.powers : ending.kind === 'terminated' || ending.kind === 'uninhabitable' ? [] : [ending.winner];
    const note = winners.length === 0 ? '' : `Victory by: ${winners.map((w) => w.slice(0, 3)).join(', ')}`;
    // The board as the game left it, with nothing left to retreat or adjust.
    const final: Position = { ...state.position, phase: MILA_COMPLETED, dislodged: [] };
    phases.push({
      name: MILA_COMPLETED,
      state: milaState(map, powers, final, influence, opened, note, common),
      orders: {},
      results: {},
    });
  }

  const withPress = options.press === true && state.status === 'finished';
  const messages = withPress ? milaMessages(state.press, powers) : [];
  const names = phases.map((p) => p.name);
  return {
    id: state.id,
    map: state.settings.map,
    rules,
    phases: phases.map((p, i) => ({
      ...p,
      messages: messages.filter((m) => phaseOfMessage(names, m.phase) === i),
    })),
  };
}

/** Which exported phase a message sent in `phase` belongs to: its own, else the first. */
function phaseOfMessage(names: readonly string[], phase: string): number {
  const i = names.indexOf(phase);
  return i < 0 ? 0 : i;
}

/**
 * Our press as MILA's messages: one a recipient, broadcasts to 'GLOBAL', the master as
 * 'SYSTEM'. MILA has no master and no observers among recipients or senders: a line only
 * to the master, or a message from an observer, has no MILA form and is left out.
 */
export function milaMessages(press: readonly PressMessage[], powers: readonly PowerName[]): MilaMessage[] {
  const out: MilaMessage[] = [];
  let last = -1;
  // Grey and fake press as their readers saw them (MILA has no field for the truth); a grey
  // message's sender is MILA's unknown, left as ANONYMOUS.
  const sorted = press.map(pressDisguised).sort((a, b) => a.at - b.at || a.id - b.id);
  for (const m of sorted) {
    if (m.from === 'OBSERVER') continue;
    const sender = m.from === 'MASTER' ? 'SYSTEM' : m.from;
    const recipients: (PowerName | 'GLOBAL')[] =
      m.kind === 'broadcast' ? ['GLOBAL'] : m.to.filter((to): to is PowerName => to !== 'MASTER' && powers.includes(to));
    for (const recipient of recipients) {
      // MILA keys messages by their time: keep each one distinct and in order.
      const time = Math.max(m.at * 1000, last + 1);
      last = time;
      out.push({ sender, recipient, time_sent: time, phase: m.phase, message: m.body });
    }
  }
  return out;
}

/** Which power stood last in each province, in the order MILA lists it: most recent last. */
class Influence {
  private readonly byPower = new Map<PowerName, ProvinceId[]>();

  constructor(private readonly map: GameMap) {
    for (const power of map.powers.keys()) this.byPower.set(power, []);
  }

  /** The units of a position stand where they stand. */
  see(position: Position): void {
    for (const unit of position.units) {
      const province = provinceOf(this.map, unit.at);
      const mine = this.byPower.get(unit.power);
      if (mine === undefined || mine.includes(province)) continue;
      for (const list of this.byPower.values()) {
        const i = list.indexOf(province);
        if (i >= 0) list.splice(i, 1);
      }
      mine.push(province);
    }
  }

  snapshot(power: PowerName): ProvinceId[] {
    return [...(this.byPower.get(power) ?? [])];
  }
}

const provinceOf = (map: GameMap, at: Location): ProvinceId => map.locations.get(at)?.province ?? at.slice(0, 3);

/** "A PAR", "F STP/SC". */
const unitName = (unit: Pick<Unit, 'kind' | 'at'>): string => `${unit.kind} ${unit.at}`;

function milaState(
  map: GameMap,
  powers: readonly PowerName[],
  position: Position,
  influence: Influence,
  openedAt: number,
  note: string,
  common: Pick<MilaState, 'game_id' | 'map' | 'rules'>,
): MilaState {
  const phase = parsePhase(position.phase);
  const adjusting = phase.ok && phase.value.type === 'A';
  const occupied = new Set(position.units.map((u) => provinceOf(map, u.at)));
  const retreatsOf = retreatOptionsByUnit(map, position);
  const builds = buildRule(common.rules);
  const per = <T>(f: (power: PowerName) => T): Record<PowerName, T> => Object.fromEntries(powers.map((p) => [p, f(p)]));
  return {
    timestamp: openedAt * 1000,
    note,
    name: position.phase,
    units: per((p) => [
      ...position.units.filter((u) => u.power === p).map(unitName),
      ...position.dislodged.filter((u) => u.power === p).map((u) => `*${unitName(u)}`),
    ]),
    retreats: per((p) =>
      Object.fromEntries(position.dislodged.filter((u) => u.power === p).map((u) => [unitName(u), retreatsOf.get(u) ?? []])),
    ),
    centers: per((p) => [...(position.centers[p] ?? [])]),
    homes: per((p) => [...homesNow(map, position, p)]),
    influence: per((p) => influence.snapshot(p)),
    civil_disorder: per(() => 0 as const),
    builds: per((p) => {
      if (!adjusting) return { count: 0, homes: [] };
      const mine = position.units.filter((u) => u.power === p).length;
      // The rule as it holds for the power in this phase (the game's homes: NEWHOMES, &SC),
      // the centres it builds from (MOBILIZE's unchosen homes, GARRISON's) and the units it
      // may have (a centre each, RESERVES, MILITIA).
      const { rule, owned, count: allowance } = centresToBuildFrom(map, position, p, builds);
      const count = allowance - mine;
      if (count <= 0) return { count, homes: [] };
      // Where the game's rules let it build (BUILD_ANY, HOME_BUILDS, REMOTE_BUILDS: orders/build-sites.ts).
      const sites = buildCentres(map, rule, p, owned).filter((h) => !occupied.has(h));
      return { count: Math.min(count, sites.length), homes: sites };
    }),
    ...common,
  };
}

/** Where each dislodged unit may retreat, by the same rules as the retreat checks. */
function retreatOptionsByUnit(map: GameMap, position: Position): Map<DislodgedUnit, Location[]> {
  const out = new Map<DislodgedUnit, Location[]>();
  if (position.dislodged.length === 0) return out;
  const graph = mapGraph(map);
  const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)));
  const standoffs = new Set(position.standoffs.map((p) => graph.provinceIndex.get(p) ?? -1));
  for (const unit of position.dislodged) out.set(unit, retreatOptions(graph, unit, (p) => occupied.has(p), standoffs));
  return out;
}

/** A report's order read back by the grammar (the order as written, or the judge's own default). */
function readReport(map: GameMap, report: OrderReport, phaseType: PhaseType): Order | null {
  const parsed = parseOrder(map, report.order, { phaseType });
  return parsed.ok ? parsed.value : null;
}

/** Every power's orders as the players gave them (not the judge's defaults), in MILA's syntax. */
function milaOrders(map: GameMap, powers: readonly PowerName[], record: PhaseRecord): Record<PowerName, string[]> {
  const type = phaseTypeOf(record.position.phase);
  const out: Record<PowerName, string[]> = Object.fromEntries(powers.map((p) => [p, []]));
  for (const report of record.results) {
    if (report.default === true || report.result === 'ignored') continue;
    const order = readReport(map, report, type);
    const text = order === null ? null : milaOrder(map, record.position, report.power, order);
    if (text !== null) out[report.power]?.push(text);
  }
  return out;
}

/** Each unit's results in MILA's words, keyed as MILA keys them. */
function milaResults(map: GameMap, record: PhaseRecord): Record<string, MilaResult[]> {
  const { position } = record;
  const type = phaseTypeOf(position.phase);
  const out: Record<string, MilaResult[]> = {};
  // MILA lists every unit that had something to do, ordered or not.
  if (type === 'M') for (const u of position.units) out[unitName(u)] = [];
  if (type === 'R') for (const u of position.dislodged) out[unitName(u)] = [];
  for (const report of record.results) {
    if (report.result === 'ignored') continue;
    const order = readReport(map, report, type);
    if (order === null) continue;
    const key = order.kind === 'waive' ? 'WAIVE' : resultKey(map, position, report.power, order, type);
    if (key === null) continue;
    const list = (out[key] ??= []);
    for (const word of milaResultWords(type, order.kind, report)) if (!list.includes(word)) list.push(word);
  }
  return out;
}

/** The unit a result belongs to, as MILA names it: the unit on the board, with its coast. */
function resultKey(map: GameMap, position: Position, power: PowerName, order: Exclude<Order, { kind: 'waive' }>, type: PhaseType): string | null {
  if (order.kind === 'build') return order.unit.kind === null ? null : unitName({ kind: order.unit.kind, at: order.unit.at });
  const unit = boardUnit(map, type === 'R' ? position.dislodged : position.units, power, order.unit.at);
  return unit === null ? null : unitName(unit);
}

/**
 * One report in MILA's result words. Our results are one word an order; MILA's are a list a
 * unit, and say more of a failure: a dislodged unit that was moving had bounced, a dislodged
 * supporter had its support cut, a support or convoy without effect is void or no convoy.
 */
export function milaResultWords(type: PhaseType, kind: Order['kind'], report: Pick<OrderReport, 'result' | 'default'>): MilaResult[] {
  switch (report.result) {
    case 'succeeds':
      if (type === 'A') return [''];
      return kind === 'disband' ? ['disband'] : [];
    case 'fails':
      return kind === 'move' ? ['bounce'] : kind === 'support' ? ['void'] : kind === 'convoy' ? ['no convoy'] : [];
    case 'cut':
      return ['cut'];
    case 'dislodged':
      return kind === 'move' ? ['bounce', 'dislodged'] : kind === 'support' ? ['cut', 'dislodged'] : ['dislodged'];
    case 'void':
      return ['void'];
    case 'no convoy':
      return ['no convoy'];
    case 'disbanded':
      // A removal the judge ordered in civil disorder is carried out like any removal.
      if (type === 'A') return [''];
      // Two units retreating to one province bounce and are both destroyed.
      return type === 'R' && report.default !== true ? ['bounce', 'disband'] : ['disband'];
    case 'waived':
    case 'ignored':
      return [];
  }
}

/** The power's unit (or any unit, for `power` null) standing in the province of `at`. */
function boardUnit(map: GameMap, units: readonly Unit[], power: PowerName | null, at: Location): Unit | null {
  const province = provinceOf(map, at);
  return units.find((u) => (power === null || u.power === power) && provinceOf(map, u.at) === province) ?? null;
}

/**
 * A fleet sent to a province of several coasts without a coast named: the coast it can
 * reach, when there is just one (MILA always names it).
 */
function withCoast(map: GameMap, from: Unit, to: Location): Location {
  if (from.kind !== 'F') return to;
  const province = map.provinces.get(to);
  if (province === undefined || province.coasts.length === 0) return to;
  const reachable = (map.locations.get(from.at)?.abuts ?? []).filter((a) => a.fleet && province.coasts.includes(a.to));
  return reachable.length === 1 ? reachable[0]!.to : to;
}

/** An army's move that no land edge carries: MILA writes it `VIA`. */
function needsConvoy(map: GameMap, from: Unit, to: Location): boolean {
  if (from.kind !== 'A') return false;
  const province = provinceOf(map, to);
  return !(map.locations.get(from.at)?.abuts ?? []).some((a) => a.army && provinceOf(map, a.to) === province);
}

/**
 * One order in MILA's syntax, against the position it was given in: units named as they
 * stand (kind and coast filled in from the board), `R` for a retreat, `VIA` for a convoyed
 * army, no coasts in the destination of a support or convoy. Null when the order names no
 * unit of the power's (MILA would not have taken it).
 */
export function milaOrder(map: GameMap, position: Position, power: PowerName, order: Order): string | null {
  switch (order.kind) {
    case 'waive':
      return 'WAIVE';
    case 'build':
      return order.unit.kind === null ? null : `${order.unit.kind} ${order.unit.at} B`;
    case 'retreat': {
      const unit = boardUnit(map, position.dislodged, power, order.unit.at);
      return unit === null ? null : `${unitName(unit)} R ${withCoast(map, unit, order.to)}`;
    }
    case 'disband': {
      const phase = parsePhase(position.phase);
      const units = phase.ok && phase.value.type === 'R' ? position.dislodged : position.units;
      const unit = boardUnit(map, units, power, order.unit.at);
      return unit === null ? null : `${unitName(unit)} D`;
    }
    case 'hold':
    case 'move':
    case 'support':
    case 'convoy': {
      const unit = boardUnit(map, position.units, power, order.unit.at);
      if (unit === null) return null;
      const self = unitName(unit);
      switch (order.kind) {
        case 'hold':
          return `${self} H`;
        case 'move': {
          const via = order.viaConvoy || needsConvoy(map, unit, order.to) ? ' VIA' : '';
          return `${self} - ${withCoast(map, unit, order.to)}${via}`;
        }
        case 'support':
        case 'convoy': {
          const target = boardUnit(map, position.units, null, order.target.at);
          const kind = target?.kind ?? order.target.kind;
          if (kind === null) return null;
          const other = target === null ? `${kind} ${order.target.at}` : unitName(target);
          const mark = order.kind === 'support' ? 'S' : 'C';
          return order.to === null ? `${self} ${mark} ${other}` : `${self} ${mark} ${other} - ${provinceOf(map, order.to)}`;
        }
      }
    }
  }
}
