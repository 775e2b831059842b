import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { PhaseType } from '../map/phase.js';
import { MAX_ORDER_LENGTH, parseLocation, parseOrder, parseUnit, type ParseOptions } from './parse.js';
import { testMap, withNames } from './test-map.js';
import type { GrammarError, Order, UnitRef } from './types.js';

const A = (at: string): UnitRef => ({ kind: 'A', at });
const F = (at: string): UnitRef => ({ kind: 'F', at });
const U = (at: string): UnitRef => ({ kind: null, at });
const hold = (unit: UnitRef): Order => ({ kind: 'hold', unit });
const move = (unit: UnitRef, to: string, route: string[] = [], viaConvoy = route.length > 0): Order => ({
  kind: 'move',
  unit,
  to,
  viaConvoy,
  route,
});
const support = (unit: UnitRef, target: UnitRef, to: string | null = null): Order => ({ kind: 'support', unit, target, to });
const convoy = (unit: UnitRef, target: UnitRef, to: string): Order => ({ kind: 'convoy', unit, target, to });
const retreat = (unit: UnitRef, to: string): Order => ({ kind: 'retreat', unit, to });
const disband = (unit: UnitRef): Order => ({ kind: 'disband', unit });
const build = (unit: UnitRef): Order => ({ kind: 'build', unit });
const waive: Order = { kind: 'waive' };

const parse = (text: string, options?: ParseOptions) => parseOrder(testMap, text, options);

