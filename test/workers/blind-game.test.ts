import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameView, historyResponse } from '../../shared/schemas/api';
import { readArchivedGame } from '../../workers/db/archive';
import { call, expectStatus, fullGame, processNow, POWERS, useTestClock, type Power, type TestGame } from './support/api';
import { asMaster, asPower, keepSentMail, mailGame, type SentMail } from './support/mail';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

/**
 * A BLIND game played for a year through the API (seed 1.6): each power's view, history
 * and results hold only its own units and those it could see; an observer sees no board;
 * the master, an OMNISCIENT observer and everyone once the game ends, all of it.
 */

const RULES = ['BLIND', '!HIDE_DUMMIES'];

interface Unit {
  power: string;
  kind: string;
  at: string;
}

/** The given powers enter their orders; the master processes the phase (the rest take defaults). */
async function play(g: TestGame, orders: Partial<Record<Power, string[]>>): Promise<void> {
  const { phase } = await viewOf(g, g.master);
  for (const [power, lines] of Object.entries(orders) as [Power, string[]][]) {
    const body = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { lines } }), 200);
    for (const answer of body.answers) expect(answer, `${power}: ${answer.text}`).toMatchObject({ accepted: true });
  }
  // The last power owing orders may have processed the phase already (a retreat phase's only one).
  if ((await viewOf(g, g.master)).phase === phase) expectStatus(await processNow(g), 200);
}

const viewOf = async (g: TestGame, secret?: string) => {
  const { game } = expectStatus(await call('GET', `/api/games/${g.id}`, secret === undefined ? {} : { secret }), 200);
  expect(gameView.safeParse(game).success).toBe(true);
  return game;
};
const historyOf = async (g: TestGame, secret?: string) => {
  const page = expectStatus(await call('GET', `/api/games/${g.id}/history`, secret === undefined ? {} : { secret }), 200);
  expect(historyResponse.safeParse(page).success).toBe(true);
  return page.phases as { position: { phase: string; units: Unit[]; dislodged: Unit[] }; orders: Record<string, string[]>; results: { power: string; order: string }[] }[];
};
const foreign = (units: Unit[], power: string) => units.filter((u) => u.power !== power).map((u) => `${u.power} ${u.kind} ${u.at}`).sort();
const province = (at: string) => at.split('/')[0]!;

/** Every power's view holds its own units whole and no foreign unit outside its sight. */
async function checkEveryPower(g: TestGame, master: { units: Unit[] }): Promise<Record<Power, any>> {
  const views = {} as Record<Power, any>;
  for (const power of POWERS) {
    const v = await viewOf(g, g.seats[power].secret);
    views[power] = v;
    expect(v.sight, power).toBeDefined();
    const own = master.units.filter((u) => u.power === power);
    expect(v.position.units.filter((u: Unit) => u.power === power), power).toEqual(own);
    for (const u of v.position.units as Unit[]) expect(v.sight.places, `${power} sees ${u.at}`).toContain(province(u.at));
    // Of the others: exactly the master's units on the places it sees (the modifiers aside, a place seen shows all).
    expect(foreign(v.position.units, power), power).toEqual(foreign(master.units.filter((u) => v.sight.places.includes(province(u.at))), power));
    expect(v.seats.find((s: { power: string }) => s.power === power).units).toBe(own.length);
  }
  return views;
}

