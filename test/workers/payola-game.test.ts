import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readArchivedGame } from '../../workers/db/archive';
import { standardMap } from '../../shared/map/standard';
import { incomePhase, payolaMovement, payolaRules } from '../../shared/variants/payola/index';
import { call, expectStatus, fullGame, POWERS, processNow, useTestClock, type Power } from './support/api';
import { close, lookAll, sendSheet, watch, type Seen, type Watched } from './support/payola';

/*
 * Whole Payola games through the HTTP door, in workerd: offer sheets on the orders route,
 * bribes across powers, a power overspent and reduced, a transfer, the year's income after
 * the winter adjustments; EBAYOLA's price in a second game, PUBLIC_TOTALS's chart in a third.
 * After every step each of the seven players, an observer, a stranger and the master look
 * at the game on every way out (view, history, export, the pushes of a socket), and nobody
 * finds another power's sheet, treasury or payments (support/payola.ts).
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const map = standardMap();
const rulesOf = (names: readonly string[]) => {
  const r = payolaRules(names);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/**
 * Spring 1901. France pays 10 for Germany's A MUN to go to TYR, over Germany's own 4 for
 * RUH. England offers 90 with 48 in its treasury: eleven rounds of reduction take each offer
 * to 19, where Germany's 20 for F EDI to hold outbids England's F EDI - NWG; then England
 * pays 38 and keeps 10.
 */
const SPRING_1901: Record<Power, string[]> = {
  AUSTRIA: ['3 : A VIE - GAL', '2 : A BUD - SER', '2 : F TRI - ALB'],
  ENGLAND: ['30 : F LON - NTH', '30 : F EDI - NWG', '30 : A LVP - YOR'],
  FRANCE: ['5 : A PAR - BUR', '5 : A MAR - SPA', '5 : F BRE - MAO', '10 : A MUN - TYR'],
  GERMANY: ['4 : A MUN - RUH', '3 : A BER - KIE', '3 : F KIE - DEN', '20 : F EDI H'],
  ITALY: ['2 : A VEN H', '2 : A ROM - APU', '2 : F NAP - ION'],
  RUSSIA: ['5 : A WAR - UKR', '1 : A MOS H', '5 : F SEV - RUM', '5 : F STP/SC - BOT'],
  TURKEY: ['4 : F ANK - BLA', '4 : A CON - BUL', '4 : A SMY - ARM'],
};

/** Fall 1901: cheap orders that take centres. */
const FALL_1901: Record<Power, string[]> = {
  AUSTRIA: ['2 : F ALB - GRE', '1 : A SER H', '1 : A GAL H'],
  ENGLAND: ['3 : F NTH - NWY', '1 : F EDI H', '1 : A YOR H'],
  FRANCE: ['2 : F MAO - POR', '1 : A SPA H', '1 : A BUR H'],
  GERMANY: ['2 : A KIE - HOL', '1 : F DEN H', '1 : A TYR H'],
  ITALY: ['2 : F ION - TUN', '1 : A APU H', '1 : A VEN H'],
  RUSSIA: ['2 : F BOT - SWE', '1 : F RUM H', '1 : A UKR H', '1 : A MOS H'],
  TURKEY: ['1 : A BUL H', '1 : F BLA H', '1 : A ARM H'],
};

const START: Record<Power, number> = { AUSTRIA: 48, ENGLAND: 48, FRANCE: 48, GERMANY: 48, ITALY: 48, RUSSIA: 62, TURKEY: 48 };

/** Every line each power has written so far in a game: what no other power may ever find. */
const written = (...phases: Record<Power, string[]>[]): Record<string, string[]> =>
  Object.fromEntries(POWERS.map((p) => [p, phases.flatMap((sheets) => sheets[p])]));

const phaseOf = async (w: Watched): Promise<string> => expectStatus(await call('GET', `/api/games/${w.game.id}`), 200).game.phase;

