import { isCosmeticWord, isPeopleWord, isReadWord, isTerrainWord, isUnsupportedWord } from './directives.js';
import { provinceOf } from './draft.js';
import { seasonLetter } from './season.js';
import type { Abut, GameMap, League, LocationInfo, NameMeaning, PhasedLines, PowerInfo, ProvinceId, Terrain } from './types.js';

/**
 * Writes a GameMap back as `.map` text in our own canonical layout, which `readMap` reads to
 * an equal map: the calendar first, then the places grouped by terrain (names, then one
 * terrain-and-neighbours line a place, each group in alphabetical order, a province's coasts
 * after it), then the powers (each with its home centres and other build sites on its own
 * line, then what it owns, its extra units, its league and its starting units), the unowned
 * centres and the dummies, and last the lines that hold in some phases only. Everything is
 * spelt out (the flow, the victory count), so that a reader of the file needs no default.
 *
 * A map read from a file can always be written. A GameMap made some other way may hold what no
 * `.map` line can say (an edge no case convention gives, a name with "="); the writer then
 * throws, naming it: it is a fault of the code that made the map, not of anyone's input.
 */

export interface WriteOptions {
  /** Comment lines for the top of the file, without their "#". */
  readonly header?: readonly string[];
}

/** The terrain groups in the order the file gives them, with the heading of each. */
const GROUPS: readonly { readonly terrain: Terrain; readonly heading: string }[] = [
  { terrain: 'LAND', heading: 'Inland provinces: armies only' },
  { terrain: 'COAST', heading: 'Coastal provinces: armies, and fleets along the coast' },
  { terrain: 'PORT', heading: 'Ports: coastal provinces whose fleets may convoy' },
  { terrain: 'WATER', heading: 'Seas: fleets only' },
  { terrain: 'SHUT', heading: 'Impassable places' },
];

/** The width the names and abbreviations are padded to, so that the columns line up. */
const NAME_WIDTH = 30;
const TERRAIN_WIDTH = 6;
const ID_WIDTH = 7;

export function writeMap(map: GameMap, options: WriteOptions = {}): string {
  const out: string[] = [];
  for (const line of options.header ?? []) out.push(line === '' ? '#' : `# ${line}`);
  if (out.length > 0) out.push('');
  out.push(...calendarLines(map), '');
  out.push(...placeLines(map));
  out.push(...powerLines(map));
  out.push(...phasedLines(map));
  return out.join('\n').replace(/\n+$/, '') + '\n';
}

// --- The calendar -------------------------------------------------------------------------------

function calendarLines(map: GameMap): string[] {
  const out = ['# --- The game-year: when it starts, its seasons, and the centres that win ---', ''];
  out.push(`VICTORY ${map.victory.join(' ')}`);
  out.push(`BEGIN   ${beginWords(map)}`);
  // The year steps sit between the seasons, where the GameMap says they come.
  const items: string[] = [];
  const stepsBefore = (i: number) => {
    for (const y of map.yearSteps ?? []) {
      if (y.before !== i) continue;
      const s = y.step;
      items.push('newYear' in s ? `NEWYEAR:${s.newYear}` : `IFYEARDIV:${s.ifYearDiv}=${s.remainder}`);
    }
  };
  map.flow.forEach((step, i) => {
    stepsBefore(i);
    items.push(`${step.season}${step.letter === undefined ? '' : `=${step.letter}`}:${step.phases.join(',')}`);
  });
  stepsBefore(map.flow.length);
  out.push(`FLOW    ${items.join(' ')}`);
  if (map.rules.length > 0) out.push(`RULE    ${map.rules.join(' ')}`);
  // No years at all says the same as no NEWHOMES line, which needs one.
  if ((map.homeYears ?? []).length > 0) out.push(`NEWHOMES ${newHomeYears(map.homeYears ?? []).join(' ')}`);
  if (map.kinds !== undefined) out.push(`KINDS   ${map.kinds.join(' ')}`);
  if (map.caps !== undefined) out.push(`CAPS    ${Object.entries(map.caps).map(([kind, n]) => `${kind} ${n}`).join(' ')}`);
  for (const [province, seasons] of map.seasonal ?? []) out.push(`SEASONAL ${province} ${seasons.join(' ')}`);
  return out;
}