describe('a BLIND game through the API', () => {
  it('plays 1901 (spring, fall with a retreat, winter with builds) with each viewer shown only what he may see', async () => {
    const g = await fullGame({ rules: RULES });
    const watcher = expectStatus(await call('POST', `/api/games/${g.id}/observe`, { body: { name: 'Olga' } }), 201);

    // S1901M: Austria sees Venice from Trieste; Italy sees Trieste; England sees no foreign unit.
    let m = await viewOf(g, g.master);
    expect(m.sight).toBeUndefined();
    expect(m.position.units).toHaveLength(22);
    let views = await checkEveryPower(g, m.position);
    expect(foreign(views.AUSTRIA.position.units, 'AUSTRIA')).toEqual(['ITALY A VEN']);
    expect(foreign(views.ITALY.position.units, 'ITALY')).toEqual(['AUSTRIA F TRI']);
    expect(foreign(views.ENGLAND.position.units, 'ENGLAND')).toEqual([]);
    expect(views.ENGLAND.position.centers.FRANCE ?? []).toEqual([]);
    expect(views.ENGLAND.centres[0].counts).toEqual({ ENGLAND: 3 });
    // An observer and a stranger see no board.
    for (const secret of [watcher.secret, undefined]) {
      const o = await viewOf(g, secret);
      expect(o.position.units).toEqual([]);
      expect(Object.values(o.position.centers).flat()).toEqual([]);
      expect(o.sight).toEqual({ places: [], centres: [] });
    }

    await play(g, {
      FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'],
      GERMANY: ['A MUN - RUH', 'A BER - MUN', 'F KIE - HOL'],
      ENGLAND: ['F LON - NTH'],
    });
    m = await viewOf(g, g.master);
    expect(m.phase).toBe('F1901M');
    views = await checkEveryPower(g, m.position);
    // France in Burgundy sees the German armies in the Ruhr and Munich; England in the North Sea the fleet in Holland.
    expect(foreign(views.FRANCE.position.units, 'FRANCE')).toEqual(['GERMANY A MUN', 'GERMANY A RUH']);
    expect(foreign(views.ENGLAND.position.units, 'ENGLAND')).toEqual(['GERMANY F HOL']);
    expect(foreign(views.RUSSIA.position.units, 'RUSSIA')).toEqual([]);
    // The spring's results: France, whose sight came to the Ruhr and Munich, FOUND the German armies there (it saw
    // neither before the moves), and nothing of Russia's or Italy's holds; their orders stay Germany's.
    const spring = (await historyOf(g, g.seats.FRANCE.secret))[0]!;
    expect(spring.results.map((r) => r.order)).toEqual(expect.arrayContaining(['A PAR - BUR', 'A RUH FOUND', 'A MUN FOUND']));
    expect(spring.orders.GERMANY).toBeUndefined();
    expect(spring.results.some((r) => r.power === 'RUSSIA' || r.power === 'TURKEY' || r.power === 'ENGLAND')).toBe(false);
    expect(foreign(spring.position.units, 'FRANCE')).toEqual([]);
    expect((await historyOf(g, g.seats.RUSSIA.secret))[0]!.results.every((r) => r.power === 'RUSSIA')).toBe(true);
    expect((await historyOf(g, watcher.secret))[0]!.results).toEqual([]);
    expect((await historyOf(g, g.master))[0]!.results).toHaveLength(22);

    // F1901M: Germany dislodges the French army in Burgundy; France takes Portugal, Germany Holland.
    await play(g, {
      FRANCE: ['A BUR H', 'A SPA H', 'F MAO - POR'],
      GERMANY: ['A RUH - BUR', 'A MUN S A RUH - BUR', 'F HOL H'],
    });
    m = await viewOf(g, g.master);
    expect(m.phase).toBe('F1901R');
    views = await checkEveryPower(g, m.position);
    expect(views.FRANCE.position.dislodged).toEqual([expect.objectContaining({ power: 'FRANCE', at: 'BUR' })]);
    for (const power of ['ENGLAND', 'RUSSIA', 'TURKEY', 'ITALY'] as const) expect(views[power].position.dislodged, power).toEqual([]);
    await play(g, { FRANCE: ['A BUR - PIC'] });

    // W1901A: Germany builds in Berlin, France in Paris and Marseilles.
    m = await viewOf(g, g.master);
    expect(m.phase).toBe('W1901A');
    views = await checkEveryPower(g, m.position);
    // Holland's owner is seen by England from the North Sea; Russia does not see it.
    expect(views.ENGLAND.position.centers.GERMANY).toContain('HOL');
    expect(views.RUSSIA.position.centers.GERMANY ?? []).toEqual([]);
    expect(views.RUSSIA.seats.find((s: { power: string }) => s.power === 'GERMANY').centers).toBe(0);
    expect(m.seats.find((s: { power: string }) => s.power === 'GERMANY').centers).toBe(4);
    await play(g, { GERMANY: ['BUILD A BER'], FRANCE: ['BUILD A PAR', 'BUILD F MAR'] });

    m = await viewOf(g, g.master);
    expect(m.phase).toBe('S1902M');
    expect(m.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'BER' });
    views = await checkEveryPower(g, m.position);
    // Nobody but Germany sees the army built in Berlin, in the board or in the winter's results.
    for (const power of POWERS.filter((p) => p !== 'GERMANY')) {
      expect(foreign(views[power].position.units, power), power).not.toContain('GERMANY A BER');
      const winter = (await historyOf(g, g.seats[power].secret))[3]!;
      expect(winter.position.phase).toBe('W1901A');
      expect(winter.results.map((r) => r.order), power).not.toContain('BUILD A BER');
    }
    expect((await historyOf(g, g.master))[3]!.results.map((r) => r.order)).toContain('BUILD A BER');
    const fall = (await historyOf(g, g.seats.FRANCE.secret))[1]!;
    expect(fall.results.map((r) => r.order)).toEqual(expect.arrayContaining(['A RUH - BUR', 'A MUN S A RUH - BUR']));

    // The MILA export is the whole board: the master's only while the game runs.
    expectStatus(await call('GET', `/api/games/${g.id}/export`, { secret: g.seats.FRANCE.secret }), 403);
    expectStatus(await call('GET', `/api/games/${g.id}/export`), 403);
    expectStatus(await call('GET', `/api/games/${g.id}/export`, { secret: g.master }), 200);

    // The master makes the observer OMNISCIENT: he sees all, results included; a player may not.
    expectStatus(await call('POST', `/api/games/${g.id}/master/omniscient`, { secret: g.seats.FRANCE.secret, body: { playerId: watcher.playerId, omniscient: true } }), 403);
    expectStatus(await call('POST', `/api/games/${g.id}/master/omniscient`, { secret: g.master, body: { playerId: 'nobody', omniscient: true } }), 400);
    expectStatus(await call('POST', `/api/games/${g.id}/master/omniscient`, { secret: g.master, body: { playerId: watcher.playerId, omniscient: true } }), 200);
    const omniscient = await viewOf(g, watcher.secret);
    expect(omniscient.position.units).toEqual(m.position.units);
    expect(omniscient.sight).toBeUndefined();
    expect((await historyOf(g, watcher.secret))[3]!.results.map((r) => r.order)).toContain('BUILD A BER');

    // The archive holds nothing secret while the game runs; the end shows all to everyone.
    const stub = env.GAME_ROOM.getByName(g.id);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    let archived = await readArchivedGame(env.DB, g.id);
    if (!archived.ok) throw new Error(archived.error.message);
    expect(archived.value.phases).toHaveLength(4);
    for (const phase of archived.value.phases) {
      expect(phase.record.position.units).toEqual([]);
      expect(phase.record.results).toEqual([]);
    }
    expectStatus(await call('POST', `/api/games/${g.id}/master/terminate`, { secret: g.master, body: {} }), 200);
    await runDurableObjectAlarm(stub);
    archived = await readArchivedGame(env.DB, g.id);
    if (!archived.ok) throw new Error(archived.error.message);
    expect(archived.value.phases[0]!.record.results).toHaveLength(22);
    expect(archived.value.phases[0]!.record.position.units).toHaveLength(22);
    const after = await viewOf(g, g.seats.ENGLAND.secret);
    expect(after.sight).toBeUndefined();
    expect(after.position.units).toEqual(m.position.units);
    expect((await historyOf(g))[0]!.results).toHaveLength(22);
    expectStatus(await call('GET', `/api/games/${g.id}/export`), 200);
  });
});

