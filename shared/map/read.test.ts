import { describe, expect, test } from 'vitest';
import { STANDARD_MAP_FILES } from './generated/standard-map.js';
import { parseListOrder, parseOrder } from '../orders/parse.js';
import { phaseAfter } from './calendar.js';
import { formatPhase, parsePhase } from './phase.js';
import { readMap } from './read.js';
import type { GameMap, UnitKind } from './types.js';

/**
 * A small board: two coasts and a sea, a two-coast province, two inland provinces.
 * Tests add lines to it through a file of their own that USEs it, so that every error
 * names "variant.map line N" with N counted from the test's text.
 */
const MINI = `# a small board for tests
Alpha            = aaa alpha+land
Bravo            = bbb
Big Sea          = sea big+sea
Coast (north)    = ccc/nc ccc(nc)
Coast (south)    = ccc/sc ccc(sc)
Coast            = ccc
Dry              = dry
Hill             = hil

COAST AAA    ABUTS BBB SEA DRY
COAST BBB    ABUTS AAA SEA CCC/NC
WATER SEA    ABUTS AAA BBB CCC/SC
COAST CCC/NC ABUTS BBB
COAST CCC/SC ABUTS SEA
COAST ccc    ABUTS BBB SEA DRY
LAND  DRY    ABUTS AAA CCC HIL
LAND  HIL    ABUTS DRY

NORTH (NORTHERN:N) AAA
A AAA
SOUTH (SOUTHERN:S) BBB
F BBB
UNOWNED CCC
`;

const FILES: Record<string, string> = { 'mini.map': MINI, ...STANDARD_MAP_FILES };

/** Reads `text` as variant.map, with mini.map and standard.map beside it. */
const read = (text: string, more: Record<string, string> = {}) =>
  readMap('variant', (file) => (file === 'variant.map' ? text : (more[file] ?? FILES[file])));

/** The map `text` describes; fails the test with the reader's message when there is none. */
function mapOf(text: string, more: Record<string, string> = {}): GameMap {
  const r = read(text, more);
  if (!r.ok) expect.fail(r.error.message);
  return r.value;
}

/** The reader's message for `text`; fails the test when the map reads. */
function errorOf(text: string, more: Record<string, string> = {}): string {
  const r = read(text, more);
  if (r.ok) expect.fail('the map was read without a problem');
  expect(r.error.code).toBe('map_error');
  return r.error.message;
}

const moves = (m: GameMap, kind: UnitKind, from: string, to: string): boolean =>
  m.locations.get(from)?.abuts.some((a) => a.to === to && (kind === 'A' ? a.army : a.fleet)) ?? false;

const abut = (m: GameMap, from: string, to: string) => m.locations.get(from)?.abuts.find((a) => a.to === to);

describe('the small board', () => {
  const m = mapOf('USE mini');

  test('has its places, terrains and coasts', () => {
    expect([...m.provinces.keys()]).toEqual(['AAA', 'BBB', 'SEA', 'CCC', 'DRY', 'HIL']);
    expect([...m.locations.keys()]).toEqual(['AAA', 'BBB', 'SEA', 'CCC/NC', 'CCC/SC', 'CCC', 'DRY', 'HIL']);
    expect(m.provinces.get('CCC')).toEqual({ id: 'CCC', name: 'Coast', terrain: 'COAST', coasts: ['CCC/NC', 'CCC/SC'], supplyCenter: true });
    expect(m.locations.get('CCC/NC')).toMatchObject({ province: 'CCC', coast: 'NC', name: 'Coast (north)', armyCanStand: false, fleetCanStand: true });
    expect(m.locations.get('CCC')).toMatchObject({ coast: null, armyCanStand: true, fleetCanStand: false });
    expect(m.locations.get('SEA')).toMatchObject({ armyCanStand: false, fleetCanStand: true });
    expect(m.locations.get('DRY')).toMatchObject({ armyCanStand: true, fleetCanStand: false });
  });

  test('keeps every listed edge, with what each kind of unit may do', () => {
    expect(abut(m, 'AAA', 'BBB')).toEqual({ to: 'BBB', army: true, fleet: true, powers: null, centers: null, weak: false, half: false });
    expect(abut(m, 'AAA', 'SEA')).toMatchObject({ army: false, fleet: true });
    expect(abut(m, 'AAA', 'DRY')).toMatchObject({ army: true, fleet: false });
    // An edge to a coast: fleets go to the coast, armies to the province.
    expect(abut(m, 'BBB', 'CCC/NC')).toMatchObject({ army: false, fleet: true });
    expect(abut(m, 'BBB', 'CCC')).toMatchObject({ army: true, fleet: false });
    // Nothing stands on a two-coast province's own space but armies.
    expect(abut(m, 'CCC', 'SEA')).toMatchObject({ army: false, fleet: false });
    expect(abut(m, 'CCC', 'BBB')).toMatchObject({ army: true, fleet: false });
  });

  test('has its powers, homes, centres and units', () => {
    expect([...m.powers.values()]).toEqual([
      { name: 'NORTH', adjective: 'NORTHERN', abbrev: 'N', homes: ['AAA'], centers: ['AAA'], units: [{ kind: 'A', at: 'AAA' }] },
      { name: 'SOUTH', adjective: 'SOUTHERN', abbrev: 'S', homes: ['BBB'], centers: ['BBB'], units: [{ kind: 'F', at: 'BBB' }] },
    ]);
    expect([...m.supplyCenters]).toEqual(['AAA', 'BBB', 'CCC']);
    expect(m.unowned).toEqual(['CCC']);
  });

  test('has the defaults of a map that says nothing of its year', () => {
    expect(m.name).toBe('variant');
    expect(m.victory).toEqual([2]);
    expect(m.begin).toBe('S1901M');
    expect(m.flow).toEqual([
      { season: 'SPRING', phases: ['MOVEMENT', 'RETREATS'] },
      { season: 'FALL', phases: ['MOVEMENT', 'RETREATS'] },
      { season: 'WINTER', phases: ['ADJUSTMENTS'] },
    ]);
    expect(m.rules).toEqual([]);
    expect(m.dummies).toEqual([]);
  });

  test('knows every name of every place', () => {
    expect(m.names.get('AAA')).toEqual({ kind: 'location', location: 'AAA' });
    expect(m.names.get('ALPHA')).toEqual({ kind: 'location', location: 'AAA' });
    expect(m.names.get('ALPHA LAND')).toEqual({ kind: 'location', location: 'AAA' });
    expect(m.names.get('BIG SEA')).toEqual({ kind: 'location', location: 'SEA' });
    expect(m.names.get('CCC(NC)')).toEqual({ kind: 'location', location: 'CCC/NC' });
    expect(m.names.get('COAST (NORTH)')).toEqual({ kind: 'location', location: 'CCC/NC' });
    expect(m.names.has('NORTH')).toBe(false);
  });
});

describe('reading lines', () => {
  test('comments, blank lines, tabs and Windows line ends mean nothing', () => {
    const m = mapOf('# a comment\r\n\r\n\t  # another\r\nUSE\tmini\r\n   \r\n');
    expect(m.provinces.size).toBe(6);
  });

  test('directive words are read in any case', () => {
    const m = mapOf('use mini\nvictory 3\nrule NO_PRESS');
    expect(m.victory).toEqual([3]);
    expect(m.rules).toEqual(['NO_PRESS']);
  });
});

