import { describe, expect, test } from 'vitest';
import { settleVotes } from '../../../shared/game/endings.js';
import { activeGame, must, player, POWERS } from '../../../shared/game/test-game.js';
import type { Vote } from '../../../shared/game/types.js';
import { valueOf, voteChoices, voteOf } from './votes.js';

const label = (p: string) => p.charAt(0) + p.slice(1).toLowerCase();
const asVote = (value: string): Vote => (value === 'draw' ? { kind: 'draw' } : { kind: 'concede', to: value.slice('concede:'.length) });

describe('the vote control', () => {
  test('nobody is offered to concede to himself: his own power is a claim', () => {
    const choices = voteChoices('FRANCE', ['ENGLAND', 'FRANCE', 'ITALY'], false, label);
    expect(choices.map((c) => c.label)).toEqual([
      'A draw of all survivors',
      'Claim the game for France: no draw (the others may concede it to you)',
      'Concede the game to England',
      'Concede the game to Italy',
    ]);
    expect(choices.filter((c) => /Concede/.test(c.label)).map((c) => c.value)).not.toContain('concede:FRANCE');
    expect(voteChoices('FRANCE', ['FRANCE'], true, label).map((c) => c.value)).toEqual(['concede:FRANCE']);
  });

  test('the page’s words are what the judge does with each vote', () => {
    const choices = voteChoices('ITALY', [...POWERS], false, label);
    const claim = asVote(choices.find((c) => c.label.startsWith('Claim'))!.value);
    const concede = asVote(choices.find((c) => c.label === 'Concede the game to Turkey')!.value);
    let g = activeGame();
    // Everyone else for a draw, Italy claiming: no draw.
    for (const p of POWERS) if (p !== 'ITALY') g = must(g, player(p), { type: 'vote', power: p, vote: { kind: 'draw' } }).state;
    const claimed = must(g, player('ITALY'), { type: 'vote', power: 'ITALY', vote: claim }).state;
    expect(claimed.status).toBe('active');
    // Everyone else conceding to Italy: nothing yet; Italy claiming accepts it.
    let c = activeGame();
    for (const p of POWERS) if (p !== 'ITALY') c = must(c, player(p), { type: 'vote', power: p, vote: { kind: 'concede', to: 'ITALY' } }).state;
    expect(settleVotes(c).ending).toBeNull();
    expect(must(c, player('ITALY'), { type: 'vote', power: 'ITALY', vote: claim }).state.ending).toEqual({ kind: 'concession', winner: 'ITALY' });
    // A concession to another power is no claim: with the others for a draw, a draw.
    expect(must(g, player('ITALY'), { type: 'vote', power: 'ITALY', vote: concede }).state.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
  });

  test('NO_DIAS: the smaller draws are offered, each read by the judge as the largest draw accepted', () => {
    const choices = voteChoices('FRANCE', ['ENGLAND', 'FRANCE', 'ITALY', 'TURKEY'], false, label, true);
    expect(choices.slice(0, 3).map((c) => c.label)).toEqual(['A draw of all survivors', 'A draw of at most 2 powers, France among them', 'A draw of at most 3 powers, France among them']);
    expect(voteOf('draw:2')).toEqual({ kind: 'draw', most: 2 });
    expect(valueOf({ kind: 'draw', most: 3 })).toBe('draw:3');
    // France and England at most two, everyone else conceding: France and England draw.
    let g = activeGame(['NO_DIAS']);
    for (const p of POWERS) {
      const vote = p === 'FRANCE' || p === 'ENGLAND' ? voteOf('draw:2')! : voteOf('concede:FRANCE')!;
      g = must(g, player(p), { type: 'vote', power: p, vote }).state;
    }
    expect(g.ending).toEqual({ kind: 'draw', powers: ['ENGLAND', 'FRANCE'] });
    expect(voteChoices('FRANCE', ['ENGLAND', 'FRANCE'], false, label, false).some((c) => c.value.startsWith('draw:'))).toBe(false);
  });
});
