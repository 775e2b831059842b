import type { PowerName } from '../../map/types.js';
import { actsFor } from '../actors.js';
import { settleVotes } from '../endings.js';
import { playOf } from '../plays.js';
import { finishWith } from '../process.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameEvent, GameState, LeftPlayer, Player, SeatStatus } from '../types.js';
import { mayEnrol, secondRole } from './join.js';
import { successorMark } from '../succession.js';
import { privacyRefusal } from '../privacy.js';

/** Players leaving and coming: RESIGN, TAKEOVER, and the master's DUMMY and HANDOVER. */

type Resign = Extract<Command, { type: 'resign' }>;
type Takeover = Extract<Command, { type: 'takeover' }>;
type Dummy = Extract<Command, { type: 'dummy' }>;
type Handover = Extract<Command, { type: 'handover' }>;

/**
 * The player leaves his seat: open again while the game forms, vacant once it runs
 * (anyone may then take it over; until then the power is late at every deadline). The
 * master's RESIGN of a dummy ends the dummy, as the DPjudge has it: the seat is vacant
 * (open, while the game forms) for a new player.
 */
export function resign(state: GameState, actor: Actor, command: Resign): Outcome {
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (!actsFor(state, actor, command.power)) return refuse('not_allowed', `Only ${command.power}'s player (or the master) may resign ${command.power}.`);
  if (state.status === 'finished') return refuse('wrong_status', 'The game is over.');
  const left = state.status === 'forming' ? 'open' : 'vacant';
  if (seat.status === 'dummy' && actor.kind === 'master') return done(...leave(state, command.power, left));
  if (seat.status !== 'taken') return refuse('wrong_status', `${command.power} has no player to resign${seat.status === 'vacant' ? ': it is vacant already' : ''}.`);
  const [next, events] = leave(state, command.power, left);
  const resigned = playOf(state).resigned;
  return done(resigned === undefined ? next : resigned(next, command.power), events);
}

/**
 * The master makes a power a dummy: the phase no longer waits for its orders. A power a
 * player holds is never dummied over his head: the master resigns him first (RESIGN), as
 * on the DPjudge, so that the player is told he is out before his power changes hands.
 */
export function dummy(state: GameState, actor: Actor, command: Dummy): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master makes a power a dummy.');
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (state.status === 'finished') return refuse('wrong_status', 'The game is over.');
  if (seat.status === 'dummy' || seat.status === 'eliminated') return refuse('wrong_status', `${command.power} is already ${seat.status}.`);
  if (seat.status === 'taken') {
    return refuse('seat_taken', `${command.power} has a player: resign him first (RESIGN ${command.power}), then make the power a dummy.`);
  }
  return done(...leave(state, command.power, 'dummy'));
}

/** The seat's player (if any) leaves the game with his WAIT flag and vote; the votes left may now settle the game. */
function leave(state: GameState, power: PowerName, status: SeatStatus): [GameState, GameEvent[]] {
  const { since, ...seat } = state.seats[power]!;
  const leaver = state.players.find((p) => p.id === seat.playerId);
  const left = lastToLeave(state, seat.left, since, leaver);
  const next: GameState = {
    ...state,
    players: state.players.filter((p) => p.id !== seat.playerId),
    seats: {
      ...state.seats,
      [power]: { ...seat, status, playerId: null, wait: false, vote: null, ...(seat.playerId === null ? {} : { held: true as const }), ...(left === undefined ? {} : { left }) },
    },
  };
  const events: GameEvent[] = [{ type: 'seat_changed', power, status }];
  const { ending } = settleVotes(next);
  if (ending === null) return [next, events];
  const out = finishWith(next, ending, events);
  return [out.state, out.events];
}

/**
 * Who the seat keeps as the last to leave it (REVIVE's, commands/revive.ts): the leaver,
 * unless he took the seat in this very phase and someone left it before him, since on the
 * DPjudge a newcomer who goes before the phase is played leaves no trace, so that the master
 * may RESIGN him and REVIVE the player before him. Never a password or secret.
 */
function lastToLeave(state: GameState, before: LeftPlayer | undefined, since: string | undefined, leaver: Player | undefined): LeftPlayer | undefined {
  if (leaver === undefined) return before;
  if (before !== undefined && since === state.position.phase) return before;
  return { id: leaver.id, name: leaver.name, contact: leaver.contact, ...(leaver.pressFrom === undefined ? {} : { pressFrom: leaver.pressFrom }) };
}

/**
 * Someone not playing a power takes over a running game's seat. A vacant seat (its
 * player resigned) is anyone's for the asking; a dummy only by the master's command,
 * since the master made it a dummy on purpose. An observer who takes over becomes the
 * power's player. Succeeding a player who left, he reads the power's private press from
 * now on, not what was written to or by it before him (`successorMark`), unless the master
 * hands it over (HANDOVER).
 */
export function takeover(state: GameState, actor: Actor, command: Takeover): Outcome {
  if (!mayEnrol(actor, command.playerId)) return refuse('not_allowed', 'Players take over a power for themselves (or the master seats them).');
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: powers are taken over only while it is active (join a forming game).`);
  const known = state.players.find((p) => p.id === command.playerId);
  if (known !== undefined && known.power !== null) return refuse('already_joined', `You already play ${known.power} in this game.`);
  const closed = privacyRefusal(state, actor, command.privacy);
  if (closed) return closed;
  const second = secondRole(state, command.contact?.email ?? known?.contact.email, command.playerId);
  if (second !== null) return second;
  switch (seat.status) {
    case 'vacant':
      break;
    case 'dummy':
      if (actor.kind !== 'master') return refuse('not_allowed', `${command.power} is a dummy: only the master may give it a player.`);
      break;
    case 'open':
    case 'taken':
    case 'eliminated':
      return refuse('seat_taken', `${command.power} is ${seat.status}: only a vacant power can be taken over.`);
  }
  const player: Player = {
    id: command.playerId,
    name: command.name,
    power: command.power,
    secretHash: command.secretHash,
    ...(command.passwordHash === undefined ? {} : { passwordHash: command.passwordHash }),
    contact: command.contact ?? known?.contact ?? { email: null, by: 'web' },
    ...successorMark(state, command.power),
  };
  const next: GameState = {
    ...state,
    players: [...state.players.filter((p) => p.id !== command.playerId), player],
    seats: { ...state.seats, [command.power]: { ...seat, status: 'taken', playerId: player.id, wait: false, vote: null, since: state.position.phase } },
  };
  return done(next, [
    { type: 'joined', playerId: player.id, power: command.power },
    { type: 'seat_changed', power: command.power, status: 'taken' },
  ]);
}

/**
 * The master hands the power's earlier private press to the player who took it over: he
 * may now read what was written to or by the power before him, as his predecessor could.
 */
export function handover(state: GameState, actor: Actor, command: Handover): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master hands a power\'s earlier press over.');
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  const player = seat.playerId === null ? undefined : state.players.find((p) => p.id === seat.playerId);
  if (player === undefined) return refuse('wrong_status', `${command.power} has no player to hand its press to.`);
  if (player.pressFrom === undefined) return refuse('wrong_status', `${command.power}'s player reads all of its press already.`);
  const { pressFrom: before, ...rest } = player;
  return done({ ...state, players: state.players.map((p) => (p === player ? rest : p)) }, [
    { type: 'press_handed_over', power: command.power, playerId: player.id, before },
  ]);
}