describe('place names', () => {
  test('"?" makes an alias ambiguous between the places that mark it', () => {
    // A place's names are given again with "old ->"; without it, its abbreviation would be taken twice.
    const m = mapOf('USE mini\nAAA -> Alpha = aaa ab?\nBBB -> Bravo = bbb ab?\nDRY -> Dry = dry hil?');
    expect(m.names.get('AB')).toEqual({ kind: 'ambiguous', locations: ['AAA', 'BBB'] });
    // Marking another place's abbreviation makes it ambiguous, the owner first (TYR: Tyrolia or the Tyrrhenian Sea).
    expect(m.names.get('HIL')).toEqual({ kind: 'ambiguous', locations: ['HIL', 'DRY'] });
  });

  test('"old ->" renames a place everywhere', () => {
    const m = mapOf('USE mini\nAAA -> Apex = apx apex');
    expect(m.provinces.has('AAA')).toBe(false);
    expect(m.provinces.get('APX')).toMatchObject({ name: 'Apex', supplyCenter: true });
    expect(moves(m, 'A', 'APX', 'DRY')).toBe(true);
    expect(moves(m, 'F', 'BBB', 'APX')).toBe(true);
    expect(m.powers.get('NORTH')).toMatchObject({ homes: ['APX'], units: [{ kind: 'A', at: 'APX' }] });
    expect(m.names.get('APEX')).toEqual({ kind: 'location', location: 'APX' });
    expect(m.names.has('ALPHA')).toBe(false);
  });

  test.each([
    ['Nowhere = nw', 'variant.map line 2: "nw" is not a place abbreviation'],
    ['Nowhere =', 'variant.map line 2: "Nowhere" has no abbreviation'],
    [' = now', 'variant.map line 2: the long name left of "=" is missing'],
    ['A = b = c', 'variant.map line 2: a place-name line has exactly one "="'],
    ['Again = aaa', 'variant.map line 2: the abbreviation AAA is already used for Alpha (mini.map line 2)'],
    ['Other = oth alpha\nLAND OTH ABUTS', 'variant.map line 2: the name "ALPHA" is given to both AAA (mini.map line 2) and OTH'],
    ['Other = oth o+t?', 'variant.map line 2: the ambiguous alias "o+t?" may not contain "+"'],
    ['XXX -> Other = oth', 'variant.map line 2: there is no place XXX to rename'],
    ['AAA -> Other = bbb', 'variant.map line 2: AAA cannot be renamed BBB: BBB is already on the map'],
    ['Lonely = lon', 'variant.map line 2: Lonely (LON) has no terrain line'],
  ])('%s is refused', (line, message) => {
    expect(errorOf(`USE mini\n${line}`)).toContain(message);
  });
});

