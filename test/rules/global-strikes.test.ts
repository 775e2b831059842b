import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { resolveMovement } from '../../shared/adjudicate/movement.js';
import { mapGraph } from '../../shared/map/graph.js';
import { readMap } from '../../shared/map/read.js';
import { checkMovementOrder, indexBoard, type CheckedMovement } from '../../shared/orders/check.js';
import { parseOrder } from '../../shared/orders/parse.js';
import type { GameMap, ProvinceId } from '../../shared/map/types.js';
import { formatBombOrder, readBombOrder } from '../../shared/variants/global/strike-orders.js';
import { attacksOf, strikeReports, survivors } from '../../shared/variants/global/strike-turn.js';
import type { BombOrder, StrikeUnit } from '../../shared/variants/global/strike-types.js';
import { centresStillOwned, readWasteland } from '../../shared/variants/global/wasteland-input.js';
import { checkChain, resolveStrikes, type Attack, type StrikeInput } from '../../shared/variants/global/strikes.js';
import { centresCutOff, centresLeft, closedRefusal, isClosed, nuclearEnd, seasonEnds, UNSCARRED, type Wasteland } from '../../shared/variants/global/wasteland.js';
import { US, RF, SA, EU, GA, PR } from '../support/global-powers.js';

/**
 * Global Diplomacy's nuclear strikes on our board, from the words of the seed (XII+, V, II
 * and the Q&A): every bombing example of the text is a test here.
 */

const FOLDER = new URL('../../maps/global/', import.meta.url);
function globalMap(name = 'global'): GameMap {
  const files = ['global.map', 'global5.map', 'global4.map', 'global3.map'];
  const read = readMap(name, (file) => (files.includes(file) ? readFileSync(new URL(file, FOLDER), 'utf8') : undefined));
  if (!read.ok) expect.fail(read.error.message);
  return read.value;
}
const map = globalMap();

const unit = (power: string, kind: StrikeUnit['kind'], at: string): StrikeUnit => ({ power, kind, at });

function order(text: string): BombOrder {
  const r = readBombOrder(map, text);
  if (!r.ok) expect.fail(`${text}: ${r.error.message}`);
  return r.value;
}

/** Plays one season's strikes: the orders by power, the moves made (as attacks), the units after movement. */
function strike(
  units: readonly StrikeUnit[],
  orders: Record<string, readonly string[]>,
  more: { attacks?: Attack[]; dislodged?: ProvinceId[]; destroyed?: ProvinceId[]; uncuttable?: ProvinceId[] } = {},
) {
  const input: StrikeInput = {
    map,
    units,
    destroyed: new Set(more.destroyed ?? []),
    orders: Object.entries(orders).flatMap(([power, lines]) => lines.map((l) => ({ power, order: order(l) }))),
    attacks: more.attacks ?? [],
    dislodged: new Set(more.dislodged ?? []),
    uncuttable: new Set(more.uncuttable ?? []),
  };
  return resolveStrikes(input);
}

