import { describe, expect, test } from 'vitest';
import { standardMap } from '../map/standard.js';
import { settleVotes, soloWinner } from './endings.js';
import { activeGame, master, must, player, POWERS, tryApply } from './test-game.js';
import type { Ending, GameState, Vote } from './types.js';

const draw: Vote = { kind: 'draw' };
const concede = (to: string): Vote => ({ kind: 'concede', to });

/** The game with these votes set directly (powers not named: no vote). */
function withVotes(votes: Record<string, Vote | null>, rules: readonly string[] = []): GameState {
  const g = activeGame(rules);
  const seats = { ...g.seats };
  for (const [power, vote] of Object.entries(votes)) seats[power] = { ...seats[power]!, vote };
  return { ...g, seats };
}

const all = (vote: (power: string) => Vote | null): Record<string, Vote | null> => Object.fromEntries(POWERS.map((p) => [p, vote(p)]));

describe('settleVotes', () => {
  test.each<[string, Record<string, Vote | null>, readonly string[], Ending | null]>([
    ['nobody has voted', {}, [], null],
    ['all but one for a draw', { ...all(() => draw), TURKEY: null }, [], null],
    ['all for a draw', all(() => draw), [], { kind: 'draw', powers: [...POWERS] }],
    ['all concede to Italy, Italy too', all(() => concede('ITALY')), [], { kind: 'concession', winner: 'ITALY' }],
    ['all concede to Italy, Italy votes a draw', { ...all(() => concede('ITALY')), ITALY: draw }, [], { kind: 'draw', powers: [...POWERS] }],
    ['Italy claims the game, the others draw', { ...all(() => draw), ITALY: concede('ITALY') }, [], null],
    ['concessions to different powers, no claim', { ...all(() => concede('ITALY')), ITALY: concede('FRANCE') }, [], { kind: 'draw', powers: [...POWERS] }],
    ['NO_DRAW: concessions to different powers', { ...all(() => concede('ITALY')), ITALY: concede('FRANCE') }, ['NO_DRAW'], null],
    ['NO_DRAW: a concession still ends it', all(() => concede('ITALY')), ['NO_DRAW'], { kind: 'concession', winner: 'ITALY' }],
  ])('%s', (_, votes, rules, ending) => {
    expect(settleVotes(withVotes(votes, rules)).ending).toEqual(ending);
  });
});

describe('soloWinner', () => {
  const map = standardMap();
  const withCentres = (counts: Record<string, number>): GameState => {
    const g = activeGame([], { victory: 5 });
    const pool = [...map.supplyCenters];
    const centers: Record<string, string[]> = {};
    for (const power of POWERS) centers[power] = pool.splice(0, counts[power] ?? 0);
    return { ...g, position: { ...g.position, centers } };
  };

  test.each<[string, Record<string, number>, string | null]>([
    ['nobody at the line', { RUSSIA: 4, TURKEY: 4 }, null],
    ['one at the line, alone at the top', { RUSSIA: 5, TURKEY: 4 }, 'RUSSIA'],
    ['two at the line, tied at the top', { RUSSIA: 5, TURKEY: 5 }, null],
    ['two past the line, one ahead', { RUSSIA: 7, TURKEY: 6 }, 'RUSSIA'],
  ])('%s', (_, counts, winner) => {
    expect(soloWinner(withCentres(counts), map, 1901)).toBe(winner);
  });

  test('without a number of its own, the game needs the map\'s 18', () => {
    const g = activeGame();
    const centers = { ...g.position.centers, RUSSIA: [...map.supplyCenters].slice(0, 17) };
    expect(soloWinner({ ...g, position: { ...g.position, centers } }, map, 1901)).toBeNull();
    const more = { ...g.position.centers, RUSSIA: [...map.supplyCenters].slice(0, 18) };
    expect(soloWinner({ ...g, position: { ...g.position, centers: more } }, map, 1901)).toBe('RUSSIA');
  });
});

describe('elimination', () => {
  test('a power left with neither centres nor units is out: no orders, no vote, not in the draw', () => {
    const g = activeGame();
    // Winter: Austria has lost every centre, and must remove all three units.
    const centers = { ...g.position.centers, AUSTRIA: [] };
    const winter: GameState = { ...g, position: { ...g.position, phase: 'W1901A', centers } };
    const r = must(winter, master, { type: 'process' });
    expect(r.state.seats.AUSTRIA).toMatchObject({ status: 'eliminated', playerId: 'p-austria' });
    expect(r.events).toContainEqual({ type: 'seat_changed', power: 'AUSTRIA', status: 'eliminated' });
    expect(r.state.position.units.some((u) => u.power === 'AUSTRIA')).toBe(false);
    expect(tryApply(r.state, player('AUSTRIA'), { type: 'orders', power: 'AUSTRIA', lines: [] })).toBe('no_orders_now');
    expect(tryApply(r.state, player('AUSTRIA'), { type: 'vote', power: 'AUSTRIA', vote: draw })).toBe('bad_vote');
    expect(tryApply(r.state, player('FRANCE'), { type: 'vote', power: 'FRANCE', vote: concede('AUSTRIA') })).toBe('bad_vote');
    let s = r.state;
    for (const power of POWERS.slice(1)) s = must(s, player(power), { type: 'vote', power, vote: draw }).state;
    expect(s.ending).toEqual({ kind: 'draw', powers: POWERS.slice(1) });
  });
});