describe('movement orders', () => {
  test.each<[string, Order]>([
    // Holds.
    ['A PAR H', hold(A('PAR'))],
    ['A PAR HOLD', hold(A('PAR'))],
    ['A PAR holds', hold(A('PAR'))],
    ['A PAR STANDS', hold(A('PAR'))],
    ['Army Paris stand', hold(A('PAR'))],
    ['A PAR', hold(A('PAR'))],
    ['PAR H', hold(U('PAR'))],
    ['A PAR H.', hold(A('PAR'))],
    // Moves.
    ['a lon - nth', move(A('LON'), 'NTH')],
    ['A LON-NTH', move(A('LON'), 'NTH')],
    ['A LON -NTH', move(A('LON'), 'NTH')],
    ['Army London -> North Sea', move(A('LON'), 'NTH')],
    ['A LON->NTH', move(A('LON'), 'NTH')],
    ['A LON > NTH', move(A('LON'), 'NTH')],
    ['A LON \u2013 NTH', move(A('LON'), 'NTH')],
    ['A LON \u2192 NTH', move(A('LON'), 'NTH')],
    ['F North Sea - Norway', move(F('NTH'), 'NWY')],
    ['F NORTH+SEA - NORWAY', move(F('NTH'), 'NWY')],
    ['fleet nth to nwy', move(F('NTH'), 'NWY')],
    ['A Ven Tri', move(A('VEN'), 'TRI')],
    ['A PAR move BUR', move(A('PAR'), 'BUR')],
    ['A PAR MOVES TO BUR', move(A('PAR'), 'BUR')],
    ['A PAR ATTACKS BUR', move(A('PAR'), 'BUR')],
    ['LON - NTH', move(U('LON'), 'NTH')],
    ['  A   PAR\t-\tBUR  ', move(A('PAR'), 'BUR')],
    // Names in every spelling.
    ['F NTS - NOR', move(F('NTH'), 'NWY')],
    ['F NRG - NTH', move(F('NWG'), 'NTH')],
    ['F GOL - WEST', move(F('LYO'), 'WES')],
    ['F Gulf of Lyon - Tyrrhenian Sea', move(F('LYO'), 'TYS')],
    ['F GOB - ST. PETERSBURG/NC', move(F('BOT'), 'STP/NC')],
    ['F MAO - Mid-Atlantic Ocean', move(F('MAO'), 'MAO')],
    ['A BRE - MID-ATLANTIC', move(A('BRE'), 'MAO')],
    ['A BRE - Mid Atlantic Ocean', move(A('BRE'), 'MAO')],
    ['A BRE - MIDATLANTIC', move(A('BRE'), 'MAO')],
    ['A BRE-MID', move(A('BRE'), 'MAO')],
    ['F EAST MED - EAS', move(F('EAS'), 'EAS')],
    ['A NWY - St Petersburg', { kind: 'move', unit: A('NWY'), to: 'STP', viaConvoy: false, route: [] }],
    ['A NWY - ST.PETERSBURG', move(A('NWY'), 'STP')],
    ['A NWY - ST PETERSBURG', move(A('NWY'), 'STP')],
    ['A NWY - stpete', move(A('NWY'), 'STP')],
    ['A TYROL - VEN', move(A('TYR'), 'VEN')],
    // Routes and convoys.
    ['A LON - NTH - NWY', move(A('LON'), 'NWY', ['NTH'])],
    ['A LON-NTH-NWY', move(A('LON'), 'NWY', ['NTH'])],
    ['A LON - ENG - MAO - SPA', move(A('LON'), 'SPA', ['ENG', 'MAO'])],
    ['A LON - NWY VIA CONVOY', move(A('LON'), 'NWY', [], true)],
    ['A LON - NWY VIA C', move(A('LON'), 'NWY', [], true)],
    ['A LON - NWY BY CONVOY', move(A('LON'), 'NWY', [], true)],
    ['A LON - NWY via convoys', move(A('LON'), 'NWY', [], true)],
    ['A LON - NTH - NWY VIA CONVOY', move(A('LON'), 'NWY', ['NTH'])],
    // Coasts.
    ['F STP/SC - BOT', move(F('STP/SC'), 'BOT')],
    ['F STP(SC) - BOT', move(F('STP/SC'), 'BOT')],
    ['F STP (SC) - BOT', move(F('STP/SC'), 'BOT')],
    ['F STP SC - BOT', move(F('STP/SC'), 'BOT')],
    ['F stp/sc', hold(F('STP/SC'))],
    ['F stp/sc H', hold(F('STP/SC'))],
    ['F MAO - SPA NC', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA(NC)', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA (NC)', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA[NC]', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA/NORTH COAST', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA/NORTH', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA/N', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA (N)', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA NORTH COAST', move(F('MAO'), 'SPA/NC')],
    ['F MAO - SPA (NORTH COAST)', move(F('MAO'), 'SPA/NC')],
    ['F MAO - Spain (north coast)', move(F('MAO'), 'SPA/NC')],
    ['F MAO - Spain (south coast)', move(F('MAO'), 'SPA/SC')],
    ['F MAO - Spain south coast', move(F('MAO'), 'SPA/SC')],
    ['F MAO - SPN/SC', move(F('MAO'), 'SPA/SC')],
    ['F MAO - SPA/WC', move(F('MAO'), 'SPA/SC')],
    ['F MAO - SPA', move(F('MAO'), 'SPA')],
    ['F CON - BUL/EC', move(F('CON'), 'BUL/EC')],
    ['F BUL EC - CON', move(F('BUL/EC'), 'CON')],
    ['F BUL/E - CON', move(F('BUL/EC'), 'CON')],
    ['F STP/NC S F NWG - NWY', support(F('STP/NC'), F('NWG'), 'NWY')],
    // Supports.
    ['A BUR S A MUN - MAR', support(A('BUR'), A('MUN'), 'MAR')],
    ['A BUR SUPPORTS MUN TO MAR', support(A('BUR'), U('MUN'), 'MAR')],
    ['A BUR S MUN - MAR', support(A('BUR'), U('MUN'), 'MAR')],
    ['BUR S MUN - MAR', support(U('BUR'), U('MUN'), 'MAR')],
    ['A BUR S MUN H', support(A('BUR'), U('MUN'))],
    ['A BUR S A MUN', support(A('BUR'), A('MUN'))],
    ['A BUR S A MUN HOLDS', support(A('BUR'), A('MUN'))],
    ['F MAO S F GAS - SPA', support(F('MAO'), F('GAS'), 'SPA')],
    ['F MAO S F GAS - SPA/NC', support(F('MAO'), F('GAS'), 'SPA/NC')],
    ['A BUR SUP A PAR', support(A('BUR'), A('PAR'))],
    ['A BUR SUPP A PAR', support(A('BUR'), A('PAR'))],
    ['A BUR SUPPORT F MAR HOLD', support(A('BUR'), F('MAR'))],
    ['A BUR S A MUN MAR', support(A('BUR'), A('MUN'), 'MAR')],
    ['A BUR S A MUN MOVES TO MAR', support(A('BUR'), A('MUN'), 'MAR')],
    ['A BUR S A LON - BEL VIA CONVOY', support(A('BUR'), A('LON'), 'BEL')],
    ['Army Burgundy supports Army Munich -> Marseilles', support(A('BUR'), A('MUN'), 'MAR')],
    // Convoys.
    ['F NTH C A LON - NWY', convoy(F('NTH'), A('LON'), 'NWY')],
    ['F NTH CONVOYS A LON TO NWY', convoy(F('NTH'), A('LON'), 'NWY')],
    ['F NTH CONVOY LON - NWY', convoy(F('NTH'), U('LON'), 'NWY')],
    ['F NTH TRANSPORTS A LON - NWY', convoy(F('NTH'), A('LON'), 'NWY')],
    ['F NTH C A LON NWY', convoy(F('NTH'), A('LON'), 'NWY')],
    ['Fleet North Sea convoys Army London -> Norway', convoy(F('NTH'), A('LON'), 'NWY')],
  ])('%s', (text, expected) => {
    expect(parse(text)).toEqual({ ok: true, value: expected });
    expect(parse(text, { phaseType: 'M' })).toEqual({ ok: true, value: expected });
  });
});

