import { describe, expect, it } from 'vitest';
import { apply } from '../../game/apply.js';
import { createGame } from '../../game/create.js';
import { activeGame, formingGame, master, must, player, POWERS, settings, T0, tryApply } from '../../game/test-game.js';
import type { Applied, GameEvent, GameState } from '../../game/types.js';

/** A Payola game's money through `apply`: income, elimination, transfers, acceptance lists, rollback. */

const payolaGame = (rules: readonly string[] = []): GameState => activeGame(rules, { variant: 'payola' });

/** Every power owning units sends these sheets (the others an empty one); the last processes the phase. */
function allBid(state: GameState, sheets: Readonly<Record<string, readonly string[]>> = {}): Applied {
  let applied: Applied = { state, events: [] };
  const events: GameEvent[] = [];
  for (const power of POWERS) {
    if (applied.state.position.units.every((u) => u.power !== power)) continue;
    applied = must(applied.state, player(power), { type: 'orders', power, lines: sheets[power] ?? [] });
    events.push(...applied.events);
  }
  return { state: applied.state, events };
}

/** The same game with a power's units and centres gone (its money kept unless given). */
function without(state: GameState, power: string, funds?: number): GameState {
  const centers = { ...state.position.centers };
  delete centers[power];
  return {
    ...state,
    position: { ...state.position, units: state.position.units.filter((u) => u.power !== power), centers },
    ...(funds === undefined || state.payola === undefined ? {} : { payola: { ...state.payola, funds: { ...state.payola.funds, [power]: funds } } }),
  };
}

describe('income', () => {
  it('is paid after the year\'s movement when the adjustments are skipped, in the Fall record', () => {
    let s = allBid(payolaGame()).state;
    s = allBid(s).state;
    expect(s.position.phase).toBe('S1902M');
    const fall = s.history[1]!;
    expect(fall.payola?.income?.FRANCE).toEqual({ forward: 48, income: 48, balance: 96 });
    expect(fall.payola?.income?.RUSSIA).toEqual({ forward: 62, income: 62, balance: 124 });
    expect(fall.payola?.after.FRANCE).toBe(96);
    expect(s.history[0]!.payola?.income).toBe(undefined);
    expect(s.payola?.funds.FRANCE).toBe(96);
  });

  it('is paid after the year\'s adjustments, for the centres owned then, in the adjustment record', () => {
    let s = allBid(payolaGame(), { FRANCE: ['A MAR - SPA'] }).state;
    s = allBid(s).state;
    expect(s.position.phase).toBe('W1901A');
    expect(s.history[1]!.payola?.income).toBe(undefined);
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['BUILD A MAR'] }).state;
    expect(s.position.phase).toBe('S1902M');
    const winter = s.history[2]!;
    expect(winter.payola?.income?.FRANCE).toEqual({ forward: 48, income: 17 + 16 + 15 + 14, balance: 110 });
    expect(s.payola?.funds.FRANCE).toBe(110);
  });

  it('under ZEROSUM pays no tax: a power starts with 10 AgP a centre and is paid the bribes its units took in the year and the centres it took', () => {
    let s = payolaGame(['ZEROSUM']);
    expect(s.payola?.funds).toMatchObject({ FRANCE: 30, GERMANY: 30, RUSSIA: 40 });
    // Spring: France pays Germany's army in Munich 5 to hold and marches into Spain (neutral);
    // Germany pays its own fleet in Kiel 2 to hold. Fall: everyone holds for nothing.
    s = allBid(s, { FRANCE: ['5 : A MUN H', '1 : A MAR - SPA'], GERMANY: ['2 : F KIE H'] }).state;
    s = allBid(s).state;
    expect(s.position.phase).toBe('W1901A');
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['BUILD A MAR'] }).state;
    expect(s.position.phase).toBe('S1902M');
    const income = s.history.at(-1)!.payola?.income;
    // France's 1 AgP to its own army comes back to it: the money supply is fixed.
    expect(income?.FRANCE).toEqual({ forward: 30 - 5 - 1, profits: 1, income: 11, balance: 35, captures: [{ centre: 'SPA', from: null, amount: 10 }] });
    expect(income?.GERMANY).toEqual({ forward: 28, profits: 7, income: 7, balance: 35 });
    expect(income?.ITALY).toEqual({ forward: 30, profits: 0, income: 0, balance: 30 });
    expect(s.payola?.funds.GERMANY).toBe(35);
  });

  it('follows the game\'s TAX and CAP directives, from the starting treasuries on', () => {
    let s = activeGame([], { variant: 'payola', directives: ['TAX 5', 'CAP 18'] });
    expect(s.payola?.funds).toMatchObject({ FRANCE: 15, RUSSIA: 18 });
    s = allBid(allBid(s).state).state;
    expect(s.history[1]!.payola?.income?.RUSSIA).toEqual({ forward: 18, income: 18, balance: 36 });
  });

  it('refuses directives that do not read, and directives in a game that is not Payola', () => {
    const bad = createGame({ id: 'g', settings: settings([], { variant: 'payola', directives: ['TAX ROME 3'] }), masterSecretHash: 'h', now: T0 });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/ROME/) });
    const standard = createGame({ id: 'g', settings: settings([], { directives: ['TAX 5'] }), masterSecretHash: 'h', now: T0 });
    expect(!standard.ok && standard.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/Payola games only/) });
  });

  it('drops the balance first under NO_HOARDING', () => {
    let s = allBid(payolaGame(['NO_HOARDING'])).state;
    s = allBid(s).state;
    expect(s.history[1]!.payola?.income?.FRANCE).toEqual({ forward: 0, income: 48, balance: 48 });
  });
});

