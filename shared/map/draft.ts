import type { MapLine, Source } from './lex.js';
import type { League, Rotation, Terrain, UnitKind } from './types.js';

/**
 * The map as it stands while its lines are read: mutable, loosely checked, every datum
 * remembering the line that gave it so that the final checks (build.ts) can name it.
 */

/** A reference to a place from a line: a home, an owned centre, an unowned centre. */
export interface Ref {
  id: string;
  readonly src: Source;
}

/**
 * How an abut or a terrain line wrote a place: upper case (plain), lower case (fleets may
 * not stand there / may not cross the edge), or Capitalised (armies may not cross the edge).
 */
export const CASE_CLASSES = ['upper', 'lower', 'title'] as const;
export type CaseClass = (typeof CASE_CLASSES)[number];

/** One entry to the right of ABUTS, restrictions taken apart. */
export interface DraftAbut {
  /** The location as an upper-case id ("BUL/EC"). */
  target: string;
  readonly caseClass: CaseClass;
  /** Letters before a `:` (`EI:NAF` gives "EI", `:SKA` gives ""); null when there is no `:`. */
  readonly powers: string | null;
  /** Centres in `AEG(CON,SMY)`; null when none are written. */
  centers: string[] | null;
  readonly weak: boolean;
  readonly half: boolean;
  readonly src: Source;
}

export interface DraftLocation {
  id: string;
  /** Written in lower case on its terrain line: no fleet may stand there. */
  lower: boolean;
  terrain: Terrain;
  abuts: DraftAbut[];
  src: Source;
}

export interface DraftAlias {
  readonly text: string;
  /** Written with a trailing `?`: players use it for more than one place. */
  readonly unclear: boolean;
}

/** A place-name line: `Spain (north coast) = spa/nc spa(nc) …`. */
export interface DraftPlace {
  id: string;
  readonly name: string;
  readonly aliases: readonly DraftAlias[];
  readonly src: Source;
}

export interface DraftUnit {
  readonly kind: UnitKind;
  at: string;
  readonly src: Source;
}

export interface DraftPower {
  name: string;
  adjective: string;
  /** As written in `(ADJ:A)`; null means the adjective's first letter. */
  abbrev: string | null;
  homes: Ref[];
  /** OWNS / CENTERS lines; null: the power owns its homes. */
  owns: Ref[] | null;
  units: DraftUnit[];
  /** An INHABITS line has been read: the next one adds to the homes instead of replacing them. */
  inhabiting: boolean;
  /** `+SITE`, `*SITE`, `~SITE` of the power's lines; `@SITE(…)` with the homes it stands in for. */
  factories: Ref[];
  partisans: Ref[];
  hidden: Ref[];
  alternatives: { readonly ref: Ref; instead: string[] }[];
  /** The `&SC` written, less those taken away. */
  claims: number;
  reserves: number;
  militia: number;
  league: (League & { readonly src: Source }) | null;
  readonly src: Source;
}

/** `IN …` or `FROM …` and the lines that follow it (or the one after its colon). */
export interface DraftPhased {
  readonly kind: 'in' | 'from';
  readonly phase: string;
  readonly lines: MapLine[];
  readonly src: Source;
}

export interface Draft {
  /** Place-name lines by abbreviation. */
  readonly places: Map<string, DraftPlace>;
  /** Terrain lines by location id. */
  readonly locations: Map<string, DraftLocation>;
  /** Powers in the order they were declared. */
  readonly powers: Map<string, DraftPower>;
  /** The UNOWNED list: supply centres no power has among its homes. */
  unowned: Ref[];
  dummies: string[];
  victory: { readonly counts: readonly number[]; readonly src: Source } | null;
  begin: { readonly words: readonly string[]; readonly src: Source } | null;
  flow: { readonly item: string; readonly src: Source }[];
  readonly rules: string[];
  /** Files read so far, so that none is read twice. */
  readonly files: string[];
  rootMap: string | null;
  /** NEWHOMES years, as the last NEWHOMES line gives them. */
  homeYears: { readonly years: readonly number[]; readonly src: Source } | null;
  /** CONTROL lines (map/control.ts), in the order written. */
  readonly controls: { readonly power: string; readonly names: readonly string[]; readonly src: Source }[];
  /** The ROTATE line (map/control.ts). */
  rotate: { readonly rotation: readonly Rotation[]; readonly src: Source } | null;
  /** The KINDS line: the unit kinds the board has. */
  kinds: { readonly kinds: readonly UnitKind[]; readonly src: Source } | null;
  /** The CAPS line: the most units of a kind a power may have. */
  caps: { readonly caps: Partial<Record<UnitKind, number>>; readonly src: Source } | null;
  /** SEASONAL lines (map/seasonal.ts), in the order written. */
  readonly seasonal: { readonly words: readonly string[]; readonly src: Source }[];
  readonly phased: DraftPhased[];
  readonly errors: string[];
}

/** A draft with nothing read yet. */
export const newDraft = (): Draft => ({
  places: new Map(),
  locations: new Map(),
  powers: new Map(),
  unowned: [],
  dummies: [],
  victory: null,
  begin: null,
  flow: [],
  rules: [],
  files: [],
  rootMap: null,
  homeYears: null,
  controls: [],
  rotate: null,
  kinds: null,
  caps: null,
  seasonal: [],
  phased: [],
  errors: [],
});

/** A power first seen on `src`, with nothing said of it yet. */
export const newDraftPower = (name: string, src: Source): DraftPower => ({
  name,
  adjective: name,
  abbrev: null,
  homes: [],
  owns: null,
  units: [],
  inhabiting: false,
  factories: [],
  partisans: [],
  hidden: [],
  alternatives: [],
  claims: 0,
  reserves: 0,
  militia: 0,
  league: null,
  src,
});

/**
 * A location id: a three-character province abbreviation, and for a coast a slash and two
 * letters. DPjudge compares provinces by their first three characters, so it needs no more.
 */
export const LOCATION_ID = /^[A-Z0-9]{3}(?:\/[A-Z]{2})?$/;
export const PROVINCE_ID = /^[A-Z0-9]{3}$/;

/** The province a location belongs to: "SPA/NC" → "SPA". */
export const provinceOf = (id: string): string => id.split('/')[0] ?? id;

/**
 * The case a place is written in, read on its province part only (so "Bul/EC" and "Bul/ec"
 * are both Capitalised). Null for any other mix, which means nothing in the syntax.
 */
export function caseOf(written: string): CaseClass | null {
  const letters = (written.split('/')[0] ?? '').replace(/[^A-Za-z]/g, '');
  if (letters === letters.toUpperCase()) return 'upper';
  if (letters === letters.toLowerCase()) return 'lower';
  const [first = '', ...rest] = letters;
  const tail = rest.join('');
  return first === first.toUpperCase() && tail === tail.toLowerCase() ? 'title' : null;
}

/**
 * The key of a power: upper case, with `+` (a display hint for capitals), `_` (a sorting
 * hint), `-` and `.` dropped, as DPjudge keys it: `B.C.` is BC, `POLAND-LITHUANIA` is
 * POLANDLITHUANIA, and a later line may write either form.
 */
export const powerKey = (written: string): string => written.toUpperCase().replace(/[+_.-]/g, '');
