import type { Unit } from '../../adjudicate/types.js';
import { canStep, mapGraph, type MapGraph } from '../../map/graph.js';
import type { PowerName } from '../../map/types.js';
import { hasRule } from '../../rules/index.js';
import { phaseMap, currentPhase } from '../board.js';
import { lateNow } from '../clock.js';
import { powersOwing, provinceOf } from '../duty.js';
import { latePowers, orderStatus } from '../late.js';
import type { GameState, PressMessage } from '../types.js';

/**
 * The press rules that read the game as it stands, not only its rule list: who has
 * ordered (MUST_ORDER), who is late once a deadline passed (LATE_SEND, NO_LATE_RECEIVE,
 * FTF_PRESS), the kind of phase (FTF_PRESS), where the units and centres are
 * (TOUCH_PRESS, REMOTE_PRESS) and whether the sender has a place on the board
 * (BACKSEAT_PRESS). `pressRefusal` (press.ts) has already read the rules that need no
 * board; the master is never held back.
 */

type Recipient = PowerName | 'MASTER';

export function pressBoardRefusal(
  state: GameState,
  from: PressMessage['from'],
  to: readonly Recipient[],
  broadcast: boolean,
): string | null {
  if (from === 'MASTER' || state.status !== 'active') return null;
  const rules = state.settings.rules;
  const onlyMaster = !broadcast && to.every((r) => r === 'MASTER');
  if (onlyMaster) return null;
  const power = from === 'OBSERVER' ? null : from;
  // A power on the board: one with a unit or a centre (DPjudge's map powers).
  const onBoard = power !== null && mapPower(state, power);

  if (hasRule(rules, 'BACKSEAT_PRESS')) {
    if (onBoard) return 'Powers on the board write to the master only in this game (BACKSEAT_PRESS).';
    if (!broadcast) return 'Only broadcasts are open to those off the board in this game (BACKSEAT_PRESS): write to everyone or to the master.';
  }
  if (hasRule(rules, 'FTF_PRESS') && currentPhase(state).type !== 'M') {
    return 'As at a table, players negotiate only in movement phases (FTF_PRESS): write to the master now.';
  }
  const late = latePowers(state);
  const pastDeadline = lateNow(state) !== null;
  // Any orders will do, final or not: "orders must be submitted before press is permitted".
  if (power !== null && hasRule(rules, 'MUST_ORDER') && powersOwing(state).includes(power) && orderStatus(state, power) === 'none') {
    return `${power} has not entered its orders for this phase: until it does, it writes to the master only (MUST_ORDER).`;
  }
  if (power !== null && late.includes(power)) {
    if (pastDeadline && !broadcast && !hasRule(rules, 'LATE_SEND')) {
      return `${power} is late with its orders: it sends no private press until it enters them (write to everyone or to the master; LATE_SEND would allow it).`;
    }
  }
  if (pastDeadline && !broadcast && hasRule(rules, 'FTF_PRESS')) {
    return 'The deadline has passed with orders missing: no private press until the phase is processed (FTF_PRESS).';
  }
  if (pastDeadline && !broadcast && hasRule(rules, 'NO_LATE_RECEIVE')) {
    const barred = to.filter((r): r is PowerName => r !== 'MASTER' && late.includes(r));
    if (barred.length > 0) return `${barred.join(', ')} ${barred.length === 1 ? 'is' : 'are'} late with orders and may not be sent private press (NO_LATE_RECEIVE).`;
  }
  const touch = hasRule(rules, 'TOUCH_PRESS');
  const remote = hasRule(rules, 'REMOTE_PRESS');
  if (touch || remote) {
    if (broadcast) {
      // PUBLIC_PRESS itself forbids what is not a broadcast; here a broadcast needs it.
      if (!hasRule(rules, 'PUBLIC_PRESS')) return `Players send no broadcasts in this game (${touch ? 'TOUCH_PRESS' : 'REMOTE_PRESS'} without PUBLIC_PRESS).`;
      return null;
    }
    if (power === null) return `Observers have no units: they write to the master only in this game (${touch ? 'TOUCH_PRESS' : 'REMOTE_PRESS'}).`;
    const board = new Board(state);
    const wrong = to.filter((r): r is PowerName => r !== 'MASTER' && r !== power && (touch ? !board.touching(power, r) : !board.remote(power, r)));
    if (wrong.length > 0) {
      return touch
        ? `Private press goes only to powers whose units touch yours (TOUCH_PRESS): ${wrong.join(', ')} ${wrong.length === 1 ? 'has' : 'have'} no unit that ${power}'s could support, nor one that could support ${power}'s.`
        : `Private press goes only to powers far from yours (REMOTE_PRESS): ${wrong.join(', ')} ${wrong.length === 1 ? 'is' : 'are'} too near ${power} (units that could support each other or reach the other's centres), or own no centre.`;
    }
  }
  return null;
}

function mapPower(state: GameState, power: PowerName): boolean {
  const p = state.position;
  return p.units.some((u) => u.power === power) || (p.centers[power]?.length ?? 0) > 0;
}

/** The units and centres of the board as the touch and remote rules compare two powers. */
class Board {
  private readonly graph: MapGraph;
  constructor(private readonly state: GameState) {
    this.graph = mapGraph(phaseMap(state));
  }

  private units(power: PowerName): Unit[] {
    return this.state.position.units.filter((u) => u.power === power);
  }

  /** The unit could step into (so support a hold in) this province. */
  private reaches(unit: Unit, province: string): boolean {
    const p = this.graph.provinceIndex.get(provinceOf(this.graph.map, province));
    return p !== undefined && canStep(this.graph, unit.kind, unit.at, p, { power: unit.power });
  }

  /** One of `a`'s units could support one of `b`'s to hold, or the other way round. */
  touching(a: PowerName, b: PowerName): boolean {
    const theirs = this.units(b);
    return this.units(a).some((x) => theirs.some((y) => this.reaches(x, y.at) || this.reaches(y, x.at)));
  }

  /**
   * REMOTE_PRESS's far: `b` owns a centre, its units do not touch `a`'s, none of them
   * could move into a centre of `a`'s, and none of `a`'s units could move into one of its.
   */
  remote(a: PowerName, b: PowerName): boolean {
    const centers = this.state.position.centers;
    const bCentres = centers[b] ?? [];
    if (bCentres.length === 0 || this.touching(a, b)) return false;
    const into = (units: Unit[], targets: readonly string[]): boolean => units.some((u) => targets.some((c) => this.reaches(u, c)));
    return !into(this.units(a), bCentres) && !into(this.units(b), centers[a] ?? []);
  }
}
