import { privacyRefusal } from '../privacy.js';
import { contactAddresses } from '../contact.js';
import { awaitingPower } from '../actors.js';
import { observerCap, observerCount } from '../observers.js';
import { playOf } from '../plays.js';
import { inForce } from '../rules.js';
import { startGame } from '../start.js';
import { successorMark } from '../succession.js';
import { done, refuse, type Outcome } from '../step.js';
import { stalePhase } from './master.js';
import type { Actor, Command, GameEvent, GameState, Player, World } from '../types.js';

/** Joining a forming game, observing, and the master's START. */

type Join = Extract<Command, { type: 'join' }>;
type Observe = Extract<Command, { type: 'observe' }>;

/**
 * Who may bring this person into the game: the person himself (the door names him by the
 * id it gave him) or the master.
 */
export const mayEnrol = (actor: Actor, playerId: string): boolean =>
  actor.kind === 'master' || ((actor.kind === 'player' || actor.kind === 'observer') && actor.playerId === playerId);

/**
 * Why this address may not enter the game in another role: it holds one already (a power,
 * or an observer's seat), as on the DPjudge, unless the master allowed more when he made
 * the game (`multipleRoles`). Null when it may. `playerId` is the person entering, who
 * may change his own role (an observer taking over a power). Addresses are compared
 * without regard to case; a player with no address holds none.
 */
export function secondRole(state: GameState, email: string | null | undefined, playerId: string): Outcome | null {
  if (email === null || email === undefined || state.settings.multipleRoles === true) return null;
  const address = email.trim().toLowerCase();
  if (state.masterContact?.email?.trim().toLowerCase() === address) {
    return refuse('already_joined', `${email} is the master's address in this game: one address holds one role (a power, an observer or the master) unless the master allowed more when he made the game.`);
  }
  const holder = state.players.find((p) => p.id !== playerId && contactAddresses(p.contact).some((a) => a.trim().toLowerCase() === address));
  if (holder === undefined) return null;
  const role = holder.power !== null ? `plays ${holder.power}` : holder.awaitsPower === true ? 'has joined (its power is dealt at the start)' : holder.investor === true ? `invests as ${holder.name}` : `observes as ${holder.name}`;
  return refuse('already_joined', `${email} already ${role} in this game: one address holds one role (a power, an observer or the master) unless the master allowed more when he made the game.`);
}

/**
 * A player takes a seat: a random open one, or under POWER_CHOICE the one he names. Under
 * POWER_CHOICE a player who names none takes no seat yet: he holds a place, and is dealt
 * a power nobody chose when the game starts (start.ts), so that every open power stays
 * free for the others to choose until then. Filling the last place starts the game,
 * unless START_MASTER leaves that to the master.
 */
export function join(state: GameState, actor: Actor, command: Join, world: World): Outcome {
  if (!mayEnrol(actor, command.playerId)) return refuse('not_allowed', 'Players join for themselves (or the master seats them).');
  if (state.status !== 'forming') return refuse('wrong_status', `The game is ${state.status}: players join only while it is forming (a vacant power can be taken over).`);
  if (state.players.some((p) => p.id === command.playerId)) return refuse('already_joined', 'You are already in this game.');
  const closed = privacyRefusal(state, actor, command.privacy);
  if (closed) return closed;
  const second = secondRole(state, command.contact?.email, command.playerId);
  if (second !== null) return second;
  const open = Object.keys(state.seats).filter((p) => state.seats[p]!.status === 'open');
  if (open.length - awaitingPower(state) <= 0) return refuse('game_full', 'Every power in this game is taken.');
  const choice = inForce(state.settings, 'POWER_CHOICE');
  let power: string | null;
  if (command.power !== undefined) {
    if (!choice) return refuse('not_allowed', 'Powers are given at random in this game (it does not use POWER_CHOICE).');
    const seat = state.seats[command.power];
    if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
    if (seat.status !== 'open') return refuse('seat_taken', `${command.power} is already taken.`);
    power = command.power;
  } else if (choice) {
    power = null;
  } else {
    power = open[Math.min(open.length - 1, Math.floor(world.random() * open.length))]!;
  }
  const player: Player = {
    id: command.playerId,
    name: command.name,
    power,
    ...(power === null ? { awaitsPower: true as const } : {}),
    secretHash: command.secretHash,
    ...(command.passwordHash === undefined ? {} : { passwordHash: command.passwordHash }),
    contact: command.contact ?? { email: null, by: 'web' },
    // A seat its player left while the game formed: the newcomer succeeds him.
    ...(power === null ? {} : successorMark(state, power)),
  };
  const joined: GameState = {
    ...state,
    players: [...state.players, player],
    seats: power === null ? state.seats : { ...state.seats, [power]: { ...state.seats[power]!, status: 'taken', playerId: player.id } },
  };
  const events: GameEvent[] = [{ type: 'joined', playerId: player.id, power }];
  const full = Object.values(joined.seats).filter((s) => s.status === 'open').length <= awaitingPower(joined);
  if (full && !inForce(state.settings, 'START_MASTER')) {
    const started = startGame(joined, world.now, world.random);
    return done(started.state, [...events, ...started.events]);
  }
  return done(joined, events);
}