describe('reading bombing orders', () => {
  test('the forms the text writes', () => {
    expect(order('As WAF bomb via ISR via MIE to TIB')).toEqual({ type: 'launch', unit: { kind: 'AS', at: 'WAF' }, route: ['ISR', 'MIE'], target: 'TIB' });
    expect(order('AS WAF BOMB VIA ISR MIE TO TIB')).toEqual(order('As WAF bomb via ISR via MIE to TIB'));
    expect(order('Arsenal RUS bomb SCA')).toEqual({ type: 'launch', unit: { kind: 'AS', at: 'RUS' }, route: [], target: 'SCA' });
    expect(order('Arsenal SUS bomb via NAT SAH EGY to SIO')).toMatchObject({ route: ['NAT', 'SAH', 'EGY'], target: 'SIO' });
    expect(order('AF ISR bomb from WAF via PAK to TIB')).toEqual({ type: 'carry', unit: { kind: 'AF', at: 'ISR' }, from: ['WAF'], via: ['PAK'], target: 'TIB' });
    expect(order('AF ISR CARRY FROM WAF VIA PAK TO TIB')).toEqual(order('AF ISR bomb from WAF via PAK to TIB'));
    expect(order('A MIE bomb from WAF from ISR to TIB')).toEqual({ type: 'carry', unit: { kind: 'A', at: 'MIE' }, from: ['WAF', 'ISR'], via: [], target: 'TIB' });
    expect(order('N NAT carry bomb from SUS via SAH')).toEqual({ type: 'carry', unit: { kind: 'F', at: 'NAT' }, from: ['SUS'], via: ['SAH'], target: null });
    expect(order('AF EGY drop bomb from SAH to SIO')).toEqual({ type: 'carry', unit: { kind: 'AF', at: 'EGY' }, from: ['SAH'], via: [], target: 'SIO' });
  });

  test('the long wording, with full names', () => {
    const name = (p: string) => map.provinces.get(p)!.name;
    expect(order(`Arsenal ${name('WAF')} delivers to ${name('ISR')} to ${name('MIE')} to drop on ${name('TIB')}`)).toEqual(order('AS WAF BOMB VIA ISR MIE TO TIB'));
    expect(order(`Air force in ${name('ISR')} carries bomb from ${name('WAF')} to ${name('PAK')} to drop on ${name('TIB')}`)).toEqual(order('AF ISR CARRY FROM WAF VIA PAK TO TIB'));
    expect(order(`Army ${name('PAK')} carries bomb from ${name('WAF')} (via) ${name('ISR')} to drop on ${name('TIB')}`)).toEqual(order('A PAK CARRY FROM WAF ISR TO TIB'));
  });

  test('written back as the judge writes them', () => {
    expect(formatBombOrder(order('As WAF bomb via ISR via MIE to TIB'))).toBe('AS WAF BOMB VIA ISR MIE TO TIB');
    expect(formatBombOrder(order('N NAT carry bomb from SUS via SAH'))).toBe('F NAT CARRY FROM SUS VIA SAH');
    expect(formatBombOrder(order('Arsenal RUS bomb SCA'))).toBe('AS RUS BOMB SCA');
  });

  test('each bad one refused with a sentence', () => {
    const refused = (text: string, code: string, words: RegExp) => {
      const r = readBombOrder(map, text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(words);
    };
    refused('AS WAF BOMB', 'bad_bomb_order', /no target/);
    refused('AS WAF BOMB FROM ISR TO TIB', 'bad_bomb_order', /arsenal launches its own bomb/);
    refused('AF ISR BOMB TIB', 'bad_bomb_order', /only an arsenal launches/);
    refused('AS WAF BOMB VIA XYZ TO TIB', 'bad_bomb_order', /XYZ is not a place/);
    refused('AS WAF BOMB VIA ISR ISR TO TIB', 'bad_bomb_order', /named twice/);
    refused('AS WAF BOMB WAF', 'bad_bomb_order', /where the unit itself is/);
    refused('A PAR - BUR', 'not_a_bomb_order', /not a place/);
    refused('A PAK - TIB', 'not_a_bomb_order', /not a bombing order/);
    refused('Q PAK BOMB TIB', 'not_a_bomb_order', /does not begin with a unit/);
  });
});

describe('checking a chain', () => {
  const ok = (units: StrikeUnit[], text: string, power: string, destroyed: ProvinceId[] = []) =>
    checkChain(map, units, new Set(destroyed), power, order(text) as Extract<BombOrder, { type: 'launch' }>);

  test('an arsenal bombs any space within two steps: RUS bombs SCA, WAF bombs MED', () => {
    expect(ok([unit(RF, 'AS', 'RUS')], 'AS RUS BOMB SCA', RF).ok).toBe(true);
    expect(ok([unit(GA, 'AS', 'WAF')], 'AS WAF BOMB MED', GA).ok).toBe(true);
    const far = ok([unit(GA, 'AS', 'WAF')], 'AS WAF BOMB TIB', GA);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.message).toBe('The arsenal in WAF cannot carry the bomb to TIB: it reaches only two steps.');
  });

  test('armies and navies carry one step, as they support; air forces two, by any route', () => {
    // Tibet example of IX.1: an air force in TIB reaches IND and NIO, not SIO.
    const units = [unit(PR, 'AS', 'SCH'), unit(PR, 'AF', 'TIB')];
    expect(ok(units, 'AS SCH BOMB VIA TIB TO NIO', PR).ok).toBe(true);
    expect(ok(units, 'AS SCH BOMB VIA TIB TO SIO', PR).ok).toBe(false);
    const army = [unit(PR, 'AS', 'SCH'), unit(PR, 'A', 'TIB')];
    expect(ok(army, 'AS SCH BOMB VIA TIB TO IND', PR).ok).toBe(true);
    expect(ok(army, 'AS SCH BOMB VIA TIB TO NIO', PR)).toMatchObject({ ok: false, error: { code: 'out_of_range' } });
  });

  test('the arsenal must be there and the power’s, a unit in every link, the target not yet destroyed', () => {
    expect(ok([unit(RF, 'AS', 'RUS')], 'AS RUS BOMB SCA', EU)).toMatchObject({ ok: false, error: { code: 'no_arsenal' } });
    expect(ok([unit(RF, 'A', 'RUS')], 'AS RUS BOMB SCA', RF)).toMatchObject({ ok: false, error: { code: 'no_arsenal' } });
    expect(ok([unit(GA, 'AS', 'WAF')], 'AS WAF BOMB VIA ISR TO MIE', GA)).toMatchObject({ ok: false, error: { message: 'There is no unit in ISR to carry the bomb.' } });
    expect(ok([unit(RF, 'AS', 'RUS')], 'AS RUS BOMB SCA', RF, ['SCA'])).toMatchObject({ ok: false, error: { code: 'target_destroyed' } });
  });

  test('air forces carry over destroyed spaces; armies may not carry into one', () => {
    expect(ok([unit(PR, 'AS', 'SCH'), unit(PR, 'AF', 'TIB')], 'AS SCH BOMB VIA TIB TO NIO', PR, ['IND', 'SEA', 'PAK', 'MIE']).ok).toBe(true);
    expect(ok([unit(PR, 'AS', 'CHN'), unit(PR, 'A', 'SCH')], 'AS CHN BOMB VIA SCH TO SEA', PR).ok).toBe(true);
  });
});

