import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, fullGame, gameOf, setNow } from './support/api';
import { asMaster, asPower, deliverMail, keepMailEachTest, mailGame, outcomeOf, type SentMail } from './support/mail';

/*
 * SET ABSENCE by mail and by the API in a running game: the deadline already set stays
 * (Email.txt), the next phase's deadline and the room's alarm are moved past the absence,
 * and who is told what follows SILENT_ABSENCES and HIDE_ABSENTEES.
 */

const mail = keepMailEachTest();
const DAY = 86_400_000;
const REMINDER = 3 * 3_600_000;

const alarmOf = (id: string) => runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => state.storage.getAlarm());


const drain = (id: string): Promise<SentMail[]> => deliverMail(mail, id);

describe('SET ABSENCE by mail', () => {
  it('leaves the deadline set, moves the next phase’s deadline and the alarm past the absence, and tells everyone', async () => {
    const g = await mailGame();
    const first = await gameOf(g.id, g.master.secret);
    // The test clock stands at 1 January 2040, 00:00 UTC; a movement phase lasts a day.
    const now = Date.UTC(2040, 0, 1);
    expect(first.deadline).toBe(now + DAY);
    await drain(g.id);

    const reply = await asPower(g, 'FRANCE', 'SET ABSENCE 2 JAN TO 3 JAN');
    expect(outcomeOf(reply, 'SET ABSENCE 2 JAN TO 3 JAN')).toBe(
      'An absence is set from Monday 2 January 2040, 00:00 UTC to Wednesday 4 January 2040, 00:00 UTC: no deadline will be set in it. The deadline already set stays as it is.',
    );
    const after = await gameOf(g.id, g.master.secret);
    expect(after.deadline).toBe(first.deadline);
    expect(after.absences).toEqual([{ from: Date.UTC(2040, 0, 2), to: Date.UTC(2040, 0, 4), by: 'FRANCE' }]);

    const told = await drain(g.id);
    expect(told.map((m) => m.to).sort()).toEqual([g.master.address, ...Object.values(g.players).map((p) => p.address)].sort());
    for (const m of told) expect(m.subject).toBe(`Diplomacy game ${g.id}: absence`);
    expect(told.find((m) => m.to === g.players.ITALY!.address)!.text.replace(/\s+/g, ' ')).toContain('by France, from Monday 2 January 2040');
    // The room wakes first to remind the late powers, three hours before the deadline.
    expect(await alarmOf(g.id)).toBe(first.deadline - REMINDER);

    // The spring is processed now: its fall would be due on 2 January, inside the absence.
    expect(outcomeOf(await asMaster(g, 'PROCESS!'), 'PROCESS!')).toContain('Fall 1901');
    const fall = await gameOf(g.id, g.master.secret);
    expect(fall.phase).toBe('F1901M');
    expect(fall.deadline).toBe(Date.UTC(2040, 0, 4));
    await drain(g.id);
    expect(await alarmOf(g.id)).toBe(Date.UTC(2040, 0, 4) - REMINDER);
  });

  it('SILENT_ABSENCES: only the master is told; NO_ABSENCES: players are refused', async () => {
    const silent = await mailGame(['RULE SILENT_ABSENCES']);
    await drain(silent.id);
    await asPower(silent, 'ENGLAND', 'SET ABSENCE TO 13:00');
    const told = await drain(silent.id);
    expect(told.map((m) => m.to)).toEqual([silent.master.address]);
    expect(told[0]!.text.replace(/\s+/g, ' ')).toContain('by England,');

    const closed = await mailGame(['RULE NO_ABSENCES']);
    const refused = await asPower(closed, 'ENGLAND', 'SET ABSENCE TO 13:00');
    expect(outcomeOf(refused, 'SET ABSENCE TO 13:00')).toContain('NO_ABSENCES');
    expect((await gameOf(closed.id, closed.master.secret)).absences).toBeUndefined();
  });

  it('SET ABSENCE NONE drops the sender’s; dates not read are answered', async () => {
    const g = await mailGame();
    await asPower(g, 'ITALY', 'SET ABSENCE 5 JAN');
    expect((await gameOf(g.id, g.master.secret)).absences).toHaveLength(1);
    expect(outcomeOf(await asPower(g, 'ITALY', 'SET ABSENCE NONE'), 'SET ABSENCE NONE')).toBe('Your absences are dropped.');
    expect((await gameOf(g.id, g.master.secret)).absences).toBeUndefined();
    expect(outcomeOf(await asPower(g, 'ITALY', 'SET ABSENCE SOON'), 'SET ABSENCE SOON')).toContain('is not a date');
  });
});