/**
 * Someone watches the game: he sees what everyone may see and may write to the master.
 * The game takes no more observers than its bound (observers.ts), the master's too.
 */
export function observe(state: GameState, actor: Actor, command: Observe): Outcome {
  if (!mayEnrol(actor, command.playerId)) return refuse('not_allowed', 'Observers join for themselves (or the master adds them).');
  // A Solitaire game is private, as the DPjudge's are: only the master seats an observer there.
  if (playOf(state).masterAlone === true && actor.kind !== 'master') return refuse('not_allowed', 'This game is played by its master alone: only he may add an observer.');
  if (state.players.some((p) => p.id === command.playerId)) return refuse('already_joined', 'You are already in this game.');
  if (command.investor === true) return invest(state, command);
  const cap = observerCap(state.settings);
  if (observerCount(state) >= cap) {
    return refuse('observers_full', `This game takes at most ${cap} observer${cap === 1 ? '' : 's'}, and has ${cap === 0 ? 'no room for any' : 'them all'}: the master may allow more.`);
  }
  const second = secondRole(state, command.contact?.email, command.playerId);
  if (second !== null) return second;
  const monitor = command.monitor === true;
  if (monitor && (command.contact?.email ?? null) === null) return refuse('bad_setting', 'A monitor is someone the judge mails: he needs an address.');
  const observer: Player = { ...withoutPower(command), ...(monitor ? { monitor: true as const } : {}) };
  return done({ ...state, players: [...state.players, observer] }, [{ type: 'joined', playerId: observer.id, power: null }]);
}

/** The player an `observe` command seats: someone in the game without a power. */
function withoutPower(command: Observe): Player {
  return {
    id: command.playerId,
    name: command.name,
    power: null,
    secretHash: command.secretHash,
    ...(command.passwordHash === undefined ? {} : { passwordHash: command.passwordHash }),
    contact: command.contact ?? { email: null, by: 'web' },
  };
}

/**
 * Someone invests (INVEST): a seat without a power, as an observer's, that the variant
 * gives a purse and shares (Payola's EXCHANGE). A game whose variant has no investors, or
 * whose rules do not bring them, refuses him with its reason. Investors are not observers:
 * the observers' bound does not count them.
 */
function invest(state: GameState, command: Observe): Outcome {
  const seat = playOf(state).invested;
  if (seat === undefined) return refuse('not_allowed', 'This game has no investors: they belong to Payola games played under EXCHANGE. Join with JOIN, or watch with OBSERVE.');
  if (command.monitor === true) return refuse('bad_setting', 'An investor is not a monitor: enter as one or the other.');
  const second = secondRole(state, command.contact?.email, command.playerId);
  if (second !== null) return second;
  const investor: Player = { ...withoutPower(command), investor: true };
  const seated = seat(state, investor);
  if (!seated.ok) return refuse(seated.error.code, seated.error.message);
  return done({ ...seated.value, players: [...seated.value.players, investor] }, [{ type: 'joined', playerId: investor.id, power: null }]);
}

/** The master starts a forming game now; seats still open become dummies. */
export function start(state: GameState, actor: Actor, command: Extract<Command, { type: 'start' }>, world: World): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master starts a game.');
  const stale = stalePhase(state, command.from, 'start the game');
  if (stale) return stale;
  if (state.status !== 'forming') return refuse('wrong_status', `The game is already ${state.status}.`);
  const started = startGame(state, world.now, world.random);
  return done(started.state, started.events);
}