describe('retreat orders', () => {
  test.each<[string, Order]>([
    ['A TRI - ALB', retreat(A('TRI'), 'ALB')],
    ['A TRI R ALB', retreat(A('TRI'), 'ALB')],
    ['A TRI RETREAT TO ALB', retreat(A('TRI'), 'ALB')],
    ['A TRI RETREATS ALB', retreat(A('TRI'), 'ALB')],
    ['A TRI ALB', retreat(A('TRI'), 'ALB')],
    ['TRI - ALB', retreat(U('TRI'), 'ALB')],
    ['F SPA/NC - MAO', retreat(F('SPA/NC'), 'MAO')],
    ['A TRI D', disband(A('TRI'))],
    ['A TRI DISBAND', disband(A('TRI'))],
    ['DISBAND A TRI', disband(A('TRI'))],
    ['disbands army trieste', disband(A('TRI'))],
  ])('%s', (text, expected) => {
    expect(parse(text, { phaseType: 'R' })).toEqual({ ok: true, value: expected });
  });

  test.each<[string, Order]>([
    ['A TRI - ALB', move(A('TRI'), 'ALB')],
    ['A TRI R ALB', retreat(A('TRI'), 'ALB')],
    ['A TRI RETREAT TO ALB', retreat(A('TRI'), 'ALB')],
    ['A TRI D', disband(A('TRI'))],
  ])('without a phase type: %s', (text, expected) => {
    expect(parse(text)).toEqual({ ok: true, value: expected });
  });
});

describe('adjustment orders', () => {
  test.each<[string, Order]>([
    ['BUILD A PAR', build(A('PAR'))],
    ['build army paris', build(A('PAR'))],
    ['A PAR B', build(A('PAR'))],
    ['A PAR BUILD', build(A('PAR'))],
    ['BUILD F STP/NC', build(F('STP/NC'))],
    ['BUILD F STP (NC)', build(F('STP/NC'))],
    ['BUILD F ST. PETERSBURG/NC', build(F('STP/NC'))],
    ['BUILD PAR', build(U('PAR'))],
    ['REMOVE F NTH', disband(F('NTH'))],
    ['F NTH D', disband(F('NTH'))],
    ['F NTH REMOVE', disband(F('NTH'))],
    ['DISBAND F NTH', disband(F('NTH'))],
    ['WAIVE', waive],
    ['waive', waive],
    ['WAIVE BUILD', waive],
    ['BUILD WAIVE', waive],
  ])('%s', (text, expected) => {
    expect(parse(text, { phaseType: 'A' })).toEqual({ ok: true, value: expected });
    // The leading-verb forms need no phase type.
    expect(parse(text)).toEqual({ ok: true, value: expected });
  });
});

describe('move marks', () => {
  test.each<[string, GrammarError]>([
    ['A VEN TRI', 'missing_move_mark'],
    ['A BUR S A MUN MAR', 'missing_move_mark'],
    ['F NTH C A LON NWY', 'missing_move_mark'],
  ])('%s is refused when marks are needed', (text, code) => {
    const result = parse(text, { needMoveMarks: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/ - /);
    }
  });

  test.each(['A VEN - TRI', 'A VEN TO TRI', 'A VEN MOVES TRI', 'A BUR S A MUN - MAR', 'F NTH C A LON TO NWY'])(
    '%s is accepted when marks are needed',
    (text) => {
      expect(parse(text, { needMoveMarks: true }).ok).toBe(true);
    },
  );
});