describe('resolving the strikes', () => {
  test('Example 1: Arsenal RUS bomb SCA, with no other relevant orders', () => {
    const eu = unit(EU, 'A', 'SCA');
    const out = strike([unit(RF, 'AS', 'RUS'), eu], { [RF]: ['Arsenal RUS bomb SCA'] });
    expect(out.strikes).toMatchObject([{ power: RF, exploded: true, failure: null }]);
    expect(out.destroyed).toEqual(['SCA']);
    expect(out.lost).toEqual([eu]);
  });

  const example2Units = [unit(US, 'AS', 'SUS'), unit(US, 'F', 'NAT'), unit(GA, 'A', 'SAH'), unit(GA, 'AF', 'EGY')];
  const example2Orders = {
    [US]: ['Arsenal SUS bomb via NAT SAH EGY to SIO', 'N NAT carry bomb from SUS via SAH'],
    [GA]: ['A SAH carry bomb from NAT via EGY', 'AF EGY drop bomb from SAH to SIO'],
  };

  test('Example 2: a chain of four units of two superpowers drops on SIO', () => {
    const out = strike(example2Units, example2Orders);
    expect(out.strikes).toMatchObject([{ power: US, exploded: true }]);
    expect(out.destroyed).toEqual(['SIO']);
  });

  test('Example 3: the same fails because N MAT to NAT cuts it, though the navy is not dislodged', () => {
    const out = strike([...example2Units, unit(SA, 'F', 'MAT')], example2Orders, { attacks: [{ power: SA, from: 'MAT', to: 'NAT' }] });
    expect(out.strikes).toMatchObject([{ exploded: false, failure: 'The navy in NAT was attacked from MAT.' }]);
    expect(out.destroyed).toEqual([]);
    expect(out.lost).toEqual([]);
  });

  // XII+'s chain, written as the text writes it once consistently: the terse wording has the
  // arsenal go by MIE while the air force names PAK; the long wording the other way round.
  const chainUnits = [unit(GA, 'AS', 'WAF'), unit(GA, 'AF', 'ISR'), unit(RF, 'A', 'MIE'), unit(PR, 'A', 'TIB')];
  const chainOrders = {
    [GA]: ['As WAF bomb via ISR via MIE to TIB', 'AF ISR bomb from WAF via MIE to TIB'],
    [RF]: ['A MIE bomb from WAF from ISR to TIB'],
  };

  test('the XII+ chain drops on Tibet; the unit there is lost with the space', () => {
    const out = strike(chainUnits, chainOrders);
    expect(out.strikes).toMatchObject([{ exploded: true }]);
    expect(out.destroyed).toEqual(['TIB']);
    expect(out.lost).toEqual([unit(PR, 'A', 'TIB')]);
  });

  test('the long wording by Pakistan drops on Tibet too; a carrier naming only its own link is enough', () => {
    const units = [unit(GA, 'AS', 'WAF'), unit(GA, 'AF', 'ISR'), unit(RF, 'A', 'PAK')];
    const out = strike(units, { [GA]: ['AS WAF BOMB VIA ISR PAK TO TIB', 'AF ISR CARRY FROM WAF VIA PAK'], [RF]: ['A PAK CARRY FROM ISR TO TIB'] });
    expect(out.destroyed).toEqual(['TIB']);
  });

  test('the terse wording as printed fails: the air force names PAK, off the arsenal’s route', () => {
    const out = strike(chainUnits, { [GA]: ['As WAF bomb via ISR via MIE to TIB', 'AF ISR bomb from WAF via PAK to TIB'], [RF]: ['A MIE bomb from WAF from ISR to TIB'] });
    expect(out.strikes[0]!.failure).toBe('The air force in ISR does not carry this bomb: its VIA PAK is not the route after ISR (MIE TIB).');
  });

  test('"Air Force Saudi Arabia to Israel" destroys the mission, successful or not', () => {
    const out = strike([...chainUnits, unit(EU, 'AF', 'SAU')], chainOrders, { attacks: [{ power: EU, from: 'SAU', to: 'ISR' }] });
    expect(out.strikes[0]).toMatchObject({ exploded: false, failure: 'The air force in ISR was attacked from SAU.' });
  });

  test('"Air Force Tibet to Pakistan" destroys the mission, though it comes from the target', () => {
    const units = [unit(GA, 'AS', 'WAF'), unit(GA, 'AF', 'ISR'), unit(RF, 'A', 'PAK'), unit(PR, 'AF', 'TIB')];
    const out = strike(units, { [GA]: ['AS WAF BOMB VIA ISR PAK TO TIB', 'AF ISR CARRY FROM WAF VIA PAK TO TIB'], [RF]: ['A PAK CARRY FROM WAF ISR TO TIB'] }, {
      attacks: [{ power: PR, from: 'TIB', to: 'PAK' }],
    });
    expect(out.strikes[0]).toMatchObject({ exploded: false, failure: 'The army in PAK was attacked from TIB.' });
  });

  test('an attack on the arsenal itself destroys the mission; a power’s own move does not', () => {
    const attacked = strike([unit(RF, 'AS', 'RUS')], { [RF]: ['AS RUS BOMB SCA'] }, { attacks: [{ power: EU, from: 'CEU', to: 'RUS' }] });
    expect(attacked.strikes[0]!.exploded).toBe(false);
    const own = strike([unit(RF, 'AS', 'RUS')], { [RF]: ['AS RUS BOMB SCA'] }, { attacks: [{ power: RF, from: 'UKR', to: 'RUS' }] });
    expect(own.strikes[0]!.exploded).toBe(true);
  });

  test('no correct order for a link: the bomb explodes nowhere', () => {
    const out = strike(example2Units, { [US]: example2Orders[US], [GA]: ['AF EGY drop bomb from SAH to SIO'] });
    expect(out.strikes[0]!.failure).toBe('The army in SAH was not ordered to carry the bomb.');
    const wrongTarget = strike(example2Units, { [US]: example2Orders[US], [GA]: ['A SAH carry bomb from NAT via EGY', 'AF EGY drop bomb from SAH to NIO'] });
    expect(wrongTarget.strikes[0]!.failure).toBe('The air force in EGY does not carry this bomb: it drops on NIO, not SIO.');
  });

  test('a dislodged link breaks the mission', () => {
    // After movement SA's army stands in SAH, GA's dislodged army waits to retreat.
    const units = example2Units.map((u) => (u.at === 'SAH' ? unit(SA, 'A', 'SAH') : u));
    expect(strike(units, example2Orders, { dislodged: ['SAH'] }).strikes[0]!.failure).toBe('The unit in SAH was dislodged.');
  });

  test('a unit in a seasonal space closed this season carries uncut (VII.3.y and the Q&A)', () => {
    // A navy in the Polar Arctic carries in every season, and in Fall and Winter, when no
    // unit moves in or out of it, nothing can cut it: the movement phase says which spaces
    // are closed now, and a move into one is refused before it reaches the strikes.
    const units = [unit(EU, 'AS', 'SCA'), unit(EU, 'F', 'POL')];
    const orders = { [EU]: ['AS SCA BOMB VIA POL TO GRE', 'N POL CARRY FROM SCA TO GRE'] };
    expect(strike(units, orders).destroyed).toEqual(['GRE']);
    const attacks = [{ power: US, from: 'CAN', to: 'POL' }];
    expect(strike(units, orders, { attacks }).strikes[0]!.exploded).toBe(false);
    expect(strike(units, orders, { attacks, uncuttable: ['POL'] }).strikes[0]!.exploded).toBe(true);
  });

  test('all bombs land at once: two arsenals bombing each other both go', () => {
    const out = strike([unit(RF, 'AS', 'RUS'), unit(EU, 'AS', 'SCA')], { [RF]: ['AS RUS BOMB SCA'], [EU]: ['AS SCA BOMB RUS'] });
    expect(out.destroyed).toEqual(['RUS', 'SCA']);
    expect(out.lost).toHaveLength(2);
  });

  test('a unit that moved into the target is lost; the one that just left it is not (Q&A)', () => {
    // After movement: GA's army moved SCA -> CEU and EU's army moved BAL... into SCA from CEU.
    const out = strike([unit(RF, 'AS', 'RUS'), unit(EU, 'A', 'SCA'), unit(GA, 'A', 'BLT')], { [RF]: ['AS RUS BOMB SCA'] });
    expect(out.lost).toEqual([unit(EU, 'A', 'SCA')]);
  });
});

