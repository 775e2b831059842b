/**
 * The vocabulary of a board, as read from a DPjudge `.map` file.
 *
 * Names are upper case throughout: provinces are their standard abbreviation ("SPA"),
 * a coast of a multi-coast province is written with a slash ("SPA/NC"), powers are their
 * full name ("ENGLAND").
 */

export const UNIT_KINDS = ['A', 'F', 'AF', 'AS'] as const;
/**
 * An army, a fleet (a navy: Global writes N), an air force (AF) or a nuclear arsenal (AS).
 * A board has A and F unless its KINDS line names others (GameMap.kinds); an order for a
 * kind the board does not have is refused as an unknown word.
 */
export type UnitKind = (typeof UNIT_KINDS)[number];

/** The kinds every board has, when its map file has no KINDS line. */
export const CLASSIC_KINDS: readonly UnitKind[] = ['A', 'F'];

/**
 * A kind that stands and walks on land as an army does: armies, air forces and arsenals.
 * Fleets alone sail. (Where an air force or an arsenal differs from an army, as in support
 * and convoy, the order checks say so.)
 */
export const walksLand = (kind: UnitKind): boolean => kind !== 'F';

export const TERRAINS = ['LAND', 'COAST', 'WATER', 'PORT', 'SHUT'] as const;
/** DPjudge terrain: PORT is a coast whose fleets may convoy; SHUT is impassable. */
export type Terrain = (typeof TERRAINS)[number];

/** A province's abbreviation, upper case: "SPA". */
export type ProvinceId = string;
/** A place a unit can stand: a province ("SPA") or one of its coasts ("SPA/NC"). */
export type Location = string;
/** A power's name, upper case: "ENGLAND". */
export type PowerName = string;

/** One edge leaving a location, already read through the map file's case conventions. */
export interface Abut {
  readonly to: Location;
  /** An army may move (and support) along this edge without a convoy. */
  readonly army: boolean;
  /** A fleet may move (and support) along this edge. */
  readonly fleet: boolean;
  /** Only units of these powers may use the edge (`EI:NAF`); null: everyone. */
  readonly powers: readonly PowerName[] | null;
  /** Only a power owning all these centres may use the edge (`AEG(CON,SMY)`); null: no condition. */
  readonly centers: readonly ProvinceId[] | null;
  /** `~`: no support across, movement across has no strength of its own. */
  readonly weak: boolean;
  /** `*`: movement across at half strength, no support across. */
  readonly half: boolean;
}

/** A place a unit can stand on: a whole province or one coast of it. */
export interface LocationInfo {
  readonly id: Location;
  readonly province: ProvinceId;
  /** "NC", "SC", "EC", "WC" … for a coast; null for the province itself. */
  readonly coast: string | null;
  /** The long name for results: "Spain (north coast)". */
  readonly name: string;
  readonly terrain: Terrain;
  /** An army may stand here (the province itself, not water, not shut). */
  readonly armyCanStand: boolean;
  /** A fleet may stand here (water, or a coast written upper case; not a multi-coast province's main space). */
  readonly fleetCanStand: boolean;
  readonly abuts: readonly Abut[];
}

export interface Province {
  readonly id: ProvinceId;
  readonly name: string;
  readonly terrain: Terrain;
  /** The coasts of a multi-coast province ("SPA/NC", "SPA/SC"); empty otherwise. */
  readonly coasts: readonly Location[];
  readonly supplyCenter: boolean;
}

/** A unit as a map file or a position lists it. */
export interface UnitPlacement {
  readonly kind: UnitKind;
  readonly at: Location;
}