describe('absences by the API', () => {
  it('HIDE_ABSENTEES: who asked is shown to the master and the asker only; too long and not allowed are refused', async () => {
    const g = await fullGame({ rules: ['HIDE_ABSENTEES'] });
    const to = Date.UTC(2040, 0, 3);
    const set = await call('POST', `/api/games/${g.id}/absences`, { secret: g.seats.ENGLAND.secret, body: { to } });
    expect(set.status).toBe(201);
    expect((await gameOf(g.id, g.master)).absences[0].by).toBe('ENGLAND');
    expect((await gameOf(g.id, g.seats.ENGLAND.secret)).absences[0].by).toBe('ENGLAND');
    expect((await gameOf(g.id, g.seats.GERMANY.secret)).absences).toEqual([{ from: expect.any(Number), to, by: null }]);

    const long = await call('POST', `/api/games/${g.id}/absences`, { secret: g.seats.GERMANY.secret, body: { from: '2040-01-02T00:00:00Z', to: '2040-01-20T00:00:00Z' } });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('bad_absence');
    expect((await call('POST', `/api/games/${g.id}/absences`, { secret: g.master, body: { to: '2040-01-20T00:00:00Z' } })).status).toBe(201);

    expect((await call('DELETE', `/api/games/${g.id}/absences`, { secret: g.master })).status).toBe(200);
    expect((await gameOf(g.id, g.master)).absences).toBeUndefined();

    const closed = await fullGame({ rules: ['NO_ABSENCES'] });
    const refused = await call('POST', `/api/games/${closed.id}/absences`, { secret: closed.seats.ENGLAND.secret, body: { to } });
    expect(refused.status).toBe(403);
  });
});

describe('absences over', () => {
  it('are no longer listed, by LIST or in the game, though nothing has touched the state since', async () => {
    const g = await mailGame();
    await asPower(g, 'ITALY', 'SET ABSENCE 5 JAN');
    expect((await gameOf(g.id, g.master.secret)).absences).toHaveLength(1);
    // 7 January: the absence (5 to 6 January) is over; the game has not changed since.
    setNow(Date.UTC(2040, 0, 7));
    expect((await gameOf(g.id, g.master.secret)).absences).toBeUndefined();
    const seen = await asPower(g, 'FRANCE', `LIST ${g.id}`);
    expect(seen.text).not.toContain('Absence from');
  });
});

describe('absences in LIST game', () => {
  it('are listed with the game, who asked hidden from the others under HIDE_ABSENTEES', async () => {
    const g = await mailGame(['RULE HIDE_ABSENTEES']);
    await asPower(g, 'ITALY', 'SET ABSENCE 5 JAN');
    const seen = await asPower(g, 'FRANCE', `LIST ${g.id}`);
    expect(seen.text.replace(/\s+/g, ' ')).toContain('Absence from Thursday 5 January 2040, 00:00 UTC to Friday 6 January 2040, 00:00 UTC.');
    expect(seen.text).not.toContain('set by Italy');
    const master = await asMaster(g, `LIST ${g.id}`);
    expect(master.text.replace(/\s+/g, ' ')).toContain('00:00 UTC, set by Italy.');
  });
});
