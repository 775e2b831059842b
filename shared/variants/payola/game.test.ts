import { describe, expect, it } from 'vitest';
import { apply } from '../../game/apply.js';
import { latePowers, orderStatus } from '../../game/late.js';
import { createGame } from '../../game/create.js';
import { activeGame, master, must, player, POWERS, settings, T0, tryApply } from '../../game/test-game.js';
import type { Applied, GameState, OrderAnswer } from '../../game/types.js';

/** A Payola game played through `apply`, as the doors play it: offer sheets, the money, the record. */

const payolaGame = (rules: readonly string[] = []): GameState => activeGame(rules, { variant: 'payola' });

const sheet = (state: GameState, power: string, lines: readonly string[], add = false): Applied =>
  must(state, player(power), { type: 'orders', power, lines, ...(add ? { add } : {}) });

/** Every power sends these sheets (the others an empty one), in map order; the last processes the phase. */
function allBid(state: GameState, sheets: Readonly<Record<string, readonly string[]>>): Applied {
  let applied: Applied = { state, events: [] };
  const events = [];
  for (const power of POWERS) {
    if (applied.state.position.units.every((u) => u.power !== power) || applied.state.seats[power]?.status === 'dummy') continue;
    applied = sheet(applied.state, power, sheets[power] ?? []);
    events.push(...applied.events);
  }
  return { state: applied.state, events };
}

/** A started Payola game on another board, every seat taken. */
function activeGameOn(board: string): GameState {
  const made = createGame({ id: 'g2', settings: settings([], { variant: 'payola', map: board }), masterSecretHash: 'h', now: T0 });
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value;
  for (const power of Object.keys(s.seats)) {
    s = must(s, { kind: 'player', playerId: `p-${power}` }, { type: 'join', playerId: `p-${power}`, name: power.toLowerCase(), secretHash: `hash-${power}` }).state;
  }
  expect(s.status).toBe('active');
  return s;
}

const answersOf = (a: Applied): readonly OrderAnswer[] => a.answers ?? [];