export interface PowerInfo {
  readonly name: PowerName;
  /** "ENGLISH": the ownership word of the results. */
  readonly adjective: string;
  /** The one-letter abbreviation ("E") used in power-limited adjacencies. */
  readonly abbrev: string;
  /** Home supply centres: where the power builds. */
  readonly homes: readonly ProvinceId[];
  /** Centres owned at the start (the homes unless OWNS/CENTERS says otherwise). */
  readonly centers: readonly ProvinceId[];
  readonly units: readonly UnitPlacement[];
  /**
   * Factory sites (`+SITE` on the power line): provinces that are not supply centres where
   * the power may build all the same. Absent when the map gives none.
   */
  readonly factories?: readonly ProvinceId[];
  /**
   * Partisan sites (`*SITE`): provinces that are not supply centres where the power may
   * build while it owns at least one, but not all, of its home centres. Absent when none.
   */
  readonly partisans?: readonly ProvinceId[];
  /**
   * Alternative home centres (`@CAL(NYO)`): homes (also listed in `homes`) that add a place
   * to build but not a build: a build there stands instead of one in `instead` (every other
   * home when empty). Absent when none.
   */
  readonly alternatives?: readonly AlternativeHome[];
  /** Build sites marked `~`: a unit built there is shown only after the next movement phase. Absent when none. */
  readonly hiddenBuilds?: readonly ProvinceId[];
  /**
   * How many `&SC` the power line gives: each lets the power build in one owned centre that
   * is not its home, which then becomes its home for good. Absent when none.
   */
  readonly claims?: number;
  /** RESERVES n: units kept beyond the centre count while the power owns one of its homes. Absent when none. */
  readonly reserves?: number;
  /** MILITIA n: up to n units kept beyond the centre count, one for each unit on a home centre. Absent when none. */
  readonly militia?: number;
  /** LEAGUE: the power's league and what it forbids (Map.txt). Absent when the power is in none. */
  readonly league?: League;
}

/** `@CAL(NYO)`: CAL may be built in instead of NYO. */
export interface AlternativeHome {
  readonly centre: ProvinceId;
  /** The homes it stands in for; empty: any home that is not itself an alternative. */
  readonly instead: readonly ProvinceId[];
}

/**
 * `LEAGUE name [STRICT | BENIGN league…]`. A strict league's power supports and convoys
 * only units of its own league's powers; a benign one does not help a unit of a power in
 * none of `benignTo` (its own league included) move into a province held by a unit of a
 * power in one of them. An open one only names the league.
 */
export interface League {
  readonly name: string;
  readonly behaviour: 'open' | 'strict' | 'benign';
  /** For BENIGN: the leagues named after it. Empty otherwise. */
  readonly benignTo: readonly string[];
}

/**
 * Map lines that apply only in some phases (`IN SPRING: WATER ARC`, or `IN W1939A` and the
 * lines below it): they change the map while such a phase is current (IN), or from a
 * movement phase on (FROM). Kept as written, with where they came from; each has been
 * checked to read.
 */
export interface PhasedLines {
  readonly kind: 'in' | 'from';
  /**
   * IN: upper case, the start of a phase's full name ("SPRING", "SPRING 1904") or a phase
   * abbreviation ("W1939A"). FROM: a movement phase's abbreviation, upper case ("S1904M").
   */
  readonly phase: string;
  readonly lines: readonly { readonly text: string; readonly file: string; readonly line: number }[];
}

/** What a name given by a player means on this map. */
export type NameMeaning =
  | { readonly kind: 'location'; readonly location: Location }
  /** An alias marked `?` in the map file: it could mean any of these. */
  | { readonly kind: 'ambiguous'; readonly locations: readonly Location[] };

/** One game-year's sequence of seasons and phases (FLOW). */
export interface FlowStep {
  /** The season's full name, upper case: "SPRING" (or "B.C.": its first letter names phases). */
  readonly season: string;
  /** Phase types in this season, in order: "MOVEMENT", "RETREATS", "ADJUSTMENTS". */
  readonly phases: readonly string[];
  /**
   * The letter that names this season's phases when it is not the season's first letter:
   * "U" for Global's SUMMER (`SUMMER=U:` in a FLOW line), whose first letter is SPRING's.
   * Ask `seasonLetter` (season.ts), never the name's first letter.
   */
  readonly letter?: string;
}

