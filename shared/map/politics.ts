import { CENTRE_MARKS } from './directives.js';
import { rememberPowerSpelling } from './power-spelling.js';
import { LOCATION_ID, newDraftPower, powerKey, provinceOf, PROVINCE_ID, type Draft, type DraftPhased, type DraftPower, type Ref } from './draft.js';
import { where, type MapLine, type Source } from './lex.js';
import { problem } from './places.js';
import type { UnitKind } from './types.js';

/** The political and military lines: powers, their centres and units, dummies. */

/** What a file being read remembers between lines. */
export interface FileState {
  /** The power that unit, OWNS, INHABITS … lines apply to. */
  current: string | null;
  /** Inside `[variant] DIRECTIVES … END DIRECTIVES`: the variant ("ALL" when none is named). */
  stanza: string | null;
  /** After a multi-line `IN …` or `FROM …` (until `FROM START`): the block its lines go to. */
  phased: DraftPhased | null;
}

/**
 * One entry of a power, HOME(S), INHABITS or UNOWNED line: `BUD`, or the centre with marks
 * before it (`-BUD` takes it away; CENTRE_MARKS for the others), or `&SC`, and for an
 * alternative home the homes it stands in for in brackets (`@CAL(NYO)`).
 */
interface CentreToken {
  readonly remove: boolean;
  readonly marks: ReadonlySet<string>;
  /** The province, or "&SC" for a claimed home. */
  readonly id: string;
  readonly instead: string[];
}

function centreToken(d: Draft, token: string, src: Source): CentreToken | null {
  let t = token.toUpperCase();
  let remove = false;
  const marks = new Set<string>();
  while (t !== '' && !/^[A-Z0-9&]/.test(t)) {
    const mark = t.charAt(0);
    if (mark === '-') remove = true;
    else if (mark in CENTRE_MARKS) marks.add(mark);
    else {
      problem(d, src, `"${token}" is not a centre: the marks before one are - + * @ ~`);
      return null;
    }
    t = t.slice(1);
  }
  if (t.startsWith('&')) {
    if (t !== '&SC' || marks.size > 0) {
      problem(d, src, `"${token}": a claimed home centre is written &SC (or -&SC to take one away)`);
      return null;
    }
    return { remove, marks, id: t, instead: [] };
  }
  let instead: string[] = [];
  const open = t.indexOf('(');
  if (open >= 0) {
    if (!t.endsWith(')') || !marks.has('@')) {
      problem(d, src, `"${token}": only an alternative home centre has homes in brackets, as in @CAL(NYO)`);
      return null;
    }
    instead = t.slice(open + 1, -1).split(',');
    t = t.slice(0, open);
    const bad = instead.find((x) => !PROVINCE_ID.test(x));
    if (bad !== undefined) {
      problem(d, src, `"${token}": "${bad}" in the brackets is not the abbreviation of a province`);
      return null;
    }
  }
  if (!PROVINCE_ID.test(t)) {
    problem(d, src, `"${token}" is not the abbreviation of a province`);
    return null;
  }
  if (marks.has('+') && marks.has('*')) {
    problem(d, src, `"${token}" is marked both + (factory) and * (partisan site), which exclude each other`);
    return null;
  }
  return { remove, marks, id: t, instead };
}

const withoutId = (refs: Ref[], id: string): Ref[] => refs.filter((r) => r.id !== id);

/**
 * Adds or takes away home centres and the other build sites, as DPjudge does: an entry
 * first takes the place out of every list of the power it was in (a home taken away
 * stays a supply centre, unowned), then, unless marked `-`, puts it where its marks say.
 * `replace` (HOME(S), a first INHABITS) starts every list afresh.
 */