describe('the destroyed board', () => {
  test('destroyed spaces are closed to every unit, coasts included', () => {
    const w: Wasteland = { ...UNSCARRED, destroyed: ['RUS'] };
    expect(isClosed(map, w, 'RUS/NC')).toBe(true);
    expect(isClosed(map, w, 'RUS')).toBe(true);
    expect(isClosed(map, w, 'SCA')).toBe(false);
    expect(closedRefusal(map, w, 'RUS/SC', 'retreat')).toBe(`No unit may retreat into ${map.provinces.get('RUS')!.name}: it was destroyed by a nuclear bomb.`);
    expect(closedRefusal(map, w, 'SCA', 'move')).toBeNull();
  });

  test('V: NIO, KAZ, TIB and SEA destroyed by season A, MIE in season B: India removed at the end of season C', () => {
    const afterA = seasonEnds(map, UNSCARRED, ['NIO', 'KAZ', 'TIB', 'SEA']);
    expect(afterA.cutOff).toEqual([]);
    const afterB = seasonEnds(map, afterA, ['MIE']);
    expect(afterB.cutOff).toEqual(['IND']);
    expect(centresLeft(map, afterB)).toContain('IND');
    const afterC = seasonEnds(map, afterB, []);
    expect(afterC.removed).toEqual(['IND']);
    expect(centresLeft(map, afterC)).not.toContain('IND');
    // PAK and IND go on existing: nothing closes them to units.
    expect(isClosed(map, afterC, 'IND')).toBe(false);
    expect(isClosed(map, afterC, 'PAK')).toBe(false);
    expect(centresCutOff(map, afterC)).toEqual([]);
  });

  test('a destroyed centre no longer counts; 36 to start', () => {
    expect(centresLeft(map, UNSCARRED)).toHaveLength(36);
    expect(centresLeft(map, { ...UNSCARRED, destroyed: ['SCA', 'NIO'] })).toHaveLength(35);
  });

  const everyone = (units: string[]) => new Map([[US, { units, centres: [] as string[] }]]);

  test('fewer than 16 centres left: the globe is uninhabitable and all lose', () => {
    const centres = [...map.supplyCenters].sort();
    const w: Wasteland = { ...UNSCARRED, destroyed: centres.slice(0, 21) };
    expect(centresLeft(map, w)).toHaveLength(15);
    expect(nuclearEnd(map, w, 16, everyone(['SUS']))).toBe('uninhabitable');
    expect(nuclearEnd(map, { ...UNSCARRED, destroyed: centres.slice(0, 20) }, 16, everyone([centres[25]!]))).not.toBe('uninhabitable');
  });

  test('on the 5-player board victory is at 15, and so is the uninhabitable line', () => {
    const five = globalMap('global5');
    const centres = [...five.supplyCenters].sort();
    expect(centres).toHaveLength(34);
    expect(nuclearEnd(five, { ...UNSCARRED, destroyed: centres.slice(0, 19) }, five.victory[0]!, everyone([centres[30]!]))).toBeNull();
    expect(nuclearEnd(five, { ...UNSCARRED, destroyed: centres.slice(0, 20) }, five.victory[0]!, everyone([centres[30]!]))).toBe('uninhabitable');
  });

  test('no one able even in principle to reach 16: a draw', () => {
    expect(nuclearEnd(map, UNSCARRED, 16, everyone(['SUS']))).toBeNull();
    // A power whose only unit stands in a region cut off by destruction, with fewer than 16
    // centres in it, cannot win; if it is the only power left, the game is drawn.
    const w: Wasteland = { ...UNSCARRED, destroyed: ['NIO', 'KAZ', 'TIB', 'SEA', 'MIE'] };
    expect(nuclearEnd(map, w, 16, everyone(['IND']))).toBe('draw');
    expect(nuclearEnd(map, w, 16, new Map([[US, { units: ['IND'], centres: [] }], [EU, { units: [], centres: ['BRI'] }]]))).toBeNull();
  });
});