describe('terrain and adjacency', () => {
  test('lower case in a list bars fleets from the edge, Capitalised bars armies', () => {
    const m = mapOf('USE mini\nAMEND AAA ABUTS -BBB bbb\nAMEND BBB ABUTS -AAA Aaa');
    expect(abut(m, 'AAA', 'BBB')).toMatchObject({ army: true, fleet: false });
    expect(abut(m, 'BBB', 'AAA')).toMatchObject({ army: false, fleet: true });
  });

  test('a PORT is a coast armies and fleets stand on', () => {
    const m = mapOf('USE mini\nPORT SEA ABUTS Aaa Bbb CCC/SC\nAMEND AAA ABUTS -SEA Sea\nAMEND BBB ABUTS -SEA Sea');
    expect(m.provinces.get('SEA')?.terrain).toBe('PORT');
    expect(m.locations.get('SEA')).toMatchObject({ armyCanStand: true, fleetCanStand: true });
    expect(moves(m, 'A', 'AAA', 'SEA')).toBe(false);
    expect(moves(m, 'F', 'AAA', 'SEA')).toBe(true);
    expect(moves(m, 'A', 'SEA', 'AAA')).toBe(false);
  });

  test('a SHUT place is on the board and nobody enters it', () => {
    const m = mapOf('USE mini\nWall = wll\nSHUT WLL ABUTS DRY HIL\nAMEND DRY ABUTS WLL');
    expect(m.provinces.get('WLL')?.terrain).toBe('SHUT');
    expect(m.locations.get('WLL')).toMatchObject({ armyCanStand: false, fleetCanStand: false });
    expect(abut(m, 'DRY', 'WLL')).toMatchObject({ army: false, fleet: false });
    // No edge back is needed to or from a shut place.
    expect(m.locations.get('HIL')?.abuts.some((a) => a.to === 'WLL')).toBe(false);
  });

  test('a terrain line replaces an earlier one; AMEND adds to it and "-X" takes away', () => {
    const m = mapOf('USE mini\nLAND HIL ABUTS DRY AAA\nAMEND AAA ABUTS HIL');
    expect(m.provinces.get('HIL')?.terrain).toBe('LAND');
    expect(moves(m, 'A', 'AAA', 'HIL')).toBe(true);
    const n = mapOf('USE mini\nAMEND AAA ABUTS -DRY\nAMEND DRY ABUTS -AAA');
    expect(abut(n, 'AAA', 'DRY')).toBeUndefined();
    expect(n.provinces.get('AAA')?.terrain).toBe('COAST');
  });

  test('a terrain line without ABUTS changes the terrain and keeps the edges', () => {
    const m = mapOf('USE mini\nLAND AAA');
    expect(m.provinces.get('AAA')?.terrain).toBe('LAND');
    expect(moves(m, 'A', 'AAA', 'BBB')).toBe(true);
    expect(moves(m, 'F', 'BBB', 'AAA')).toBe(false);
  });

  test('"-X" takes away a province and its coasts', () => {
    const m = mapOf('USE mini\nAMEND BBB ABUTS -CCC\nAMEND ccc ABUTS -BBB\nAMEND CCC/NC ABUTS -BBB');
    expect(m.locations.get('BBB')?.abuts.map((a) => a.to)).toEqual(['AAA', 'SEA']);
  });

  test('AMEND can change the case of a place and keep its edges', () => {
    const m = mapOf('USE mini\nAMEND aaa');
    expect(m.locations.get('AAA')?.fleetCanStand).toBe(false);
    expect(moves(m, 'A', 'AAA', 'BBB')).toBe(true);
    expect(moves(m, 'F', 'AAA', 'BBB')).toBe(false);
  });

  test('a two-coast province written upper case again loses its coasts', () => {
    const m = mapOf('USE mini\nCOAST CCC ABUTS BBB SEA DRY');
    expect(m.provinces.get('CCC')?.coasts).toEqual([]);
    expect(m.locations.has('CCC/NC')).toBe(false);
    expect(moves(m, 'F', 'BBB', 'CCC')).toBe(true);
    expect(moves(m, 'F', 'CCC', 'SEA')).toBe(true);
    expect(m.names.has('CCC(NC)')).toBe(false);
  });

  test('DROP forgets a province, its coasts, its names and every edge to it', () => {
    const m = mapOf('USE mini\nDROP CCC');
    expect(m.provinces.has('CCC')).toBe(false);
    expect([...m.locations.keys()]).not.toContain('CCC/NC');
    expect(m.locations.get('BBB')?.abuts.map((a) => a.to)).toEqual(['AAA', 'SEA']);
    expect(m.names.has('COAST')).toBe(false);
    expect(m.supplyCenters.has('CCC')).toBe(false);
  });

  test('DROP of a coast leaves the province and its other coast', () => {
    const m = mapOf('USE mini\nDROP CCC/NC\nAMEND ccc ABUTS -BBB');
    expect(m.provinces.get('CCC')?.coasts).toEqual(['CCC/SC']);
    expect(moves(m, 'F', 'BBB', 'CCC/NC')).toBe(false);
    expect(moves(m, 'A', 'BBB', 'CCC')).toBe(false);
    expect(moves(m, 'A', 'DRY', 'CCC')).toBe(true);
  });

  test('DROP takes the units and homes in the place with it', () => {
    const m = mapOf('USE mini\nDROP AAA');
    expect(m.powers.get('NORTH')).toMatchObject({ homes: [], units: [] });
  });

  test('power letters before a colon limit an edge to those powers; none make it one-way', () => {
    const m = mapOf('USE mini\nAMEND AAA ABUTS -HIL NS:HIL\nAMEND HIL ABUTS :AAA\nAMEND DRY ABUTS -HIL S:HIL');
    expect(abut(m, 'AAA', 'HIL')).toMatchObject({ army: true, powers: ['NORTH', 'SOUTH'] });
    expect(abut(m, 'HIL', 'AAA')).toMatchObject({ army: true, powers: [] });
    expect(abut(m, 'DRY', 'HIL')).toMatchObject({ powers: ['SOUTH'] });
  });

  test('owned centres in brackets limit an edge to their owner', () => {
    const m = mapOf('USE mini\nAMEND SEA ABUTS -AAA AAA(BBB,CCC)');
    expect(abut(m, 'SEA', 'AAA')).toMatchObject({ fleet: true, centers: ['BBB', 'CCC'], powers: null });
  });

  test('~ makes an edge weak, * half-strength, at either end of the place', () => {
    const m = mapOf('USE mini\nAMEND AAA ABUTS -BBB ~BBB -DRY DRY*');
    expect(abut(m, 'AAA', 'BBB')).toMatchObject({ weak: true, half: false, army: true, fleet: true });
    expect(abut(m, 'AAA', 'DRY')).toMatchObject({ weak: false, half: true });
  });

  test('a place listed among its own neighbours is passed over, as DPjudge does', () => {
    const m = mapOf('USE mini\nLAND HIL ABUTS hil DRY HIL');
    expect(m.locations.get('HIL')?.abuts.map((a) => a.to)).toEqual(['DRY']);
  });

  test('restrictions of an edge to a coast go with the army edge to its province', () => {
    const m = mapOf('USE mini\nAMEND BBB ABUTS -CCC S:CCC/NC');
    expect(abut(m, 'BBB', 'CCC/NC')).toMatchObject({ fleet: true, powers: ['SOUTH'] });
    expect(abut(m, 'BBB', 'CCC')).toMatchObject({ army: true, powers: ['SOUTH'] });
  });

  test.each([
    ['WATER', 'variant.map line 2: WATER needs the abbreviation of a place'],
    ['LAND Dry ABUTS HIL', 'variant.map line 2: "Dry": a place is written upper case, or lower case where no fleet may stand'],
    ['LAND DRY NEXT HIL', 'variant.map line 2: "NEXT" should be ABUTS'],
    ['AMEND NEW ABUTS DRY', 'variant.map line 2: there is no terrain line for NEW to AMEND'],
    ['AMEND HIL ABUTS XYZ', 'variant.map line 2: HIL abuts XYZ, which is not on the map'],
    ['AMEND HIL ABUTS DRY', 'variant.map line 2: HIL lists DRY twice'],
    ['AMEND ccc ABUTS CCC/NC', 'variant.map line 2: CCC abuts CCC/NC, in its own province'],
    ['DROP XYZ', 'variant.map line 2: DROP XYZ: there is no such place'],
    ['DROP', 'variant.map line 2: DROP needs the abbreviations of the places to forget'],
    ['AMEND HIL ABUTS AAA', 'variant.map line 2: HIL abuts AAA, but AAA does not abut HIL'],
    ['AMEND HIL ABUTS ~AAA*', 'variant.map line 2: HIL ABUTS "~AAA*" is marked both ~ and *'],
    ['AMEND HIL ABUTS AAA!', 'variant.map line 2: HIL ABUTS "AAA!" has the mark "!", which means nothing'],
    ['AMEND HIL ABUTS A:B:AAA', 'variant.map line 2: HIL ABUTS "A:B:AAA" has more than one colon'],
    ['AMEND HIL ABUTS aAa', 'variant.map line 2: HIL ABUTS "aAa" mixes upper and lower case'],
    ['AMEND HIL ABUTS AAA(BBB', 'variant.map line 2: HIL ABUTS "AAA(BBB": owned centres are written in one pair of brackets'],
    ['AMEND HIL ABUTS X:AAA\nAMEND AAA ABUTS HIL', 'variant.map line 2: HIL ABUTS X:AAA: no power has the abbreviation X'],
    ['AMEND HIL ABUTS AAA(DRY)\nAMEND AAA ABUTS HIL', 'variant.map line 2: the edge condition names DRY, which is not a supply centre'],
    ['LAND NEW ABUTS DRY', 'variant.map line 2: NEW has no place-name line'],
    ['New = new\nCOAST NEW/NC ABUTS DRY', 'variant.map line 3: NEW/NC is a coast of NEW, which has no terrain line'],
    ['COAST CCC ABUTS BBB\nCoast (east) = ccc/ec\nCOAST CCC/EC ABUTS DRY', 'so its own line must be written in lower case'],
    ['WATRE SEA ABUTS AAA', 'variant.map line 2: "WATRE" is not a terrain'],
  ])('%s is refused', (line, message) => {
    expect(errorOf(`USE mini\n${line}`)).toContain(message);
  });

  test('an edge from a coast must come back to that coast', () => {
    expect(errorOf('USE mini\nAMEND CCC/NC ABUTS DRY')).toContain('variant.map line 2: CCC/NC abuts DRY, but DRY does not abut CCC/NC');
  });
});

