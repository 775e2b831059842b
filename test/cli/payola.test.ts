import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { answerJsonLine } from '../../shared/adjudicate/request.js';
import { boardNamed } from '../../shared/map/boards.js';
import { standardMap } from '../../shared/map/standard.js';
import { incomeFor, payolaRules } from '../../shared/variants/payola/index.js';
import { adjudicateResponse } from '../../shared/schemas/adjudicate.js';

/**
 * `judge adjudicate` in Payola mode (DESIGN.md, "Payola movement phases"): treasuries,
 * offer sheets and acceptance lists in; each unit's result with its `total` and `paid`,
 * the `reductions` and `next.funds` out; a year's income as phase W<year>I, answered with
 * `next.funds` only; retreats and adjustments as in the standard game. The worked examples
 * come from the rules core's cases (shared/variants/payola/examples.test.ts), here through
 * the command line's contract.
 */

const maps = (name: string) => (name === 'standard' ? standardMap() : undefined);
const answer = (request: object): Record<string, any> => {
  const line = answerJsonLine(JSON.stringify(request), maps);
  // Every answer is of the documented shape.
  expect(adjudicateResponse.safeParse(JSON.parse(line)).success).toBe(true);
  return JSON.parse(line) as Record<string, any>;
};

const FRANCE_GERMANY = { FRANCE: ['A PAR', 'A MAR', 'F BRE'], GERMANY: ['A MUN', 'A KIE'] };
const movement = (over: object) => ({ variant: 'payola', phase: 'S1901M', units: FRANCE_GERMANY, funds: { FRANCE: 100, GERMANY: 100 }, ...over });
/** "A PAR - BUR = 4: FRANCE 4": the order, its winning total, who paid what. */
const priced = (r: Record<string, any>): string => {
  const paid = Object.entries(r.paid as Record<string, number>).map(([p, n]) => `${p} ${n}`).join(', ');
  return `${r.order} = ${r.total}${paid === '' ? '' : `: ${paid}`}`;
};