/** Every power sends its sheet; the last one in processes the phase (the master's view shows every sheet just before). */
async function bid(w: Watched, sheets: Record<Power, string[]>): Promise<void> {
  const phase = await phaseOf(w);
  for (const power of POWERS.slice(0, -1)) await sendSheet(w.game, power, sheets[power]);
  const master = expectStatus(await call('GET', `/api/games/${w.game.id}`, { secret: w.game.master }), 200).game;
  for (const power of POWERS.slice(0, -1)) expect(master.payola.offers[power], `the master sees ${power}'s sheet`).toEqual(sheets[power]);
  // The orders route reads the sheets back as it takes them: each power its own, the master all.
  const read = (secret?: string) => call('GET', `/api/games/${w.game.id}/orders`, secret === undefined ? {} : { secret });
  expect(expectStatus(await read(w.game.seats.FRANCE.secret), 200).orders).toEqual({ FRANCE: sheets.FRANCE });
  expect(expectStatus(await read(w.game.master), 200).orders).toMatchObject(Object.fromEntries(POWERS.slice(0, -1).map((p) => [p, sheets[p]])));
  expect(JSON.stringify(expectStatus(await read(), 200).orders)).not.toContain(' : ');
  const last = POWERS[POWERS.length - 1]!;
  await sendSheet(w.game, last, sheets[last]);
  expect(await phaseOf(w), `${phase} processed once every sheet was in`).not.toBe(phase);
}

/** The record of a phase as one viewer was shown it in the history. */
const recordIn = (seen: Seen, phase: string): any => seen.history.find((r) => r.position.phase === phase);
const unitIn = (record: any, unit: string): any => record.payola.units.find((u: any) => u.unit === unit);

