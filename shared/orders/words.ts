/**
 * The words of the order grammar, as players of DPjudge, MILA, godip and webDiplomacy
 * write them. Place names are not here: they come from the map.
 */
import type { UnitKind } from '../map/types.js';
import { JOINED_HYPHEN, MOVE_MARK } from './tokens.js';

export const KIND_WORDS: ReadonlyMap<string, UnitKind> = new Map<string, UnitKind>([
  ['A', 'A'],
  ['ARMY', 'A'],
  ['F', 'F'],
  ['FLEET', 'F'],
]);

/**
 * The words of the kinds a board adds with KINDS (Global): read only on a board that has
 * the kind, so that on every other board they stay unknown words, as before.
 */
export const ADDED_KIND_WORDS: ReadonlyMap<string, UnitKind> = new Map<string, UnitKind>([
  ['AF', 'AF'],
  ['AIR', 'AF'],
  ['AS', 'AS'],
  ['ARSENAL', 'AS'],
]);

/** Global writes its fleets as navies: N reads as F on a board with air forces. */
const NAVY_WORDS: ReadonlyMap<string, UnitKind> = new Map<string, UnitKind>([
  ['N', 'F'],
  ['NAVY', 'F'],
]);

/** The kind a word names on a board with these kinds, if any. */
export function kindOfWord(word: string, kinds: readonly UnitKind[]): UnitKind | undefined {
  const classic = KIND_WORDS.get(word);
  if (classic !== undefined) return classic;
  if (!kinds.includes('AF') && !kinds.includes('AS')) return undefined;
  const added = ADDED_KIND_WORDS.get(word) ?? NAVY_WORDS.get(word);
  return added !== undefined && kinds.includes(added) ? added : undefined;
}

/** What the word after a unit says it does. */
export const VERBS = ['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build', 'proxy'] as const;
export type Verb = (typeof VERBS)[number];

const VERB_WORDS: Readonly<Record<Verb, readonly string[]>> = {
  hold: ['H', 'HOLD', 'HOLDS', 'STAND', 'STANDS'],
  move: [MOVE_MARK, JOINED_HYPHEN, 'MOVE', 'MOVES', 'TO', 'ATTACK', 'ATTACKS'],
  support: ['S', 'SUP', 'SUPP', 'SUPPORT', 'SUPPORTS'],
  convoy: ['C', 'CONVOY', 'CONVOYS', 'TRANSPORT', 'TRANSPORTS'],
  retreat: ['R', 'RETREAT', 'RETREATS'],
  disband: ['D', 'DISBAND', 'DISBANDS', 'REMOVE', 'REMOVES'],
  build: ['B', 'BUILD', 'BUILDS'],
  // "A BUR P FRANCE", as DPjudge reads a proxy.
  proxy: ['P', 'PROXY'],
};

/** Every verb word, read to its verb. */
export const VERB_OF: ReadonlyMap<string, Verb> = new Map(
  VERBS.flatMap((verb) => VERB_WORDS[verb].map((word) => [word, verb] as const)),
);

/** Verbs that may open an order, before the unit: "BUILD A PAR", "REMOVE F NTH", "DISBAND A TRI". */
export const LEADING_VERB_OF: ReadonlyMap<string, 'build' | 'disband'> = new Map([
  ['BUILD', 'build'],
  ['BUILDS', 'build'],
  ['DISBAND', 'disband'],
  ['DISBANDS', 'disband'],
  ['REMOVE', 'disband'],
  ['REMOVES', 'disband'],
] as const);

/** "MOVE TO", "RETREAT TO": the TO adds nothing. */
export const TO = 'TO';

/** The marks that may go between the stops of a route: "A LON - NTH - NWY". */
export const isMoveMark = (token: string | undefined): boolean => token === MOVE_MARK || token === JOINED_HYPHEN || token === TO;

export const WAIVE_WORDS: ReadonlySet<string> = new Set(['WAIVE', 'WAIVES']);

/** "VIA CONVOY", "VIA C", "BY CONVOY". */
export const VIA_WORDS: ReadonlySet<string> = new Set(['VIA', 'BY']);
export const CONVOY_NOUNS: ReadonlySet<string> = new Set(['C', 'CONVOY', 'CONVOYS']);

/** Coast codes as players write them after a slash or in brackets, read to the map's code. */
export const COAST_WORDS: ReadonlyMap<string, string> = new Map([
  ['N', 'NC'],
  ['S', 'SC'],
  ['E', 'EC'],
  ['W', 'WC'],
  ['NORTH', 'NC'],
  ['SOUTH', 'SC'],
  ['EAST', 'EC'],
  ['WEST', 'WC'],
]);
/** The codes of the standard coasts, recognised even without a slash ("F STP SC"). */
export const COAST_CODES: ReadonlySet<string> = new Set(['NC', 'SC', 'EC', 'WC']);
export const COAST = 'COAST';

/** Words listed in messages to say what may follow a unit. */
export const VERB_HINT = 'H, -, S, C, R, D, B or P';