describe('powers, centres and units', () => {
  test('a power line without an ownership word uses the name, and its first letter', () => {
    const m = mapOf('USE mini\nEAST CCC\nUNOWNED -CCC');
    expect(m.powers.get('EAST')).toMatchObject({ adjective: 'EAST', abbrev: 'E', homes: ['CCC'], centers: ['CCC'] });
    expect(m.unowned).toEqual([]);
  });

  test('an abbreviation may be a sign, as DPjudge allows', () => {
    const m = mapOf('USE mini\nNORTH (NORTHERN:+)\nSOUTH (SOUTHERN:*)');
    expect(m.powers.get('NORTH')?.abbrev).toBe('+');
    expect(m.powers.get('SOUTH')?.abbrev).toBe('*');
  });

  test('the abbreviation defaults to the first letter of the ownership word', () => {
    const m = mapOf('USE mini\nHOLLAND (DUTCH)');
    expect(m.powers.get('HOLLAND')).toMatchObject({ adjective: 'DUTCH', abbrev: 'D' });
  });

  test('"+" and leading "_" in a power name are display hints; "+" in the ownership word is a space', () => {
    const m = mapOf('USE mini\n_GREAT+BRITAIN (GREAT+BRITISH:G)');
    expect(m.powers.get('GREATBRITAIN')).toMatchObject({ adjective: 'GREAT BRITISH', abbrev: 'G' });
  });

  test('dots, hyphens and every "_" in a power name are dropped from its key, as DPjudge keys it', () => {
    const m = mapOf('USE mini\nB.C. (British+Columbian) CCC\nUNOWNED -CCC\nNEW-YORK_STATE\nDUMMY B.C.\nUNPLAYED NEWYORKSTATE');
    expect(m.powers.get('BC')).toMatchObject({ adjective: 'BRITISH COLUMBIAN', abbrev: 'B', homes: ['CCC'] });
    expect(m.dummies).toEqual(['BC']);
    expect(m.powers.has('NEWYORKSTATE')).toBe(false);
  });

  test('a later line may write the power either way: BC adds to B.C.', () => {
    const m = mapOf('USE mini\nB.C. CCC\nUNOWNED -CCC\nBC\nA CCC');
    expect(m.powers.get('BC')).toMatchObject({ homes: ['CCC'], units: [{ kind: 'A', at: 'CCC' }] });
  });

  test('"-X" on a power line takes a home away; the centre stays, unowned', () => {
    const m = mapOf('USE mini\nNORTH -AAA');
    expect(m.powers.get('NORTH')).toMatchObject({ homes: [], centers: [] });
    expect(m.supplyCenters.has('AAA')).toBe(true);
    expect(m.unowned).toEqual(['AAA', 'CCC']);
  });

  test('more power lines add homes; a power line makes the power current again', () => {
    const m = mapOf('USE mini\nNORTH DRY\nA DRY');
    expect(m.powers.get('NORTH')).toMatchObject({ homes: ['AAA', 'DRY'], units: [{ kind: 'A', at: 'AAA' }, { kind: 'A', at: 'DRY' }] });
    expect(m.supplyCenters.has('DRY')).toBe(true);
  });

  test('UNOWNED, NEUTRAL and CENTERS (with no current power) list unowned centres; "-X" ends a centre', () => {
    expect(mapOf('USE mini\nUNOWNED HIL').unowned).toEqual(['CCC', 'HIL']);
    expect(mapOf('USE mini\nNEUTRAL HIL').unowned).toEqual(['CCC', 'HIL']);
    expect(mapOf('USE mini\nCENTERS HIL').unowned).toEqual(['CCC', 'HIL']);
    const m = mapOf('USE mini\nUNOWNED -CCC');
    expect(m.supplyCenters.has('CCC')).toBe(false);
    expect(m.provinces.get('CCC')?.supplyCenter).toBe(false);
  });

  test('UNOWNED ends the current power', () => {
    expect(errorOf('USE mini\nNORTH\nUNOWNED\nA DRY')).toContain('variant.map line 4: A must follow a power line');
  });

  test('OWNS adds to the centres a power starts with; CENTERS replaces them', () => {
    const owns = mapOf('USE mini\nNORTH\nOWNS CCC\nOWNS DRY');
    expect(owns.powers.get('NORTH')).toMatchObject({ homes: ['AAA'], centers: ['CCC', 'DRY'] });
    expect(owns.unowned).toEqual(['AAA']);
    expect(owns.supplyCenters.has('DRY')).toBe(true);
    const centers = mapOf('USE mini\nNORTH\nOWNS CCC\nCENTERS DRY');
    expect(centers.powers.get('NORTH')?.centers).toEqual(['DRY']);
    expect(mapOf('USE mini\nNORTH\nCENTERS').powers.get('NORTH')?.centers).toEqual([]);
  });

  test('INHABITS replaces the homes of the power line, then adds; HOMES always replaces', () => {
    const inhabits = mapOf('USE mini\nNORTH\nINHABITS DRY\nINHABITS HIL');
    expect(inhabits.powers.get('NORTH')?.homes).toEqual(['DRY', 'HIL']);
    const homes = mapOf('USE mini\nNORTH\nHOMES DRY\nHOME HIL');
    expect(homes.powers.get('NORTH')?.homes).toEqual(['HIL']);
    expect(mapOf('USE mini\nNORTH\nHOMES').powers.get('NORTH')?.homes).toEqual([]);
  });

  test('a unit replaces any unit listed in its province; UNITS forgets the current power\'s units', () => {
    const m = mapOf('USE mini\nNORTH\nF BBB');
    expect(m.powers.get('NORTH')?.units).toEqual([{ kind: 'A', at: 'AAA' }, { kind: 'F', at: 'BBB' }]);
    expect(m.powers.get('SOUTH')?.units).toEqual([]);
    const n = mapOf('USE mini\nSOUTH\nUNITS\nF CCC/SC');
    expect(n.powers.get('SOUTH')?.units).toEqual([{ kind: 'F', at: 'CCC/SC' }]);
  });

  test('"OLD -> NEW" renames a power and keeps its place and data', () => {
    const m = mapOf('USE mini\nDUMMY NORTH\nNORTH -> BOREAL (BOREAN:B)');
    expect([...m.powers.keys()]).toEqual(['BOREAL', 'SOUTH']);
    expect(m.powers.get('BOREAL')).toMatchObject({ adjective: 'BOREAN', abbrev: 'B', homes: ['AAA'] });
    expect(m.dummies).toEqual(['BOREAL']);
  });

  test.each([
    ['A XYZ', 'variant.map line 2: A must follow a power line'],
    ['NORTH\nA DRY HIL', 'variant.map line 3: "A DRY HIL" is not a unit'],
    ['NORTH\nA SEA', 'variant.map line 3: A SEA: an army cannot stand on SEA'],
    ['NORTH\nA CCC/NC', 'variant.map line 3: A CCC/NC: an army cannot stand on CCC/NC'],
    ['NORTH\nF DRY', 'variant.map line 3: F DRY: a fleet cannot stand on DRY'],
    ['NORTH\nF CCC', 'variant.map line 3: F CCC: a fleet cannot stand on CCC (name a coast: CCC/NC, CCC/SC)'],
    ['NORTH\nF XYZ', 'variant.map line 3: F XYZ: XYZ is not on the map'],
    ['NORTH XYZ', 'variant.map line 2: XYZ is not a province of the map'],
    ['NORTH CCC/NC', 'variant.map line 2: "CCC/NC" is not the abbreviation of a province'],
    ['NORTH\nOWNS BBB', 'BBB is owned at the start by both NORTH and SOUTH'],
    ['SOUTH AAA', 'AAA is owned at the start by both NORTH and SOUTH'],
    ['OWNS DRY', 'variant.map line 2: OWNS must follow a power line'],
    ['INHABITS DRY', 'variant.map line 2: INHABITS must follow a power line'],
    ['UNITS', 'variant.map line 2: UNITS must follow a power line'],
    ['NORTH (NORTHERN:M)', 'variant.map line 2: "(NORTHERN:M)": the power\'s abbreviation is one character (a letter, a digit or a sign), and not M'],
    ['NORTH (NORTHERN:NO)', 'variant.map line 2: "(NORTHERN:NO)": the power\'s abbreviation is one character'],
    ['NORTH (NORTHERN', 'variant.map line 2: "(NORTHERN" should be (OWNWORD) or (OWNWORD:LETTER)'],
    ['E', 'variant.map line 2: "E" is neither a directive nor a power name (a power name of one letter'],
    ['HIL', 'variant.map line 2: HIL is both a power and the abbreviation of a place'],
    ['H.I.L.', 'variant.map line 2: HIL is both a power and the abbreviation of a place'],
    ['EAST -> WEST', 'variant.map line 2: there is no power EAST to rename'],
    ['NORTH -> SOUTH', 'variant.map line 2: NORTH cannot be renamed SOUTH'],
  ])('%s is refused', (line, message) => {
    expect(errorOf(`USE mini\n${line}`)).toContain(message);
  });

  test('a power of three letters is a power when the line can be nothing else (ODA, RED)', () => {
    const m = mapOf('USE mini\nODA (ODA:O) CCC\nA CCC\nUNOWNED -CCC\nRED\nDUMMY');
    expect(m.powers.get('ODA')).toMatchObject({ homes: ['CCC'], units: [{ kind: 'A', at: 'CCC' }] });
    expect(m.powers.has('RED')).toBe(true);
    expect(m.dummies).toEqual(['RED']);
  });

  test('orders tell a power named like a place from the place by the slot it stands in', () => {
    const m = mapOf('USE mini\nDRYLAND (DRY:Y)\nDry Land = dr2 dryland\nLAND DR2 ABUTS HIL\nLAND HIL ABUTS DRY DR2');
    // After A, F or a verb: the place. After P: the power.
    expect(parseOrder(m, 'A HIL - DRYLAND')).toMatchObject({ ok: true, value: { kind: 'move', unit: { kind: 'A', at: 'HIL' }, to: 'DR2' } });
    expect(parseOrder(m, 'A DRYLAND H')).toMatchObject({ ok: true, value: { kind: 'hold', unit: { kind: 'A', at: 'DR2' } } });
    expect(parseListOrder(m, 'A HIL P DRYLAND')).toEqual({ ok: true, value: { kind: 'proxy', unit: { kind: 'A', at: 'HIL' }, to: 'DRYLAND' } });
  });

  test('a power may be named like a place: the power line is a power line, and both keep their name', () => {
    const m = mapOf('USE mini\nDRYLAND (DRY:Y)\nDry Land = dr2 dryland\nLAND DR2 ABUTS HIL\nLAND HIL ABUTS DRY DR2\nHILL (HILLY:I) DR2\nA DR2');
    expect(m.powers.get('DRYLAND')).toMatchObject({ adjective: 'DRY', abbrev: 'Y' });
    expect(m.powers.get('HILL')).toMatchObject({ homes: ['DR2'], units: [{ kind: 'A', at: 'DR2' }] });
    expect(m.names.get('DRYLAND')).toEqual({ kind: 'location', location: 'DR2' });
    expect(m.names.get('HILL')).toEqual({ kind: 'location', location: 'HIL' });
  });

  test('a map needs two powers', () => {
    expect(errorOf('USE mini\nUNPLAYED SOUTH')).toContain('variant.map: a map needs at least two powers');
  });
});

