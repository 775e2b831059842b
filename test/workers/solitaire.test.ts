import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, POWERS, useTestClock } from './support/api';
import { outcomeOf, send, storedState } from './support/mail';

/*
 * Solitaire (section 5 of the rules) through the HTTP API: "a game where all powers are
 * dummies controlled by the Master", which "starts immediately", unlisted by default; "to
 * advance a turn the Master needs to push the Process Turn button".
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const view = async (id: string, secret?: string) =>
  expectStatus(await call('GET', `/api/games/${id}`, secret === undefined ? {} : { secret }), 200).game;

const order = (id: string, secret: string, power: string, lines: string[]) =>
  call('PUT', `/api/games/${id}/orders`, { secret, body: { power, lines } });

const processPhase = async (id: string, secret: string) => {
  const { phase } = await view(id, secret);
  return expectStatus(await call('POST', `/api/games/${id}/master/process`, { secret, body: { phase } }), 200).game;
};

const unitAt = (game: any, power: string, at: string) => game.position.units.some((u: { power: string; at: string }) => u.power === power && u.at === at);

describe('a Solitaire game', () => {
  it('is played for a year by the master alone', async () => {
    const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Puzzle', variant: 'solitaire' } }), 201);
    const { id, masterSecret: m } = made;
    // Started when made: no forming phase, every power a dummy, unlisted, no deadline.
    expect(made.game).toMatchObject({ status: 'active', phase: 'S1901M', variant: 'solitaire', listed: false, deadline: null });
    expect(made.game.seats.map((s: { status: string }) => s.status)).toEqual(POWERS.map(() => 'dummy'));
    expect(made.game.rules).toEqual(expect.arrayContaining(['NO_DEADLINE', 'CD_DUMMIES', 'DEFAULT_UNORDERED', 'ALWAYS_WAIT']));

    // Nobody else can do anything: join, watch, take a power, order without a secret.
    const join = await call('POST', `/api/games/${id}/join`, { body: { name: 'Intruder' } });
    expect(join.status).toBe(409);
    expect(join.body.error.code).toBe('wrong_status');
    const watch = await call('POST', `/api/games/${id}/observe`, { body: { name: 'Onlooker' } });
    expect(watch.status).toBe(403);
    expect(watch.body.error.message).toBe('This game is played by its master alone: only he may add an observer.');
    const takeover = await call('POST', `/api/games/${id}/takeover`, { body: { name: 'Intruder', power: 'FRANCE' } });
    expect(takeover.status).toBe(403);
    expect((await call('PUT', `/api/games/${id}/orders`, { body: { power: 'FRANCE', lines: ['A PAR - BUR'] } })).status).toBe(401);

    // Spring: the master orders several powers; his orders are in, and nothing moves until he processes.
    expectStatus(await order(id, m, 'FRANCE', ['A PAR - BUR', 'F BRE - MAO']), 200);
    expectStatus(await order(id, m, 'GERMANY', ['A MUN - RUH']), 200);
    expectStatus(await order(id, m, 'RUSSIA', ['F SEV - RUM']), 200);
    expect((await view(id, m)).phase).toBe('S1901M');
    let game = await processPhase(id, m);
    expect(game.phase).toBe('F1901M');
    expect(unitAt(game, 'FRANCE', 'BUR') && unitAt(game, 'GERMANY', 'RUH') && unitAt(game, 'RUSSIA', 'RUM')).toBe(true);

    // Fall: France takes Belgium, Spain and Portugal.
    expectStatus(await order(id, m, 'FRANCE', ['A BUR - BEL', 'F MAO - POR', 'A MAR - SPA']), 200);
    game = await processPhase(id, m);
    expect(game.phase).toBe('W1901A');
    expect(game.position.centers.FRANCE).toEqual(expect.arrayContaining(['BEL', 'POR', 'SPA']));

    // Winter: the master builds for France; Russia's build is left to the default (waived).
    expectStatus(await order(id, m, 'FRANCE', ['BUILD A PAR', 'BUILD F BRE', 'BUILD A MAR']), 200);
    game = await processPhase(id, m);
    expect(game.phase).toBe('S1902M');
    expect(game.status).toBe('active');
    expect(['PAR', 'BRE', 'MAR'].every((at) => unitAt(game, 'FRANCE', at))).toBe(true);
    expect(game.phases).toBe(3);

    // Unlisted: the public list does not name it.
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
    const listed = expectStatus(await call('GET', '/api/games?state=active&limit=50'), 200);
    expect(JSON.stringify(listed)).not.toContain(id);
  });

  it('is listed when the master asks', async () => {
    const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Shown', variant: 'solitaire', listed: true } }), 201);
    expect(made.game.listed).toBe(true);
  });

  it('LAST_MAN_STANDING ends a small game when one unit is left', async () => {
    // The standard board opened empty (FLEX_SETUP): the master builds one Austrian and one
    // French army. Austria's walks to France and takes her three centres while France's
    // stands in Burgundy; with no centre left, France removes her army in the winter, and
    // the Austrian army is the last man standing.
    const made = expectStatus(
      await call('POST', '/api/games', { body: { name: 'Last', variant: 'solitaire', rules: ['FLEX_SETUP', 'LAST_MAN_STANDING'] } }),
      201,
    );
    const { id, masterSecret: m } = made;
    expect(made.game.phase).toBe('W1900A');
    expectStatus(await order(id, m, 'AUSTRIA', ['BUILD A VIE']), 200);
    expectStatus(await order(id, m, 'FRANCE', ['BUILD A PAR']), 200);
    let game = await processPhase(id, m);
    expect(game.position.units).toHaveLength(2);
    const walk = [
      { AUSTRIA: ['A VIE - TYR'], FRANCE: ['A PAR - BUR'] },
      { AUSTRIA: ['A TYR - PIE'] },
      { AUSTRIA: ['A PIE - MAR'] },
      { AUSTRIA: ['A MAR H'] },
      { AUSTRIA: ['A MAR - GAS'] },
      { AUSTRIA: ['A GAS - BRE'] },
      { AUSTRIA: ['A BRE - PIC'] },
      { AUSTRIA: ['A PIC - PAR'] },
    ];
    for (const [i, orders] of walk.entries()) {
      expect(game.phase).toMatch(/M$/);
      for (const [power, lines] of Object.entries(orders)) expectStatus(await order(id, m, power, lines), 200);
      game = await processPhase(id, m);
      // The winters' builds are waived (nobody orders them); the last winter is looked at below.
      if (game.phase.endsWith('A') && i < walk.length - 1) game = await processPhase(id, m);
    }
    expect(game.position.centers.FRANCE ?? []).toEqual([]);
    expect(game.phase).toBe('W1904A');
    // France owes the removal of her last army; the judge's default takes it.
    game = await processPhase(id, m);
    expect(game.position.units).toEqual([expect.objectContaining({ power: 'AUSTRIA', at: 'PAR' })]);
    expect(game.status).toBe('finished');
    expect(game.ending).toEqual({ kind: 'last_man', winner: 'AUSTRIA', unit: 'A PAR' });
    // Finished: the master's PROCESS is refused.
    const more = await call('POST', `/api/games/${id}/master/process`, { secret: m, body: { phase: game.phase } });
    expect(more.status).toBe(409);
  });
});

describe('a Solitaire game by mail', () => {
  const master = (id: string, ...lines: string[]) => send({ from: `m.${id}@example.com`, body: [`SIGNON master@${id} masterpw`, ...lines].join('\n') });

  it('is made by CREATE with RULE SOLITAIRE, as the DPjudge asks for one, or VARIANT SOLITAIRE, and started at once', async () => {
    for (const line of ['RULE SOLITAIRE', 'VARIANT solitaire']) {
      const id = `so${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
      const made = await send({ from: `m.${id}@example.com`, body: `CREATE ${id} masterpw\n${line}\nSIGNOFF` });
      expect(outcomeOf(made, `CREATE ${id} ********`)).toMatch(/is made and started \(S1901M\), a Solitaire game; you are its master/);
      expect(outcomeOf(made, `CREATE ${id} ********`)).toContain('You order every power (ORDERS power, then the orders) and move the game on with PROCESS.');
      const state = await storedState(id);
      expect(state).toMatchObject({ status: 'active', settings: { variant: 'solitaire', listed: false } });
      expect(state.settings.rules).toContain('CD_DUMMIES');
    }
  });

  it('is played by the master: his orders for every power, then PROCESS; a JOIN is refused', async () => {
    const id = `so${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    await send({ from: `m.${id}@example.com`, body: `CREATE ${id} masterpw SOLITAIRE\nSIGNOFF` });
    const join = await send({ from: 'intruder@example.com', body: `JOIN FRANCE@${id} intruderpw` });
    expect(join.text).toMatch(/The game is active: players join only while it is forming/);
    const ordered = await master(id, 'ORDERS FRANCE', 'A PAR - BUR', 'ORDERS GERMANY', 'A MUN - RUH');
    expect(outcomeOf(ordered, 'A MUN - RUH')).toBe('Accepted: A MUN - RUH');
    // All orders in, and still the game waits for him (ALWAYS_WAIT, NO_DEADLINE).
    expect((await storedState(id)).position.phase).toBe('S1901M');
    const processed = await master(id, 'PROCESS');
    expect(outcomeOf(processed, 'PROCESS')).toBe('Processed: the game is now in Fall 1901 movement.');
    const state = await storedState(id);
    expect(state.position.phase).toBe('F1901M');
    expect(state.position.units).toEqual(expect.arrayContaining([expect.objectContaining({ power: 'FRANCE', at: 'BUR' }), expect.objectContaining({ power: 'GERMANY', at: 'RUH' })]));
  });
});