describe('judge adjudicate, payola movement', () => {
  test('a bribe across powers: Germany buys the French army in Paris, and only Germany pays', () => {
    const out = answer(movement({ id: 'bribe', offers: { GERMANY: ['5 : A PAR - PIC'], FRANCE: ['3 : A PAR - BUR'] } }));
    expect(out.id).toBe('bribe');
    expect(out.results).toEqual([
      { power: 'FRANCE', order: 'A PAR - PIC', result: 'succeeds', total: 5, paid: { GERMANY: 5 } },
      { power: 'FRANCE', order: 'A MAR H', result: 'succeeds', total: 0, paid: {} },
      { power: 'FRANCE', order: 'F BRE H', result: 'succeeds', total: 0, paid: {} },
      { power: 'GERMANY', order: 'A MUN H', result: 'succeeds', total: 0, paid: {} },
      { power: 'GERMANY', order: 'A KIE H', result: 'succeeds', total: 0, paid: {} },
    ]);
    expect(out.reductions).toEqual({});
    expect(out.next).toMatchObject({ phase: 'F1901M', units: { FRANCE: ['A PIC', 'A MAR', 'F BRE'], GERMANY: ['A MUN', 'A KIE'] }, funds: { FRANCE: 100, GERMANY: 95 } });
  });

  test('overspent powers are reduced, together, each only its own offers', () => {
    const out = answer({
      variant: 'payola',
      phase: 'S1901M',
      units: { FRANCE: ['A PAR', 'A MAR'], GERMANY: ['A MUN', 'A KIE'], ENGLAND: ['F LON'] },
      funds: { FRANCE: 5, GERMANY: 4, ENGLAND: 20 },
      offers: { FRANCE: ['6 : A PAR - BUR', '2 : A MUN - RUH'], GERMANY: ['5 : A MUN - BUR', '3 : F LON - NTH'], ENGLAND: ['1 : F LON - ENG'] },
    });
    expect(out.reductions).toEqual({ FRANCE: 1, GERMANY: 2 });
    expect(out.results.map(priced)).toEqual(['A PAR - BUR = 5: FRANCE 5', 'A MAR H = 0', 'A MUN - BUR = 3: GERMANY 3', 'A KIE H = 0', 'F LON - ENG = 1: ENGLAND 1']);
    expect(out.results.map((r: Record<string, string>) => r.result)).toEqual(['fails', 'succeeds', 'fails', 'succeeds', 'succeeds']);
    expect(out.next.funds).toEqual({ FRANCE: 0, GERMANY: 1, ENGLAND: 19 });
    expect(out.next.standoffs).toEqual(['BUR']);
  });

  test('EBAYOLA: the winner pays one more than the best losing total', () => {
    const out = answer(movement({ rules: ['EBAYOLA'], offers: { FRANCE: ['10 : A PAR - BUR'], GERMANY: ['6 : A PAR - PIC'] } }));
    expect(priced(out.results[0])).toBe('A PAR - BUR = 10: FRANCE 7');
    expect(out.next.funds).toEqual({ FRANCE: 93, GERMANY: 100 });
  });

  test('a refused sheet line is answered as an unusable order is, void with the reason, after the units; the rest of the sheet bids', () => {
    const out = answer(movement({ offers: { FRANCE: ['4 : A PAR - BUR', '4 = A MAR H', '0 : A MUN H', '2 : A PAR - XYZ'] } }));
    expect(out.results.slice(0, 1).map(priced)).toEqual(['A PAR - BUR = 4: FRANCE 4']);
    expect(out.results.slice(5)).toEqual([
      { power: 'FRANCE', order: '4 = A MAR H', result: 'void', reason: expect.stringMatching(/not an offer code/) },
      { power: 'FRANCE', order: '0 : A MUN H', result: 'void', reason: expect.stringMatching(/0 AgP offer may be made only to your own units/) },
      { power: 'FRANCE', order: '2 : A PAR - XYZ', result: 'void', reason: expect.stringMatching(/XYZ/) },
    ]);
    expect(out.next.funds).toEqual({ FRANCE: 96, GERMANY: 100 });
  });

  test('acceptance lists as written, and the seed that draws their ?: the same seed, the same phase', () => {
    const tie = (seed: number, accept?: object) => answer(movement({ seed, offers: { FRANCE: ['3 : A MUN - BUR'], GERMANY: ['3 : A MUN - RUH'] }, ...(accept ? { accept } : {}) })).results[3].order as string;
    // Germany's own list (absent: G?) puts its own offer first.
    expect(tie(1)).toBe('A MUN - RUH');
    expect(tie(1, { germany: 'FG' })).toBe('A MUN - BUR');
    const drawn = new Set(Array.from({ length: 12 }, (_, s) => tie(s, { GERMANY: '?' })));
    expect(drawn).toEqual(new Set(['A MUN - RUH', 'A MUN - BUR']));
    expect(tie(5, { GERMANY: '?' })).toBe(tie(5, { GERMANY: '?' }));
  });

  test('powers are named in any case, as in the other modes', () => {
    const out = answer(movement({ funds: { france: 10, Germany: 10 }, offers: { germany: ['5 : A PAR - PIC'] } }));
    expect(out.next.funds).toEqual({ FRANCE: 10, GERMANY: 5 });
  });
});

