import { absencesFor } from './absences.js';
import { isMonitor, isObserver } from '../game/actors.js';
import { currentPhase, phaseMap, victoryCentres } from '../game/board.js';
import { owesOrders } from '../game/duty.js';
import { orderStatus } from '../game/late.js';
import { namesPublic } from '../game/names.js';
import { pressHeldBack } from '../game/succession.js';
import { controllerShown } from './control.js';
import { revivableShown } from './revive.js';
import { vassalsOf } from '../game/control.js';
import { observerCap } from '../game/observers.js';
import type { Actor, GameState, PressMessage, Vote } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { blindView } from './blind.js';
import { centrePoints } from './centres.js';
import { recordFor } from './history.js';
import { positionFor } from './builds.js';
import { dummySeatsFor } from './dummies.js';
import { lateFor, listedWaiters, orderStatusSeenBy } from './late.js';
import { nameShown, pressFor } from './names.js';
import { pressReader } from './press.js';
import { rulesShown } from './rules.js';
import { proposalFor } from './proposal.js';
import type { GameView, ProposalView, SeatView, ViewerView } from './types.js';
import { viewerOf } from './viewer.js';
import { variantViewsOf } from './variants.js';

export { viewerOf };

/** The messages this actor may read, oldest first, each as he gets it (`pressFor`): every one of them, for the tests and tools that want them all (a door pages them: `pressPage`). */
export function readablePress(state: GameState, actor: Actor | null): PressMessage[] {
  const viewer = viewerOf(state, actor);
  return state.press.filter(pressReader(state, viewer)).map((m) => pressFor(state, viewer, m));
}

/** The powers whose secrets (orders, WAIT flag) the viewer may see. */
function ownPowers(state: GameState, viewer: ViewerView): PowerName[] {
  switch (viewer.kind) {
    case 'master':
      return Object.keys(state.seats);
    case 'player':
      // His own power and the dummies it controls (CONTROL, VASSAL_DUMMIES), whose orders he gives.
      return viewer.power === null ? [] : [viewer.power, ...vassalsOf(state.seats, viewer.power)];
    case 'anonymous':
    case 'observer':
      return [];
  }
}

/**
 * The game as this viewer may see it (`null`: someone not known to the game). Everyone
 * sees the board, the seats and who has submitted, the deadline, how many phases have been
 * processed and the last of them (the rest are paged: `historyPage`). A
 * player also sees his own power's orders, WAIT flag and vote; the master every power's
 * orders and WAIT flags, but no vote (votes are secret, as on the DPjudge); each is told how
 * much press he may read (`mayReadPress`; the messages are paged: `pressPage`). Who plays which power is the master's, and each player's for
 * his own seat, until the names are public (`namesPublic`). What only a variant has (Crystal
 * Ball's lists, Payola's money, Card's table) is its own (views/variants.ts).
 */
export function viewGame(state: GameState, actor: Actor | null): GameView {
  const viewer = viewerOf(state, actor);
  // The board as it stands in this phase (IN/FROM lines), for what each power owes.
  const map = phaseMap(state);
  const phase = currentPhase(state);
  const names = new Map(state.players.map((p) => [p.id, p.name]));
  const statusSeen = orderStatusSeenBy(state, viewer);
  const seats: SeatView[] = Object.values(state.seats).map((seat) => {
    const hidden = seat.playerId !== null && !nameShown(state, viewer, seat.playerId);
    const shown = statusSeen(seat.power);
    return {
      power: seat.power,
      status: seat.status,
      player: seat.playerId === null || hidden ? null : (names.get(seat.playerId) ?? null),
      hidden,
      owes: state.status === 'active' && seat.status !== 'eliminated' && owesOrders(map, state.position, phase.type, seat.power, state.settings.rules),
      submitted: shown && state.submitted.includes(seat.power),
      orderStatus: shown ? orderStatus(state, seat.power) : 'none',
      ...(shown ? {} : { lateHidden: true as const }),
      centers: (state.position.centers[seat.power] ?? []).length,
      units: state.position.units.filter((u) => u.power === seat.power).length,
      ...(viewer.kind === 'master' && pressHeldBack(state, seat.power) ? { pressHeldBack: true as const } : {}),
      ...controllerShown(state, viewer, seat.power),
      ...revivableShown(state, viewer, seat),
    };
  });
  const own = ownPowers(state, viewer);
  const variant = variantViewsOf(state);
  const orders: Record<PowerName, string[]> = {};
  const waits: Record<PowerName, boolean> = {};
  for (const power of own) {
    // A variant may keep them its own way (Crystal Ball's pipeline).
    orders[power] = variant?.orders?.(state, power) ?? (state.orders[power] ?? []).map((o) => o.text);
    waits[power] = state.seats[power]!.wait;
  }
  for (const power of listedWaiters(state)) waits[power] = state.seats[power]!.wait;
  const last = state.history[state.history.length - 1];
  // Only counted here, nothing copied: the messages themselves are read page by page (`pressPage`).
  const press = pressCount(state, viewer);
  const votes: Record<PowerName, Vote | null> = {};
  if (viewer.kind === 'player' && viewer.power !== null) votes[viewer.power] = state.seats[viewer.power]!.vote;
  // A BLIND game's board, counts and chart cut to the viewer's eyes (shared/views/blind.ts).
  return blindView(state, viewer, {
    id: state.id,
    name: state.settings.name,
    ...(state.settings.description === undefined ? {} : { description: state.settings.description }),
    variant: state.settings.variant,
    ...(state.settings.directives === undefined ? {} : { directives: state.settings.directives }),
    map: state.settings.map,
    rules: rulesShown(state, viewer),
    deadlines: state.settings.deadlines,
    victory: victoryCentres(state.settings, map, phase.year),
    listed: state.settings.listed,
    privateGame: state.settings.privacyHash !== undefined,
    showNames: state.settings.showNames === true,
    namesShown: namesPublic(state),
    status: state.status,
    paused: state.paused,
    createdAt: state.createdAt,
    revision: state.revision,
    phase: state.position.phase,
    position: positionFor(state, viewer),
    deadline: state.deadline,
    remaining: state.remaining,
    seats: dummySeatsFor(state, viewer, seats),
    observers: state.players.filter((p) => isObserver(p) && !isMonitor(p)).length,
    maxObservers: observerCap(state.settings),
    late: lateFor(state, viewer),
    phases: state.history.length,
    lastPhase: last === undefined ? null : recordFor(state, last, actor),
    centres: centrePoints(state),
    rollforward: viewer.kind === 'master' ? state.undone.length : 0,
    ending: state.ending,
    viewer,
    orders,
    waits,
    votes,
    press,
    ...proposalField(state, viewer),
    ...absencesFor(state, viewer),
    // The variant's own fields (Crystal Ball's lists, Payola's money, Card's table, Global's scars): views/variants.ts.
    ...variant?.fields(state, viewer),
  });
}

/** How many messages the viewer may read, and the newest one's id (null: none). */
function pressCount(state: GameState, viewer: ViewerView): GameView['press'] {
  const reads = pressReader(state, viewer);
  let count = 0;
  let newest: number | null = null;
  for (const message of state.press) {
    if (!reads(message)) continue;
    count++;
    if (newest === null || message.id > newest) newest = message.id;
  }
  return { count, newest };
}

/** PROPOSE_DIAS: the proposal standing, as the viewer may see it; nothing when none stands. */
function proposalField(state: GameState, viewer: ViewerView): { proposal?: ProposalView } {
  const proposal = proposalFor(state, viewer);
  return proposal === null ? {} : { proposal };
}