describe('after the movement adjudicator', () => {
  // The adjudicator knows armies and fleets only until the Global unit kinds are in: an
  // arsenal's chain is played here with its units holding, as the movement phase will.
  test('a bounced attack on a carrier still breaks the chain', () => {
    // Example 3's cut: SA's navy bounces off the US navy in NAT, which holds as it carries.
    const units = [
      { power: US, kind: 'F' as const, at: 'NAT' },
      { power: SA, kind: 'F' as const, at: 'MAT' },
      { power: GA, kind: 'A' as const, at: 'SAH' },
    ];
    const board = indexBoard(mapGraph(map), units);
    const lines: [string, string][] = [[US, 'F NAT H'], [SA, 'F MAT - NAT'], [GA, 'A SAH H']];
    const checked: (CheckedMovement | null)[] = units.map(() => null);
    for (const [power, text] of lines) {
      const parsed = parseOrder(map, text);
      if (!parsed.ok) expect.fail(parsed.error.message);
      const c = checkMovementOrder(board, power, parsed.value);
      if (!c.ok) expect.fail(c.error.message);
      checked[c.value.unit] = c.value;
    }
    const outcome = resolveMovement(board, checked);
    expect(outcome.moved).toEqual([false, false, false]);
    const { attacks, dislodged } = attacksOf(board, checked, outcome);
    expect(attacks).toEqual([{ power: SA, from: 'MAT', to: 'NAT' }]);
    expect(dislodged.size).toBe(0);

    const all = [unit(US, 'AS', 'SUS'), ...units, unit(GA, 'AF', 'EGY')];
    const given = Object.entries(example2OrdersFor()).flatMap(([power, ls]) => ls.map((l) => ({ power, order: order(l) })));
    const struck = resolveStrikes({ map, units: all, destroyed: new Set(), orders: given, attacks, dislodged });
    expect(struck.strikes[0]!.exploded).toBe(false);
    const reports = strikeReports(map, given, struck);
    expect(reports[0]).toEqual({ power: US, order: 'AS SUS BOMB VIA NAT SAH EGY TO SIO', result: 'fails', reason: 'The navy in NAT was attacked from MAT.' });
    expect(reports.every((r) => r.result === 'fails')).toBe(true);

    const clear = resolveStrikes({ map, units: all, destroyed: new Set(), orders: given, attacks: [], dislodged });
    expect(strikeReports(map, given, clear).map((r) => r.result)).toEqual(['succeeds', 'succeeds', 'succeeds', 'succeeds']);
    expect(survivors(map, [...all, unit(PR, 'F', 'SIO')], clear.destroyed)).toEqual(all);
  });
});

