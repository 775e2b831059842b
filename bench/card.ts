/**
 * Card Diplomacy (issue 15): the full board of the bench played as a Card turn, its 34
 * orders one after another in the order the powers give them, each carried out at once
 * against the board of the moment (shared/variants/card). Timed from the orders as text,
 * the whole turn and its end, and as a line of `judge adjudicate` (JSON read and written,
 * every step's board in the answer, in this process, warm).
 */
import { answerJsonLine, positionJson } from '../shared/adjudicate/request.js';
import type { Position } from '../shared/adjudicate/types.js';
import type { GameMap } from '../shared/map/types.js';
import { endTurn, playOrder, startTurn } from '../shared/variants/card/index.js';

export function benchCard(map: GameMap, position: Position, orders: Readonly<Record<string, readonly string[]>>, timeLoop: (label: string, runs: number, body: () => void) => number): void {
  // The cards put the powers' orders in turn: one of each power's, round after round.
  const lists = Object.entries(orders).map(([power, list]) => list.map((order) => ({ power, order })));
  const sequence: { power: string; order: string }[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) sequence.push(l[i]!);
  console.log(`\nCard Diplomacy, the full board: a movement turn of ${sequence.length} orders, one at a time:`);
  timeLoop('  the turn played from the orders as text, and ended', 2000, () => {
    let turn = startTurn(position);
    for (const s of sequence) turn = playOrder(map, turn, s.power, s.order).turn;
    if (!endTurn(map, turn).ok) throw new Error('the turn did not end');
  });
  const line = JSON.stringify({ id: 1, variant: 'card', ...positionJson(position), sequence });
  const maps = () => map;
  timeLoop('  a line of judge adjudicate (the JSON read, the turn, every step\'s board written)', 1000, () => {
    if (answerJsonLine(line, maps).includes('"error"')) throw new Error(answerJsonLine(line, maps));
  });
}