describe('judge adjudicate, payola income (W<year>I)', () => {
  const centers = { FRANCE: ['BRE', 'MAR', 'PAR', 'SPA', 'POR'], GERMANY: ['BER', 'KIE', 'MUN'] };
  const income = (over: object) => answer({ id: 'income', variant: 'payola', phase: 'W1901I', units: {}, centers, funds: { FRANCE: 10, GERMANY: 0 }, ...over });

  test('diminishing returns by the year\'s victory count: 17 + 16 + … on the standard board', () => {
    expect(income({})).toEqual({ id: 'income', next: { funds: { FRANCE: 10 + 17 + 16 + 15 + 14 + 13, GERMANY: 17 + 16 + 15 } } });
  });
  test('FLAT_TAX: as many AgP a centre as the players the game began with (the map\'s seven, or players)', () => {
    expect(income({ rules: ['FLAT_TAX'] }).next.funds).toEqual({ FRANCE: 10 + 5 * 7, GERMANY: 3 * 7 });
    expect(income({ rules: ['FLAT_TAX'], players: 5 }).next.funds).toEqual({ FRANCE: 10 + 5 * 5, GERMANY: 3 * 5 });
    expect(income({ rules: ['PAYOLA_CLASSIC'] }).next.funds).toEqual({ FRANCE: 45, GERMANY: 21 });
  });
  test('NO_HOARDING drops the balance; TAX and CAP directives', () => {
    expect(income({ rules: ['NO_HOARDING'] }).next.funds.FRANCE).toBe(75);
    expect(income({ directives: ['TAX 4'] }).next.funds).toEqual({ FRANCE: 30, GERMANY: 12 });
    expect(income({ directives: ['CAP 50'] }).next.funds).toEqual({ FRANCE: 60, GERMANY: 48 });
    expect(income({ directives: ['TAX PAR 3', 'TAX BER 2'] }).next.funds).toEqual({ FRANCE: 13, GERMANY: 2 });
  });
  test('ZEROSUM: the year\'s profits, 10 AgP for a neutral centre, a share of the loser\'s treasury for an owned one', () => {
    // France began the year with BRE, MAR, PAR and MUN (Germany BER, KIE); it took SPA and POR (neutral), Germany took MUN back.
    const start = { FRANCE: ['BRE', 'MAR', 'MUN', 'PAR'], GERMANY: ['BER', 'KIE'] };
    const out = income({ rules: ['ZEROSUM'], startCenters: start, profits: { GERMANY: 2 }, funds: { FRANCE: 30, GERMANY: 4 } });
    // France's share: (30 + 0) / 4 = 7 for MUN; its gains 10 + 10.
    expect(out.next.funds).toEqual({ FRANCE: 30 + 20 - 7, GERMANY: 4 + 2 + 7 });
    // Nothing given: nobody was bribed and nothing changed hands.
    expect(income({ rules: ['ZEROSUM'] }).next.funds).toEqual({ FRANCE: 10, GERMANY: 0 });
  });
  test('PAY_DUMMIES: nobody is paid once no dummy owns a centre', () => {
    expect(income({ rules: ['PAY_DUMMIES'], dummies: ['ITALY'] }).next.funds).toEqual({ FRANCE: 10, GERMANY: 0 });
    expect(income({ rules: ['PAY_DUMMIES'], dummies: ['ITALY'], centers: { ...centers, ITALY: ['ROM'] }, funds: { FRANCE: 10, GERMANY: 0, ITALY: 0 } }).next.funds)
      .toEqual({ FRANCE: 85, GERMANY: 48, ITALY: 17 });
  });
  test('the victory count of the year: past the map\'s list, its last', () => {
    // The standard board wins at 18 every year: 1950 pays as 1901.
    expect(income({ phase: 'W1950I' }).next.funds).toEqual(income({}).next.funds);
  });
  test('another calendar: the income follows the map\'s own adjustments, in the years it has them', () => {
    // The Hundred Years' War: the year moves by five, and adjustments come only in years that divide by ten.
    const hundred = boardNamed('hundred')!;
    const funds = Object.fromEntries([...hundred.powers.keys()].map((p) => [p, 1]));
    const ask = (phase: string) => JSON.parse(answerJsonLine(JSON.stringify({ variant: 'payola', map: 'hundred', phase, units: {}, funds }), boardNamed)) as Record<string, any>;
    const rules = payolaRules([]);
    if (!rules.ok) throw new Error(rules.error.message);
    const england = [...hundred.powers.get('ENGLAND')!.centers];
    expect(ask('A1430I').next.funds.ENGLAND).toBe(1 + incomeFor(england, { rules: rules.value, victory: 9, players: hundred.powers.size }));
    expect(ask('A1425I')).toMatchObject({ error: { code: 'bad_position', message: expect.stringMatching(/no A\.D\. adjustments in 1425/) } });
    expect(ask('W1430I')).toMatchObject({ error: { code: 'bad_position', message: expect.stringMatching(/write A1430I/) } });
  });
  test('the acceptance lists and the seed, which stand from phase to phase, may come along', () => {
    expect(income({ accept: { FRANCE: 'FG?' }, seed: 4 }).next.funds).toEqual(income({}).next.funds);
  });
  test('a power with a treasury and nothing else keeps it; centres absent are the map\'s starting ones', () => {
    expect(income({ funds: { FRANCE: 10, GERMANY: 0, ITALY: 4 } }).next.funds.ITALY).toBe(4);
    const start = income({ centers: undefined, funds: { AUSTRIA: 0, ENGLAND: 0, FRANCE: 0, GERMANY: 0, ITALY: 0, RUSSIA: 0, TURKEY: 0 } });
    expect(start.next.funds).toEqual({ AUSTRIA: 48, ENGLAND: 48, FRANCE: 48, GERMANY: 48, ITALY: 48, RUSSIA: 62, TURKEY: 48 });
  });
});