describe('refusals', () => {
  test.each<[string, GrammarError, string, ParseOptions?]>([
    ['', 'empty', 'empty'],
    ['   . , ', 'empty', 'empty'],
    ['A XYZ H', 'unknown_place', 'XYZ'],
    ['XYZ - PAR', 'unknown_place', 'XYZ'],
    ['A PAR - XYZ', 'unknown_place', 'XYZ'],
    ['A LON - XYZ - NWY', 'unknown_place', 'XYZ'],
    ['A BUR S A QQQ - MAR', 'unknown_place', 'QQQ'],
    ['A PAR FOO', 'unknown_word', 'FOO'],
    ['A PAR ) H', 'unknown_word', ')'],
    ['A PAR / H', 'unknown_coast', 'H'],
    ['A PAR - BUR VIA NTH', 'unknown_word', 'VIA'],
    ['TY H', 'ambiguous_place', 'TY'],
    ['VEN S TY', 'ambiguous_place', 'Tyrolia'],
    ['VEN S TY', 'ambiguous_place', 'Tyrrhenian Sea'],
    ['VEN S TY', 'ambiguous_place', 'TYR or TYS'],
    ['F MAO - SPA/EC', 'unknown_coast', 'EC'],
    ['F MAO - SPA EC', 'unknown_coast', 'EC'],
    ['F MAO - SPA/EC', 'unknown_coast', 'Spain'],
    ['F MAO - SPA (EAST COAST)', 'unknown_coast', 'EC'],
    ['F MAO - SPA/XX', 'unknown_coast', 'XX'],
    ['F MAO - SPA/', 'unknown_coast', 'SPA'],
    ['F LON/NC H', 'unknown_coast', 'London'],
    ['F NTH NC - NWY', 'unknown_coast', 'NC'],
    ['F NWG - NWY (NC)', 'unknown_coast', 'Norway'],
    ['S A MUN - MAR', 'missing_unit', 'S'],
    ['- BUR', 'missing_unit', '-'],
    ['A', 'missing_unit', 'A'],
    ['A - BUR', 'missing_unit', 'A'],
    ['BUILD', 'missing_unit', 'BUILD'],
    ['REMOVE', 'missing_unit', 'REMOVE'],
    ['A BUR S', 'missing_unit', 'S'],
    ['F NTH C', 'missing_unit', 'C'],
    ['A PAR -', 'missing_destination', 'A PAR -'],
    ['A PAR MOVES', 'missing_destination', 'A PAR MOVES'],
    ['A PAR MOVE TO', 'missing_destination', 'A PAR MOVE TO'],
    ['A LON - NTH -', 'missing_destination', 'A LON - NTH -'],
    ['A TRI R', 'missing_destination', 'A TRI R'],
    ['F NTH C A LON', 'missing_destination', 'F NTH C A LON - NWY'],
    ['F NTH C A LON H', 'missing_destination', 'F NTH C A LON - NWY'],
    ['A PAR H NOW', 'trailing_words', 'NOW'],
    ['A PAR - BUR PLEASE', 'trailing_words', 'PLEASE'],
    ['A PAR - BUR VIA CONVOY NOW', 'trailing_words', 'NOW'],
    ['WAIVE A PAR', 'trailing_words', 'A PAR'],
    ['BUILD A PAR A MAR', 'trailing_words', 'A MAR'],
    ['A PAR H; A BUR H', 'trailing_words', '; A BUR H'],
    ['A TRI - ALB - GRE', 'bad_route', 'retreat', { phaseType: 'R' }],
    ['A TRI - ALB VIA CONVOY', 'bad_route', 'retreat', { phaseType: 'R' }],
    ['A TRI R ALB - GRE', 'bad_route', 'retreat'],
    ['A BUR S A LON - NTH - NWY', 'bad_route', 'support'],
    ['F ENG C A LON - NTH - NWY', 'bad_route', 'convoy'],
    ['A PAR H'.padEnd(MAX_ORDER_LENGTH + 1, ' '), 'too_long', String(MAX_ORDER_LENGTH)],
  ])('%j → %s', (text, code, named, options) => {
    const result = parse(text, options);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(named);
  });

  test('every refusal is a sentence', () => {
    for (const text of ['', 'A XYZ', 'TY H', 'F MAO - SPA/EC', 'S A PAR', 'A PAR -', 'A PAR H X']) {
      const result = parse(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/^\S.*\.$/);
    }
  });
});

