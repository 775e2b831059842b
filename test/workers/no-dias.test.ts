import { describe, expect, it } from 'vitest';
import { call, fullGame, POWERS } from './support/api';
import { asPower, keepMailEachTest, mailGame, outcomeOf, storedState } from './support/mail';

/*
 * NO_DIAS at the doors: "each player may vote either for the maximum size of a draw that he
 * will accept which must include his power, or for a solo victory by his power, or for any
 * result that does not include his power" (by mail VOTE nWAY, Email.txt).
 */

keepMailEachTest();

describe('NO_DIAS', () => {
  it('by mail: two vote VOTE 2WAY and the rest concede, and the two draw', async () => {
    const game = await mailGame(['RULE NO_DIAS']);
    const france = await asPower(game, 'FRANCE', 'VOTE 2WAY');
    expect(outcomeOf(france, 'VOTE 2WAY')).toBe('You vote for a draw of at most 2 powers, FRANCE among them.');
    await asPower(game, 'ENGLAND', 'VOTE 2WAY');
    for (const power of POWERS.filter((p) => p !== 'FRANCE' && p !== 'ENGLAND')) await asPower(game, power, 'VOTE CONCEDE FRANCE');
    const state = await storedState(game.id);
    expect(state.ending).toEqual({ kind: 'draw', powers: ['ENGLAND', 'FRANCE'] });
  });

  it('by the API: a smaller draw is refused with a sentence where the game does not use NO_DIAS', async () => {
    const g = await fullGame();
    const refused = await call('PUT', `/api/games/${g.id}/vote`, { secret: g.seats.FRANCE.secret, body: { vote: { kind: 'draw', most: 3 } } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Every draw in this game includes all survivors: a smaller one needs NO_DIAS. Vote for a draw, or concede.');
    const dias = await fullGame({ rules: ['NO_DIAS'] });
    const taken = await call('PUT', `/api/games/${dias.id}/vote`, { secret: dias.seats.FRANCE.secret, body: { vote: { kind: 'draw', most: 3 } } });
    expect(taken.status).toBe(200);
    expect(taken.body.game.votes.FRANCE).toEqual({ kind: 'draw', most: 3 });
  });
});