function addHomes(d: Draft, power: DraftPower, tokens: readonly string[], src: Source, replace: boolean): void {
  if (replace) {
    power.homes = [];
    power.factories = [];
    power.partisans = [];
    power.hidden = [];
    power.alternatives = [];
    power.claims = 0;
  }
  for (const token of tokens) {
    const c = centreToken(d, token, src);
    if (!c) continue;
    if (c.id === '&SC') {
      power.claims = Math.max(0, power.claims + (c.remove ? -1 : 1));
      continue;
    }
    power.alternatives = power.alternatives.filter((a) => a.ref.id !== c.id);
    power.hidden = withoutId(power.hidden, c.id);
    if (power.factories.some((r) => r.id === c.id)) power.factories = withoutId(power.factories, c.id);
    else if (power.partisans.some((r) => r.id === c.id)) power.partisans = withoutId(power.partisans, c.id);
    else if (power.homes.some((h) => h.id === c.id)) {
      power.homes = withoutId(power.homes, c.id);
      if (!d.unowned.some((u) => u.id === c.id)) d.unowned.push({ id: c.id, src });
    }
    if (c.remove) continue;
    const ref = { id: c.id, src };
    if (c.marks.has('@')) power.alternatives.push({ ref, instead: c.instead });
    if (c.marks.has('~')) power.hidden.push(ref);
    if (c.marks.has('*')) power.partisans.push(ref);
    else if (c.marks.has('+')) power.factories.push(ref);
    else power.homes.push(ref);
  }
}

function requireCurrent(d: Draft, st: FileState, line: MapLine): DraftPower | null {
  const power = st.current === null ? undefined : d.powers.get(st.current);
  if (!power) {
    problem(d, line.src, `${line.words[0]?.toUpperCase() ?? ''} must follow a power line, to say which power it is about`);
    return null;
  }
  return power;
}

/** `[OLD ->] NAME [(ownWord[:abbrev])] centre…`: declares or extends a power and makes it current. */
export function powerLine(d: Draft, st: FileState, line: MapLine): void {
  let words = line.words;
  if (words.some((w) => w.toUpperCase() === 'ABUTS')) {
    return problem(d, line.src, `"${words[0] ?? ''}" is not a terrain: write WATER, LAND, COAST, PORT, SHUT or AMEND`);
  }
  let renamedFrom: string | null = null;
  if (words[1] === '->') {
    if (words.length < 3) return problem(d, line.src, 'the new name of the power is missing after "->"');
    renamedFrom = powerKey(words[0] ?? '');
    words = words.slice(2);
  }
  const written = words[0] ?? '';
  const name = powerKey(written);
  rememberPowerSpelling(written);
  if (!/^[A-Z][A-Z0-9]*$/.test(name)) return problem(d, line.src, `"${written}" is neither a directive nor a power name`);
  // One letter would read as a unit or an order's verb (DPjudge refuses it too). Three
  // letters are fine (ODA, RED): such a line cannot be a unit, place or terrain line, and a
  // name that is also a province's abbreviation is refused once the places are known.
  if (name.length === 1) {
    return problem(d, line.src, `"${written}" is neither a directive nor a power name (a power name of one letter would read as a unit or an order)`);
  }
  if (renamedFrom !== null) {
    if (!renamePower(d, renamedFrom, name, line.src)) return;
  }
  let power = d.powers.get(name);
  if (!power) {
    power = newDraftPower(name, line.src);
    d.powers.set(name, power);
  }
  let rest = words.slice(1);
  const own = rest[0];
  if (own !== undefined && own.startsWith('(')) {
    const m = /^\(([^():]*)(?::([^():]*))?\)$/.exec(own);
    if (!m) return problem(d, line.src, `"${own}" should be (OWNWORD) or (OWNWORD:LETTER)`);
    power.adjective = (m[1] ?? '').replace(/\+/g, ' ').toUpperCase() || name;
    if (m[2] !== undefined) {
      const abbrev = m[2].toUpperCase();
      // One character, as DPjudge takes it: a letter, a digit or a sign (void.map gives a
      // power "+" and another "*"). M is the master's.
      if (!/^[^\s():M]$/u.test(abbrev)) {
        return problem(d, line.src, `"${own}": the power's abbreviation is one character (a letter, a digit or a sign), and not M`);
      }
      power.abbrev = abbrev;
    }
    rest = rest.slice(1);
  }
  st.current = name;
  addHomes(d, power, rest, line.src, false);
}

