import type { GameState, Vote } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { blocks, paragraph } from './layout.js';
import { gameSubject, type Notice } from './subjects.js';
import { gameTitle, powerTitle } from './words.js';

/** PROPOSE_DIAS: what players are told of the ending proposed and of its end. */

/** "a concession to Italy", "a draw including all survivors". */
export const proposedEnding = (ending: Vote): string =>
  ending.kind === 'draw' ? 'a draw including all survivors' : `a concession to ${powerTitle(ending.to)}`;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "A concession to Italy has been proposed by Italy." (`by` null under HIDE_PROPOSER: "…
 * has been proposed."), with how to answer it; `votes`: whether the reader votes on it.
 */
export function proposalNotice(state: GameState, ending: Vote, by: PowerName | null, votes: boolean): Notice {
  const said = `${capitalise(proposedEnding(ending))} has been proposed${by === null ? '' : ` by ${powerTitle(by)}`}.`;
  const how = votes
    ? 'Accept it with VOTE YES, or veto it with VOTE NO: a single veto and it fails. It ends the game once every player has accepted it.'
    : 'The players vote on it: it ends the game once every one of them has accepted it, and fails on a single veto.';
  return { subject: gameSubject(state, 'an ending proposed'), body: blocks(paragraph(`In the ${gameTitle(state)}: ${said}`), paragraph(how)) };
}

/** The proposal failed: somebody vetoed it (who stays secret). */
export function vetoedNotice(state: GameState): Notice {
  return {
    subject: gameSubject(state, 'the proposal failed'),
    body: blocks(paragraph(`In the ${gameTitle(state)}, the ending proposed was vetoed and is withdrawn. Anyone may PROPOSE another.`)),
  };
}