describe('a power with money is not out', () => {
  it('keeps its seat with no unit and no centre while it has silver, and may bid', () => {
    const s = without(payolaGame(), 'ITALY');
    const played = allBid(s).state;
    expect(played.seats.ITALY?.status).toBe('taken');
    expect(tryApply(played, player('ITALY'), { type: 'orders', power: 'ITALY', lines: ['3 : A MUN H'] })).toBe('accepted');
  });

  it('is out once its treasury is empty too', () => {
    const played = allBid(without(payolaGame(), 'ITALY', 0));
    expect(played.state.seats.ITALY?.status).toBe('eliminated');
    expect(played.events).toContainEqual({ type: 'seat_changed', power: 'ITALY', status: 'eliminated' });
  });

  it('loses its silver when its player resigns with no centre left, and is out at the next phase; with a centre it keeps it', () => {
    const gone = must(without(payolaGame(), 'ITALY'), player('ITALY'), { type: 'resign', power: 'ITALY' }).state;
    expect(gone.payola?.funds.ITALY).toBe(0);
    expect(allBid(gone).state.seats.ITALY?.status).toBe('eliminated');
    const kept = must(payolaGame(), player('ITALY'), { type: 'resign', power: 'ITALY' }).state;
    expect(kept.payola?.funds.ITALY).toBe(48);
    expect(kept.seats.ITALY?.status).toBe('vacant');
  });

  it('comes back to its seat when a rollback returns the silver it had then', () => {
    const s = without(payolaGame(), 'ITALY');
    const spent = must(s, player('ITALY'), { type: 'transfer', power: 'ITALY', to: 'FRANCE', amount: 48 }).state;
    const out = allBid(spent).state;
    expect(out.seats.ITALY?.status).toBe('eliminated');
    // Gone after giving all away in F1901; rolled back to S1901, when it still had its 48 AgP.
    const later = allBid(s).state;
    const gone = allBid(must(later, player('ITALY'), { type: 'transfer', power: 'ITALY', to: 'FRANCE', amount: later.payola!.funds.ITALY! }).state).state;
    expect(gone.seats.ITALY?.status).toBe('eliminated');
    const back = must(gone, master, { type: 'rollback', phase: 'S1901M' }).state;
    expect(back.seats.ITALY?.status).toBe('taken');
    expect(back.payola?.funds.ITALY).toBe(48);
  });

  it('loses its money after a movement phase under NO_DONATIONS, and is out', () => {
    const played = allBid(without(payolaGame(['NO_DONATIONS']), 'ITALY')).state;
    expect(played.history[0]!.payola?.after.ITALY).toBe(0);
    expect(played.seats.ITALY?.status).toBe('eliminated');
  });
});

describe('a year under many rules', () => {
  it('plays through movement, retreats and adjustments with the standard rules and Payola\'s together', () => {
    const rules = ['CIVIL_DISORDER', 'EBAYOLA', 'PUBLIC_TOTALS', 'ONE_TRANSFER', 'NO_LOOTING', 'ANON_TRANSFER', 'NO_HOARDING'];
    let s = allBid(payolaGame(rules), { FRANCE: ['A MAR - SPA', '2 : A PAR - BUR'], GERMANY: ['3 : A MUN - BUR'] }).state;
    expect(s.position.phase).toBe('F1901M');
    s = allBid(s, { FRANCE: ['A SPA - POR'] }).state;
    expect(s.position.phase).toBe('W1901A');
    s = must(s, master, { type: 'process' }).state;
    expect(s.position.phase).toBe('S1902M');
    expect(s.history.map((r) => r.payola?.income === undefined)).toEqual([true, true, false]);
    expect(s.history[2]!.late).toEqual(['FRANCE']);
  });
});

