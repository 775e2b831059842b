import { walksLand } from '../map/types.js';
/**
 * Place names: which run of tokens names which location of a map.
 *
 * Each map gets a trie of its names, built once and kept in a WeakMap. A name is matched
 * longest first, so "NORTH SEA" wins over a shorter name, and a coast may follow a
 * province in any of the ways players write one ("STP/SC", "STP(SC)", "STP SC",
 * "SPA/NORTH COAST", "Spain (north coast)").
 */
import type { GameMap, Location, NameMeaning, ProvinceId, UnitKind } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import { CLOSE, JOINED_HYPHEN, OPEN, SLASH, tokenize, untokenize } from './tokens.js';
import type { GrammarError } from './types.js';
import { COAST, COAST_CODES, COAST_WORDS, KIND_WORDS, VERB_OF } from './words.js';

// Who said a name means a place decides who wins when two spellings read the same:
// a location's own id means that location (the judge writes ids back to players, so they
// must read again as written) unless the map marks that very id ambiguous (TYR: Tyrolia or
// the Tyrrhenian Sea, settled by the unit's kind where it can be, and the judge always
// writes the kind); then the map's names, then the long names.
const BY_DERIVED = 0;
const BY_LONG_NAME = 1;
const BY_MAP_NAME = 2;
const BY_ID = 3;
type Authority = typeof BY_DERIVED | typeof BY_LONG_NAME | typeof BY_MAP_NAME | typeof BY_ID;

interface NameNode {
  meaning: NameMeaning | undefined;
  authority: Authority;
  readonly next: Map<string, NameNode>;
}

const newNode = (): NameNode => ({ meaning: undefined, authority: BY_DERIVED, next: new Map() });

const cache = new WeakMap<GameMap, NameNode>();

function sameMeaning(a: NameMeaning, b: NameMeaning): boolean {
  if (a.kind === 'location' && b.kind === 'location') return a.location === b.location;
  return meaningLocations(a).join(' ') === meaningLocations(b).join(' ');
}

const meaningLocations = (m: NameMeaning): readonly Location[] => (m.kind === 'location' ? [m.location] : m.locations);

function insert(root: NameNode, tokens: readonly string[], meaning: NameMeaning, authority: Authority): void {
  if (tokens.length === 0) return;
  let node = root;
  for (const t of tokens) {
    let child = node.next.get(t);
    if (!child) {
      child = newNode();
      node.next.set(t, child);
    }
    node = child;
  }
  if (node.meaning === undefined || authority > node.authority) {
    node.meaning = meaning;
    node.authority = authority;
  } else if (authority === node.authority && !sameMeaning(node.meaning, meaning)) {
    // Two names that differ only in punctuation but mean different places: the player
    // must choose, as with an alias the map marks ambiguous.
    const all = [...new Set([...meaningLocations(node.meaning), ...meaningLocations(meaning)])].sort();
    node.meaning = { kind: 'ambiguous', locations: all };
  }
}

function build(map: GameMap): NameNode {
  const root = newNode();
  const add = (name: string, meaning: NameMeaning, authority: Authority): void => {
    const tokens = tokenize(name);
    insert(root, tokens, meaning, authority);
    // "MID-ATLANTIC OCEAN" may also be written "MID ATLANTIC OCEAN".
    if (tokens.includes(JOINED_HYPHEN)) {
      insert(root, tokens.filter((t) => t !== JOINED_HYPHEN), meaning, BY_DERIVED);
    }
  };
  for (const [name, meaning] of map.names) add(name, meaning, BY_MAP_NAME);
  const byId = (id: string, meaning: NameMeaning): NameMeaning => {
    const marked = map.names.get(id);
    return marked?.kind === 'ambiguous' ? marked : meaning;
  };
  for (const info of map.locations.values()) {
    const meaning: NameMeaning = { kind: 'location', location: info.id };
    add(info.id, byId(info.id, meaning), BY_ID);
    add(info.name, meaning, BY_LONG_NAME);
  }
  for (const province of map.provinces.values()) {
    const meaning: NameMeaning = { kind: 'location', location: province.id };
    add(province.id, byId(province.id, meaning), BY_ID);
    add(province.name, meaning, BY_LONG_NAME);
  }
  return root;
}

