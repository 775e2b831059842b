/**
 * Payola (issue 13): the full board of the bench, 34 units, each bid for three times: its
 * owner pays for its order, the next power pays for a hold, the third adds to the owner's
 * offer. Timed as a game would run it (sheets read and checked at entry, settled at the
 * deadline), whole from the sheets as written, and as a line of `judge adjudicate` (the JSON
 * read and written too, in this process, warm).
 */
import { answerJsonLine, positionJson } from '../shared/adjudicate/request.js';
import type { Position } from '../shared/adjudicate/types.js';
import { mapGraph } from '../shared/map/graph.js';
import type { GameMap } from '../shared/map/types.js';
import { indexBoard } from '../shared/orders/check.js';
import { payolaMovement, payolaRules, readOfferSheet, settlePayolaMovement, type CheckedSheet } from '../shared/variants/payola/index.js';

export function benchPayola(map: GameMap, position: Position, orders: Readonly<Record<string, readonly string[]>>, timeLoop: (label: string, runs: number, body: () => void) => number): void {
  const powers = [...map.powers.keys()];
  const offers: Record<string, string[]> = Object.fromEntries(powers.map((p) => [p, []]));
  for (const [power, list] of Object.entries(orders)) {
    const i = powers.indexOf(power);
    const next = powers[(i + 1) % powers.length]!;
    const third = powers[(i + 2) % powers.length]!;
    for (const order of list) {
      const unit = order.split(' ').slice(0, 2).join(' ');
      offers[power]!.push(`3 : ${order}`);
      offers[next]!.push(`2 : ${unit} H`);
      offers[third]!.push(`1 : ${order}`);
    }
  }
  const funds = Object.fromEntries(powers.map((p) => [p, 100]));
  const rules = payolaRules([]);
  if (!rules.ok) throw new Error(rules.error.message);
  const board = indexBoard(mapGraph(map), position.units);
  const sheets: Record<string, CheckedSheet> = {};
  let lines = 0;
  for (const power of powers) {
    const read = readOfferSheet(map, power, offers[power]!, { board, rules: rules.value, dummies: new Set(), funds: funds[power]! });
    if (read.errors.length > 0) throw new Error(`${power}: ${read.errors[0]!.text}: ${read.errors[0]!.error.message}`);
    sheets[power] = read.sheet;
    lines += offers[power]!.length;
  }
  console.log(`\nPayola, the full board: ${position.units.length} units, ${lines} offers (the target: under 100 µs settled):`);
  timeLoop('  settled from sheets checked at entry (choice, overspending, adjudication)', 5000, () => {
    const r = settlePayolaMovement({ map, position, funds, sheets });
    if (!r.ok) throw new Error(r.error.message);
  });
  timeLoop('  whole from the sheets as written (every line read and checked too)', 2000, () => {
    const r = payolaMovement({ map, position, funds, offers });
    if (!r.ok) throw new Error(r.error.message);
  });
  const line = JSON.stringify({ id: 1, variant: 'payola', ...positionJson(position), funds, offers });
  const maps = () => map;
  timeLoop('  a line of judge adjudicate (the JSON read, the phase, the answer written)', 2000, () => {
    if (answerJsonLine(line, maps).includes('"error"')) throw new Error(answerJsonLine(line, maps));
  });
}