describe('dummies and unplayed powers', () => {
  const three = 'USE mini\nEAST (EASTERN:E) CCC\nUNOWNED -CCC\n';

  test.each([
    ['NORTH\nDUMMY', ['NORTH']],
    ['DUMMY SOUTH', ['SOUTH']],
    ['DUMMIES SOUTH EAST', ['SOUTH', 'EAST']],
    ['DUMMY ALL', ['NORTH', 'SOUTH', 'EAST']],
    ['DUMMIES ALL EXCEPT south', ['NORTH', 'EAST']],
  ])('%s', (lines, dummies) => {
    expect(mapOf(three + lines).dummies).toEqual(dummies);
  });

  test('ALL means the powers declared above the line', () => {
    expect(mapOf('USE mini\nDUMMY ALL\nEAST CCC\nUNOWNED -CCC').dummies).toEqual(['NORTH', 'SOUTH']);
  });

  test('UNPLAYED removes powers with their homes, units and dummy status', () => {
    const m = mapOf(`${three}DUMMY EAST\nUNPLAYED EAST`);
    expect([...m.powers.keys()]).toEqual(['NORTH', 'SOUTH']);
    expect(m.dummies).toEqual([]);
    // As in DPjudge, a removed power's homes are supply centres no longer, unless listed elsewhere.
    expect(m.supplyCenters.has('CCC')).toBe(false);
    expect(mapOf(`${three}UNPLAYED ALL EXCEPT NORTH SOUTH`).powers.size).toBe(2);
    expect(mapOf(`${three}EAST\nUNPLAYED`).powers.size).toBe(2);
  });

  test.each(['UNPLAYED EAST, SOUTH', 'UNPLAYED EAST,SOUTH', 'UNPLAYED EAST ,SOUTH,', 'UNPLAYED ALL EXCEPT NORTH,WEST'])(
    'commas separate the powers as spaces do: %s',
    (line) => {
      const m = mapOf(`${three}WEST (WESTERN:W) CCC\n${line}`);
      expect([...m.powers.keys()]).toEqual(['NORTH', 'WEST']);
    },
  );

  test.each([
    ['DUMMIES', 'variant.map line 4: DUMMIES needs ALL or the names of powers'],
    ['DUMMY', 'variant.map line 4: DUMMY must follow a power line'],
    ['DUMMY WEST', 'variant.map line 4: DUMMY names WEST, which is not a power declared above'],
    ['DUMMY ALL BUT EAST', 'variant.map line 4: DUMMY ALL is followed by EXCEPT or by nothing'],
    ['DUMMY ALL EXCEPT', 'variant.map line 4: DUMMY ALL EXCEPT needs the names of powers'],
    ['UNPLAYED WEST', 'variant.map line 4: UNPLAYED names WEST, which is not a power declared above'],
  ])('%s is refused', (line, message) => {
    expect(errorOf(three + line)).toContain(message);
  });
});

describe('files', () => {
  test('USE, USES and MAP read other files, with or without ".map"', () => {
    expect(mapOf('USES mini.map').provinces.size).toBe(6);
    expect(mapOf('MAP mini').provinces.size).toBe(6);
    expect(mapOf('USE part\nUSE rest', { 'part.map': MINI.slice(0, MINI.indexOf('NORTH')), 'rest.map': MINI.slice(MINI.indexOf('NORTH')) }).powers.size).toBe(2);
  });

  test('a used file keeps its own current power', () => {
    expect(errorOf('USE mini\nA DRY')).toContain('variant.map line 2: A must follow a power line');
  });

  test('the map itself must exist', () => {
    const r = readMap('nowhere', () => undefined);
    expect(r).toEqual({ ok: false, error: { code: 'map_error', message: 'nowhere.map: there is no such map file.' } });
  });

  test.each([
    ['USE', 'variant.map line 1: USE needs the name of a file'],
    ['USE gone', 'variant.map line 1: gone.map: there is no such file'],
    ['USE mini\nUSE mini', 'variant.map line 2: mini.map is used twice'],
    ['USE ../secret', 'variant.map line 1: "../secret" is not a file name'],
    ['MAP mini\nMAP standard', 'variant.map line 2: MAP standard: the drawing is already that of mini'],
    ['MAP mini standard', 'variant.map line 1: MAP names one map'],
  ])('%s is refused', (text, message) => {
    expect(errorOf(text)).toContain(message);
  });

  test('every problem is reported, each with its file and line', () => {
    const message = errorOf('USE mini\nVICTORY x\nAMEND HIL ABUTS XYZ\nNORTH\nF DRY');
    expect(message.split('\n')).toEqual([
      'variant.map line 3: HIL abuts XYZ, which is not on the map',
      'variant.map line 5: F DRY: a fleet cannot stand on DRY',
      'variant.map line 2: VICTORY takes one or more whole numbers of centres, one a game-year',
    ]);
  });
});