/** The NEWHOMES years as the reader takes them: whole numbers of up to five digits, B.C. ones negative. */
function newHomeYears(years: readonly number[]): string[] {
  for (const y of years) {
    if (!Number.isInteger(y) || Math.abs(y) > 99999) throw new Error(`writeMap: NEWHOMES cannot name the year ${y}`);
  }
  return years.map(String);
}

/** "S1901M" as the flow names it: "SPRING 1901 MOVEMENT". */
function beginWords(map: GameMap): string {
  const m = /^([A-Z])(\d+)([A-Z])$/.exec(map.begin);
  const [season, year, type] = m ? [m[1] ?? '', m[2] ?? '', m[3] ?? ''] : ['', '', ''];
  for (const step of map.flow) {
    if (seasonLetter(step) !== season) continue;
    const phase = step.phases.find((p) => p.charAt(0) === type);
    if (phase !== undefined) return `${step.season} ${Number(year)} ${phase}`;
  }
  throw new Error(`writeMap: the first phase ${map.begin} is not in the map's flow`);
}

// --- The places ---------------------------------------------------------------------------------

function placeLines(map: GameMap): string[] {
  const out: string[] = [];
  const spelling = nameSpelling(map);
  for (const group of GROUPS) {
    const provinces = [...map.provinces.values()].filter((p) => p.terrain === group.terrain).sort((a, b) => compare(a.id, b.id));
    if (provinces.length === 0) continue;
    // A province, then its coasts: a coast is written with the province it belongs to.
    const places = provinces.flatMap((p) => [p.id, ...[...p.coasts].sort(compare)]).map((id) => location(map, id));
    out.push(`# --- ${group.heading} ${'-'.repeat(Math.max(3, 88 - group.heading.length))}`, '');
    for (const loc of places) out.push(nameLine(loc, spelling.get(loc.id) ?? []));
    out.push('');
    for (const loc of places) out.push(terrainLine(map, loc));
    out.push('');
  }
  return out;
}

function location(map: GameMap, id: string): LocationInfo {
  const loc = map.locations.get(id);
  if (!loc) throw new Error(`writeMap: ${id} has no location`);
  return loc;
}

/** `Long Name = abbreviation alias…`, aliases as players may write them. */
function nameLine(loc: LocationInfo, aliases: readonly string[]): string {
  const name = loc.name;
  const words = [loc.id.toLowerCase(), ...aliases];
  const first = (name.split(/\s+/)[0] ?? '').toUpperCase();
  const last = (words[words.length - 1] ?? '').toUpperCase();
  // These would read as another kind of line, before the "=" is looked at.
  if (name.includes('=') || name.includes('->') || name.startsWith('#') || first === 'FLOW' || isUnsupportedWord(first) || isPeopleWord(first)) {
    throw new Error(`writeMap: the place name "${name}" cannot be written on a place-name line`);
  }
  if (last === 'DIRECTIVE' || last === 'DIRECTIVES') throw new Error(`writeMap: the name "${last}" of ${loc.id} would read as a DIRECTIVES line`);
  return `${name.padEnd(NAME_WIDTH)} = ${words.join(' ')}`;
}

/**
 * The aliases of each location, as written on its name line: every name the map gives it
 * beyond its abbreviation and long name, lower case with "+" for a space. A name that means
 * several places is written plainly on the first and with "?" on the others, which reads
 * back to the same list.
 */