function renamePower(d: Draft, old: string, to: string, src: Source): boolean {
  const power = d.powers.get(old);
  if (!power) {
    problem(d, src, `there is no power ${old} to rename`);
    return false;
  }
  if (old === to) return true;
  if (d.powers.has(to)) {
    problem(d, src, `${old} cannot be renamed ${to}: ${to} is already a power`);
    return false;
  }
  // Rebuild the map so that the renamed power keeps its place in the order of declaration.
  const entries = [...d.powers.entries()];
  d.powers.clear();
  for (const [key, p] of entries) d.powers.set(key === old ? to : key, p);
  power.name = to;
  if (power.adjective === old) power.adjective = to;
  d.dummies = d.dummies.map((x) => (x === old ? to : x));
  return true;
}

/** `UNOWNED BEL …` (or NEUTRAL, or CENTERS with no current power): supply centres no power starts with. */
export function unownedLine(d: Draft, st: FileState, line: MapLine): void {
  st.current = null;
  for (const token of line.words.slice(1)) {
    const c = centreToken(d, token, line.src);
    if (!c) continue;
    if (c.id === '&SC' || c.marks.size > 0) {
      problem(d, line.src, `"${token}": build sites and claimed homes belong to a power; UNOWNED lists supply centres only`);
      continue;
    }
    d.unowned = withoutId(d.unowned, c.id);
    if (!c.remove) d.unowned.push({ id: c.id, src: line.src });
  }
}

/** `OWNS …` adds to the centres the current power starts with; `CENTERS …` replaces them. */
export function ownsLine(d: Draft, st: FileState, line: MapLine, replace: boolean): void {
  const power = requireCurrent(d, st, line);
  if (!power) return;
  const owns = replace || !power.owns ? [] : power.owns;
  for (const token of line.words.slice(1)) {
    const t = token.toUpperCase();
    if (t === 'SC!' || t === 'SC?') {
      problem(d, line.src, `${t} (a build in any vacant home centre) is not supported yet`);
      continue;
    }
    if (!PROVINCE_ID.test(t)) {
      problem(d, line.src, `"${token}" is not the abbreviation of a province`);
      continue;
    }
    if (!owns.some((r) => r.id === t)) owns.push({ id: t, src: line.src });
  }
  power.owns = owns;
}

/**
 * `INHABITS …` replaces the homes from the power line (later INHABITS lines add to it);
 * `HOME(S) …` replaces whatever homes there were.
 */
export function homesLine(d: Draft, st: FileState, line: MapLine, always: boolean): void {
  const power = requireCurrent(d, st, line);
  if (!power) return;
  const replace = always || !power.inhabiting;
  power.inhabiting = true;
  addHomes(d, power, line.words.slice(1), line.src, replace);
}

/** `UNITS`: the current power's units so far are forgotten. */
export function unitsLine(d: Draft, st: FileState, line: MapLine): void {
  const power = requireCurrent(d, st, line);
  if (!power) return;
  if (line.words.length > 1) return problem(d, line.src, 'UNITS takes nothing after it; list the units on lines of their own');
  power.units = [];
}

/** `A BUD`, `F STP/SC`: a unit of the current power. It replaces any unit listed in the same province. */
export function unitLine(d: Draft, st: FileState, line: MapLine, kind: UnitKind): void {
  if (line.words.length !== 2) return problem(d, line.src, `"${line.text}" is not a unit: write A or F and one place`);
  const power = requireCurrent(d, st, line);
  if (!power) return;
  const at = (line.words[1] ?? '').toUpperCase();
  if (!LOCATION_ID.test(at)) return problem(d, line.src, `"${line.words[1] ?? ''}" is not a place abbreviation`);
  for (const p of d.powers.values()) p.units = p.units.filter((u) => provinceOf(u.at) !== provinceOf(at));
  power.units.push({ kind, at, src: line.src });
}

/**
 * The powers a DUMMY or UNPLAYED line is about: the current power when none is named;
 * `ALL` is every power declared above the line.
 */
