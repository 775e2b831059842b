/**
 * EXCHANGE's investors bidding in a movement phase, as the settlement plays them (the
 * README's contract, "Investors in a movement phase"): an investor's sheet is read as a
 * foreign power's, his money pools with the powers', he is charged and reduced when
 * overspent like a power, he is on nobody's acceptance list (last, by sheet order), and
 * under EBAYOLA he is rebated after the listed powers.
 */
import { describe, expect, test } from 'vitest';
import { payolaMovement, type PayolaMovementInput } from './movement.js';
import { map, positionOf } from './test-board.js';

const BOB = 'INVESTOR:bob';
const DON = 'INVESTOR:DonTrump';
const units = { FRANCE: 'A PAR, A MAR', GERMANY: 'A MUN', ENGLAND: 'F LON' };
const input = (over: Partial<PayolaMovementInput>): PayolaMovementInput => ({
  map,
  position: positionOf(units),
  funds: { FRANCE: 20, GERMANY: 20, ENGLAND: 20, [BOB]: 10, [DON]: 10 },
  investors: [BOB, DON],
  offers: {},
  seed: 1,
  ...over,
});
const settle = (over: Partial<PayolaMovementInput>) => {
  const r = payolaMovement(input(over));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const unit = (out: ReturnType<typeof settle>, at: string) => out.results[positionOf(units).units.findIndex((u) => u.at === at)]!;

describe('an investor bids', () => {
  test('his offer wins a foreign unit and is paid from his purse; his money pools with a power\'s', () => {
    const out = settle({ offers: { [BOB]: ['5 : A MUN - RUH'] } });
    expect(unit(out, 'MUN')).toMatchObject({ order: 'A MUN - RUH', total: 5, paid: { [BOB]: 5 } });
    expect(out.next.funds[BOB]).toBe(5);
    // Pooled with France for the same order, they beat Germany's 6 for a hold.
    const pooled = settle({ offers: { [BOB]: ['4 : A MUN - RUH'], FRANCE: ['3 : A MUN - RUH'], GERMANY: ['6 : A MUN H'] } });
    expect(unit(pooled, 'MUN')).toMatchObject({ order: 'A MUN - RUH', total: 7, paid: { [BOB]: 4, FRANCE: 3 } });
  });

  test('is read as a foreign power: a 0 offer only under ZERO_FOREIGN, none at all under TOUCH_OFFER (he has no unit to touch)', () => {
    const zero = settle({ offers: { [BOB]: ['0 : A MUN - RUH', '2 : A MUN - BOH'] } });
    expect(zero.refused[BOB]?.map((e) => e.error.code)).toEqual(['zero_foreign']);
    expect(unit(zero, 'MUN').order).toBe('A MUN - BOH');
    expect(settle({ rules: ['ZERO_FOREIGN'], offers: { [BOB]: ['0 : A MUN - RUH'] } }).refused[BOB]).toBeUndefined();
    const touch = settle({ rules: ['TOUCH_OFFER'], offers: { [BOB]: ['2 : A MUN - RUH'] } });
    expect(touch.refused[BOB]?.map((e) => e.error.code)).toEqual(['touch_offer']);
    expect(settle({ rules: ['REMOTE_OFFER'], offers: { [BOB]: ['2 : A MUN - RUH'] } }).refused[BOB]).toBeUndefined();
  });

  test('is reduced when overspent, as a power is', () => {
    // 8 + 8 = 16 from a purse of 10: reduced until it fits, and charged only what wins.
    const out = settle({ offers: { [BOB]: ['8 : A MUN - RUH', '8 : F LON - NTH'] } });
    expect(out.reductions[BOB]).toBeGreaterThan(0);
    expect(out.next.funds[BOB]).toBeGreaterThanOrEqual(0);
    expect(10 - out.next.funds[BOB]!).toBe(Object.values(out.results).reduce((s, r) => s + (r.paid[BOB] ?? 0), 0));
  });

  test('comes after every listed power on a tie, and investors among themselves by sheet order', () => {
    // Germany's list ranks England above all; bob's 5 ties England's 5: England's order wins.
    const listed = settle({ accept: { GERMANY: 'GE?' }, offers: { [BOB]: ['5 : A MUN - RUH'], ENGLAND: ['5 : A MUN - BOH'] } });
    expect(unit(listed, 'MUN').order).toBe('A MUN - BOH');
    // Two investors tie on a unit: the earlier line of a sheet wins, whoever holds it.
    const first = settle({ offers: { [DON]: ['3 : F LON - ENG', '5 : A MUN - RUH'], [BOB]: ['5 : A MUN - BOH'] } });
    expect(unit(first, 'MUN').order).toBe('A MUN - BOH');
  });

  test('is rebated after the listed powers under EBAYOLA', () => {
    // RUH: France 4 + bob 4 = 8 beats Germany's 3 for a hold: the price is 4, so 4 goes back,
    // to France first (on Germany's list): France pays nothing, bob his 4.
    const out = settle({ rules: ['EBAYOLA'], accept: { GERMANY: 'GF?' }, offers: { FRANCE: ['4 : A MUN - RUH'], [BOB]: ['4 : A MUN - RUH'], GERMANY: ['3 : A MUN H'] } });
    expect(unit(out, 'MUN')).toMatchObject({ order: 'A MUN - RUH', total: 8 });
    expect(unit(out, 'MUN').paid).toEqual({ [BOB]: 4 });
  });

  test('refuses what is not an investor', () => {
    for (const bad of [['BOB'], ['INVESTOR:'], ['FRANCE']]) {
      const r = payolaMovement(input({ investors: bad }));
      expect(r.ok ? 'ok' : r.error.code).toBe('unknown_power');
    }
    const noList = payolaMovement(input({ accept: { [BOB]: 'F' } }));
    expect(noList.ok ? 'ok' : noList.error.code).toBe('unknown_power');
    const notNamed = payolaMovement(input({ investors: [], offers: { [BOB]: ['1 : A MUN H'] } }));
    expect(notNamed.ok ? 'ok' : notNamed.error.code).toBe('unknown_power');
  });
});
