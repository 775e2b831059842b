import { inForce } from '../rules.js';
import { startGame } from '../start.js';
import { done, refuse, type Outcome } from '../step.js';
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
 * A player takes a seat: a random open one, or under POWER_CHOICE the one he names.
 * Taking the last open seat starts the game, unless START_MASTER leaves that to the master.
 */
export function join(state: GameState, actor: Actor, command: Join, world: World): Outcome {
  if (!mayEnrol(actor, command.playerId)) return refuse('not_allowed', 'Players join for themselves (or the master seats them).');
  if (state.status !== 'forming') return refuse('wrong_status', `The game is ${state.status}: players join only while it is forming (a vacant power can be taken over).`);
  if (state.players.some((p) => p.id === command.playerId)) return refuse('already_joined', 'You are already in this game.');
  const open = Object.keys(state.seats).filter((p) => state.seats[p]!.status === 'open');
  if (open.length === 0) return refuse('game_full', 'Every power in this game is taken.');
  let power: string;
  if (command.power !== undefined) {
    if (!inForce(state.settings, 'POWER_CHOICE')) return refuse('not_allowed', 'Powers are given at random in this game (it does not use POWER_CHOICE).');
    const seat = state.seats[command.power];
    if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
    if (seat.status !== 'open') return refuse('seat_taken', `${command.power} is already taken.`);
    power = command.power;
  } else {
    power = open[Math.min(open.length - 1, Math.floor(world.random() * open.length))]!;
  }
  const player: Player = {
    id: command.playerId,
    name: command.name,
    power,
    secretHash: command.secretHash,
    ...(command.passwordHash === undefined ? {} : { passwordHash: command.passwordHash }),
    contact: command.contact ?? { email: null, by: 'web' },
  };
  const joined: GameState = {
    ...state,
    players: [...state.players, player],
    seats: { ...state.seats, [power]: { ...state.seats[power]!, status: 'taken', playerId: player.id } },
  };
  const events: GameEvent[] = [{ type: 'joined', playerId: player.id, power }];
  const full = Object.values(joined.seats).every((s) => s.status !== 'open');
  if (full && !inForce(state.settings, 'START_MASTER')) {
    const started = startGame(joined, world.now);
    return done(started.state, [...events, ...started.events]);
  }
  return done(joined, events);
}

/** Someone watches the game: he sees what everyone may see and may write to the master. */
export function observe(state: GameState, actor: Actor, command: Observe): Outcome {
  if (!mayEnrol(actor, command.playerId)) return refuse('not_allowed', 'Observers join for themselves (or the master adds them).');
  if (state.players.some((p) => p.id === command.playerId)) return refuse('already_joined', 'You are already in this game.');
  const observer: Player = {
    id: command.playerId,
    name: command.name,
    power: null,
    secretHash: command.secretHash,
    ...(command.passwordHash === undefined ? {} : { passwordHash: command.passwordHash }),
    contact: command.contact ?? { email: null, by: 'web' },
  };
  return done({ ...state, players: [...state.players, observer] }, [{ type: 'joined', playerId: observer.id, power: null }]);
}

/** The master starts a forming game now; seats still open become dummies. */
export function start(state: GameState, actor: Actor, world: World): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master starts a game.');
  if (state.status !== 'forming') return refuse('wrong_status', `The game is already ${state.status}.`);
  const started = startGame(state, world.now);
  return done(started.state, started.events);
}