describe('creating a Payola game', () => {
  it('gives each power its starting treasury, no lists, no sheets, no transfers', () => {
    const made = createGame({ id: 'g', settings: settings([], { variant: 'payola' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.payola).toEqual({
      funds: { AUSTRIA: 48, ENGLAND: 48, FRANCE: 48, GERMANY: 48, ITALY: 48, RUSSIA: 62, TURKEY: 48 },
      accept: {},
      offers: {},
      transfers: [],
    });
    expect(made.value.settings.rules).toEqual(expect.arrayContaining(['NEED_MOVE_MARKS', 'ORDER_ANY']));
  });

  it('pays FLAT_TAX starting treasuries by the map\'s powers, and takes the transfer rules', () => {
    const made = createGame({ id: 'g', settings: settings(['PAYOLA_CLASSIC', 'ONE_TRANSFER', 'NO_LOOTING', 'ANON_TRANSFER'], { variant: 'payola' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok && [made.value.payola?.funds.FRANCE, made.value.payola?.funds.RUSSIA]).toEqual([21, 28]);
  });

  it('refuses an edition, and rules that contradict each other', () => {
    const edition = createGame({ id: 'g', settings: settings([], { variant: 'payola', edition: 'revised' }), masterSecretHash: 'h', now: T0 });
    expect(!edition.ok && edition.error.code).toBe('bad_rules');
    const crossed = createGame({ id: 'g', settings: settings(['TOUCH_OFFER', 'REMOTE_OFFER'], { variant: 'payola' }), masterSecretHash: 'h', now: T0 });
    expect(!crossed.ok && crossed.error.code).toBe('bad_rules');
  });

  it('is created on another board', () => {
    const made = createGame({ id: 'g', settings: settings([], { variant: 'payola', map: 'ancmed' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok && Object.keys(made.value.payola?.funds ?? {}).length).toBe(5);
  });
});

describe('offer sheets in a movement phase', () => {
  it('answers each line, keeps the good ones as written, and refuses a bad one with its code', () => {
    const s = payolaGame();
    const a = sheet(s, 'FRANCE', ['5 : A PAR - BUR', '3: A MUN-BUR', '2 : A PAR - XXX', '4 ! F KIE - HOL | - DEN']);
    expect(answersOf(a).map((x) => (x.accepted ? x.order : x.error.code))).toEqual(['5 : A PAR - BUR', '3 : A MUN - BUR', 'bad_order', '4 ! F KIE - HOL | - DEN']);
    expect(a.state.payola?.offers.FRANCE).toEqual(['5 : A PAR - BUR', '3: A MUN-BUR', '4 ! F KIE - HOL | - DEN']);
    expect(a.state.submitted).toEqual(['FRANCE']);
    expect(a.events).toEqual([{ type: 'orders_changed', power: 'FRANCE' }]);
  });

  it('changes nothing when every line is refused; an empty sheet is a sheet', () => {
    const s = sheet(payolaGame(), 'FRANCE', ['5 : A PAR - BUR']).state;
    const bad = sheet(s, 'FRANCE', ['5 : A PAR - MOS', 'five : A PAR H']);
    expect(bad.state).toBe(s);
    expect(answersOf(bad).map((x) => x.accepted)).toEqual([false, false]);
    const empty = sheet(s, 'FRANCE', []);
    expect(empty.state.payola?.offers.FRANCE).toEqual([]);
    expect(empty.state.submitted).toEqual(['FRANCE']);
  });

  it('appends with add, and CLEAR_ORDERS takes the sheet back', () => {
    let s = sheet(payolaGame(), 'FRANCE', ['5 : A PAR - BUR']).state;
    s = sheet(s, 'FRANCE', ['2 : A MAR - SPA'], true).state;
    expect(s.payola?.offers.FRANCE).toEqual(['5 : A PAR - BUR', '2 : A MAR - SPA']);
    s = must(s, player('FRANCE'), { type: 'clear_orders', power: 'FRANCE' }).state;
    expect(s.payola?.offers.FRANCE).toBe(undefined);
    expect(s.submitted).toEqual([]);
  });

  it('reads CLEAR as the start of a new sheet, the lines refused before it answered still', () => {
    const a = sheet(payolaGame(), 'FRANCE', ['5 : A PAR - MOS', 'CLEAR', '2 : A MAR - SPA']);
    expect(answersOf(a).map((x) => (x.accepted ? x.order : x.error.code))).toEqual(['impossible_order', 'CLEAR', '2 : A MAR - SPA']);
    expect(a.state.payola?.offers.FRANCE).toEqual(['CLEAR', '2 : A MAR - SPA']);
  });

  it('tells who is late: a power owning units without a sheet; a sheet is complete', () => {
    const s = sheet(payolaGame(), 'FRANCE', []).state;
    expect(orderStatus(s, 'FRANCE')).toBe('complete');
    expect(orderStatus(s, 'GERMANY')).toBe('none');
    expect(latePowers(s)).toEqual(POWERS.filter((p) => p !== 'FRANCE'));
  });

  it('checks the sheet under the game\'s rules: LIMIT_OFFERS counts the treasury', () => {
    const a = sheet(payolaGame(['LIMIT_OFFERS']), 'FRANCE', ['40 : A PAR - BUR', '10 : A MAR - SPA']);
    expect(answersOf(a).map((x) => (x.accepted ? 'ok' : x.error.code))).toEqual(['ok', 'over_limit']);
  });

  it('lets only the power\'s player or the master bid for it', () => {
    const s = payolaGame();
    expect(tryApply(s, player('GERMANY'), { type: 'orders', power: 'FRANCE', lines: ['1 : A PAR H'] })).toBe('not_allowed');
    expect(tryApply(s, master, { type: 'orders', power: 'FRANCE', lines: ['1 : A PAR H'] })).toBe('accepted');
    expect(tryApply(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'F1901M', lines: ['1 : A PAR H'] })).toBe('no_orders_now');
  });

  it('lets a power with money and no unit bribe others\' units', () => {
    const s0 = payolaGame();
    const s: GameState = { ...s0, position: { ...s0.position, units: s0.position.units.filter((u) => u.power !== 'ITALY') } };
    const a = sheet(s, 'ITALY', ['10 : A MUN - TYR']);
    expect(answersOf(a)[0]?.accepted).toBe(true);
    // ITALY owes nothing: it is never late.
    expect(must(a.state, master, { type: 'process' }).state.history).toHaveLength(1);
  });
});

describe('a movement phase processed', () => {
  it('waits for every power owning units, then settles the bids and moves the money on', () => {
    let s = payolaGame();
    const played = allBid(s, {
      FRANCE: ['5 : A PAR - BUR', '3 : F BRE - MAO'],
      GERMANY: ['6 : A PAR - PIC', '2 : A MUN - BUR'],
    });
    s = played.state;
    expect(s.position.phase).toBe('F1901M');
    expect(played.events.map((e) => e.type)).toContain('phase_processed');
    const record = s.history[0]!;
    // Germany outbids France for the French army in Paris.
    expect(record.results.find((r) => r.order.startsWith('A PAR'))).toMatchObject({ power: 'FRANCE', order: 'A PAR - PIC', result: 'succeeds' });
    expect(record.orders.FRANCE).toEqual(expect.arrayContaining(['A PAR - PIC', 'F BRE - MAO']));
    const par = record.payola?.units?.find((u) => u.unit === 'A PAR');
    expect(par).toMatchObject({ power: 'FRANCE', order: 'A PAR - PIC', total: 6, paid: { GERMANY: 6 }, ownerFunded: false });
    expect(par?.bids).toEqual([
      { order: 'A PAR - BUR', by: { FRANCE: 5 }, total: 5 },
      { order: 'A PAR - PIC', by: { GERMANY: 6 }, total: 6 },
    ]);
    expect(record.payola?.units?.find((u) => u.unit === 'F BRE')).toMatchObject({ order: 'F BRE - MAO', ownerFunded: true, paid: { FRANCE: 3 } });
    expect(record.payola?.funds.GERMANY).toBe(48);
    expect(record.payola?.after).toMatchObject({ FRANCE: 45, GERMANY: 40 });
    expect(record.payola?.offers?.GERMANY).toEqual(['6 : A PAR - PIC', '2 : A MUN - BUR']);
    expect(s.payola).toMatchObject({ funds: { FRANCE: 45, GERMANY: 40 }, offers: {}, transfers: [] });
  });

  it('processes at the master\'s word with late powers bidding nothing, their units holding', () => {
    const s = sheet(payolaGame(), 'FRANCE', ['5 : A PAR - BUR']).state;
    expect(apply(s, master, { type: 'process', onlyIfComplete: true }, { now: T0, random: () => 0 }).ok).toBe(false);
    const done = must(s, master, { type: 'process' }).state;
    const record = done.history[0]!;
    expect(record.late).toEqual(POWERS.filter((p) => p !== 'FRANCE'));
    expect(record.results.find((r) => r.order.startsWith('A MUN'))?.order).toBe('A MUN H');
    expect(record.payola?.after.FRANCE).toBe(43);
  });
});

describe('other boards and dummies', () => {
  it('plays a movement phase on the Ancient Mediterranean', () => {
    let s = activeGameOn('ancmed');
    const powers = [...new Set(s.position.units.map((u) => u.power))];
    for (const power of powers) s = must(s, master, { type: 'orders', power, lines: [] }).state;
    expect(s.history).toHaveLength(1);
    expect(s.history[0]!.payola?.units).toHaveLength(s.history[0]!.position.units.length);
  });

  it('never waits for a dummy: its units hold at 0 AgP unless bought', () => {
    const s0 = payolaGame();
    const s: GameState = { ...s0, seats: { ...s0.seats, ITALY: { ...s0.seats.ITALY!, status: 'dummy', playerId: null } } };
    const played = allBid(s, { AUSTRIA: ['4 : A VEN - TYR'] }).state;
    expect(played.history).toHaveLength(1);
    const units = played.history[0]!.payola!.units!;
    expect(units.find((u) => u.unit === 'A VEN')).toMatchObject({ order: 'A VEN - TYR', paid: { AUSTRIA: 4 }, ownerFunded: false });
    expect(units.find((u) => u.unit === 'A ROM')).toMatchObject({ order: 'A ROM H', total: 0, ownerFunded: true });
  });

  it('under PAY_DUMMIES takes a power\'s own orders as 0 AgP lines, and bribes only dummies\' units', () => {
    const a = sheet(payolaGame(['PAY_DUMMIES']), 'FRANCE', ['0 : A PAR - BUR', '3 : A MUN - RUH']);
    expect(answersOf(a).map((x) => (x.accepted ? x.order : x.error.code))).toEqual(['0 : A PAR - BUR', 'owned_unit']);
  });
});
