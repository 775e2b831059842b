/**
 * What must hold whatever the sheets: nobody pays more than it may spend (treasury less
 * savings), only winning money is charged, losers' money stays home, every unit gives one
 * order, and the same phase settles the same way twice. Random sheets on the opening board.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { startingPosition } from '../../adjudicate/position.js';
import { mapGraph } from '../../map/graph.js';
import { payolaMovement } from './movement.js';
import { map } from './test-board.js';

const position = startingPosition(map);
const graph = mapGraph(map);
const powers = [...map.powers.keys()];
const units = position.units;

/** A plausible offer line for a unit: its hold, or a move to a neighbour (some impossible: those lines are refused). */
const line = fc
  .record({
    unit: fc.nat({ max: units.length - 1 }),
    kind: fc.constantFrom('H', '-'),
    pick: fc.nat({ max: 10 }),
    code: fc.constantFrom(':', ':', ':', '!', '>', '@', '&'),
    amount: fc.nat({ max: 12 }),
    repeat: fc.integer({ min: 1, max: 3 }),
    plateau: fc.nat({ max: 12 }),
  })
  .map(({ unit, kind, pick, code, amount, repeat, plateau }) => {
    const u = units[unit]!;
    const here = graph.locationProvince.get(u.at)!;
    const near = graph.neighbours[here]!;
    const there = graph.provinces[near[pick % near.length]!]!;
    const order = kind === 'H' ? `${u.kind} ${u.at} H` : `${u.kind} ${u.at} - ${there}`;
    const amt = `${repeat > 1 ? `${repeat}*` : ''}${amount + 1}${plateau <= amount ? `#${plateau}` : ''}`;
    return `${amt} ${code} ${order}`;
  });

const sheets = fc.dictionary(fc.constantFrom(...powers), fc.array(fc.oneof(line, line, line, fc.nat({ max: 30 }).map((n) => `${n} $`)), { maxLength: 8 }));
const funds = fc.tuple(...powers.map(() => fc.nat({ max: 40 }))).map((ns) => Object.fromEntries(powers.map((p, i) => [p, ns[i]!])));

describe('invariants', () => {
  test('nobody overspends; only those who bid on a unit pay for it; one order a unit; the same twice', () => {
    fc.assert(
      fc.property(sheets, funds, fc.boolean(), fc.nat(), (offers, treasury, ebayola, seed) => {
        const input = { map, position, funds: treasury, offers, seed, rules: ebayola ? ['EBAYOLA'] : [] };
        const r = payolaMovement(input);
        if (!r.ok) throw new Error(r.error.message);
        const out = r.value;
        expect(out.results).toHaveLength(units.length);
        const paid = new Map<string, number>();
        for (const [u, result] of out.results.entries()) {
          const at = units[u]!.at;
          const bidders = Object.keys(offers).filter((p) => offers[p]!.some((l) => l.includes(` ${at} `)));
          for (const p of Object.keys(result.paid)) expect(bidders).toContain(p);
          let sum = 0;
          for (const [p, n] of Object.entries(result.paid)) {
            sum += n;
            paid.set(p, (paid.get(p) ?? 0) + n);
          }
          expect(sum).toBeLessThanOrEqual(result.total);
        }
        for (const p of powers) {
          const savings = (offers[p] ?? []).filter((l) => l.endsWith('$')).reduce((s, l) => s + Number(l.split(' ')[0]), 0);
          const spent = paid.get(p) ?? 0;
          expect(spent).toBeLessThanOrEqual(Math.max(0, treasury[p]! - savings));
          expect(out.next.funds[p]).toBe(treasury[p]! - spent);
        }
        expect(payolaMovement(input)).toEqual(r);
      }),
      { numRuns: 150 },
    );
  });
});