function namedPowers(d: Draft, st: FileState, line: MapLine): string[] | null {
  const word = line.words[0]?.toUpperCase() ?? '';
  // Some judges' files list the powers with commas ("UNPLAYED RUSSIA, TURKEY"): a comma
  // separates as a space does, since no power name holds one.
  const args = line.words
    .slice(1)
    .flatMap((w) => w.split(','))
    .filter((w) => w !== '')
    .map((w) => w.toUpperCase());
  if (args.length === 0) {
    if (word === 'DUMMIES') {
      problem(d, line.src, 'DUMMIES needs ALL or the names of powers');
      return null;
    }
    const power = requireCurrent(d, st, line);
    return power ? [power.name] : null;
  }
  const declared = [...d.powers.keys()];
  const check = (names: readonly string[]): string[] | null => {
    const keys = names.map(powerKey);
    const unknown = keys.find((k) => !d.powers.has(k));
    if (unknown !== undefined) {
      problem(d, line.src, `${word} names ${unknown}, which is not a power declared above`);
      return null;
    }
    return keys;
  };
  if (args[0] !== 'ALL') return check(args);
  if (args.length === 1) return declared;
  if (args[1] !== 'EXCEPT') {
    problem(d, line.src, `${word} ALL is followed by EXCEPT or by nothing`);
    return null;
  }
  if (args.length === 2) {
    problem(d, line.src, `${word} ALL EXCEPT needs the names of powers`);
    return null;
  }
  const except = check(args.slice(2));
  return except ? declared.filter((p) => !except.includes(p)) : null;
}

/** `DUMMY`, `DUMMY ALL`, `DUMMIES ALL EXCEPT ENGLAND …`: powers no player takes. */
export function dummyLine(d: Draft, st: FileState, line: MapLine): void {
  const powers = namedPowers(d, st, line);
  if (line.words.length > 1) st.current = null;
  if (!powers) return;
  for (const p of powers) if (!d.dummies.includes(p)) d.dummies.push(p);
}

/** `UNPLAYED …`: the powers and all that was said of them are removed from the map. */
export function unplayedLine(d: Draft, st: FileState, line: MapLine): void {
  const powers = namedPowers(d, st, line);
  st.current = null;
  if (!powers) return;
  for (const p of powers) {
    // Like DPjudge, its home centres stop being supply centres unless listed elsewhere.
    d.powers.delete(p);
    d.dummies = d.dummies.filter((x) => x !== p);
  }
}

/**
 * `RESERVES [n]`, `MILITIA [n]` (n is 1 when not given): of the current power; the last line
 * counts, as Map.txt says.
 */
export function extraUnitsLine(d: Draft, st: FileState, line: MapLine, word: 'RESERVES' | 'MILITIA'): void {
  const power = requireCurrent(d, st, line);
  if (!power) return;
  const args = line.words.slice(1);
  if (args.length > 1 || (args.length === 1 && !/^\d{1,3}$/.test(args[0] ?? ''))) {
    return problem(d, line.src, `${word} takes one count of units, a whole number (1 when none is given)`);
  }
  const count = args.length === 0 ? 1 : Number(args[0]);
  if (word === 'RESERVES') power.reserves = count;
  else power.militia = count;
}

/** `LEAGUE name`, `LEAGUE name STRICT`, `LEAGUE name BENIGN [league…]`: the current power's league. */
export function leagueLine(d: Draft, st: FileState, line: MapLine): void {
  const power = requireCurrent(d, st, line);
  if (!power) return;
  const [name, behaviour, ...rest] = line.words.slice(1).map((w) => w.toUpperCase());
  if (name === undefined) return problem(d, line.src, 'LEAGUE needs the name of a league');
  if (power.league) return problem(d, line.src, `${power.name} is already in the league ${power.league.name} (${where(power.league.src)})`);
  if (behaviour === undefined) power.league = { name, behaviour: 'open', benignTo: [], src: line.src };
  else if (behaviour === 'STRICT' && rest.length === 0) power.league = { name, behaviour: 'strict', benignTo: [], src: line.src };
  else if (behaviour === 'BENIGN') power.league = { name, behaviour: 'benign', benignTo: rest, src: line.src };
  else problem(d, line.src, 'a LEAGUE line is "LEAGUE name", "LEAGUE name STRICT" or "LEAGUE name BENIGN [league…]"');
}
