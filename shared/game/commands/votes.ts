import { actsFor } from '../actors.js';
import { settleVotes } from '../endings.js';
import { finishWith } from '../process.js';
import { inForce } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState } from '../types.js';

/** The secret vote on how the game ends (DPjudge without PROPOSE_DIAS). */

type VoteCommand = Extract<Command, { type: 'vote' }>;

/**
 * A power played by someone sets (or, with null, withdraws) its vote: a draw of all
 * survivors, or a concession to one surviving power, its own included. The game ends as
 * soon as the votes agree (see `settleVotes`).
 */
export function vote(state: GameState, actor: Actor, command: VoteCommand): Outcome {
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (!actsFor(state, actor, command.power)) return refuse('not_allowed', `Only ${command.power}'s player (or the master) may vote for ${command.power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: votes are taken only while it is active.`);
  if (seat.status !== 'taken') return refuse('bad_vote', `${command.power} is ${seat.status}: only powers with a player vote.`);
  if (inForce(state.settings, 'PROPOSE_DIAS')) {
    return refuse('bad_vote', 'This game ends by proposals (PROPOSE_DIAS): propose an ending, or accept (VOTE YES) or veto (VOTE NO) the one proposed.');
  }
  const v = command.vote;
  if (v !== null) {
    switch (v.kind) {
      case 'draw':
        if (inForce(state.settings, 'NO_DRAW')) return refuse('bad_vote', 'This game cannot end in a draw (NO_DRAW).');
        if (v.most !== undefined) {
          if (!inForce(state.settings, 'NO_DIAS')) return refuse('bad_vote', 'Every draw in this game includes all survivors: a smaller one needs NO_DIAS. Vote for a draw, or concede.');
          if (!Number.isInteger(v.most) || v.most < 2) return refuse('bad_vote', `A draw is shared by at least two powers, not ${v.most}: to claim the game, vote for your own power.`);
        }
        break;
      case 'concede': {
        const to = state.seats[v.to];
        if (to === undefined) return refuse('unknown_power', `${v.to} is not a power of this game.`);
        if (to.status === 'eliminated') return refuse('bad_vote', `${v.to} is out of the game: a concession goes to a surviving power.`);
        break;
      }
    }
  }
  const next: GameState = { ...state, seats: { ...state.seats, [command.power]: { ...seat, vote: v } } };
  const { ending } = settleVotes(next);
  const events = [{ type: 'vote_changed', power: command.power } as const];
  if (ending !== null) {
    const out = finishWith(next, ending, [...events]);
    return done(out.state, out.events);
  }
  return done(next, events);
}
