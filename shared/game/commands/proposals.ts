import type { PowerName } from '../../map/types.js';
import { actsFor } from '../actors.js';
import { settleVotes } from '../endings.js';
import { finishWith } from '../process.js';
import { inForce } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameEvent, GameState, Vote } from '../types.js';

/**
 * PROPOSE_DIAS: "a player makes a proposal to conclude the game with a certain result, and
 * all other players vote on it. The proposal may be a concession to a specific power or a
 * draw including all survivors. Any negative vote on the proposal will cause it to fail."
 * One proposal stands at a time; its proposer accepts it by proposing it, and may veto it
 * later to withdraw it (Email.txt: PROPOSE).
 */

type Propose = Extract<Command, { type: 'propose' }>;
type AnswerProposal = Extract<Command, { type: 'answer_proposal' }>;

/** Why this actor may not speak for this power on the proposal now, or null. */
function voterRefusal(state: GameState, actor: Actor, power: PowerName): Outcome | null {
  const seat = state.seats[power];
  if (seat === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!actsFor(state, actor, power)) return refuse('not_allowed', `Only ${power}'s player (or the master) may vote for ${power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: endings are proposed only while it is active.`);
  if (!inForce(state.settings, 'PROPOSE_DIAS')) {
    return refuse('bad_vote', 'This game does not use PROPOSE_DIAS: nothing is proposed; each player votes for the ending he accepts (a draw, or a concession).');
  }
  if (seat.status !== 'taken') return refuse('bad_vote', `${power} is ${seat.status}: only powers with a player vote.`);
  return null;
}

/** The words of an ending proposed: "a draw including all survivors", "a concession to ITALY". */
export const proposalWords = (ending: Vote): string =>
  ending.kind === 'draw' ? 'a draw including all survivors' : `a concession to ${ending.to}`;

/** The power proposes an ending, and accepts it himself. */
export function propose(state: GameState, actor: Actor, command: Propose): Outcome {
  const refusal = voterRefusal(state, actor, command.power);
  if (refusal !== null) return refusal;
  if (state.proposal !== undefined) {
    return refuse('bad_vote', `${capitalise(proposalWords(state.proposal.ending))} is being voted on, and only one proposal stands at a time: veto it first (VOTE NO).`);
  }
  const { ending } = command;
  if (ending.kind === 'draw' && inForce(state.settings, 'NO_DRAW')) return refuse('bad_vote', 'This game cannot end in a draw (NO_DRAW).');
  if (ending.kind === 'draw' && ending.most !== undefined) return refuse('bad_vote', 'A draw proposed includes all survivors (PROPOSE DIAS); smaller draws belong to NO_DIAS games.');
  if (ending.kind === 'concede') {
    const to = state.seats[ending.to];
    if (to === undefined) return refuse('unknown_power', `${ending.to} is not a power of this game.`);
    if (to.status === 'eliminated') return refuse('bad_vote', `${ending.to} is out of the game: a concession goes to a surviving power.`);
  }
  const next: GameState = { ...state, proposal: { ending, by: command.power, yes: [command.power] } };
  return settled(next, [{ type: 'proposed', ending, by: command.power }]);
}

/** The power accepts the proposal (it ends the game once every voter has), or vetoes it (it is gone). */
export function answerProposal(state: GameState, actor: Actor, command: AnswerProposal): Outcome {
  const refusal = voterRefusal(state, actor, command.power);
  if (refusal !== null) return refusal;
  const proposal = state.proposal;
  if (proposal === undefined) return refuse('bad_vote', 'No ending is proposed now: PROPOSE one (a power to concede to, or DIAS for a draw).');
  if (!command.yes) {
    const { proposal: _, ...rest } = state;
    return done(rest, [{ type: 'proposal_vetoed' }]);
  }
  const yes = proposal.yes.includes(command.power) ? proposal.yes : [...proposal.yes, command.power];
  return settled({ ...state, proposal: { ...proposal, yes } }, [{ type: 'proposal_accepted', power: command.power }]);
}

/** The game ends if the proposal now has every voter's yes. */
function settled(next: GameState, events: GameEvent[]): Outcome {
  const { ending } = settleVotes(next);
  if (ending === null) return done(next, events);
  const { proposal: _, ...rest } = next;
  const out = finishWith(rest, ending, events);
  return done(out.state, out.events);
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
