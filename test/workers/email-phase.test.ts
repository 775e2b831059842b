import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, mailGame, outcomeOf } from './support/mail';

/*
 * The master's PROCESS and TERMINATE by mail may name the phase he means, as the web's do:
 * two mails sent for the same phase (a second thought, a resend) process it once.
 */

const phaseOf = async (id: string) => expectStatus(await call('GET', `/api/games/${id}`), 200).game.phase;

describe('a master command by mail names the phase it means', () => {
  it('two mails with PROCESS! S1901M at once: one processes it, the other is refused, naming the phase now played', async () => {
    const game = await mailGame();
    const replies = await Promise.all([0, 1].map(() => asMaster(game, 'PROCESS! S1901M')));
    const outcomes = replies.map((r) => outcomeOf(r, 'PROCESS! S1901M')).sort();
    expect(outcomes).toEqual([
      'Processed: the game is now in Fall 1901 movement.',
      'Refused: You meant to process in S1901M, but F1901M is being played now: look at the game again first.',
    ].sort());
    expect(await phaseOf(game.id)).toBe('F1901M');
  });

  it('TERMINATE with a phase already past is refused; with the phase being played it ends the game', async () => {
    const game = await mailGame();
    await asMaster(game, 'PROCESS!');
    expect(outcomeOf(await asMaster(game, 'TERMINATE S1901M'), 'TERMINATE S1901M')).toMatch(/^Refused: You meant to terminate the game in S1901M, but F1901M is being played now/);
    expect(outcomeOf(await asMaster(game, 'TERMINATE f1901m'), 'TERMINATE f1901m')).toBe('The game is terminated.');
  });

  it('PROCESS with something that is not a phase is not understood, and nothing is processed', async () => {
    const game = await mailGame();
    expect(outcomeOf(await asMaster(game, 'PROCESS! spring'), 'PROCESS! spring')).toBe('Not understood: Write PROCESS!, or PROCESS! and the phase you mean (e.g. PROCESS! S1901M).');
    expect(await phaseOf(game.id)).toBe('S1901M');
  });
});