describe('a Payola game through the API', () => {
  it('plays bribes, an overspent power, a transfer and the income of 1901, each power seeing only its own money', async () => {
    const g = await fullGame({ variant: 'payola' });
    const w = await watch(g);
    try {
      // The start: each power its own treasury, one year's income; the master every one.
      let seen = await lookAll(w, {});
      expect(seen.get('master')!.view.payola.funds).toEqual(START);
      for (const power of POWERS) {
        expect(seen.get(power)!.view.payola).toMatchObject({ funds: { [power]: START[power] }, offers: {}, transfers: [] });
        expect(Object.keys(seen.get(power)!.view.payola.accept)).toEqual([power]);
      }
      expect(seen.get('observer')!.view.payola.funds).toEqual({});
      expect(seen.get('stranger')!.view.payola.funds).toEqual({});

      // An acceptance list, the player's own power by default; only France and the master see it.
      const accepted = expectStatus(await call('PUT', `/api/games/${g.id}/accept`, { secret: g.seats.FRANCE.secret, body: { list: 'fg' } }), 200);
      expect(accepted.game.payola.accept).toEqual({ FRANCE: 'FG?' });
      seen = await lookAll(w, {});
      expect(seen.get('master')!.view.payola.accept.FRANCE).toBe('FG?');
      expect(JSON.stringify(seen.get('GERMANY'))).not.toContain('FG?');

      // Spring 1901: every sheet answered line by line; the phase processes when the last is in.
      await bid(w, SPRING_1901);
      seen = await lookAll(w, written(SPRING_1901));
      const master = recordIn(seen.get('master')!, 'S1901M');
      expect(master.payola.funds).toEqual(START);
      expect(master.payola.offers).toEqual(SPRING_1901);
      expect(master.payola.accept.FRANCE).toBe('FG?');
      expect(master.payola.units).toHaveLength(22);
      // The bribe across powers: Germany's army went where France paid it to, at France's cost.
      expect(unitIn(master, 'A MUN')).toMatchObject({ power: 'GERMANY', order: 'A MUN - TYR', total: 10, paid: { FRANCE: 10 }, ownerFunded: false });
      expect(unitIn(master, 'A MUN').bids).toEqual(
        expect.arrayContaining([expect.objectContaining({ order: 'A MUN - TYR', total: 10 }), expect.objectContaining({ order: 'A MUN - RUH', total: 4 })]),
      );
      expect(master.results).toContainEqual(expect.objectContaining({ power: 'GERMANY', order: 'A MUN - TYR', result: 'succeeds' }));
      expect(master.orders.GERMANY).toContain('A MUN - TYR');
      // The overspent power: reduced eleven rounds, outbid on F EDI, 10 left.
      expect(master.payola.reductions).toEqual({ ENGLAND: 11 });
      expect(unitIn(master, 'F EDI')).toMatchObject({ order: 'F EDI H', total: 20, paid: { GERMANY: 20 }, ownerFunded: false });
      expect(unitIn(master, 'F LON')).toMatchObject({ order: 'F LON - NTH', total: 19, paid: { ENGLAND: 19 }, ownerFunded: true });
      const springAfter = { AUSTRIA: 41, ENGLAND: 10, FRANCE: 23, GERMANY: 22, ITALY: 42, RUSSIA: 46, TURKEY: 36 };
      expect(master.payola.after).toEqual(springAfter);
      // The door gives what the rules core settles from the same treasuries, sheets and lists.
      const settled = payolaMovement({ map, position: master.position, funds: master.payola.funds, offers: master.payola.offers, accept: master.payola.accept, rules: [], seed: 1 });
      expect(settled.ok && settled.value.next.funds).toEqual(springAfter);
      expect(seen.get('master')!.view.payola.funds).toEqual(springAfter);

      // What each power is shown of that: its own treasury, its units' prices, its own shares.
      for (const power of POWERS) {
        const own = recordIn(seen.get(power)!, 'S1901M');
        expect(own.payola.funds).toEqual({ [power]: START[power] });
        expect(own.payola.after).toEqual({ [power]: springAfter[power] });
        expect(own.payola.offers).toEqual({ [power]: SPRING_1901[power] });
        expect(seen.get(power)!.view.payola.funds).toEqual({ [power]: springAfter[power] });
        // The results are public: every unit's order, whoever paid for it.
        expect(own.results).toEqual(master.results);
      }
      // Germany sees its army bought away (the ledger's * : its own money was not in it), not by whom.
      expect(unitIn(recordIn(seen.get('GERMANY')!, 'S1901M'), 'A MUN')).toMatchObject({ order: 'A MUN - TYR', total: 10, paid: {}, ownerFunded: false });
      // France sees what it paid for Germany's army, not the price of a unit not its own.
      const french = unitIn(recordIn(seen.get('FRANCE')!, 'S1901M'), 'A MUN');
      expect(french).toMatchObject({ order: 'A MUN - TYR', paid: { FRANCE: 10 } });
      expect(french.total).toBeUndefined();
      expect(recordIn(seen.get('ENGLAND')!, 'S1901M').payola.reductions).toEqual({ ENGLAND: 11 });
      expect(recordIn(seen.get('FRANCE')!, 'S1901M').payola.reductions ?? {}).toEqual({});
      for (const anyone of ['observer', 'stranger']) {
        const record = recordIn(seen.get(anyone)!, 'S1901M');
        expect(record.results).toEqual(master.results);
        expect(record.payola).toMatchObject({ funds: {}, after: {} });
        expect(record.payola.units ?? []).toEqual([]);
      }
      // The pushes carried the processed phase, cut for each listener as the history is.
      for (const power of POWERS) {
        const pushed = seen.get(power)!.pushes.find((m) => m.type === 'phase' && m.record.position.phase === 'S1901M');
        expect(pushed.record).toEqual(recordIn(seen.get(power)!, 'S1901M'));
      }
      // The export is the board and the orders given (MILA's saved game): no sheet, no money.
      expect(JSON.stringify(seen.get('master')!.exported)).not.toContain('payola');
      expect(seen.get('stranger')!.exported.phases[0].orders.GERMANY).toContain('A MUN - TYR');
      // The archive keeps the phase as anyone may see it: the board and the results, no sheet,
      // no money (its rows have no place for a Payola record yet).
      expect(await runDurableObjectAlarm(env.GAME_ROOM.getByName(g.id))).toBe(true);
      const archived = await readArchivedGame(env.DB, g.id);
      expect(archived.ok && archived.value.phases.length).toBe(1);
      const row = JSON.stringify(archived.ok ? archived.value.phases : null);
      expect(row).toContain('A MUN - TYR');
      for (const line of Object.values(SPRING_1901).flat()) expect(row).not.toContain(JSON.stringify(line));
      expect(row).not.toContain('"funds"');

      // Fall 1901: Russia sends Turkey 20 AgP; both are told, nobody else.
      expect(await phaseOf(w)).toBe('F1901M');
      const sent = expectStatus(await call('POST', `/api/games/${g.id}/transfers`, { secret: g.seats.RUSSIA.secret, body: { to: 'TURKEY', amount: 20 } }), 201);
      expect(sent.game.payola.funds).toEqual({ RUSSIA: 26 });
      expect(sent.game.payola.transfers).toEqual([expect.objectContaining({ from: 'RUSSIA', to: 'TURKEY', amount: 20, phase: 'F1901M' })]);
      seen = await lookAll(w, written(SPRING_1901));
      expect(seen.get('TURKEY')!.view.payola.funds).toEqual({ TURKEY: 56 });
      expect(seen.get('TURKEY')!.view.payola.transfers).toEqual(sent.game.payola.transfers);
      // Turkey's socket was pushed the silver as it came.
      expect(seen.get('TURKEY')!.pushes.some((m) => m.type === 'game' && m.game.payola.funds.TURKEY === 56)).toBe(true);
      for (const power of POWERS.filter((p) => p !== 'RUSSIA' && p !== 'TURKEY')) expect(seen.get(power)!.view.payola.transfers).toEqual([]);
      expect(seen.get('master')!.view.payola.funds).toMatchObject({ RUSSIA: 26, TURKEY: 56 });

      await bid(w, FALL_1901);
      seen = await lookAll(w, written(SPRING_1901, FALL_1901));
      const fall = recordIn(seen.get('master')!, 'F1901M');
      expect(fall.payola.funds).toMatchObject({ RUSSIA: 26, TURKEY: 56 });
      expect(fall.payola.transfers).toEqual(sent.game.payola.transfers);
      expect(recordIn(seen.get('TURKEY')!, 'F1901M').payola.transfers).toEqual(sent.game.payola.transfers);
      expect(recordIn(seen.get('FRANCE')!, 'F1901M').payola.transfers).toEqual([]);

      // Winter 1901: France builds, the others are late and waive; then the year's income.
      expect(await phaseOf(w)).toBe('W1901A');
      expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['BUILD A PAR'] } }), 200);
      expectStatus(await processNow(g), 200);
      expect(await phaseOf(w)).toBe('S1902M');
      seen = await lookAll(w, written(SPRING_1901, FALL_1901));
      const winter = recordIn(seen.get('master')!, 'W1901A');
      const income = incomePhase({ map, centers: winter.position.centers, funds: fall.payola.after, year: 1901, rules: rulesOf([]) });
      expect(winter.payola.income).toEqual(income);
      const balances = Object.fromEntries(POWERS.map((p) => [p, income[p]!.balance]));
      expect(winter.payola.after).toEqual(balances);
      expect(seen.get('master')!.view.payola.funds).toEqual(balances);
      for (const power of POWERS) {
        expect(seen.get(power)!.view.payola.funds).toEqual({ [power]: income[power]!.balance });
        expect(recordIn(seen.get(power)!, 'W1901A').payola.income).toEqual({ [power]: income[power] });
      }
      // France took two centres (SPA, POR), five in all: 17 + 16 + 15 + 14 + 13.
      expect(income.FRANCE).toEqual({ forward: fall.payola.after.FRANCE, income: 75, balance: fall.payola.after.FRANCE + 75 });
    } finally {
      close(w);
    }
  }, 180_000);
});

