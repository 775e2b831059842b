import { describe, expect, test } from 'vitest';
import { standardMap } from '../../../shared/map/standard.js';
import { activeGame, must, player } from '../../../shared/game/test-game.js';
import type { OrderAnswer } from '../../../shared/game/types.js';
import { checkSheet } from './sheet.js';

/**
 * The page answers each line of a sheet as the judge will: the same sheets checked here and
 * entered in a Payola game through the engine's `apply` (as the orders route does) get the
 * same answer, line for line: the same form when taken, the same code and sentence when not.
 */

const map = standardMap();

const shape = (a: OrderAnswer) => (a.accepted ? { accepted: true, order: a.order } : { accepted: false, code: a.error.code, message: a.error.message });

const SHEETS: readonly { readonly rules: readonly string[]; readonly lines: readonly string[] }[] = [
  { rules: [], lines: ['5 : A PAR - BUR', 'a mar - pie', '2*4#2 : A MUN - RUH | H', '3 ! F KIE - HOL', '4 > A VEN - TYR', '2 @ A ROM H', '1 & F NAP H', '10 $', '7+3 : F BRE - MAO'] },
  { rules: [], lines: ['5 : A PAR - MUN', '5 ? A PAR H', '0 : A MUN H', '4 : A BUR H', '5 : A PAR - BUR | - BUR', ': A PAR H', '5 + : A PAR H', '2*0 : F BRE H'] },
  { rules: [], lines: ['0 : A MUN H', 'CLEAR', '3 : A MAR H', '% only a comment', '5 : A PAR - PIC % with a comment'] },
  { rules: ['DIRECT_ONLY'], lines: ['5 : A PAR - BUR', '3 : A PAR H', '2 ! A MUN H', '2*2 : F BRE H'] },
  { rules: ['LIMIT_OFFERS'], lines: ['30 : A PAR - BUR', '20 : A MAR - PIE', '10 : F BRE - MAO'] },
  { rules: ['NO_SAVINGS', 'NO_PLATEAU'], lines: ['10 $', '8#4 : A PAR - BUR', '5 : A PAR - GAS'] },
];

describe('the page and the judge answer a sheet alike', () => {
  for (const { rules, lines } of SHEETS) {
    test(`${rules.join(' ') || 'no rules'}: ${lines.join(' / ')}`, () => {
      const state = activeGame(rules, { variant: 'payola' });
      const judged = must(state, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines }).answers ?? [];
      const page = checkSheet({ map, power: 'FRANCE', rules: state.settings.rules, position: state.position, funds: state.payola!.funds.FRANCE! }, lines.join('\n'));
      expect(page.sent).toEqual(lines.filter((l) => l.replace(/%.*/, '').trim() !== ''));
      expect(page.lines.flatMap((l) => (l.answer === null ? [] : [shape(l.answer)]))).toEqual(judged.map(shape));
    });
  }
});
