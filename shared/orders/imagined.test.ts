import { describe, expect, test } from 'vitest';
import { mapGraph } from '../map/graph.js';
import { standardMap } from '../map/standard.js';
import { readListLine } from '../variants/crystal-ball/lists.js';
import { checkImagined } from './imagined.js';
import { parseListOrder } from './parse.js';

/** The entry check of orders for imagined units (FICTIONAL_OK), on the standard board. */

const map = standardMap();
const graph = mapGraph(map);

const check = (text: string) => {
  const order = parseListOrder(map, text, { phaseType: 'M' });
  if (!order.ok) throw new Error(order.error.message);
  const r = checkImagined(graph, 'FRANCE', order.value);
  return r.ok ? 'legal' : r.error.code;
};

describe('orders for units the writer imagines', () => {
  test.each([
    ['A PAR H', 'legal'],
    ['F SPA H', 'legal'],
    ['F SPA - MAO', 'legal'],
    ['F SPA - LYO', 'legal'],
    ['F STP/SC - BOT', 'legal'],
    ['A LON - NWY', 'legal'],
    ['A BUR - MUN', 'legal'],
    ['A MUN S F KIE - BER', 'legal'],
    ['F ENG S A LON - BRE', 'legal'],
    ['A GAS S A BUR - MAR', 'legal'],
    ['F NTH C A LON - NWY', 'legal'],
    ['F MAO C A LON - NWY', 'legal'],
    ['A PAR P GERMANY', 'legal'],
  ])('%s could be legal', (text, expected) => {
    expect(check(text)).toBe(expected);
  });

  test.each([
    ['A NTH H', 'cannot_stand'],
    ['F PAR H', 'cannot_stand'],
    ['F MUN - BER', 'cannot_stand'],
    ['A NTH P GERMANY', 'cannot_stand'],
    ['A PAR - MUN', 'no_convoy_route'],
    ['F BRE - PAR', 'not_adjacent'],
    ['A PAR - NTH', 'army_to_sea'],
    ['A BUR S A PAR - MAR', 'impossible_supported_move'],
    ['A MAR S A PAR - MUN', 'cannot_support'],
    ['F NTH C A PAR - NWY', 'not_on_route'],
    ['A NTH C A LON - NWY', 'cannot_stand'],
    ['F BRE C A LON - NWY', 'cannot_convoy'],
    ['A PAR S A PAR', 'cannot_support'],
  ])('%s is refused (%s)', (text, code) => {
    expect(check(text)).toBe(code);
  });

  test('a revised list refuses such a line when written, with a sentence; the original rules take it', () => {
    const revised = readListLine(map, 'FRANCE', 'A PAR - MUN', { kind: 'movement', proxies: true, imagined: true });
    expect(revised).toEqual({
      ok: false,
      error: { code: 'impossible_order', message: 'This order could never be carried out, wherever the units stand: an army in Paris could reach Munich neither over land nor by any convoy.' },
    });
    expect(readListLine(map, 'FRANCE', 'A PAR - MUN', { kind: 'movement', proxies: false }).ok).toBe(true);
    expect(readListLine(map, 'FRANCE', 'A LON - NWY', { kind: 'movement', proxies: true, imagined: true }).ok).toBe(true);
  });
});
