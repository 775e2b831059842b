import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState, Player } from '../types.js';
import { secondRole } from './join.js';

/**
 * The master's REVIVE (DPjudge's Email page: "the resignation will be undone and the player
 * will regain his power"): the last player who left a seat (`Seat.left`) sits at it again,
 * with a new password and web secret, the door's to make and hash.
 *
 * As on the DPjudge only a resigned power is revived: a vacant seat (open, while the game
 * forms). A dummy is refused, since the master made it one on purpose: his RESIGN ends the
 * dummy, and REVIVE then brings the player back. A seat someone else took in the meantime is
 * taken: the master resigns that player first (and if he took it in this phase, he leaves
 * no trace, so the one before him is revived: commands/seats.ts `lastToLeave`).
 *
 * The player comes back as he was: the same id (what his power wrote stays his), his name
 * and address, and his press as he read it before he left (`LeftPlayer.pressFrom`), not as
 * a successor of himself. The resignation undone, he also reads what was written to or by
 * his power while it stood vacant; if another player held it in the meantime, the master's
 * RESIGN of him made the seat vacant again and that player's letters belong to the same
 * power and are read likewise (docs/mastering-a-game.md says so).
 */

type Revive = Extract<Command, { type: 'revive' }>;

export function revive(state: GameState, actor: Actor, command: Revive): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master revives a player (REVIVE).');
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (state.status === 'finished') return refuse('wrong_status', 'The game is over.');
  switch (seat.status) {
    case 'vacant':
    case 'open':
      break;
    case 'dummy':
      return refuse('wrong_status', `${command.power} is a dummy: end the dummy first (RESIGN ${command.power}), then revive its player.`);
    case 'taken':
      return refuse('seat_taken', `${command.power} has a player: resign him first (RESIGN ${command.power}), then revive the one before him.`);
    case 'eliminated':
      return refuse('wrong_status', `${command.power} is eliminated.`);
  }
  const left = seat.left;
  if (left === undefined) return refuse('nobody_left', `Nobody has left ${command.power}: there is no player to revive.`);
  if (state.players.some((p) => p.id === left.id)) {
    return refuse('nobody_left', `${left.name}, who last played ${command.power}, is in this game again (as an observer or at another power): he cannot be revived.`);
  }
  const second = secondRole(state, left.contact.email, left.id);
  if (second !== null) return second;
  const player: Player = {
    id: left.id,
    name: left.name,
    power: command.power,
    secretHash: command.secretHash,
    passwordHash: command.passwordHash,
    contact: left.contact,
    ...(left.pressFrom === undefined ? {} : { pressFrom: left.pressFrom }),
  };
  const { left: _gone, ...rest } = seat;
  const next: GameState = {
    ...state,
    players: [...state.players, player],
    seats: { ...state.seats, [command.power]: { ...rest, status: 'taken', playerId: player.id, wait: false, vote: null, since: state.position.phase } },
  };
  return done(next, [
    { type: 'seat_changed', power: command.power, status: 'taken' },
    { type: 'revived', power: command.power, playerId: player.id, ...(command.letter === undefined ? {} : { letter: command.letter }) },
  ]);
}