function namesOf(map: GameMap): NameNode {
  let root = cache.get(map);
  if (!root) {
    root = build(map);
    cache.set(map, root);
  }
  return root;
}

/**
 * The longest known name starting at token `i`, and the index after it. A hyphen inside a
 * word may also be read as a space ("MID-ATLANTIC" finds "MID ATLANTIC"), but only where
 * a longer name follows it, so "LON-NTH" stays a move.
 */
export function matchName(map: GameMap, tokens: readonly string[], i: number): { meaning: NameMeaning; next: number } | null {
  const best: Match = { meaning: undefined, next: i };
  walk(namesOf(map), tokens, i, i, best);
  return best.meaning ? { meaning: best.meaning, next: best.next } : null;
}

interface Match {
  meaning: NameMeaning | undefined;
  next: number;
}

// Iterative down the trie; it branches only at a hyphen inside a word, where the written
// hyphen is tried first so that it wins a tie with the hyphen read as a space.
function walk(node: NameNode, tokens: readonly string[], start: number, from: number, best: Match): void {
  let j = from;
  for (;;) {
    const t = tokens[j];
    if (t === undefined) return;
    const child = node.next.get(t);
    j++;
    if (t === JOINED_HYPHEN && j > start + 1) {
      // No name ends in a hyphen, so there is nothing to record here.
      if (child) walk(child, tokens, start, j, best);
      continue;
    }
    if (!child) return;
    if (child.meaning && j > best.next) {
      best.meaning = child.meaning;
      best.next = j;
    }
    node = child;
  }
}

/** A unit of this kind could stand at the location (for a fleet: or on one of its coasts). */
function canHold(map: GameMap, location: Location, kind: UnitKind): boolean {
  const info = map.locations.get(location);
  if (!info) return false;
  if (walksLand(kind)) return info.armyCanStand;
  return info.fleetCanStand || (map.provinces.get(info.province)?.coasts.length ?? 0) > 0;
}

/** A place read from the tokens: where it is and the index after it. */
export interface PlaceRead {
  readonly location: Location;
  readonly next: number;
}