function nameSpelling(map: GameMap): Map<string, string[]> {
  const own = new Map<string, Set<string>>();
  for (const loc of map.locations.values()) own.set(loc.id, new Set([loc.id, loc.name.toUpperCase().replace(/\+/g, ' ')]));
  const aliases = new Map<string, string[]>();
  const add = (id: string, text: string) => aliases.set(id, [...(aliases.get(id) ?? []), text]);
  const written = (key: string) => key.toLowerCase().replace(/ /g, '+');
  const keys = [...map.names.keys()].sort(compare);
  for (const key of keys) {
    const meaning = map.names.get(key) as NameMeaning;
    const places = meaning.kind === 'location' ? [meaning.location] : meaning.locations;
    places.forEach((id, i) => {
      if (i === 0 && own.get(id)?.has(key)) return;
      if (i > 0 && key.includes(' ')) throw new Error(`writeMap: the name "${key}" means several places and holds a space`);
      add(id, i === 0 ? written(key) : `${written(key)}?`);
    });
  }
  return aliases;
}

/** `COAST  SPA/NC  ABUTS GAS MAO POR`: the place's terrain and its neighbours. */
function terrainLine(map: GameMap, loc: LocationInfo): string {
  const fleetTerrain = loc.terrain === 'WATER' || loc.terrain === 'COAST' || loc.terrain === 'PORT';
  // Lower case: no fleet stands here (a multi-coast province must be written so).
  const lower = fleetTerrain && !loc.fleetCanStand;
  const id = lower ? loc.id.toLowerCase() : loc.id;
  const tokens = abutTokens(map, loc);
  const head = `${loc.terrain.padEnd(TERRAIN_WIDTH)} ${id.padEnd(ID_WIDTH)}`;
  return tokens.length === 0 ? head.trimEnd() : `${head} ABUTS ${tokens.join(' ')}`;
}

type Case = 'upper' | 'lower' | 'title';

/**
 * The entries right of ABUTS that give back exactly the edges of `loc`: the reader turns each
 * entry into a fleet edge to the place named and an army edge to its province, each allowed
 * by the terrain on both ends and by the case the entry is written in (lower case: no fleet,
 * Capitalised: no army). Entries go province by province, alphabetically.
 */
function abutTokens(map: GameMap, loc: LocationInfo): string[] {
  const byProvince = new Map<ProvinceId, { main?: Abut; coasts: Abut[] }>();
  for (const a of loc.abuts) {
    const p = provinceOf(a.to);
    const entry = byProvince.get(p) ?? { coasts: [] };
    if (a.to === p) entry.main = a;
    else entry.coasts.push(a);
    byProvince.set(p, entry);
  }
  const out: string[] = [];
  for (const p of [...byProvince.keys()].sort(compare)) {
    const { main, coasts } = byProvince.get(p)!;
    const target = location(map, p);
    const canArmy = loc.armyCanStand && target.armyCanStand;
    let armyByCoast = false;
    for (const c of [...coasts].sort((a, b) => compare(a.to, b.to))) {
      const canFleet = loc.fleetCanStand && location(map, c.to).fleetCanStand;
      if (c.fleet && !canFleet) throw unwritable(loc, c);
      // An entry naming a coast also gives an army edge to its province, unless Capitalised.
      const sharesArmy = canArmy && main !== undefined && main.army && sameRestriction(main, c);
      let kase: Case;
      if (!canArmy || sharesArmy) kase = c.fleet || !canFleet ? 'upper' : 'lower';
      else if (c.fleet === canFleet) kase = 'title';
      else throw unwritable(loc, c);
      if (kase !== 'title' && canArmy) armyByCoast = true;
      out.push(token(map, c, kase));
    }
    if (main === undefined || (armyByCoast && main.army && !main.fleet)) continue;
    const canFleet = loc.fleetCanStand && target.fleetCanStand;
    if ((main.fleet && !canFleet) || (main.army && !canArmy)) throw unwritable(loc, main);
    let kase: Case;
    if (main.army === canArmy && main.fleet === canFleet) kase = 'upper';
    else if (main.army === canArmy) kase = 'lower';
    else if (main.fleet === canFleet) kase = 'title';
    else throw unwritable(loc, main);
    out.push(token(map, main, kase));
  }
  return out;
}