describe('transfers', () => {
  it('moves silver at once, tells it, and the next record keeps it', () => {
    const s = payolaGame();
    const sent = must(s, player('FRANCE'), { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 10 }, T0 + 5);
    const made = { from: 'FRANCE', to: 'ITALY', amount: 10, at: T0 + 5, phase: 'S1901M' };
    expect(sent.events).toEqual([{ type: 'transfer', transfer: made }]);
    expect(sent.state.payola?.funds).toMatchObject({ FRANCE: 38, ITALY: 58 });
    const played = allBid(sent.state).state;
    expect(played.history[0]!.payola?.transfers).toEqual([made]);
    expect(played.history[0]!.payola?.funds).toMatchObject({ FRANCE: 38, ITALY: 58 });
    expect(played.payola?.transfers).toEqual([]);
  });

  it('refuses what cannot be sent, each with its reason', () => {
    const s = payolaGame();
    const t = (amount: number, to = 'ITALY', power = 'FRANCE') => tryApply(s, player(power), { type: 'transfer', power, to, amount });
    expect([t(49), t(0), t(2.5), t(-3), t(5, 'FRANCE'), t(5, 'SPAIN')]).toEqual(['bad_setting', 'bad_setting', 'bad_setting', 'bad_setting', 'bad_setting', 'unknown_power']);
    expect(t(48)).toBe('accepted');
    const out: GameState = { ...s, seats: { ...s.seats, ITALY: { ...s.seats.ITALY!, status: 'eliminated' } } };
    expect(tryApply(out, master, { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 5 })).toBe('bad_setting');
    expect(tryApply(s, player('GERMANY'), { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 5 })).toBe('not_allowed');
    expect(tryApply(s, master, { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 5 })).toBe('accepted');
    expect(tryApply(formingGame([], { variant: 'payola' }), master, { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 5 })).toBe('wrong_status');
    const refused = apply(s, player('FRANCE'), { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 49 }, { now: T0, random: () => 0 });
    expect(!refused.ok && refused.error.message).toBe('FRANCE has 48 AgP: it cannot send 49.');
  });

  it('follows the transfer rules: NO_TRANSFER, ONE_TRANSFER, NO_LOOTING, NO_DONATIONS', () => {
    const send = (s: GameState, power = 'FRANCE', to = 'ITALY') => tryApply(s, master, { type: 'transfer', power, to, amount: 1 });
    expect(send(payolaGame(['NO_TRANSFER']))).toBe('not_allowed');
    const once = must(payolaGame(['ONE_TRANSFER']), master, { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 1 }).state;
    expect([send(once), send(once, 'FRANCE', 'GERMANY'), send(once, 'ITALY', 'FRANCE')]).toEqual(['not_allowed', 'accepted', 'accepted']);
    // The next phase, another transfer to the same power.
    expect(send(allBid(once).state)).toBe('accepted');
    const looted = payolaGame(['NO_LOOTING']);
    const dummy: GameState = { ...looted, seats: { ...looted.seats, FRANCE: { ...looted.seats.FRANCE!, status: 'dummy', playerId: null } } };
    expect([send(dummy), send(dummy, 'ITALY', 'FRANCE')]).toEqual(['not_allowed', 'accepted']);
    expect(send(without(payolaGame(['NO_DONATIONS']), 'FRANCE'))).toBe('not_allowed');
    expect(send(without(payolaGame(), 'FRANCE'))).toBe('accepted');
  });

  it('are refused in a standard game as Payola\'s', () => {
    expect(tryApply(activeGame(), master, { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 1 })).toBe('wrong_variant');
    expect(tryApply(activeGame(), master, { type: 'accept', power: 'FRANCE', list: 'F' })).toBe('wrong_variant');
  });
});