/** "Tyrolia", "Tyrolia or Tyrrhenian Sea", "A, B or C" (or "and"). */
export function listWords(items: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** A short name that means this location and nothing else: its id, or else its shortest plain alias. */
function plainName(map: GameMap, location: Location): string {
  if (map.names.get(location)?.kind !== 'ambiguous') return location;
  let best: string | null = null;
  for (const [name, meaning] of map.names) {
    if (meaning.kind === 'location' && meaning.location === location && (best === null || name.length < best.length)) best = name;
  }
  return best ?? longName(map, location);
}

const longName = (map: GameMap, location: Location): string =>
  map.locations.get(location)?.name ?? map.provinces.get(location)?.name ?? location;

/** A word of the grammar ("S", "H", "A") is never read as a coast written without a slash. */
const isGrammarWord = (t: string): boolean => KIND_WORDS.has(t) || VERB_OF.has(t);

/**
 * The provinces whose id or long name begins with a word that names none ("BU": Bulgaria
 * and Burgundy), so that a player who cut a name short is told the choices, not that the
 * place does not exist. Words of one letter begin too many names to say anything.
 */
export function provincesBegun(map: GameMap, word: string): ProvinceId[] {
  if (!/^[A-Z]{2,}$/.test(word)) return [];
  const found: ProvinceId[] = [];
  for (const province of map.provinces.values()) {
    if (province.id.startsWith(word) || province.name.toUpperCase().startsWith(word)) found.push(province.id);
  }
  return found.sort();
}

/**
 * Reads a place starting at token `i`: a name, then perhaps a coast.
 * `unknown_place` when no name starts there.
 */
export function readPlace(map: GameMap, tokens: readonly string[], i: number, kind: UnitKind | null = null): Result<PlaceRead, GrammarError> {
  const word = tokens[i];
  const match = matchName(map, tokens, i);
  if (!match) {
    const begun = word === undefined ? [] : provincesBegun(map, word);
    if (begun.length > 1) {
      return fail('ambiguous_place', `${word} could be ${listWords(begun.map((p) => longName(map, p)))}: write ${listWords(begun.map((p) => plainName(map, p)))}.`);
    }
    return fail('unknown_place', `${word ?? 'Nothing'} is not a place on this map.`);
  }
  let meaning = match.meaning;
  if (meaning.kind === 'ambiguous' && kind !== null) {
    // Only one of the places may hold this kind of unit: that is the one meant.
    const fits = meaning.locations.filter((l) => canHold(map, l, kind));
    if (fits.length === 1) meaning = { kind: 'location', location: fits[0]! };
  }
  if (meaning.kind === 'ambiguous') {
    const written = untokenize(tokens.slice(i, match.next));
    const names = meaning.locations.map((l) => longName(map, l));
    return fail(
      'ambiguous_place',
      `${written} could be ${listWords(names)}: write ${listWords(meaning.locations.map((l) => plainName(map, l)))}.`,
    );
  }
  const location = meaning.location;
  const info = map.locations.get(location);
  if (info && info.coast !== null) return ok({ location, next: match.next });
  return readCoast(map, info?.province ?? location, tokens, match.next);
}

/** A coast code after `/` or `(`: "NC", "N", "NORTH", "NORTH COAST". */
function coastWords(tokens: readonly string[], j: number): { code: string; next: number } | null {
  const word = tokens[j];
  if (word === undefined || word === SLASH || word === OPEN || word === CLOSE) return null;
  const code = COAST_WORDS.get(word) ?? word;
  return { code, next: tokens[j + 1] === COAST ? j + 2 : j + 1 };
}

/** After the name of a province: its coast if one is written, else the province itself. */
function readCoast(map: GameMap, province: ProvinceId, tokens: readonly string[], i: number): Result<PlaceRead, GrammarError> {
  const t = tokens[i];
  let coast: { code: string; next: number } | null = null;
  if (t === SLASH || t === OPEN) {
    coast = coastWords(tokens, i + 1);
    if (!coast) {
      return fail('unknown_coast', `${province}${t} is not followed by a coast: write NC, SC, EC or WC.`);
    }
    if (t === OPEN && tokens[coast.next] === CLOSE) coast = { code: coast.code, next: coast.next + 1 };
  } else if (t !== undefined && !isGrammarWord(t)) {
    // Without a slash only an unmistakable coast is read: "STP SC", "SPA NORTH COAST".
    if (COAST_CODES.has(t) || (t.length > 1 && map.locations.has(`${province}/${t}`))) {
      coast = { code: t, next: i + 1 };
    } else if (COAST_WORDS.has(t) && t.length > 1 && tokens[i + 1] === COAST) {
      coast = { code: COAST_WORDS.get(t) as string, next: i + 2 };
    }
  }
  if (!coast) return ok({ location: province, next: i });
  const location = `${province}/${coast.code}`;
  const coasts = map.provinces.get(province)?.coasts ?? [];
  if (coasts.includes(location)) return ok({ location, next: coast.next });
  const name = longName(map, province);
  if (coasts.length === 0) {
    return fail('unknown_coast', `${name} has no separate coasts: write ${province} without ${coast.code}.`);
  }
  const codes = coasts.map((c) => c.slice(c.indexOf('/') + 1));
  return fail('unknown_coast', `${name} has no coast ${coast.code}: its coasts are ${listWords(codes, 'and')}.`);
}