describe('the game-year', () => {
  test('VICTORY gives the centres to win, year by year', () => {
    expect(mapOf('USE mini\nVICTORY 3 2').victory).toEqual([3, 2]);
  });

  test('BEGIN gives the first phase, written out or abbreviated', () => {
    expect(mapOf('USE mini\nBEGIN FALL 1905 MOVEMENT').begin).toBe('F1905M');
    expect(mapOf('USE mini\nBEGIN S1700M').begin).toBe('S1700M');
    expect(mapOf('USE mini\nBEGIN winter 1901 adjustments').begin).toBe('W1901A');
  });

  test('FLOW lines add up; FLOW alone starts again', () => {
    const m = mapOf('USE mini\nFLOW SPRING:MOVEMENT\nFLOW AUTUMN:MOVEMENT,RETREATS WINTER:ADJUSTMENTS,BIDDING');
    expect(m.flow).toEqual([
      { season: 'SPRING', phases: ['MOVEMENT'] },
      { season: 'AUTUMN', phases: ['MOVEMENT', 'RETREATS'] },
      { season: 'WINTER', phases: ['ADJUSTMENTS', 'BIDDING'] },
    ]);
    expect(mapOf('USE mini\nFLOW SUMMER:MOVEMENT\nFLOW\nFLOW YEAR:MOVEMENT').flow).toEqual([{ season: 'YEAR', phases: ['MOVEMENT'] }]);
    expect(mapOf('USE mini\nFLOW SUMMER:MOVEMENT\nFLOW').flow).toHaveLength(3);
  });

  test.each([
    ['VICTORY', 'variant.map line 2: VICTORY takes one or more whole numbers'],
    ['VICTORY 0', 'variant.map line 2: VICTORY takes one or more whole numbers'],
    ['BEGIN SPRING', 'variant.map line 2: BEGIN should be a season, a year and a phase type'],
    ['BEGIN SUMMER 1901 MOVEMENT', 'variant.map line 2: BEGIN SUMMER 1901 MOVEMENT is not a phase of the map\'s flow'],
    ['FLOW SPRING', 'variant.map line 2: FLOW "SPRING" should be a season, a colon and its phases'],
    ['FLOW SPRING:MOVEMENT,MUSTER', 'variant.map line 2: FLOW "SPRING:MOVEMENT,MUSTER": the phase letter M already stands for MOVEMENT'],
    ['FLOW SPRING:MOVEMENT SUMMER:MOVEMENT', 'variant.map line 2: FLOW "SUMMER:MOVEMENT": the season SUMMER would name its phases S, as SPRING already does; give it a letter of its own, as in SUMMER=U:MOVEMENT'],
    ['FLOW SPRING:MOVEMENT SUMMER:ADJUSTMENTS', 'variant.map line 2: FLOW "SUMMER:ADJUSTMENTS": the season SUMMER would name its phases S, as SPRING already does'],
    ['FLOW SPRING:MOVEMENT SUMMER=S:MOVEMENT', 'variant.map line 2: FLOW "SUMMER=S:MOVEMENT": the season SUMMER would name its phases S, as SPRING already does'],
    ['FLOW WINTER:MOVEMENT SPRING=W:MOVEMENT', 'variant.map line 2: FLOW "SPRING=W:MOVEMENT": the season SPRING would name its phases W, as WINTER already does; give it a letter of its own, as in SPRING=S:MOVEMENT'],
    ['FLOW SUMMER=UU:MOVEMENT', 'variant.map line 2: FLOW "SUMMER=UU:MOVEMENT" should be a season, a colon and its phases'],
    ['FLOW SPRING:MOVEMENT NEWYEAR:0', 'variant.map line 2: FLOW "NEWYEAR:0": NEWYEAR:n takes a whole number of years other than 0'],
    ['FLOW SPRING:MOVEMENT NEWYEAR:two', 'variant.map line 2: FLOW "NEWYEAR:two": NEWYEAR:n takes a whole number'],
    ['FLOW SPRING:MOVEMENT IFYEARDIV:0', 'variant.map line 2: FLOW "IFYEARDIV:0": IFYEARDIV takes a divisor above 0'],
    ['FLOW SPRING:MOVEMENT IFYEARDIV:2=2', 'variant.map line 2: FLOW "IFYEARDIV:2=2": IFYEARDIV takes a divisor above 0 and maybe a remainder below it'],
    ['FLOW SPRING:MOVEMENT IFYEARDIV', 'variant.map line 2: FLOW "IFYEARDIV": IFYEARDIV takes a divisor'],
    ['FLOW NEWYEAR:1 SPRING:MOVEMENT NEWYEAR:-1', 'variant.map line 2: FLOW "NEWYEAR:-1": the years of a flow run one way'],
    ['FLOW IFYEARDIV:2 SPRING:MOVEMENT NEWYEAR:-1', 'variant.map line 2: FLOW "NEWYEAR:-1": the years of a flow run one way'],
    ['FLOW NEWYEAR:2', 'variant.map line 2: a FLOW that steers the year must name its seasons too'],
    ['SEASONAL SEA', 'variant.map line 2: SEASONAL names a space and the seasons units may move into or out of it, as in SEASONAL ANT FALL WINTER'],
    ['SEASONAL XYZ SPRING', 'variant.map line 2: SEASONAL XYZ: there is no such space (write its abbreviation)'],
    ['SEASONAL SEA SUMMER', 'variant.map line 2: SEASONAL SEA SUMMER: SUMMER is not a season of the map\'s flow (SPRING, FALL, WINTER)'],
    ['SEASONAL SEA SPRING\nSEASONAL SEA FALL', 'variant.map line 3: SEASONAL SEA: the space already has its seasons'],
  ])('%s is refused', (line, message) => {
    expect(errorOf(`USE mini\n${line}`)).toContain(message);
  });
});

describe('years steered by the FLOW (NEWYEAR, IFYEARDIV)', () => {
  /** The first `n` phases of the map, from its BEGIN. */
  function phases(m: GameMap, n: number): string[] {
    const start = parsePhase(m.begin);
    if (!start.ok) return expect.fail(start.error.message);
    const out = [formatPhase(start.value)];
    let p = start.value;
    while (out.length < n) {
      const next = phaseAfter(m, p);
      if (!next) return expect.fail(`no phase after ${formatPhase(p)}`);
      out.push(formatPhase(next));
      p = next;
    }
    return out;
  }

  test('a map without them keeps the standard year', () => {
    expect(phases(mapOf('USE mini\nBEGIN FALL 1901 MOVEMENT'), 5)).toEqual(['F1901M', 'F1901R', 'W1901A', 'S1902M', 'S1902R']);
  });

  test('years counted backward, with adjustments every other year (seasons with dots in their name)', () => {
    const m = mapOf('USE mini\nBEGIN B.C. 273 MOVEMENT\nFLOW NEWYEAR:-1\nFLOW B.C.:MOVEMENT,RETREATS\nFLOW IFYEARDIV:2\nFLOW B.C.:ADJUSTMENTS');
    expect(m.begin).toBe('B273M');
    // 273 is odd: the flow starts again, a year earlier, before the adjustments.
    expect(phases(m, 8)).toEqual(['B273M', 'B273R', 'B272M', 'B272R', 'B272A', 'B271M', 'B271R', 'B270M']);
  });

  test('five years a turn, with adjustments in years that divide by ten', () => {
    const m = mapOf('USE mini\nBEGIN A.D. 1425 MOVEMENT\nFLOW NEWYEAR:5 A.D.:MOVEMENT,RETREATS IFYEARDIV:10 A.D.:ADJUSTMENTS');
    expect(phases(m, 7)).toEqual(['A1425M', 'A1425R', 'A1430M', 'A1430R', 'A1430A', 'A1435M', 'A1435R']);
  });

  test('a season may name its phases with a letter of its own (SUMMER=U): Global\'s year of four seasons', () => {
    const m = mapOf('USE mini\nBEGIN F1900A\nFLOW WINTER:MOVEMENT,RETREATS SPRING:MOVEMENT,RETREATS,ADJUSTMENTS SUMMER=U:MOVEMENT,RETREATS FALL:MOVEMENT,RETREATS,ADJUSTMENTS');
    expect(m.flow[2]).toEqual({ season: 'SUMMER', phases: ['MOVEMENT', 'RETREATS'], letter: 'U' });
    expect(m.flow[1]).toEqual({ season: 'SPRING', phases: ['MOVEMENT', 'RETREATS', 'ADJUSTMENTS'] });
    expect(phases(m, 12)).toEqual(['F1900A', 'W1901M', 'W1901R', 'S1901M', 'S1901R', 'S1901A', 'U1901M', 'U1901R', 'F1901M', 'F1901R', 'F1901A', 'W1902M']);
    // BEGIN names the season by its full name or by its own letter.
    expect(mapOf('USE mini\nBEGIN SUMMER 1901 MOVEMENT\nFLOW SPRING:MOVEMENT SUMMER=U:MOVEMENT').begin).toBe('U1901M');
    expect(mapOf('USE mini\nBEGIN U1901M\nFLOW SPRING:MOVEMENT SUMMER=U:MOVEMENT').begin).toBe('U1901M');
    expect(errorOf('USE mini\nBEGIN S1901R\nFLOW SPRING:MOVEMENT SUMMER=U:MOVEMENT,RETREATS')).toContain('BEGIN S1901R is not a phase of the map\'s flow');
  });

  test('SEASONAL: a space open to movement in some seasons only, named by full name or letter (ours)', () => {
    const m = mapOf('USE mini\nFLOW SPRING:MOVEMENT SUMMER=U:MOVEMENT FALL:MOVEMENT\nSEASONAL sea spring U\nSEASONAL HIL FALL');
    expect(m.seasonal).toEqual(new Map([['SEA', ['SPRING', 'SUMMER']], ['HIL', ['FALL']]]));
    expect(mapOf('USE mini').seasonal).toBeUndefined();
  });

  test('IFYEARDIV:d=m goes on when the year leaves m; without a NEWYEAR the year grows when the flow starts again', () => {
    const m = mapOf('USE mini\nFLOW SPRING:MOVEMENT IFYEARDIV:2=1 WINTER:ADJUSTMENTS');
    expect(phases(m, 5)).toEqual(['S1901M', 'W1901A', 'S1902M', 'S1903M', 'W1903A']);
  });
});