describe('names', () => {
  test('a location id means that location even where an alias is marked ambiguous', () => {
    const map = withNames({ TYR: { kind: 'ambiguous', locations: ['TYR', 'TYS'] } });
    expect(parseOrder(map, 'A TYR H')).toEqual({ ok: true, value: hold(A('TYR')) });
  });

  test('two spellings that read the same but mean different places are ambiguous', () => {
    const map = withNames({ 'VE-NI': { kind: 'location', location: 'VEN' }, 'VE NI': { kind: 'location', location: 'TRI' } });
    // "VE-NI" also reads as "VE NI" but only at the lowest rank, so the plain spelling keeps its meaning.
    expect(parseLocation(map, 'VE NI')).toEqual({ ok: true, value: 'TRI' });
    expect(parseLocation(map, 'VE-NI')).toEqual({ ok: true, value: 'VEN' });
    const clash = withNames({ 'X.Y': { kind: 'location', location: 'VEN' }, 'X Y': { kind: 'location', location: 'TRI' } });
    expect(parseLocation(clash, 'X Y')).toMatchObject({ ok: false, error: { code: 'ambiguous_place' } });
  });

  test('a hyphen inside a word may stand for a space, but a move mark stays one', () => {
    const map = withNames({ 'BIG WATER': { kind: 'location', location: 'NTH' } });
    expect(parseLocation(map, 'Big-Water')).toEqual({ ok: true, value: 'NTH' });
    expect(parseOrder(map, 'F LON-BIG-WATER')).toEqual({ ok: true, value: move(F('LON'), 'NTH') });
    expect(parseOrder(map, 'F BIG-WATER-LON')).toEqual({ ok: true, value: move(F('NTH'), 'LON') });
  });

  test.each<[string, string]>([
    ['LON', 'LON'],
    ['london', 'LON'],
    ['North Sea', 'NTH'],
    ['Spain (north coast)', 'SPA/NC'],
    ['spa/sc', 'SPA/SC'],
    ['SPA', 'SPA'],
    ['St. Petersburg (south coast)', 'STP/SC'],
    ['Gulf of Bothnia', 'BOT'],
  ])('parseLocation(%j) is %s', (text, location) => {
    expect(parseLocation(testMap, text)).toEqual({ ok: true, value: location });
  });

  test.each<[string, GrammarError]>([
    ['', 'empty'],
    ['XYZ', 'unknown_place'],
    ['LON NTH', 'trailing_words'],
    ['SPA/EC', 'unknown_coast'],
    ['TY', 'ambiguous_place'],
  ])('parseLocation(%j) fails with %s', (text, code) => {
    expect(parseLocation(testMap, text)).toMatchObject({ ok: false, error: { code } });
  });

  test.each<[string, UnitRef]>([
    ['F STP/SC', F('STP/SC')],
    ['A LON', A('LON')],
    ['fleet spain (north coast)', F('SPA/NC')],
    ['LON', U('LON')],
  ])('parseUnit(%j)', (text, unit) => {
    expect(parseUnit(testMap, text)).toEqual({ ok: true, value: unit });
  });

  test.each<[string, GrammarError]>([
    ['', 'empty'],
    ['A', 'missing_unit'],
    ['A XYZ', 'unknown_place'],
    ['A LON H', 'trailing_words'],
  ])('parseUnit(%j) fails with %s', (text, code) => {
    expect(parseUnit(testMap, text)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('robustness', () => {
  const phaseTypes = fc.constantFrom<PhaseType | undefined>(undefined, 'M', 'R', 'A');

  test('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'binary' }), phaseTypes, fc.boolean(), (text, phaseType, needMoveMarks) => {
        const result = parse(text, { phaseType, needMoveMarks });
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  // Random strings rarely look like orders; sentences of the grammar's own words reach deeper.
  const WORDS = [
    'A', 'F', 'ARMY', 'FLEET', 'LON', 'NTH', 'NWY', 'SPA', 'STP', 'TY', 'North', 'Sea', 'MID', '-', '->', '/', '(', ')',
    'NC', 'SC', 'EC', 'COAST', 'H', 'S', 'C', 'R', 'D', 'B', 'TO', 'VIA', 'CONVOY', 'BUILD', 'WAIVE', 'REMOVE', 'XYZ', '.',
  ];
  test('never throws on sentences of its own words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }), fc.boolean(), phaseTypes, (words, spaced, phaseType) => {
        const result = parse(words.join(spaced ? ' ' : ''), { phaseType });
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });
});