/**
 * A FLOW item that steers the game-year instead of naming a season. `NEWYEAR:n` adds n
 * (which may be negative: years B.C.) to the year when the flow passes it; `IFYEARDIV:d=m`
 * goes on only when the year divided by d leaves m, and otherwise starts the flow again
 * from its first item. Without any NEWYEAR the year grows by one each time the flow starts again.
 */
export type YearStep = { readonly newYear: number } | { readonly ifYearDiv: number; readonly remainder: number };

export interface GameMap {
  /** The map's name: "standard". */
  readonly name: string;
  readonly provinces: ReadonlyMap<ProvinceId, Province>;
  /** Every location, coasts included. */
  readonly locations: ReadonlyMap<Location, LocationInfo>;
  /** Powers in the order the map file declares them. */
  readonly powers: ReadonlyMap<PowerName, PowerInfo>;
  readonly supplyCenters: ReadonlySet<ProvinceId>;
  /** Supply centres nobody owns at the start. */
  readonly unowned: readonly ProvinceId[];
  /**
   * Every name a player may write, upper case with `+` read as a space:
   * abbreviations, long names and aliases.
   */
  readonly names: ReadonlyMap<string, NameMeaning>;
  /** Centres needed to win, by game-year from the first; the last repeats. */
  readonly victory: readonly number[];
  /** The first phase, as "S1901M". */
  readonly begin: string;
  /** The seasons of the game-year, in order. */
  readonly flow: readonly FlowStep[];
  /**
   * The FLOW items that steer the year, each with the number of seasons of `flow` that
   * come before it. Absent or empty: the year grows by one after the last season.
   */
  readonly yearSteps?: readonly { readonly before: number; readonly step: YearStep }[];
  /** RULE lines of the map file, in order (`!` kept as written). */
  readonly rules: readonly string[];
  /** Powers the map makes dummies. */
  readonly dummies: readonly PowerName[];
  /**
   * NEWHOMES: the game-years in whose adjustment phase every power's homes become the
   * centres it owns then. Absent when the map has none.
   */
  readonly homeYears?: readonly number[];
  /** IN and FROM lines, in the order written. Absent when the map has none. */
  readonly phased?: readonly PhasedLines[];
  /**
   * CONTROL lines: the dummies played by other powers (or MASTER), each with its
   * controllers, the first in control at the start (map/control.ts). Absent when none.
   */
  readonly controls?: Readonly<Record<PowerName, readonly string[]>>;
  /** ROTATE: when control passes to the next controller of each list. Absent: never. */
  readonly rotate?: readonly Rotation[];
  /** KINDS: the unit kinds the board has. Absent: A and F only (CLASSIC_KINDS). */
  readonly kinds?: readonly UnitKind[];
  /** CAPS: the most units of a kind a power may have at once (Global: 5 of A, F and AF). Absent: no cap. */
  readonly caps?: Readonly<Partial<Record<UnitKind, number>>>;
  /**
   * SEASONAL lines (ours; Global VII.3.y): each space units move or retreat into or out of
   * only in the seasons named (full FLOW names). Absent when the map has none (seasonal.ts).
   */
  readonly seasonal?: ReadonlyMap<ProvinceId, readonly string[]>;
  /**
   * The seasonal spaces closed in the phase this map is in force for, and that phase's
   * season: set by `mapForPhase` only, absent on a map as read. The order checks ask it.
   */
  readonly closed?: { readonly season: string; readonly provinces: readonly ProvinceId[] };
}

/**
 * When control rotates (ROTATE): CONTROL and FOR before a phase of that type opens, for
 * the powers that owe orders in it; BEFORE before it, for all; AFTER once it is played.
 */
export type RotateWhen = 'CONTROL' | 'AFTER' | 'BEFORE' | 'FOR';

/** One ROTATE pair: when, and the phase type (M, R, A); absent, every phase. */
export interface Rotation {
  readonly when: RotateWhen;
  readonly phase?: string;
}
