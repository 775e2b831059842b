import { describe, expect, it } from 'vitest';
import { SPRING_1901 } from '../../shared/game/test-script';
import { call, gameOf } from './support/api';
import { asMaster, asPower, deliverMail, keepMailEachTest, mailGame, outcomeOf, POWERS, type SentMail } from './support/mail';

/* PLAYER_DEADLINES and PREVIEW on their doors: mail and the API, and who is mailed what. */

const mail = keepMailEachTest();


const drain = (id: string): Promise<SentMail[]> => deliverMail(mail, id);

describe('PLAYER_DEADLINES', () => {
  it('a player sets a later deadline by mail and by the API, never a sooner one; the master is told who', async () => {
    const g = await mailGame(['RULE PLAYER_DEADLINES']);
    const { deadline } = await gameOf(g.id, g.master.secret);
    await drain(g.id);
    const later = await asPower(g, 'ITALY', 'SET DEADLINE 5 JAN 2040 18:00');
    expect(outcomeOf(later, 'SET DEADLINE 5 JAN 2040 18:00')).toBe('The deadline is now Thursday 5 January 2040, 18:00 UTC.');
    const told = await drain(g.id);
    const master = told.find((m) => m.to === g.master.address)!;
    expect(master.text.replace(/\s+/g, ' ')).toContain('Italy has moved the deadline of Spring 1901 movement later');
    expect(told).toHaveLength(8);

    const sooner = await asPower(g, 'FRANCE', 'SET DEADLINE 3 JAN 2040 18:00');
    expect(outcomeOf(sooner, 'SET DEADLINE 3 JAN 2040 18:00')).toContain('Only the master may bring the deadline closer');
    const api = await call('POST', `/api/games/${g.id}/deadline`, { secret: g.players.FRANCE!.secret, body: { at: '2040-01-06T12:00:00Z' } });
    expect(api.status).toBe(200);
    expect(api.body.game.deadline).toBe(Date.UTC(2040, 0, 6, 12));
    expect(deadline).toBeLessThan(Date.UTC(2040, 0, 6, 12));
    const back = await call('POST', `/api/games/${g.id}/deadline`, { secret: g.players.FRANCE!.secret, body: { at: '2040-01-04T12:00:00Z' } });
    expect(back.status).toBe(400);
    expect(back.body.error.code).toBe('bad_deadline');
  });

  it('HIDE_EXTENDERS: the others are told the deadline was moved later, not by whom; the master and the extender are', async () => {
    const g = await mailGame(['RULE PLAYER_DEADLINES', 'RULE HIDE_EXTENDERS']);
    await drain(g.id);
    await asPower(g, 'ITALY', 'SET DEADLINE 5 JAN 2040 18:00');
    const told = await drain(g.id);
    expect(told).toHaveLength(8);
    const text = (address: string) => told.find((m) => m.to === address)!.text.replace(/\s+/g, ' ');
    expect(text(g.master.address)).toContain('Italy has moved the deadline of Spring 1901 movement later');
    expect(text(g.players.ITALY!.address)).toContain('Italy has moved the deadline');
    expect(text(g.players.FRANCE!.address)).toContain('A player has moved the deadline of Spring 1901 movement later');
    for (const m of told.filter((m) => m.to !== g.master.address && m.to !== g.players.ITALY!.address)) expect(m.text).not.toMatch(/Italy/);
  });

  it('without the rule, a player is refused', async () => {
    const g = await mailGame();
    const api = await call('POST', `/api/games/${g.id}/deadline`, { secret: g.players.FRANCE!.secret, body: { at: '2040-01-06T12:00:00Z' } });
    expect(api.status).toBe(403);
  });
});

describe('PREVIEW', () => {
  it('the last orders in: the master alone gets the would-be results; his PROCESS releases them', async () => {
    const g = await mailGame(['RULE PREVIEW']);
    await drain(g.id);
    for (const power of POWERS) await asPower(g, power, ...SPRING_1901[power]!);
    expect((await gameOf(g.id, g.master.secret)).phase).toBe('S1901M');
    const previewed = (await drain(g.id)).filter((m) => m.subject.includes('results'));
    expect(previewed.map((m) => [m.to, m.subject])).toEqual([[g.master.address, `Diplomacy game ${g.id}: Spring 1901 movement results preview`]]);
    expect(previewed[0]!.text).toContain('until you send PROCESS');

    expect(outcomeOf(await asMaster(g, 'PROCESS'), 'PROCESS')).toContain('Fall 1901');
    const results = (await drain(g.id)).filter((m) => m.subject.endsWith('Spring 1901 movement results'));
    expect(results).toHaveLength(8);
  });
});
