import { describe, expect, test } from 'vitest';
import type { Position } from '../../../shared/adjudicate/types.js';
import { standardMap } from '../../../shared/map/standard.js';
import { checkList, listRefused, proxiesAllowed, type ListContext } from './list.js';

const map = standardMap();

function opening(): Position {
  const units = [...map.powers.values()].flatMap((p) => p.units.map((u) => ({ power: p.name, kind: u.kind, at: u.at })));
  const centers = Object.fromEntries([...map.powers.values()].map((p) => [p.name, [...p.centers]]));
  return { phase: 'S1901M', units, dislodged: [], standoffs: [], centers };
}

const ctx = (over: Partial<ListContext> = {}): ListContext => ({ map, power: 'FRANCE', rules: [], position: opening(), ...over });

const answers = (text: string, c = ctx()) => checkList(c, text).lines.map((l) => (l.answer === null ? null : l.answer.accepted ? l.answer.order : l.answer.error.code));

describe('a Crystal Ball list as it is written', () => {
  test('orders for units where the player imagines them, and a proxy, each in the judge’s form', () => {
    const checked = checkList(ctx(), 'A BUR - MUN\nf mao - spa/nc\n\nA PAR P GERMANY\nA PIC PROXY TO ENGLISH');
    expect(answers('A BUR - MUN\nf mao - spa/nc\n\nA PAR P GERMANY\nA PIC PROXY TO ENGLISH')).toEqual([
      'A BUR - MUN',
      'F MAO - SPA/NC',
      null,
      'A PAR P GERMANY',
      'A PIC P ENGLAND',
    ]);
    expect(checked.refused).toBe(false);
    expect(checked.sent).toEqual(['A BUR - MUN', 'f mao - spa/nc', 'A PAR P GERMANY', 'A PIC PROXY TO ENGLISH']);
  });

  test('a line that cannot stand makes the whole list one the judge refuses', () => {
    expect(answers('A BUR - MUN\nBUR - MUN\nA PAR P FRANCE\nBUILD A PAR\nA BER - XYZ')).toEqual([
      'A BUR - MUN',
      'no_unit_kind',
      'proxy_to_self',
      'wrong_list',
      'bad_order',
    ]);
    expect(checkList(ctx(), 'A BUR - MUN\nBUR - MUN').refused).toBe(true);
  });

  test('NO_PROXY: a proxy is refused', () => {
    expect(proxiesAllowed([])).toBe(true);
    expect(proxiesAllowed(['NO_PROXY'])).toBe(false);
    expect(answers('A PAR P GERMANY', ctx({ rules: ['NO_PROXY'] }))).toEqual(['proxy_not_allowed']);
  });

  test('the lines too far down to be considered with the centres as they are', () => {
    // At the start the largest power has 4 centres and the smallest 3: four orders, three proxies.
    const text = ['A PAR H', 'A MAR H', 'F BRE H', 'A BUR H', 'A PIC H', 'A PAR P ITALY', '', 'A MAR P ITALY', 'F BRE P ITALY', 'A GAS P ITALY'].join('\n');
    const checked = checkList(ctx(), text);
    expect(checked.limits).toEqual({ orders: 4, proxies: 3 });
    expect([...checked.beyond]).toEqual([4, 9]);
  });

  test('a list answered with any line refused was refused whole', () => {
    expect(listRefused([{ text: 'A PAR H', accepted: true, order: 'A PAR H' }])).toBe(false);
    expect(listRefused([{ text: 'A PAR H', accepted: false, error: { code: 'list_refused', message: '…' } }])).toBe(true);
  });

  test('the original rules: no proxies, and the standing retreat, build and remove lists read as such', () => {
    const original = ctx({ edition: 'original' });
    expect(proxiesAllowed([], 'original')).toBe(false);
    expect(answers('A PAR P GERMANY', original)).toEqual(['proxy_not_allowed']);
    expect(answers('A MUN - BOH\nF KIE - BAL\nA BUR D\nBUILD A PAR', ctx({ edition: 'original', kind: 'retreat' }))).toEqual([
      'A MUN - BOH',
      'F KIE - BAL',
      'A BUR D',
      'wrong_list',
    ]);
    expect(answers('BUILD A PAR\nF BRE B\nWAIVE\nA BUR - MUN', ctx({ edition: 'original', kind: 'build' }))).toEqual(['A PAR B', 'F BRE B', 'WAIVE', 'wrong_list']);
    expect(answers('REMOVE A BUR\nF MAO D\nBUILD A PAR', ctx({ edition: 'original', kind: 'remove' }))).toEqual(['A BUR D', 'F MAO D', 'wrong_list']);
    // No limit is counted for these lists.
    expect(checkList(ctx({ edition: 'original', kind: 'remove' }), 'A BUR D\nA PAR D\nA MAR D\nF BRE D\nA PIC D').beyond.size).toBe(0);
  });
});
