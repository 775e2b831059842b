import { describe, expect, test } from 'vitest';
import { answerJsonLine } from '../../shared/adjudicate/request.js';
import { adjudicateResponse } from '../../shared/schemas/adjudicate.js';
import { boardNamed } from '../../shared/map/boards.js';
import { US, RF, SA, EU, GA, PR } from '../support/global-powers.js';

/**
 * `judge adjudicate` in Global mode (DESIGN.md, "Global Diplomacy"): every bombing example
 * of the seed (XII+, V and the Q&A) played through the command line, the all-hold
 * entitlement of IX+, and bad lines answered with a sentence.
 */

const maps = (name: string) => (name === 'global' ? boardNamed('global') : undefined);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ask(request: Record<string, unknown>): any {
  const line = answerJsonLine(JSON.stringify({ variant: 'global', phase: 'S2001M', ...request }), maps);
  const answer: unknown = JSON.parse(line);
  expect(adjudicateResponse.safeParse(answer).success).toBe(true);
  return answer;
}

const resultOf = (answer: { results: { order: string; result: string; reason?: string }[] }, order: string) =>
  answer.results.find((r) => r.order === order);

describe('the bombing examples of the seed, through the command line', () => {
  test('Example 1: Arsenal RUS bomb SCA: SCA is destroyed, the army there lost, its centre gone', () => {
    const a = ask({ units: { [RF]: ['AS RUS'], [EU]: ['A SCA', 'A WEU'] }, orders: { [RF]: ['Arsenal RUS bomb SCA'] } });
    expect(resultOf(a, 'AS RUS BOMB SCA')).toEqual({ power: RF, order: 'AS RUS BOMB SCA', result: 'succeeds' });
    expect(a.next.destroyed).toEqual(['SCA']);
    expect(a.next.units[EU]).toEqual(['A WEU']);
    expect(a.next.units[RF]).toEqual(['AS RUS']);
    expect(a.next.centers[EU]).not.toContain('SCA');
  });

  const example2 = {
    units: { [US]: ['AS SUS', 'F NAT'], [GA]: ['A SAH', 'AF EGY'], [PR]: ['F SIO'] },
    orders: {
      [US]: ['Arsenal SUS bomb via NAT SAH EGY to SIO', 'N NAT carry bomb from SUS via SAH'],
      [GA]: ['A SAH carry bomb from NAT via EGY', 'AF EGY drop bomb from SAH to SIO'],
    },
  };

  test('Example 2: a chain of four units of two superpowers drops on SIO; every link succeeds', () => {
    const a = ask(example2);
    expect(a.results.filter((r: { result: string; default?: true }) => r.result === 'succeeds' && r.default !== true).map((r: { order: string }) => r.order)).toEqual([
      'AS SUS BOMB VIA NAT SAH EGY TO SIO', 'F NAT CARRY FROM SUS VIA SAH', 'A SAH CARRY FROM NAT VIA EGY', 'AF EGY CARRY FROM SAH TO SIO',
    ]);
    expect(a.next.destroyed).toEqual(['SIO']);
    expect(a.next.units[PR]).toBeUndefined();
  });

  test('Example 3: N MAT - NAT bounces, yet cuts the chain; nothing is destroyed', () => {
    const a = ask({ units: { ...example2.units, [SA]: ['F MAT'] }, orders: { ...example2.orders, [SA]: ['N MAT - NAT'] } });
    expect(resultOf(a, 'N MAT - NAT')?.result).toBe('fails');
    expect(resultOf(a, 'AS SUS BOMB VIA NAT SAH EGY TO SIO')).toMatchObject({ result: 'fails', reason: 'The navy in NAT was attacked from MAT.' });
    expect(resultOf(a, 'F NAT CARRY FROM SUS VIA SAH')?.result).toBe('fails');
    expect(a.next.destroyed).toEqual([]);
    expect(a.next.units[US]).toEqual(['AS SUS', 'F NAT']);
  });

  test('a dislodged link breaks the mission: N MAT - NAT with support from CAR', () => {
    const a = ask({ units: { ...example2.units, [SA]: ['F MAT', 'F CAR'] }, orders: { ...example2.orders, [SA]: ['N MAT - NAT', 'N CAR S N MAT - NAT'] } });
    expect(resultOf(a, 'N MAT - NAT')?.result).toBe('succeeds');
    expect(resultOf(a, 'F NAT CARRY FROM SUS VIA SAH')).toMatchObject({ result: 'fails' });
    expect(resultOf(a, 'AS SUS BOMB VIA NAT SAH EGY TO SIO')).toMatchObject({ result: 'fails', reason: 'The unit in NAT was dislodged.' });
    expect(a.next.destroyed).toEqual([]);
    expect(a.next.dislodged[US]).toEqual([{ unit: 'F NAT', from: 'MAT' }]);
  });

  const chain = { units: { [GA]: ['AS WAF', 'AF ISR'], [RF]: ['A MIE'], [PR]: ['A TIB'] } };

  test('XII+: the chain by MIE drops on Tibet; the army there is lost with the space', () => {
    const a = ask({ ...chain, orders: { [GA]: ['As WAF bomb via ISR via MIE to TIB', 'AF ISR bomb from WAF via MIE to TIB'], [RF]: ['A MIE bomb from WAF from ISR to TIB'] } });
    expect(resultOf(a, 'AS WAF BOMB VIA ISR MIE TO TIB')?.result).toBe('succeeds');
    expect(a.next.destroyed).toEqual(['TIB']);
    expect(a.next.units[PR]).toBeUndefined();
  });

  test('XII+ in the long wording, by Pakistan: drops on Tibet too', () => {
    const a = ask({
      units: { [GA]: ['AS WAF', 'AF ISR'], [RF]: ['A PAK'] },
      orders: {
        [GA]: ['Arsenal West Africa delivers to Israel to Pakistan to drop on Tibet', 'Air force in Israel carries bomb from West Africa to Pakistan to drop on Tibet'],
        [RF]: ['Army Pakistan carries bomb from West Africa (via) Israel to drop on Tibet'],
      },
    });
    expect(a.results.every((r: { result: string }) => r.result === 'succeeds')).toBe(true);
    expect(a.next.destroyed).toEqual(['TIB']);
  });

  test('XII+ tersely as printed fails: the air force names PAK, off the arsenal’s route', () => {
    const a = ask({ ...chain, orders: { [GA]: ['As WAF bomb via ISR via MIE to TIB', 'AF ISR bomb from WAF via PAK to TIB'], [RF]: ['A MIE bomb from WAF from ISR to TIB'] } });
    expect(resultOf(a, 'AS WAF BOMB VIA ISR MIE TO TIB')).toMatchObject({ result: 'fails', reason: 'The air force in ISR does not carry this bomb: its VIA PAK is not the route after ISR (MIE TIB).' });
    expect(a.next.destroyed).toEqual([]);
  });

  test('"Air Force Saudi Arabia to Israel" destroys the mission, successful or not', () => {
    const orders = { [GA]: ['AS WAF BOMB VIA ISR MIE TO TIB', 'AF ISR CARRY FROM WAF VIA MIE TO TIB'], [RF]: ['A MIE CARRY FROM WAF ISR TO TIB'], [EU]: ['AF SAU - ISR'] };
    const a = ask({ units: { ...chain.units, [EU]: ['AF SAU'] }, orders });
    expect(resultOf(a, 'AF SAU - ISR')?.result).toBe('fails');
    expect(resultOf(a, 'AS WAF BOMB VIA ISR MIE TO TIB')).toMatchObject({ result: 'fails', reason: 'The air force in ISR was attacked from SAU.' });
  });

  test('"Air Force Tibet to Pakistan" destroys the mission, though it comes from the target', () => {
    const a = ask({
      units: { [GA]: ['AS WAF', 'AF ISR'], [RF]: ['A PAK'], [PR]: ['AF TIB'] },
      orders: { [GA]: ['AS WAF BOMB VIA ISR PAK TO TIB', 'AF ISR CARRY FROM WAF VIA PAK TO TIB'], [RF]: ['A PAK CARRY FROM WAF ISR TO TIB'], [PR]: ['AF TIB - PAK'] },
    });
    expect(resultOf(a, 'AS WAF BOMB VIA ISR PAK TO TIB')).toMatchObject({ result: 'fails', reason: 'The army in PAK was attacked from TIB.' });
    expect(a.next.units[PR]).toEqual(['AF TIB']);
  });

  test('the Q&A: a unit that moved into the target is lost, the one that left it is not', () => {
    const a = ask({ units: { [RF]: ['AS RUS'], [EU]: ['A CEU'], [GA]: ['F SCA'] }, orders: { [RF]: ['AS RUS BOMB SCA'], [EU]: ['A CEU - SCA'], [GA]: ['F SCA - BLT'] } });
    expect(a.next.destroyed).toEqual(['SCA']);
    expect(a.next.units[EU]).toBeUndefined();
    expect(a.next.units[GA]).toEqual(['F BLT']);
  });

  test('V: India, cut off at the end of season B, is removed at the end of season C, carried across calls in cutOff', () => {
    const b = ask({ units: { [GA]: ['AS ISR'], [PR]: ['A IND'] }, destroyed: ['NIO', 'KAZ', 'TIB', 'SEA'], orders: { [GA]: ['AS ISR BOMB MIE'] } });
    expect(b.next.destroyed).toEqual(['KAZ', 'MIE', 'NIO', 'SEA', 'TIB']);
    expect(b.next.cutOff).toContain('IND');
    expect(b.next.removed).toEqual([]);
    const { destroyed, removed, cutOff, nuclear: _, ...position } = b.next;
    // The Spring adjustments come between (the PR may build): season C is the Summer's movement.
    expect(b.next.phase).toBe('S2001A');
    const c = ask({ ...position, phase: 'U2001M', destroyed, removed, cutOff, orders: {} });
    expect(c.next.removed).toContain('IND');
    expect(c.next.units[PR]).toEqual(['A IND']);
  });

  test('a destroyed space takes no move, support or convoy route: each such line void with why', () => {
    const a = ask({ units: { [EU]: ['A CEU', 'A WEU'] }, destroyed: ['SCA'], orders: { [EU]: ['A CEU - SCA', 'A WEU S A CEU - SCA'] } });
    expect(resultOf(a, 'A CEU - SCA')).toMatchObject({ result: 'void', reason: expect.stringMatching(/destroyed by a nuclear bomb/) });
    expect(resultOf(a, 'A WEU S A CEU - SCA')?.result).toBe('void');
    expect(a.next.units[EU]).toEqual(['A CEU', 'A WEU']);
  });
});

