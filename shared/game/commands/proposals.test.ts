import { describe, expect, test } from 'vitest';
import { proposalFor } from '../../views/proposal.js';
import { viewerOf } from '../../views/viewer.js';
import { activeGame, master, must, player, POWERS, tryApply } from '../test-game.js';
import type { Actor, GameState } from '../types.js';

/*
 * PROPOSE_DIAS: "a player makes a proposal to conclude the game with a certain result, and
 * all other players vote on it. The proposal may be a concession to a specific power or a
 * draw including all survivors. Any negative vote on the proposal will cause it to fail."
 * HIDE_PROPOSER: "The power who makes a draw or concession proposal is not revealed to the players."
 */

const italy = { kind: 'concede', to: 'ITALY' } as const;
const draw = { kind: 'draw' } as const;

const propose = (s: GameState, power: string, ending: typeof italy | typeof draw) => must(s, player(power), { type: 'propose', power, ending });
const answer = (s: GameState, power: string, yes: boolean) => must(s, player(power), { type: 'answer_proposal', power, yes });

/** Every power but those named accepts. */
function allAccept(s: GameState, but: readonly string[] = []): GameState {
  let state = s;
  for (const power of POWERS) if (!but.includes(power) && state.status === 'active') state = answer(state, power, true).state;
  return state;
}

const seen = (s: GameState, actor: Actor) => proposalFor(s, viewerOf(s, actor));

describe('PROPOSE_DIAS', () => {
  test('a concession proposed and accepted by all ends the game with it', () => {
    const g = propose(activeGame(['PROPOSE_DIAS']), 'ITALY', italy);
    expect(g.events).toContainEqual({ type: 'proposed', ending: italy, by: 'ITALY' });
    const ended = allAccept(g.state, ['AUSTRIA']);
    expect(ended.status).toBe('active');
    const last = answer(ended, 'AUSTRIA', true);
    expect(last.state.ending).toEqual({ kind: 'concession', winner: 'ITALY' });
    expect(last.state.proposal).toBeUndefined();
  });

  test('a draw proposed is "a draw including all survivors"', () => {
    const ended = allAccept(propose(activeGame(['PROPOSE_DIAS']), 'FRANCE', draw).state);
    expect(ended.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
  });

  test('"any negative vote on the proposal will cause it to fail", and another may then be proposed', () => {
    let s = propose(activeGame(['PROPOSE_DIAS']), 'ITALY', italy).state;
    s = allAccept(s, ['TURKEY']);
    const vetoed = answer(s, 'TURKEY', false);
    expect(vetoed.events).toEqual([{ type: 'proposal_vetoed' }]);
    expect(vetoed.state.proposal).toBeUndefined();
    expect(vetoed.state.status).toBe('active');
    // The accepting votes went with it: a new proposal starts again from its proposer alone.
    s = propose(vetoed.state, 'TURKEY', draw).state;
    expect(s.proposal).toEqual({ ending: draw, by: 'TURKEY', yes: ['TURKEY'] });
  });

  test('one proposal at a time; the proposer may veto his own to replace it', () => {
    const s = propose(activeGame(['PROPOSE_DIAS']), 'ITALY', italy).state;
    expect(tryApply(s, player('FRANCE'), { type: 'propose', power: 'FRANCE', ending: draw })).toBe('bad_vote');
    const withdrawn = answer(s, 'ITALY', false).state;
    expect(propose(withdrawn, 'ITALY', draw).state.proposal?.ending).toEqual(draw);
  });

  test('what cannot be proposed or answered', () => {
    const g = activeGame(['PROPOSE_DIAS']);
    expect(tryApply(g, player('FRANCE'), { type: 'answer_proposal', power: 'FRANCE', yes: true })).toBe('bad_vote');
    expect(tryApply(g, player('FRANCE'), { type: 'propose', power: 'ITALY', ending: draw })).toBe('not_allowed');
    expect(tryApply(g, player('FRANCE'), { type: 'propose', power: 'FRANCE', ending: { kind: 'concede', to: 'NARNIA' } })).toBe('unknown_power');
    expect(tryApply(activeGame(['PROPOSE_DIAS', 'NO_DRAW']), player('FRANCE'), { type: 'propose', power: 'FRANCE', ending: draw })).toBe('bad_vote');
    // The secret votes of games without the rule are not taken here, nor proposals there.
    expect(tryApply(g, player('FRANCE'), { type: 'vote', power: 'FRANCE', vote: draw })).toBe('bad_vote');
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'propose', power: 'FRANCE', ending: draw })).toBe('bad_vote');
  });

  test('every player sees the proposal and who made it, and only his own acceptance', () => {
    const s = answer(propose(activeGame(['PROPOSE_DIAS']), 'ITALY', italy).state, 'FRANCE', true).state;
    expect(seen(s, player('FRANCE'))).toEqual({ ending: italy, by: 'ITALY', accepted: true });
    expect(seen(s, player('TURKEY'))).toEqual({ ending: italy, by: 'ITALY', accepted: false });
    expect(seen(s, master)).toEqual({ ending: italy, by: 'ITALY', accepted: null });
  });
});

describe('HIDE_PROPOSER', () => {
  test('is a PROPOSE_DIAS game', () => {
    expect(activeGame(['HIDE_PROPOSER']).settings.rules).toContain('PROPOSE_DIAS');
  });

  test('"a Concession to Italy Has Been Proposed", not by whom, to the players; the master and the proposer know', () => {
    const s = propose(activeGame(['HIDE_PROPOSER']), 'ITALY', italy).state;
    expect(seen(s, player('FRANCE'))).toEqual({ ending: italy, by: null, accepted: false });
    expect(seen(s, { kind: 'observer', playerId: 'nobody' })).toMatchObject({ by: null });
    expect(seen(s, player('ITALY'))).toEqual({ ending: italy, by: 'ITALY', accepted: true });
    expect(seen(s, master)).toMatchObject({ by: 'ITALY' });
  });
});