describe('acceptance lists', () => {
  it('are kept as the judge reads them, told, and stand into the record', () => {
    const s = payolaGame();
    const set = must(s, player('FRANCE'), { type: 'accept', power: 'FRANCE', list: 'f g e' });
    expect(set.state.payola?.accept).toEqual({ FRANCE: 'FGE?' });
    expect(set.events).toEqual([{ type: 'accept_changed', power: 'FRANCE' }]);
    const played = allBid(set.state).state;
    expect(played.history[0]!.payola?.accept).toEqual({ FRANCE: 'FGE?' });
    expect(played.payola?.accept).toEqual({ FRANCE: 'FGE?' });
  });

  it('are refused when they do not read, for another\'s power, and once the game is over; taken while it forms', () => {
    const s = payolaGame();
    const bad = apply(s, player('FRANCE'), { type: 'accept', power: 'FRANCE', list: 'FXQ' }, { now: T0, random: () => 0 });
    expect(!bad.ok && bad.error.code).toBe('bad_setting');
    expect(!bad.ok && bad.error.message).toMatch(/"X" is not a power's initial/);
    expect(tryApply(s, player('GERMANY'), { type: 'accept', power: 'FRANCE', list: 'G' })).toBe('not_allowed');
    expect(tryApply(formingGame([], { variant: 'payola' }), master, { type: 'accept', power: 'FRANCE', list: 'G' })).toBe('accepted');
    const over = must(s, master, { type: 'terminate' }).state;
    expect(tryApply(over, master, { type: 'accept', power: 'FRANCE', list: 'G' })).toBe('wrong_status');
  });

  it('break a tie for the owner\'s unit', () => {
    let s = must(payolaGame(), player('FRANCE'), { type: 'accept', power: 'FRANCE', list: 'GEF' }).state;
    s = allBid(s, { ENGLAND: ['5 : A PAR - PIC'], GERMANY: ['5 : A PAR - BUR'] }).state;
    expect(s.history[0]!.payola?.units?.find((u) => u.unit === 'A PAR')?.order).toBe('A PAR - BUR');
  });
});

describe('waiting, previewing, rolling back and forward', () => {
  it('waits for a power\'s WAIT flag though every sheet is in', () => {
    const s = must(payolaGame(), player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: true }).state;
    const all = allBid(s).state;
    expect(all.history).toHaveLength(0);
    expect(must(all, player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: false }).state.history).toHaveLength(1);
  });

  it('previews the phase for the master with the money, changing nothing', () => {
    const s = must(payolaGame(), player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: ['7 : A PAR - PIC'] }).state;
    const seen = must(s, master, { type: 'preview' });
    expect(seen.state).toBe(s);
    const event = seen.events[0];
    expect(event?.type).toBe('preview');
    if (event?.type !== 'preview') return;
    expect(event.record.payola?.units?.find((u) => u.unit === 'A PAR')).toMatchObject({ order: 'A PAR - PIC', paid: { GERMANY: 7 } });
  });

  it('rolls back to the treasuries, sheets, lists and transfers as they were, and forward to the same phase', () => {
    let s = must(payolaGame(), player('FRANCE'), { type: 'accept', power: 'FRANCE', list: 'GE' }).state;
    s = must(s, player('ENGLAND'), { type: 'transfer', power: 'ENGLAND', to: 'GERMANY', amount: 8 }).state;
    // The `?` of every other list is drawn from the phase's seed: a tie among the rest comes out the same.
    const before = allBid(s, { ENGLAND: ['5 : A PAR - PIC'], GERMANY: ['5 : A PAR - BUR', '3 : A MUN - TYR'], ITALY: ['3 : A MUN - BOH'] }).state;
    const sheets = { ...before.history[0]!.payola!.offers };
    const played = allBid(before).state;
    expect(played.history).toHaveLength(2);
    // A plain ROLLBACK clears the orders, and a Payola power's orders are its offers (Email.txt).
    const cleared = must(played, master, { type: 'rollback', phase: 'S1901M' }).state;
    expect(cleared.payola?.offers).toEqual({});
    expect(cleared.submitted).toEqual([]);
    expect(cleared.payola?.funds).toEqual(before.history[0]!.payola!.funds);
    const back = must(played, master, { type: 'rollback', phase: 'S1901M', restore: true }).state;
    expect(back.position.phase).toBe('S1901M');
    expect(back.payola).toEqual({ funds: before.history[0]!.payola!.funds, accept: { FRANCE: 'GE?' }, offers: sheets, transfers: before.history[0]!.payola!.transfers });
    expect(back.payola?.funds).toMatchObject({ ENGLAND: 40, GERMANY: 56 });
    expect([...back.submitted].sort()).toEqual([...POWERS].sort());
    const again = must(back, master, { type: 'rollforward' }).state;
    expect(again.history).toEqual([before.history[0]]);
    expect(again.payola).toEqual(before.payola);
    const both = must(back, master, { type: 'rollforward', phase: 'S1902M' }).state;
    expect(both.history).toEqual(played.history);
    expect(both.payola).toEqual(played.payola);
  });
});
