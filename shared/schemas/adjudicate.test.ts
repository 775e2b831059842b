import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { adjudicateRequest, readAdjudicateRequest } from './adjudicate.js';

/**
 * The command line reads a request with a hand check where it can and with the schema
 * otherwise: whatever the line, the answer must be the schema's own.
 */

const text = fc.oneof(fc.constantFrom('', 'A PAR', 'F STP/SC', 'X'.repeat(40), 'X'.repeat(41), '__proto__'), fc.string({ maxLength: 50 }));
const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean(), text, fc.array(text, { maxLength: 2 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, anything);
const keys = fc.constantFrom('FRANCE', 'france', '__proto__', '0', 'constructor', '');
const record = <T>(item: fc.Arbitrary<T>) => fc.dictionary(keys, maybe(item), { maxKeys: 3 });
const dislodged = fc.record({ unit: maybe(text), from: maybe(text), extra: anything }, { requiredKeys: [] });

const request = fc.record(
  {
    id: anything,
    variant: maybe(fc.constantFrom('standard', 'crystal_ball', 'payola', 'chaos')),
    phase: maybe(fc.constantFrom('S1901M', 'F1901R', '', 'S1901MMMMMMMMMMMMM')),
    units: maybe(record(fc.array(maybe(text), { maxLength: 3 }))),
    dislodged: maybe(record(fc.array(maybe(dislodged), { maxLength: 2 }))),
    standoffs: maybe(fc.array(maybe(text), { maxLength: 2 })),
    centers: maybe(record(fc.array(maybe(text), { maxLength: 3 }))),
    homes: maybe(record(fc.array(maybe(text), { maxLength: 3 }))),
    orders: maybe(record(fc.array(maybe(fc.oneof(text, fc.constant('A'.repeat(1001)))), { maxLength: 3 }))),
    rules: maybe(fc.array(maybe(text), { maxLength: 2 })),
    crystalBall: maybe(fc.constantFrom('revised', 'original', 'other')),
    // Payola's fields: the hand check leaves any request that gives one to the schema.
    funds: maybe(record(fc.oneof(fc.integer(), fc.double()))),
    offers: maybe(record(fc.array(maybe(text), { maxLength: 2 }))),
    accept: maybe(record(text)),
    seed: maybe(fc.oneof(fc.integer(), fc.double())),
    dummies: maybe(fc.array(maybe(text), { maxLength: 2 })),
    directives: maybe(fc.array(maybe(text), { maxLength: 2 })),
    players: maybe(fc.integer({ min: -1, max: 9 })),
  },
  { requiredKeys: [] },
);

describe('readAdjudicateRequest', () => {
  test('gives what the schema gives, for every request, well formed or not', () => {
    fc.assert(
      fc.property(fc.oneof(request, anything), (raw) => {
        // Through JSON, as a line of the command line arrives (and with "__proto__" kept as a key).
        const line = raw === undefined ? undefined : JSON.parse(JSON.stringify(raw)) as unknown;
        const got = readAdjudicateRequest(line);
        const want = adjudicateRequest.safeParse(line);
        expect(got.success).toBe(want.success);
        if (got.success && want.success) expect(got.data).toEqual(want.data);
        if (!got.success && !want.success) expect(got.error.issues).toEqual(want.error.issues);
      }),
      { numRuns: 3000 },
    );
  });

  test('takes a well-formed request by the hand check, and its data is the request', () => {
    const raw = JSON.parse('{"id":7,"phase":"S1901M","units":{"FRANCE":["A PAR"]},"orders":{"FRANCE":["A PAR - BUR"]}}') as unknown;
    expect(readAdjudicateRequest(raw)).toEqual({ success: true, data: { id: 7, variant: 'standard', phase: 'S1901M', units: { FRANCE: ['A PAR'] }, dislodged: {}, standoffs: [], orders: { FRANCE: ['A PAR - BUR'] }, rules: [] } });
  });
});