describe('judge adjudicate, payola retreats and adjustments', () => {
  test('a retreat phase is ordered by the owner as in the standard game, the treasuries carried through', () => {
    const out = answer({
      variant: 'payola',
      phase: 'S1901R',
      units: { ITALY: ['A TRI', 'A VEN'], AUSTRIA: ['A VIE'] },
      dislodged: { AUSTRIA: [{ unit: 'F TRI', from: 'VEN' }] },
      orders: { AUSTRIA: ['F TRI - ALB'] },
      funds: { AUSTRIA: 4, ITALY: 9 },
      rules: ['EBAYOLA', 'COASTAL_CONVOY'],
    });
    expect(out.results).toEqual([{ power: 'AUSTRIA', order: 'F TRI - ALB', result: 'succeeds' }]);
    expect(out.next).toMatchObject({ phase: 'F1901M', units: { AUSTRIA: ['A VIE', 'F ALB'] }, funds: { AUSTRIA: 4, ITALY: 9 } });
    expect('reductions' in out).toBe(false);
  });
  test('an adjustment phase too; without funds the answer has none', () => {
    const out = answer({
      variant: 'payola',
      phase: 'W1901A',
      units: { FRANCE: ['A PAR'] },
      centers: { FRANCE: ['PAR', 'MAR', 'BRE'] },
      orders: { FRANCE: ['BUILD A MAR'] },
    });
    expect(out.results[0]).toEqual({ power: 'FRANCE', order: 'BUILD A MAR', result: 'succeeds' });
    expect(out.next.phase).toBe('S1902M');
    expect('funds' in out.next).toBe(false);
  });
});