describe('a Payola game under EBAYOLA', () => {
  it('charges one above the best losing offer, and says so to the payer only', async () => {
    const g = await fullGame({ variant: 'payola', rules: ['EBAYOLA'] });
    const w = await watch(g);
    try {
      await bid(w, SPRING_1901);
      const seen = await lookAll(w, written(SPRING_1901));
      const master = recordIn(seen.get('master')!, 'S1901M');
      // France bid 10 over Germany's 4: the army goes, France pays 5.
      expect(unitIn(master, 'A MUN')).toMatchObject({ order: 'A MUN - TYR', total: 10, paid: { FRANCE: 5 } });
      // England's 30 beat Germany's 20 for F EDI: it pays 21; an offer nobody contested costs 1.
      expect(unitIn(master, 'F EDI')).toMatchObject({ order: 'F EDI - NWG', total: 30, paid: { ENGLAND: 21 } });
      expect(unitIn(master, 'F LON')).toMatchObject({ order: 'F LON - NTH', total: 30, paid: { ENGLAND: 1 } });
      const after = { AUSTRIA: 45, ENGLAND: 25, FRANCE: 40, GERMANY: 46, ITALY: 45, RUSSIA: 58, TURKEY: 45 };
      expect(master.payola.after).toEqual(after);
      expect(master.payola.reductions ?? {}).toEqual({});
      expect(unitIn(recordIn(seen.get('FRANCE')!, 'S1901M'), 'A MUN').paid).toEqual({ FRANCE: 5 });
      // Germany's price for its army is what France was charged, not France's bid, which would say what France offered.
      expect(unitIn(recordIn(seen.get('GERMANY')!, 'S1901M'), 'A MUN')).toMatchObject({ total: 5, paid: {}, ownerFunded: false });
      for (const power of POWERS) expect(seen.get(power)!.view.payola.funds).toEqual({ [power]: after[power] });

      // Once the game has ended, the money is everyone's: a stranger reads the sheets and the chart.
      expectStatus(await call('POST', `/api/games/${g.id}/master/terminate`, { secret: g.master, body: {} }), 200);
      const stranger = expectStatus(await call('GET', `/api/games/${g.id}/history`), 200).phases[0];
      expect(stranger.payola.offers).toEqual(SPRING_1901);
      expect(unitIn(stranger, 'A MUN')).toMatchObject({ total: 10, paid: { FRANCE: 5 } });
    } finally {
      close(w);
    }
  }, 180_000);
});