function example2OrdersFor(): Record<string, string[]> {
  return {
    [US]: ['Arsenal SUS bomb via NAT SAH EGY to SIO', 'N NAT carry bomb from SUS via SAH'],
    [GA]: ['A SAH carry bomb from NAT via EGY', 'AF EGY drop bomb from SAH to SIO'],
  };
}

describe('the scars across a wire', () => {
  test('read and checked against the board', () => {
    expect(readWasteland(map, { destroyed: ['tib', 'MIE'] })).toEqual({ ok: true, value: { destroyed: ['MIE', 'TIB'], removed: [], cutOff: [] } });
    expect(readWasteland(map, undefined)).toEqual({ ok: true, value: UNSCARRED });
    expect(readWasteland(map, { destroyed: ['XYZ'] })).toMatchObject({ ok: false, error: { message: 'XYZ, destroyed, is not a province of this board.' } });
    expect(readWasteland(map, { cutOff: ['PAK'] })).toMatchObject({ ok: false, error: { message: /PAK is not a supply centre/ } });
    expect(readWasteland(map, { destroyed: 'TIB' })).toMatchObject({ ok: false, error: { code: 'bad_wasteland' } });
    expect(centresStillOwned({ [PR]: ['IND', 'CHN', 'SCH'] }, { destroyed: ['SCH'], removed: ['IND'], cutOff: [] })).toEqual({ [PR]: ['CHN'] });
  });
});