describe('judge adjudicate, payola: every malformed input gets an error line', () => {
  const base = movement({ id: 'bad', offers: { FRANCE: ['4 : A PAR - BUR'] } });
  test.each<[string, object, string, RegExp]>([
    ['a negative treasury', { funds: { FRANCE: -1, GERMANY: 100 } }, 'bad_funds', /FRANCE's treasury must be a whole number/],
    ['a treasury not whole', { funds: { FRANCE: 2.5, GERMANY: 100 } }, 'bad_funds', /2\.5/],
    ['a treasury past what can be counted', { funds: { FRANCE: 1e300, GERMANY: 100 } }, 'bad_funds', /FRANCE/],
    ['a treasury that is not a number', { funds: { FRANCE: '48', GERMANY: 100 } }, 'bad_request', /funds\.FRANCE/],
    ['no treasury for a power with units', { funds: { FRANCE: 100 } }, 'missing_funds', /GERMANY has units/],
    ['no funds at all', { funds: undefined }, 'missing_funds', /has units/],
    ['offers from a power with no treasury', { offers: { ENGLAND: ['1 : A PAR H'] } }, 'missing_funds', /ENGLAND has units or offers but no treasury/],
    ['a treasury for no power of the map', { funds: { FRANCE: 100, GERMANY: 100, PRUSSIA: 3 } }, 'unknown_power', /PRUSSIA \(in funds\)/],
    ['offers for no power of the map', { offers: { SPAIN: ['4 : A PAR - BUR'] } }, 'unknown_power', /SPAIN \(in offers\)/],
    ['an acceptance list for no power of the map', { accept: { SPAIN: 'F?' } }, 'unknown_power', /SPAIN \(in accept\)/],
    ['an acceptance list naming a power twice', { accept: { FRANCE: 'FF' } }, 'bad_accept', /twice/],
    ['an acceptance list with a stranger', { accept: { FRANCE: 'FX' } }, 'bad_accept', /"X" is not a power's initial/],
    ['an acceptance list that is not text', { accept: { FRANCE: ['F'] } }, 'bad_request', /accept\.FRANCE/],
    ['a rule nobody knows', { rules: ['NO_SUCH_RULE'] }, 'unsupported_rule', /NO_SUCH_RULE/],
    ['two rules that contradict each other', { rules: ['TOUCH_OFFER', 'REMOTE_OFFER'] }, 'conflicting_rules', /TOUCH_OFFER/],
    ['a dummy that is no power', { dummies: ['SPAIN'] }, 'unknown_power', /SPAIN \(in dummies\)/],
    ['a seed that is not whole', { seed: 1.5 }, 'bad_request', /seed/],
    ['orders in a movement phase', { orders: { FRANCE: ['A PAR - BUR'] } }, 'bad_request', /offer sheet in offers/],
    ['offers in a retreat phase', { phase: 'S1901R' }, 'wrong_phase', /only movement phases take offers/],
    ['a bad position', { units: { FRANCE: ['A XYZ'] } }, 'bad_position', /XYZ/],
    ['an income phase in the wrong season', { phase: 'F1901I', offers: undefined }, 'bad_position', /write W1901I/],
    ['offers in an income phase', { phase: 'W1901I' }, 'wrong_phase', /offers: W1901I is an income phase/],
    ['orders in an income phase', { phase: 'W1901I', offers: undefined, orders: { FRANCE: ['A PAR H'] } }, 'wrong_phase', /nothing is ordered/],
    ['a bad directive', { phase: 'W1901I', offers: undefined, directives: ['TAX ROME 3'] }, 'bad_directive', /ROME/],
    ['a cap of nothing', { phase: 'W1901I', offers: undefined, directives: ['CAP 0'] }, 'bad_directive', /CAP/],
    ['no players', { phase: 'W1901I', offers: undefined, players: 0 }, 'bad_request', /players/],
    ['ZEROSUM\'s year in a game without it', { phase: 'W1901I', offers: undefined, profits: { FRANCE: 1 }, centers: { FRANCE: ['PAR'] } }, 'bad_request', /ZEROSUM/],
    ['ZEROSUM: a year\'s start naming no centre', { phase: 'W1901I', offers: undefined, rules: ['ZEROSUM'], startCenters: { FRANCE: ['BUR'] }, centers: { FRANCE: ['PAR'] } }, 'bad_position', /BUR/],
    ['ZEROSUM: negative profits', { phase: 'W1901I', offers: undefined, rules: ['ZEROSUM'], profits: { FRANCE: -1 }, centers: { FRANCE: ['PAR'] } }, 'bad_funds', /-1/],
    ['an income phase with an unknown rule', { phase: 'W1901I', offers: undefined, rules: ['NO_SUCH_RULE'] }, 'unsupported_rule', /NO_SUCH_RULE/],
    ['an income phase missing a centre owner\'s treasury', { phase: 'W1901I', offers: undefined, centers: { FRANCE: ['PAR'], ITALY: ['ROM'] } }, 'missing_funds', /ITALY/],
    ['an income phase with a centre owned twice', { phase: 'W1901I', offers: undefined, centers: { FRANCE: ['PAR'], GERMANY: ['PAR'] } }, 'bad_position', /PAR/],
    ['an income phase with a negative treasury', { phase: 'W1901I', offers: undefined, funds: { FRANCE: -5, GERMANY: 0 } }, 'bad_funds', /-5/],
    ['a retreat phase with a negative treasury', { phase: 'S1901R', offers: undefined, funds: { FRANCE: -5 } }, 'bad_funds', /-5/],
    ['funds in a standard request', { variant: 'standard', offers: undefined }, 'bad_request', /funds: it belongs to a payola request/],
    ['offers in a Crystal Ball request', { variant: 'crystal_ball', funds: undefined }, 'bad_request', /offers: it belongs to a payola request/],
  ])('%s', (_, change, code, message) => {
    const out = answer({ ...base, ...change });
    expect(out).toMatchObject({ id: 'bad', error: { code } });
    expect(out.error.message).toMatch(message);
  });
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('judge adjudicate, payola, as a process', () => {
  test('the worked examples give the answers kept in payola-answers.jsonl, line for line, among standard and bad lines', () => {
    const input = readFileSync(join(root, 'test', 'cli', 'payola-requests.jsonl'), 'utf8');
    const golden = readFileSync(join(root, 'test', 'cli', 'payola-answers.jsonl'), 'utf8').split('\n').filter((l) => l !== '');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'judge.ts'), 'adjudicate'], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n').filter((l) => l !== '');
    expect(lines.length).toBe(input.split('\n').filter((l) => l !== '').length);
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(golden.map((l) => JSON.parse(l) as unknown));
  });
});