describe('rules and DIRECTIVES stanzas', () => {
  test('RULE and RULES lines add up, "!" kept', () => {
    expect(mapOf('USE mini\nRULE BUILD_ANY\nRULES no_press !COASTAL_CRAWL').rules).toEqual(['BUILD_ANY', 'NO_PRESS', '!COASTAL_CRAWL']);
  });

  test('RULE lines of a stanza for all variants or for STANDARD are kept; other variants\' stanzas are skipped', () => {
    const m = mapOf(
      'USE mini\nDIRECTIVES\nRULE ONE\nEND DIRECTIVES\nSTANDARD DIRECTIVE\nRULE TWO\nPAYOLA DIRECTIVES\nRULE THREE\nDEADLINE whenever\nEND DIRECTIVES\nRULE FOUR',
    );
    expect(m.rules).toEqual(['ONE', 'TWO', 'FOUR']);
  });

  test.each([
    ['DIRECTIVES\nPRIVATE', 'variant.map line 3: the status line "PRIVATE" inside DIRECTIVES is not supported yet'],
    ['A B DIRECTIVES', 'variant.map line 2: a DIRECTIVES line is'],
    ['RULE', 'variant.map line 2: RULE needs the names of rules'],
  ])('%s is refused', (lines, message) => {
    expect(errorOf(`USE mini\n${lines}`)).toContain(message);
  });
});

describe('directives not supported yet', () => {
  test.each([
    ['TEAMS NORTH-SOUTH', 'TEAMS is not supported yet'],
    ['NORTH\nOWNS SC!', 'SC! (a build in any vacant home centre) is not supported yet'],
    ['NORTH\nOWNS SC?', 'SC? (a build in any vacant home centre) is not supported yet'],
  ])('%s', (lines, message) => {
    const error = errorOf(`USE mini\n${lines}`);
    expect(error).toMatch(/^variant\.map line \d+: /);
    expect(error).toContain(message);
  });

  test('cosmetic directives are read and ignored', () => {
    const m = mapOf('USE mini\nTEXTONLY\nFLAGS standard\nNORTH\nFLAG ENGLAND');
    expect(m.powers.size).toBe(2);
  });

  test('NOTIFY (whom DPjudge mails when a game starts) is read and ignored, anywhere in the file', () => {
    const m = mapOf('NOTIFY\tsomeone@example.com other@example.org\nUSE mini\nNORTH\nNOTIFY third@example.net\nA AAA');
    expect(m.powers.size).toBe(2);
    // A NOTIFY line between a power line and its units leaves the power current, as in DPjudge.
    expect(m.powers.get('NORTH')?.units).toEqual([{ kind: 'A', at: 'AAA' }]);
  });
});

describe('build sites, extra units and leagues of a power (Map.txt, Political and Military Directives)', () => {
  test('+ factory, * partisan, @ alternative, ~ hidden, &SC claims: each kept as a fact of the power', () => {
    const m = mapOf('USE mini\nNORTH +DRY &SC &SC\nSOUTH *HIL ~@CCC(BBB) ~BBB');
    const north = m.powers.get('NORTH');
    expect(north).toMatchObject({ homes: ['AAA'], factories: ['DRY'], claims: 2 });
    expect(north?.partisans).toBeUndefined();
    const south = m.powers.get('SOUTH');
    expect(south).toMatchObject({
      // ~BBB takes BBB out of the homes and puts it back, last, as DPjudge does.
      homes: ['CCC', 'BBB'],
      partisans: ['HIL'],
      hiddenBuilds: ['CCC', 'BBB'],
      alternatives: [{ centre: 'CCC', instead: ['BBB'] }],
    });
    // A factory or partisan site is not a supply centre; an alternative home is.
    expect([...m.supplyCenters]).toEqual(['AAA', 'BBB', 'CCC']);
  });

  test('a map without them reads as before: no such fields', () => {
    const m = mapOf('USE mini');
    expect(Object.keys(m.powers.get('NORTH') ?? {}).sort()).toEqual(['abbrev', 'adjective', 'centers', 'homes', 'name', 'units']);
    expect('homeYears' in m || 'phased' in m).toBe(false);
  });

  test('-SITE takes a site away; HOMES starts every list afresh; INHABITS keeps nothing of the power line', () => {
    expect(mapOf('USE mini\nNORTH +DRY *HIL &SC\nNORTH -DRY -&SC').powers.get('NORTH')).toMatchObject({ partisans: ['HIL'] });
    const m = mapOf('USE mini\nNORTH +DRY &SC\nHOMES AAA');
    expect(m.powers.get('NORTH')?.factories).toBeUndefined();
    expect(m.powers.get('NORTH')?.claims).toBeUndefined();
  });

  test('RESERVES and MILITIA: the last line counts, 1 when no count is given', () => {
    const m = mapOf('USE mini\nNORTH\nRESERVES 3\nRESERVES\nSOUTH\nMILITIA 2');
    expect(m.powers.get('NORTH')).toMatchObject({ reserves: 1 });
    expect(m.powers.get('SOUTH')).toMatchObject({ militia: 2 });
  });

  test('LEAGUE: open, strict, benign', () => {
    const m = mapOf('USE mini\nNORTH\nLEAGUE NORTHERN STRICT\nSOUTH\nLEAGUE SOUTHERN BENIGN NORTHERN');
    expect(m.powers.get('NORTH')?.league).toEqual({ name: 'NORTHERN', behaviour: 'strict', benignTo: [] });
    expect(m.powers.get('SOUTH')?.league).toEqual({ name: 'SOUTHERN', behaviour: 'benign', benignTo: ['NORTHERN'] });
  });

  test('NEWHOMES: the years of the last line', () => {
    expect(mapOf('USE mini\nNEWHOMES 1899 1905').homeYears).toEqual([1899, 1905]);
  });

  test.each([
    ['NORTH +AAA', 'variant.map line 2: the factory site AAA of NORTH is a supply centre'],
    ['NORTH *XYZ', 'variant.map line 2: the partisan site XYZ of NORTH is not a place of the map'],
    ['NORTH +DRY\nSOUTH *DRY', 'variant.map line 3: DRY is a build site of both NORTH and SOUTH'],
    ['NORTH +*DRY', 'is marked both + (factory) and * (partisan site)'],
    ['NORTH @CCC(BBB)', 'variant.map line 2: @CCC(BBB): BBB is not a home centre of NORTH'],
    ['NORTH DRY(AAA)', 'only an alternative home centre has homes in brackets'],
    ['NORTH &XX', 'a claimed home centre is written &SC'],
    ['NORTH %DRY', 'the marks before one are - + * @ ~'],
    ['UNOWNED +DRY', 'UNOWNED lists supply centres only'],
    ['RESERVES 1', 'variant.map line 2: RESERVES must follow a power line'],
    ['NORTH\nMILITIA many', 'variant.map line 3: MILITIA takes one count of units'],
    ['NORTH\nLEAGUE A\nLEAGUE B', 'variant.map line 4: NORTH is already in the league A (variant.map line 3)'],
    ['NORTH\nLEAGUE A STRICT B', 'a LEAGUE line is'],
    ['NEWHOMES', 'NEWHOMES is followed by game-years'],
  ])('%s is refused', (lines, message) => {
    expect(errorOf(`USE mini\n${lines}`)).toContain(message);
  });
});

