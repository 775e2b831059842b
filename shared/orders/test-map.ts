/**
 * A small hand-built map for the grammar's tests: a corner of the standard board with
 * its abbreviations, long names and the kinds of alias a map file gives (multi-word,
 * punctuated, coast-bearing, ambiguous). Adjacencies are left out: the grammar never
 * reads them. For tests only.
 */
import type { GameMap, LocationInfo, NameMeaning, Province, Terrain } from '../map/types.js';

type Row = readonly [id: string, name: string, terrain: Terrain, coasts?: readonly string[]];

const ROWS: readonly Row[] = [
  ['ADR', 'Adriatic Sea', 'WATER'],
  ['ALB', 'Albania', 'COAST'],
  ['BEL', 'Belgium', 'COAST'],
  ['BOT', 'Gulf of Bothnia', 'WATER'],
  ['BRE', 'Brest', 'COAST'],
  ['BUL', 'Bulgaria', 'COAST', ['EC', 'SC']],
  ['BUR', 'Burgundy', 'LAND'],
  ['CON', 'Constantinople', 'COAST'],
  ['EAS', 'Eastern Mediterranean', 'WATER'],
  ['EDI', 'Edinburgh', 'COAST'],
  ['ENG', 'English Channel', 'WATER'],
  ['GAS', 'Gascony', 'COAST'],
  ['GRE', 'Greece', 'COAST'],
  ['LON', 'London', 'COAST'],
  ['LYO', 'Gulf of Lyon', 'WATER'],
  ['MAO', 'Mid-Atlantic Ocean', 'WATER'],
  ['MAR', 'Marseilles', 'COAST'],
  ['MUN', 'Munich', 'LAND'],
  ['NAF', 'North Africa', 'COAST'],
  ['NAO', 'North Atlantic Ocean', 'WATER'],
  ['NTH', 'North Sea', 'WATER'],
  ['NWG', 'Norwegian Sea', 'WATER'],
  ['NWY', 'Norway', 'COAST'],
  ['PAR', 'Paris', 'LAND'],
  ['PIC', 'Picardy', 'COAST'],
  ['POR', 'Portugal', 'COAST'],
  ['SPA', 'Spain', 'COAST', ['NC', 'SC']],
  ['STP', 'St Petersburg', 'COAST', ['NC', 'SC']],
  ['TRI', 'Trieste', 'COAST'],
  ['TYR', 'Tyrolia', 'LAND'],
  ['TYS', 'Tyrrhenian Sea', 'WATER'],
  ['VEN', 'Venice', 'COAST'],
  ['WES', 'Western Mediterranean', 'WATER'],
  ['YOR', 'Yorkshire', 'COAST'],
];

const COAST_NAMES: Readonly<Record<string, string>> = { NC: 'north', SC: 'south', EC: 'east', WC: 'west' };

/** Aliases as a map reader would hand them over: upper case, `+` read as a space. */
const ALIASES: Readonly<Record<string, string>> = {
  'NORTH SEA': 'NTH',
  NTS: 'NTH',
  NRG: 'NWG',
  NORWEGIAN: 'NWG',
  GOL: 'LYO',
  'GULF OF LYON': 'LYO',
  LYON: 'LYO',
  GOB: 'BOT',
  BOTHNIA: 'BOT',
  'MID-ATLANTIC OCEAN': 'MAO',
  'MID-ATLANTIC': 'MAO',
  MIDATLANTIC: 'MAO',
  MID: 'MAO',
  'ST PETERSBURG': 'STP',
  'ST. PETERSBURG': 'STP',
  'ST.PETERSBURG': 'STP',
  STPETE: 'STP',
  'ST. PETERSBURG/NC': 'STP/NC',
  'STP(NC)': 'STP/NC',
  'STP(SC)': 'STP/SC',
  'SPA(NC)': 'SPA/NC',
  'SPA (NORTH COAST)': 'SPA/NC',
  'SPAIN (NORTH COAST)': 'SPA/NC',
  'SPAIN (SOUTH COAST)': 'SPA/SC',
  // DPjudge's standard map reads a west coast of Spain as its south coast.
  'SPA/WC': 'SPA/SC',
  SPN: 'SPA',
  'EAST MED': 'EAS',
  EAST: 'EAS',
  WEST: 'WES',
  TYROL: 'TYR',
  TYRRHENIAN: 'TYS',
  MARS: 'MAR',
  NOR: 'NWY',
};

/** Aliases a map file marks with `?`: each could mean several places. */
const AMBIGUOUS: Readonly<Record<string, readonly string[]>> = {
  TY: ['TYR', 'TYS'],
};

function fixture(): GameMap {
  const provinces = new Map<string, Province>();
  const locations = new Map<string, LocationInfo>();
  const names = new Map<string, NameMeaning>();
  const place = (id: string, province: string, coast: string | null, name: string, terrain: Terrain, multi: boolean): void => {
    locations.set(id, {
      id,
      province,
      coast,
      name,
      terrain,
      armyCanStand: coast === null && terrain !== 'WATER',
      fleetCanStand: terrain === 'WATER' || (terrain === 'COAST' && (coast !== null || !multi)),
      abuts: [],
    });
    names.set(id, { kind: 'location', location: id });
    names.set(name.toUpperCase(), { kind: 'location', location: id });
  };
  for (const [id, name, terrain, coasts = []] of ROWS) {
    const coastIds = coasts.map((c) => `${id}/${c}`);
    provinces.set(id, { id, name, terrain, coasts: coastIds, supplyCenter: false });
    place(id, id, null, name, terrain, coasts.length > 0);
    for (const c of coasts) place(`${id}/${c}`, id, c, `${name} (${COAST_NAMES[c] ?? c} coast)`, terrain, true);
  }
  for (const [alias, location] of Object.entries(ALIASES)) names.set(alias, { kind: 'location', location });
  for (const [alias, locations] of Object.entries(AMBIGUOUS)) names.set(alias, { kind: 'ambiguous', locations });
  return {
    name: 'grammar-fixture',
    provinces,
    locations,
    powers: new Map(),
    supplyCenters: new Set(),
    unowned: [],
    names,
    victory: [18],
    begin: 'S1901M',
    flow: [],
    rules: [],
    dummies: [],
  };
}

/** The fixture map, built once. */
export const testMap: GameMap = fixture();

/** A copy of the fixture with more names (or names replaced), for tests of name matching. */
export function withNames(extra: Readonly<Record<string, NameMeaning>>): GameMap {
  const names = new Map(testMap.names);
  for (const [name, meaning] of Object.entries(extra)) names.set(name, meaning);
  return { ...testMap, names };
}