const unwritable = (loc: LocationInfo, a: Abut) =>
  new Error(`writeMap: no ABUTS entry gives ${loc.id} the edge to ${a.to} (army ${a.army}, fleet ${a.fleet})`);

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]));

const sameRestriction = (a: Abut, b: Abut) => sameList(a.powers, b.powers) && sameList(a.centers, b.centers) && a.weak === b.weak && a.half === b.half;

/** One entry: `[letters:][~|*]PLACE[(CENTRE,…)]` in the case given. */
function token(map: GameMap, a: Abut, kase: Case): string {
  const [province = '', coast] = a.to.split('/');
  const written =
    kase === 'upper' ? province : kase === 'lower' ? province.toLowerCase() : province.charAt(0) + province.slice(1).toLowerCase();
  const place = coast === undefined ? written : `${written}/${coast}`;
  const mark = a.weak ? '~' : a.half ? '*' : '';
  const centres = a.centers === null ? '' : `(${a.centers.join(',')})`;
  return `${powerLetters(map, a)}${mark}${place}${centres}`;
}

/**
 * `EI:` for an edge only English and Italian units may use. The reader gives a letter every
 * power that has it, in the order of the powers, so the letters in the order of the list,
 * each once, read back to the list.
 */
function powerLetters(map: GameMap, a: Abut): string {
  if (a.powers === null) return '';
  const letters: string[] = [];
  for (const name of a.powers) {
    const letter = map.powers.get(name)?.abbrev;
    if (letter === undefined) throw new Error(`writeMap: the edge to ${a.to} names ${name}, which is not a power of the map`);
    if (!letters.includes(letter)) letters.push(letter);
  }
  return `${letters.join('')}:`;
}

// --- The powers ---------------------------------------------------------------------------------

function powerLines(map: GameMap): string[] {
  const out = ['# --- The powers: each with its home centres, then its starting units ---', ''];
  for (const power of map.powers.values()) {
    out.push(...onePower(power), '');
  }
  if (map.unowned.length > 0) out.push('# Supply centres nobody owns at the start.', `UNOWNED ${map.unowned.join(' ')}`, '');
  if (map.dummies.length > 0) out.push('# Powers no player takes.', `DUMMIES ${map.dummies.join(' ')}`, '');
  // A bare power line makes the dummy current again for its CONTROL line (map/control.ts).
  for (const [power, names] of Object.entries(map.controls ?? {})) out.push(power, `CONTROL ${names.join(' ')}`, '');
  if (map.rotate !== undefined) out.push(`ROTATE ${map.rotate.map((r) => (r.phase === undefined ? r.when : `${r.when} ${r.phase}`)).join(' ')}`, '');
  return out;
}

function onePower(power: PowerInfo): string[] {
  const adjective = power.adjective.replace(/ /g, '+');
  if (/[():\s]/.test(adjective) || adjective === '') throw new Error(`writeMap: the adjective "${power.adjective}" of ${power.name} cannot be written`);
  // The letter is written only when it is not the adjective's first, which the reader assumes.
  const letter = power.abbrev === power.adjective.charAt(0) ? '' : `:${power.abbrev}`;
  // A power named like a directive (NEUTRAL) is written with the "_" the reader drops from
  // a power's name, so that its line does not read as the directive.
  const word = power.name;
  const named = isReadWord(word) || isTerrainWord(word) || isCosmeticWord(word) || isPeopleWord(word) || isUnsupportedWord(word) || word === 'FLOW' ? `_${word}` : word;
  const out = [`${named} (${adjective}${letter})${buildSiteTokens(power).map((t) => ` ${t}`).join('')}`];
  const sameCentres = power.centers.length === power.homes.length && power.centers.every((c, i) => c === power.homes[i]);
  if (!sameCentres) out.push(`OWNS ${power.centers.join(' ')}`.trimEnd());
  // No extra unit says the same as no line, which grants at least one.
  if ((power.reserves ?? 0) > 0) out.push(`RESERVES ${extraUnits(power, 'RESERVES', power.reserves ?? 0)}`);
  if ((power.militia ?? 0) > 0) out.push(`MILITIA ${extraUnits(power, 'MILITIA', power.militia ?? 0)}`);
  if (power.league) out.push(leagueLine(power, power.league));
  for (const u of power.units) out.push(`${u.kind} ${u.at}`);
  return out;
}