describe('IN and FROM: lines for some phases (Map.txt, Dynamic Directives)', () => {
  test('one line after a colon, or every line below to FROM START; kept as written, in order', () => {
    const m = mapOf('USE mini\nIN SPRING: SHUT HIL\nFROM s1904m\nNORTH\nHOMES AAA DRY\nFROM START\nVICTORY 3');
    expect(m.phased).toEqual([
      { kind: 'in', phase: 'SPRING', lines: [{ text: 'SHUT HIL', file: 'variant.map', line: 2 }] },
      {
        kind: 'from',
        phase: 'S1904M',
        lines: [
          { text: 'NORTH', file: 'variant.map', line: 4 },
          { text: 'HOMES AAA DRY', file: 'variant.map', line: 5 },
        ],
      },
    ]);
    // Lines in a block do not change the map as read; those after FROM START do.
    expect(m.powers.get('NORTH')?.homes).toEqual(['AAA']);
    expect(m.victory).toEqual([3]);
    expect(m.provinces.get('HIL')?.terrain).toBe('LAND');
  });

  test('a block whose lines would break the map is refused, naming the block and the line', () => {
    const error = errorOf('USE mini\nIN W1905A\nNORTH\nHOMES XYZ');
    expect(error).toContain('while IN W1905A (variant.map line 2) holds: variant.map line 4:');
    expect(error).toContain('XYZ is not a province of the map');
  });

  test.each([
    ['FROM SPRING', 'FROM names a movement phase by its abbreviation'],
    ['FROM S1904R', 'FROM names a movement phase by its abbreviation'],
    ['IN', 'IN needs a phase'],
    ['IN SPRING:', 'the line after the colon is missing'],
  ])('%s is refused', (lines, message) => {
    expect(errorOf(`USE mini\n${lines}`)).toContain(message);
  });
});

describe('an alias that is another place\'s abbreviation', () => {
  test('is dropped: the abbreviation names its own place (zeus.map: Libya = lib ben, beside Bay of Bengal = ben)', () => {
    const m = mapOf('USE mini\nhil -> Hill = hil dry hill');
    expect(m.names.get('DRY')).toEqual({ kind: 'location', location: 'DRY' });
    expect(m.names.get('HILL')).toEqual({ kind: 'location', location: 'HIL' });
  });

  test('two places still may not share a plain alias that is no abbreviation', () => {
    expect(errorOf('USE mini\nhil -> Hill = hil alpha+land')).toContain('the name "ALPHA LAND" is given to both');
  });
});

describe('variants of the standard map', () => {
  test('a map can USE the standard map and change it', () => {
    const m = mapOf('USE standard\nAMEND spa ABUTS EI:NAF\nAMEND NAF ABUTS EI:SPA\nVICTORY 20');
    expect(abut(m, 'SPA', 'NAF')).toMatchObject({ army: true, fleet: false, powers: ['ENGLAND', 'ITALY'] });
    expect(abut(m, 'NAF', 'SPA')).toMatchObject({ army: true, fleet: false, powers: ['ENGLAND', 'ITALY'] });
    expect(m.victory).toEqual([20]);
    expect(m.provinces.size).toBe(76);
  });

  test('one-way edges, as the syntax page shows them', () => {
    const m = mapOf('USE standard\nAMEND BAL ABUTS -SKA :SKA\nAMEND SKA ABUTS BAL');
    expect(abut(m, 'SKA', 'BAL')).toMatchObject({ fleet: true, powers: null });
    expect(abut(m, 'BAL', 'SKA')).toMatchObject({ fleet: true, powers: [] });
    expect(errorOf('USE standard\nAMEND SKA ABUTS BAL')).toContain('variant.map line 2: SKA abuts BAL, but BAL does not abut SKA');
  });

  test('centre-limited edges, as the syntax page shows them', () => {
    const m = mapOf('USE standard\nAMEND BLA ABUTS AEG(CON,SMY)\nAMEND AEG ABUTS BLA(CON,SMY)');
    expect(abut(m, 'BLA', 'AEG')).toMatchObject({ fleet: true, centers: ['CON', 'SMY'] });
  });

  test('an island an army reaches only by convoy, as the syntax page describes it', () => {
    const m = mapOf(
      'USE standard\nPORT TYS ABUTS ION LYO Rom Nap Tun Tus WES\nAMEND ROM ABUTS -TYS Tys\nAMEND NAP ABUTS -TYS Tys\nAMEND TUN ABUTS -TYS Tys\nAMEND TUS ABUTS -TYS Tys',
    );
    expect(m.locations.get('TYS')).toMatchObject({ armyCanStand: true, fleetCanStand: true, terrain: 'PORT' });
    expect(moves(m, 'A', 'NAP', 'TYS')).toBe(false);
    expect(moves(m, 'F', 'NAP', 'TYS')).toBe(true);
    expect(moves(m, 'A', 'TYS', 'NAP')).toBe(false);
    expect(moves(m, 'F', 'TYS', 'NAP')).toBe(true);
  });

  test('DROP SPA removes Spain and both coasts; the map still reads once its neighbours are fixed', () => {
    const m = mapOf('USE standard\nDROP SPA\nUNOWNED -SPA');
    expect(m.provinces.has('SPA')).toBe(false);
    expect(m.locations.has('SPA/NC')).toBe(false);
    expect(moves(m, 'F', 'MAO', 'SPA/NC')).toBe(false);
    expect(m.supplyCenters.size).toBe(33);
    // The standard map's VICTORY line still holds.
    expect(m.victory).toEqual([18]);
  });

  test('a variant for fewer players', () => {
    const m = mapOf('USE standard\nUNPLAYED ITALY\nUNOWNED NAP ROM VEN');
    expect(m.powers.size).toBe(6);
    expect(m.supplyCenters.size).toBe(34);
    expect(m.unowned).toContain('ROM');
  });
});
