/**
 * Payola is a variant of the rules, not of a board: rule 6.2 rescales the tax to the map's
 * victory count, and offers are read with the map's own names. Here on the Ancient
 * Mediterranean (five powers, victory at 18).
 */
import { describe, expect, test } from 'vitest';
import { startingPosition } from '../../adjudicate/position.js';
import { boardNamed } from '../../map/boards.js';
import { incomeFor, startingTreasuries, victoryIn } from './income.js';
import { payolaMovement } from './movement.js';
import { payolaRules } from './rules.js';

const map = boardNamed('ancmed')!;
const rules = payolaRules([]);
if (!rules.ok) throw new Error(rules.error.message);

describe('Payola on the Ancient Mediterranean', () => {
  test('rule 6.2: the first centre is worth one less than the victory count', () => {
    const victory = victoryIn(map, Number(/\d+/.exec(map.begin)![0]));
    expect(victory).toBe(map.victory[0]);
    expect(incomeFor(['X', 'Y', 'Z'], { rules: rules.value, victory, players: map.powers.size })).toBe(3 * victory - 6);
    const t = startingTreasuries(map, rules.value);
    for (const power of map.powers.values()) expect(t[power.name]).toBe(incomeFor(power.centers, { rules: rules.value, victory, players: 5 }));
  });
  test('FLAT_TAX pays the five players a centre', () => {
    const flat = payolaRules(['FLAT_TAX']);
    expect(flat.ok && incomeFor(['X', 'Y', 'Z'], { rules: flat.value, victory: 18, players: map.powers.size })).toBe(15);
  });
  test('a bribe moves a foreign unit on this board', () => {
    const position = startingPosition(map);
    const [first, second] = [...map.powers.keys()];
    const unit = position.units.find((u) => u.power === first)!;
    const r = payolaMovement({ map, position, funds: Object.fromEntries([...map.powers.keys()].map((p) => [p, 30])), offers: { [second!]: [`7 : ${unit.kind} ${unit.at} H`] } });
    if (!r.ok) throw new Error(r.error.message);
    const result = r.value.results.find((x) => x.order.startsWith(`${unit.kind} ${unit.at}`))!;
    expect(result).toMatchObject({ total: 7, paid: { [second!]: 7 }, result: 'succeeds' });
    expect(r.value.next.funds[second!]).toBe(23);
  });
});