describe('the all-hold entitlement (IX+): next.nuclear', () => {
  test('a power that ordered every unit to hold; not one with a unit unordered, moving, or bombing', () => {
    const a = ask({
      units: { [EU]: ['A CEU', 'A WEU'], [US]: ['A EUS', 'A WUS'], [SA]: ['A BRA'], [RF]: ['AS RUS'] },
      orders: { [EU]: ['A CEU H', 'A WEU HOLD'], [US]: ['A EUS H'], [SA]: ['A BRA - ARG'], [RF]: ['AS RUS BOMB SCA'] },
    });
    expect(a.next.nuclear).toEqual([EU]);
  });
});

describe('bad lines', () => {
  test('a bad bombing order is void with a sentence; one for a unit not there too', () => {
    const a = ask({ units: { [RF]: ['AS RUS', 'AF UKR'] }, orders: { [RF]: ['AS RUS BOMB', 'AF UKR BOMB TIB', 'AS URA BOMB SCA'] } });
    expect(resultOf(a, 'AS RUS BOMB')).toMatchObject({ result: 'void', reason: expect.stringMatching(/no target/) });
    expect(resultOf(a, 'AF UKR BOMB TIB')).toMatchObject({ result: 'void', reason: expect.stringMatching(/only an arsenal launches/) });
    expect(resultOf(a, 'AS URA BOMB SCA')).toMatchObject({ result: 'void', reason: 'RUSSIANFEDERATION has no AS in URA to give a bombing order.' });
    expect(a.next.destroyed).toEqual([]);
  });

  test('the results follow the lines as written, bombing and bad lines in their places, then the defaults', () => {
    const a = ask({ units: { [RF]: ['AS RUS', 'A UKR', 'A URA'] }, orders: { [RF]: ['A UKR H', 'AS RUS BOMB', 'AS RUS BOMB SCA'] } });
    expect(a.results.map((r: { order: string; result: string }) => `${r.order}: ${r.result}`)).toEqual([
      'A UKR H: succeeds', 'AS RUS BOMB: void', 'AS RUS BOMB SCA: succeeds', 'A URA H: succeeds',
    ]);
  });

  test('scars that are not of the board, or given to another variant, or a phase not in the calendar: error lines', () => {
    expect(ask({ units: {}, destroyed: ['XYZ'] }).error).toEqual({ code: 'bad_wasteland', message: 'XYZ, destroyed, is not a province of this board.' });
    expect(ask({ units: {}, removed: ['PAK'] }).error.code).toBe('bad_wasteland');
    const standard = JSON.parse(answerJsonLine(JSON.stringify({ phase: 'S1901M', units: {}, destroyed: ['PAR'] }), maps));
    expect(standard.error).toEqual({ code: 'bad_request', message: 'destroyed: it belongs to a global request, not to standard.' });
    // Summer has no adjustments (XIII.2): builds come after Spring and Fall only.
    expect(ask({ phase: 'U2001A', units: {} }).error.code).toBe('bad_position');
    expect(ask({ units: {}, entitled: { [US]: -1 } }).error.code).toBe('bad_request');
    expect(ask({ units: {}, sequence: [] }).error).toEqual({ code: 'bad_request', message: 'sequence: it belongs to a card request, not to global.' });
  });
});