/**
 * The entries after the power's name: each home centre, factory site (`+`) and partisan
 * site (`*`) once, marked `~` when a build there is hidden and `@` (with the homes it stands
 * in for) when it is an alternative home, then one `&SC` a claim. The reader puts each entry
 * at the end of its lists, so the entries go in an order that keeps every list's own.
 */
function buildSiteTokens(power: PowerInfo): string[] {
  const lists = {
    home: power.homes,
    factory: power.factories ?? [],
    partisan: power.partisans ?? [],
    hidden: power.hiddenBuilds ?? [],
    alternative: (power.alternatives ?? []).map((a) => a.centre),
  };
  const kind = new Map<ProvinceId, '' | '+' | '*'>();
  for (const [list, mark] of [[lists.home, ''], [lists.factory, '+'], [lists.partisan, '*']] as const) {
    for (const id of list) {
      if (kind.has(id)) throw new Error(`writeMap: ${id} is named twice among the home centres and build sites of ${power.name}`);
      kind.set(id, mark);
    }
  }
  for (const [list, what, among] of [
    [lists.hidden, 'hidden build site', 'its home centres and build sites'],
    [lists.alternative, 'alternative home centre', 'its home centres'],
  ] as const) {
    for (const id of list) {
      const mark = kind.get(id);
      if (mark === undefined || (what === 'alternative home centre' && mark !== '')) {
        throw new Error(`writeMap: the ${what} ${id} of ${power.name} is not among ${among}`);
      }
    }
    if (new Set(list).size !== list.length) throw new Error(`writeMap: a ${what} of ${power.name} is named twice`);
  }
  const order = mergedOrder(Object.values(lists));
  if (order === null) throw new Error(`writeMap: no order of the entries of ${power.name}'s line keeps the order of each of its lists of build sites`);
  const instead = new Map((power.alternatives ?? []).map((a) => [a.centre, a.instead]));
  const tokens = order.map((id) => {
    const hidden = lists.hidden.includes(id) ? '~' : '';
    const homes = instead.get(id);
    // `@CAL` stands in for any home, `@CAL(NYO)` for those in the brackets only.
    const alternative = homes === undefined ? '' : '@';
    const brackets = homes === undefined || homes.length === 0 ? '' : `(${homes.join(',')})`;
    return `${hidden}${alternative}${kind.get(id) ?? ''}${id}${brackets}`;
  });
  const claims = power.claims ?? 0;
  if (!Number.isInteger(claims) || claims < 0) throw new Error(`writeMap: ${power.name} has ${claims} claimed home centres`);
  return [...tokens, ...Array.from({ length: claims }, () => '&SC')];
}

/**
 * One sequence that holds each list's items in the list's order (lists may share items), or
 * null when their orders disagree. At each step the first list whose head comes first in every
 * list holding it gives the next item, so that the homes lead and the rest follow where they must.
 */
function mergedOrder(lists: readonly (readonly string[])[]): string[] | null {
  const at = lists.map(() => 0);
  const out: string[] = [];
  const pending = (id: string) => lists.some((l, i) => l.indexOf(id, (at[i] ?? 0) + 1) >= 0 && l[at[i] ?? 0] !== id);
  for (;;) {
    const heads = lists.map((l, i) => l[at[i] ?? 0]).filter((h): h is string => h !== undefined);
    if (heads.length === 0) return out;
    const next = heads.find((h) => !pending(h));
    if (next === undefined) return null;
    out.push(next);
    lists.forEach((l, i) => {
      if (l[at[i] ?? 0] === next) at[i] = (at[i] ?? 0) + 1;
    });
  }
}