describe('a Payola game under PUBLIC_TOTALS', () => {
  it('shows everyone every unit\'s price and the total bid for each order, never who paid, a treasury or a sheet', async () => {
    const g = await fullGame({ variant: 'payola', rules: ['PUBLIC_TOTALS'] });
    const w = await watch(g);
    try {
      await bid(w, SPRING_1901);
      const seen = await lookAll(w, written(SPRING_1901), true);
      const master = recordIn(seen.get('master')!, 'S1901M');
      const price = (u: any) => Object.values(u.paid as Record<string, number>).reduce((a, b) => a + b, 0);
      for (const who of [...POWERS, 'observer', 'stranger']) {
        const record = recordIn(seen.get(who)!, 'S1901M');
        expect(record.payola.units.map((u: any) => [u.unit, u.order, u.total]), who).toEqual(master.payola.units.map((u: any) => [u.unit, u.order, price(u)]));
        expect(unitIn(record, 'A MUN').bids.map((b: any) => [b.order, b.total]), who).toEqual(unitIn(master, 'A MUN').bids.map((b: any) => [b.order, b.total]));
        expect(Object.keys(record.payola.funds), who).toEqual(POWERS.includes(who as Power) ? [who] : []);
      }
      // France is shown its own share in the chart; Germany, whose army it bought, is not.
      expect(unitIn(recordIn(seen.get('FRANCE')!, 'S1901M'), 'A MUN').paid).toEqual({ FRANCE: 10 });
      expect(unitIn(recordIn(seen.get('GERMANY')!, 'S1901M'), 'A MUN')).toMatchObject({ total: 10, paid: {}, ownerFunded: false });
    } finally {
      close(w);
    }
  }, 180_000);
});

describe('Payola requests the rules refuse', () => {
  it('refuses a list naming a power twice, a transfer to oneself, a transfer past the treasury, a transfer for another power, each with its sentence, and changes nothing', async () => {
    const g = await fullGame({ variant: 'payola' });
    const before = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200).game;
    const refused = async (method: string, path: string, secret: string, body: unknown, status: number, sentence: RegExp) => {
      const answer = await call(method, `/api/games/${g.id}${path}`, { secret, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error.message).toMatch(sentence);
    };
    await refused('PUT', '/accept', g.seats.FRANCE.secret, { list: 'FGF?' }, 400, /"F" is written twice/);
    await refused('PUT', '/accept', g.seats.FRANCE.secret, { list: 'FXE' }, 400, /"X" is not a power's initial/);
    await refused('PUT', '/accept', g.seats.FRANCE.secret, { list: 'AEFGIRT?' }, 400, /longer than the 7 powers/);
    await refused('POST', '/transfers', g.seats.FRANCE.secret, { to: 'FRANCE', amount: 5 }, 400, /FRANCE/);
    await refused('POST', '/transfers', g.seats.FRANCE.secret, { to: 'GERMANY', amount: 49 }, 400, /48/);
    await refused('POST', '/transfers', g.seats.FRANCE.secret, { to: 'ATLANTIS', amount: 5 }, 400, /ATLANTIS/);
    await refused('POST', '/transfers', g.seats.FRANCE.secret, { power: 'GERMANY', to: 'FRANCE', amount: 5 }, 403, /GERMANY/);
    await refused('PUT', '/accept', g.seats.FRANCE.secret, { power: 'GERMANY', list: 'F?' }, 403, /GERMANY/);
    await refused('POST', '/transfers', g.master, { to: 'FRANCE', amount: 5 }, 400, /field "power"/);
    expect(expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200).game).toEqual(before);
    // The master names the power.
    const byMaster = expectStatus(await call('POST', `/api/games/${g.id}/transfers`, { secret: g.master, body: { power: 'FRANCE', to: 'GERMANY', amount: 8 } }), 201);
    expect(byMaster.game.payola.funds).toMatchObject({ FRANCE: 40, GERMANY: 56 });
  }, 60_000);
});