describe('the calendar, retreats and adjustments (VII.6, XI, XIII)', () => {
  test('the phases follow the board\'s year: Spring movement, its retreats, its builds, then Summer (U)', () => {
    const a = ask({ units: { [EU]: ['A CEU', 'A WEU'], [RF]: ['A UKR', 'A RUS'] }, orders: { [RF]: ['A UKR - CEU', 'A RUS S A UKR - CEU'] } });
    expect(a.next.phase).toBe('S2001R');
    expect(a.next.dislodged[EU]).toEqual([{ unit: 'A CEU', from: 'UKR' }]);
    const r = ask({ ...a.next, phase: 'S2001R', orders: { [EU]: ['A CEU - BAL'] } });
    expect(resultOf(r, 'A CEU - BAL')?.result).toBe('succeeds');
    // RF took CEU at the end of Spring: the Spring adjustments follow.
    expect(r.next.phase).toBe('S2001A');
    expect(r.next.centers[RF]).toContain('CEU');
    const b = ask({ ...r.next, orders: { [RF]: ['BUILD AF URA'] } });
    expect(resultOf(b, 'BUILD AF URA')?.result).toBe('succeeds');
    expect(b.next.phase).toBe('U2001M');
    expect(b.next.units[RF]).toContain('AF URA');
  });

  test('a phase may be written long, as the DPjudge names it: SUMMER 2101 MOVEMENT is U2101M', () => {
    const a = ask({ phase: 'Summer 2101 Movement', units: { [EU]: ['A CEU'] }, orders: { [EU]: ['A CEU - BAL'] } });
    expect(a.next.phase).toBe('F2101M');
    expect(a.next.units[EU]).toEqual(['A BAL']);
    expect(ask({ phase: 'SUMMER 2101 ADJUSTMENTS', units: {} }).error.code).toBe('bad_position');
  });

  test('a retreat into a destroyed space, or into Antarctica in Spring, is void with the sentence', () => {
    const position = { phase: 'S2001R', units: { [SA]: ['F SAT'] }, dislodged: { [GA]: [{ unit: 'F SAT', from: 'MAT' }] } };
    const ant = ask({ ...position, orders: { [GA]: ['F SAT - ANT'] } });
    expect(resultOf(ant, 'F SAT - ANT')).toMatchObject({ result: 'void', reason: 'No unit may retreat into Antarctica in Spring: it is open to movement only in Fall and Winter.' });
    expect(ant.next.units[GA]).toBeUndefined();
    const sio = ask({ ...position, destroyed: ['SIO'], orders: { [GA]: ['F SAT - SIO'] } });
    expect(resultOf(sio, 'F SAT - SIO')).toMatchObject({ result: 'void', reason: expect.stringMatching(/No unit may retreat into .*destroyed by a nuclear bomb/) });
    expect(sio.next.destroyed).toEqual(['SIO']);
    const fall = ask({ ...position, phase: 'F2001R', orders: { [GA]: ['F SAT - ANT'] } });
    expect(fall.next.units[GA]).toEqual(['F ANT']);
  });

  test('a move into the Polar Arctic in Fall is void; a navy there convoys across it in Winter', () => {
    const fall = ask({ phase: 'F2001M', units: { [RF]: ['F EAR'] }, orders: { [RF]: ['F EAR - POL'] } });
    expect(resultOf(fall, 'F EAR - POL')).toMatchObject({ result: 'void', reason: 'No unit may move into or out of Polar Arctic in Fall: it is open to movement only in Spring and Summer.' });
    const winter = ask({ phase: 'W2002M', units: { [US]: ['A ALA', 'F POL'] }, orders: { [US]: ['A ALA - POL - GRE', 'F POL C A ALA - GRE'] } });
    expect(winter.next.units[US]).toEqual(['A GRE', 'F POL']);
  });

  test('builds: air forces to the cap of five, and an arsenal only for a power entitled to one', () => {
    const position = {
      phase: 'F2001A',
      units: { [US]: ['AF ALA', 'AF CAN', 'AF EUS', 'AF HAW', 'AF MEX'] },
      centers: { [US]: ['ALA', 'CAN', 'SUS', 'WUS', 'MEX', 'CAM', 'QLD', 'BRA', 'ARG', 'COL'] },
    };
    const none = ask({ ...position, orders: { [US]: ['BUILD AF SUS', 'BUILD AS WUS'] } });
    expect(resultOf(none, 'BUILD AF SUS')).toMatchObject({ result: 'void', reason: 'UNITEDSTATES has 5 air forces, the most a power may have at once (5).' });
    expect(resultOf(none, 'BUILD AS WUS')).toMatchObject({ result: 'void', reason: expect.stringMatching(/^An arsenal is built only by a power entitled to one/) });
    expect(none.next.entitled).toEqual({});
    const one = ask({ ...position, entitled: { [US]: 1, [RF]: 2 }, orders: { [US]: ['BUILD AS WUS', 'BUILD AS SUS', 'BUILD A CAM'] } });
    expect(resultOf(one, 'BUILD AS WUS')?.result).toBe('succeeds');
    expect(resultOf(one, 'BUILD AS SUS')?.result).toBe('void');
    expect(resultOf(one, 'BUILD A CAM')?.result).not.toBe('succeeds');
    expect(one.next.units[US]).toContain('AS WUS');
    expect(one.next.entitled).toEqual({ [RF]: 2 });
    expect(one.next.phase).toBe('W2002M');
  });

  test('no build in a destroyed space', () => {
    const a = ask({ phase: 'S2001A', units: {}, centers: { [US]: ['ALA', 'CAN', 'SUS', 'WUS'] }, destroyed: ['WUS'], orders: { [US]: ['BUILD A WUS', 'BUILD A ALA'] } });
    expect(resultOf(a, 'BUILD A WUS')).toMatchObject({ result: 'void', reason: expect.stringMatching(/No unit may be built in .*destroyed/) });
    expect(a.next.units[US]).toEqual(['A ALA']);
  });

  test('an all-hold turn adds an arsenal to those the power may build', () => {
    const a = ask({ units: { [EU]: ['A CEU'] }, entitled: { [EU]: 1 }, orders: { [EU]: ['A CEU H'] } });
    expect(a.next.nuclear).toEqual([EU]);
    expect(a.next.entitled).toEqual({ [EU]: 2 });
  });
});