/** The count of a RESERVES or MILITIA line: a whole number of up to three digits. */
function extraUnits(power: PowerInfo, word: 'RESERVES' | 'MILITIA', count: number): number {
  if (!Number.isInteger(count) || count > 999) throw new Error(`writeMap: ${word} cannot give ${power.name} ${count} units`);
  return count;
}

/** `LEAGUE name`, `LEAGUE name STRICT` or `LEAGUE name BENIGN league…`. */
function leagueLine(power: PowerInfo, league: League): string {
  const words = [league.name, ...league.benignTo];
  // Each name is one upper-case word; "=" would make the line a place-name line, and a last
  // word DIRECTIVE(S) a stanza line.
  const bad = words.find((w) => !/^[^\s=]+$/.test(w) || w !== w.toUpperCase());
  if (bad !== undefined) throw new Error(`writeMap: the league name "${bad}" of ${power.name} cannot be written on a LEAGUE line`);
  const last = words[words.length - 1] ?? '';
  if (last === 'DIRECTIVE' || last === 'DIRECTIVES') throw new Error(`writeMap: the league name "${last}" of ${power.name} would read as a DIRECTIVES line`);
  if (league.behaviour !== 'benign' && league.benignTo.length > 0) {
    throw new Error(`writeMap: only a BENIGN league names other leagues, and ${power.name}'s league ${league.name} is ${league.behaviour}`);
  }
  const behaviour = league.behaviour === 'strict' ? ' STRICT' : league.behaviour === 'benign' ? ' BENIGN' : '';
  return `LEAGUE ${league.name}${behaviour}${league.benignTo.map((l) => ` ${l}`).join('')}`;
}

// --- The lines that hold in some phases only ----------------------------------------------------

/**
 * Each IN or FROM block as the map read it, after everything else: the reader applies a
 * block's lines after the whole map, so here is where they mean what they meant. A block of
 * one line is written on the line of its IN or FROM, after a colon; a longer one below it,
 * closed by FROM START.
 */
function phasedLines(map: GameMap): string[] {
  const blocks = map.phased ?? [];
  if (blocks.length === 0) return [];
  const out = ['# --- Lines that change the map in some phases only ---', ''];
  for (const block of blocks) out.push(...phasedBlock(block), '');
  return out;
}

function phasedBlock(block: PhasedLines): string[] {
  const head = `${block.kind.toUpperCase()} ${block.phase}`;
  // The phase is what lies between the word and the first colon, white space made one space;
  // a head whose last word is DIRECTIVE(S) would open a stanza.
  const lastWord = block.phase.split(' ').pop() ?? '';
  const phaseOk =
    block.phase !== '' &&
    block.phase === block.phase.toUpperCase() &&
    block.phase === block.phase.trim().replace(/\s+/g, ' ') &&
    !block.phase.includes(':') &&
    lastWord !== 'DIRECTIVE' &&
    lastWord !== 'DIRECTIVES' &&
    (block.kind === 'in' || /^[A-Z]-?\d+M$/.test(block.phase));
  if (!phaseOk) throw new Error(`writeMap: "${head}" cannot be written as the head of lines that hold in some phases`);
  for (const { text } of block.lines) {
    const words = text.split(/\s+/);
    const first = (words[0] ?? '').toUpperCase();
    const last = (words[words.length - 1] ?? '').toUpperCase();
    // Each must read back as one line of the block, as written: not blank or a comment, and
    // not a line the reader takes for the end of the block or a stanza.
    const oneLine = text !== '' && text === text.trim() && !/[\r\n]/.test(text) && !text.startsWith('#');
    const ownLine = first !== 'IN' && first !== 'FROM' && last !== 'DIRECTIVE' && last !== 'DIRECTIVES';
    if (!oneLine || !ownLine) throw new Error(`writeMap: the line "${text}" cannot be written among the lines of ${head}`);
  }
  const [only] = block.lines;
  if (block.lines.length === 1 && only !== undefined) return [`${head}: ${only.text}`];
  return [head, ...block.lines.map((l) => l.text), 'FROM START'];
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