describe('BLIND results by mail', () => {
  let sent: SentMail[] = [];
  let spy: ReturnType<typeof keepSentMail>;
  beforeEach(() => {
    sent = [];
    spy = keepSentMail(() => sent);
  });
  afterEach(() => spy.mockRestore());

  it("mails each power the results it saw, and the master all", async () => {
    const game = await mailGame(['RULE BLIND', 'RULE !HIDE_DUMMIES']);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    sent = [];
    await asPower(game, 'FRANCE', 'A PAR - BUR');
    await asPower(game, 'GERMANY', 'A MUN - RUH');
    await asPower(game, 'ENGLAND', 'F LON - NTH');
    const processed = await asMaster(game, 'PROCESS!');
    expect(processed.text).not.toMatch(/Refused/);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    const results = (power: string) => sent.filter((m) => m.to === game.players[power as 'FRANCE']!.address && /result/i.test(m.subject)).map((m) => m.text).join('\n');
    const france = results('FRANCE');
    const england = results('ENGLAND');
    // France, moved to Burgundy, sees the German army arrive in the Ruhr next door; nothing of England's or Russia's.
    expect(france, JSON.stringify(sent.map((m) => [m.to, m.subject]))).toContain('France:   A PAR - BUR');
    expect(france).toContain('Germany:  A RUH FOUND');
    expect(france).not.toContain('A MUN - RUH');
    expect(france).not.toMatch(/England:|Russia:|Italy:|Austria:|Turkey:/);
    // England sees only its own.
    expect(england).toContain('England:  F LON - NTH');
    expect(england).not.toMatch(/France:|Germany:|Russia:|Italy:|Austria:|Turkey:/);
    // LIST and HISTORY by mail answer from the same cut board and records.
    const list = (await asPower(game, 'ENGLAND', `LIST ${game.id}`)).text;
    expect(list).toMatch(/ENGLAND[^\n]*\n\s+3 centres: EDI LON LVP/);
    expect(list).toMatch(/FRANCE[^\n]*\n\s+0 centres: -\n\s+0 units: -/);
    expect(list).not.toMatch(/A BUR|A RUH/);
    const history = (await asPower(game, 'RUSSIA', `HISTORY ${game.id}`)).text;
    expect(history).toContain('Russia:');
    expect(history).not.toMatch(/France:|Germany:|England:/);
    // The master, everything.
    const master = sent.filter((m) => m.to === game.master.address && /results/.test(m.subject)).map((m) => m.text).join('\n');
    for (const power of ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']) expect(master).toContain(`${power}:`);
  });
});
