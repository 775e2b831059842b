/**
 * The words that open a line of a DPjudge map file, as closed sets. A line that opens with
 * none of them (and has no `=`) is a power line, as in DPjudge.
 */

/** Terrain lines: `COAST SPA/NC ABUTS GAS MAO POR`. AMEND edits an earlier one. */
export const TERRAIN_WORDS = ['WATER', 'LAND', 'COAST', 'PORT', 'SHUT', 'AMEND'] as const;
export type TerrainWord = (typeof TERRAIN_WORDS)[number];

/** Directives the reader implements. */
export const READ_WORDS = [
  'USE',
  'USES',
  'MAP',
  'VICTORY',
  'BEGIN',
  'FLOW',
  'RULE',
  'RULES',
  'DROP',
  'UNOWNED',
  'NEUTRAL',
  'CENTERS',
  'OWNS',
  'INHABITS',
  'HOME',
  'HOMES',
  'UNITS',
  'DUMMY',
  'DUMMIES',
  'UNPLAYED',
  'RESERVES',
  'MILITIA',
  'LEAGUE',
  'NEWHOMES',
  'CONTROL',
  'ROTATE',
  'KINDS',
  'CAPS',
  'SEASONAL',
] as const;
export type ReadWord = (typeof READ_WORDS)[number];

/** Directives about the drawing only: read and ignored, since our drawings are our own SVG. */
export const COSMETIC_WORDS = ['TEXTONLY', 'FLAGS', 'FLAG'] as const;
export type CosmeticWord = (typeof COSMETIC_WORDS)[number];

/**
 * Directives that name people, not the board: `NOTIFY address…` lists whom DPjudge mails
 * when a game on the map starts. Read and ignored: a map file a host drops in must not
 * make the judge write to strangers, and the game is the same without it.
 */
export const PEOPLE_WORDS = ['NOTIFY'] as const;
export type PeopleWord = (typeof PEOPLE_WORDS)[number];

/** Lines that make the map change in some phases: `IN SPRING: WATER ARC`, `FROM S1904M`. */
export const PHASE_WORDS = ['IN', 'FROM'] as const;
export type PhaseWord = (typeof PHASE_WORDS)[number];

/**
 * Directives of DPjudge that the judge does not implement yet. A map that uses one is
 * refused with a message naming it: reading it as if the line were absent would give a
 * different game than the map's author meant.
 */
export const UNSUPPORTED_WORDS = [
  'TEAM',
  'TEAMS',
] as const;
export type UnsupportedWord = (typeof UNSUPPORTED_WORDS)[number];

const member =
  <T extends string>(set: readonly T[]) =>
  (word: string): word is T =>
    (set as readonly string[]).includes(word);

/** Type guards for the sets above, on an upper-case word. */
export const isTerrainWord = member(TERRAIN_WORDS);
export const isReadWord = member(READ_WORDS);
export const isCosmeticWord = member(COSMETIC_WORDS);
export const isPeopleWord = member(PEOPLE_WORDS);
export const isUnsupportedWord = member(UNSUPPORTED_WORDS);
export const isPhaseWord = member(PHASE_WORDS);

/**
 * The marks before a centre on a power, HOME(S) or INHABITS line, besides `-` (take away),
 * and what each makes of it (Map.txt, "Political Directives"). `&SC` stands alone.
 */
export const CENTRE_MARKS: Readonly<Record<string, string>> = {
  '+': 'factory site',
  '*': 'partisan site',
  '@': 'alternative home centre',
  '~': 'hidden build site',
};

