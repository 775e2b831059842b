import { controlProblems } from './control.js';
import { provinceOf, type Draft, type DraftAbut, type DraftLocation, type DraftPower, type Ref } from './draft.js';
import { readCalendar } from './flow.js';
import { where, type Source } from './lex.js';
import { readSeasonal } from './seasonal.js';
import type {
  Abut,
  FlowStep,
  GameMap,
  Location,
  LocationInfo,
  NameMeaning,
  PowerInfo,
  PowerName,
  Province,
  ProvinceId,
  UnitPlacement,
} from './types.js';

/**
 * Turns a fully read draft into the map model, checking what can only be checked once every
 * line is in: names and terrain lines match, edges lead somewhere and come back, units
 * stand where their kind may, centres and powers exist. Problems go to `d.errors`; the
 * result is meaningful only when there are none.
 */
export function buildMap(d: Draft, name: string, rootFile: string): GameMap {
  const problem = (src: Source | null, message: string) => d.errors.push(`${src ? where(src) : rootFile}: ${message}`);

  // Places: a name line and a terrain line for each, and coasts belonging to a province.
  for (const place of d.places.values()) {
    if (!d.locations.has(place.id)) problem(place.src, `${place.name} (${place.id}) has no terrain line (WATER, LAND, COAST, PORT or SHUT)`);
  }
  for (const loc of d.locations.values()) {
    if (!d.places.has(loc.id)) problem(loc.src, `${loc.id} has no place-name line ("Long Name = ${loc.id.toLowerCase()} …")`);
    if (loc.id.includes('/') && !d.locations.has(provinceOf(loc.id))) {
      problem(loc.src, `${loc.id} is a coast of ${provinceOf(loc.id)}, which has no terrain line`);
    }
  }
  const coastsOf = new Map<ProvinceId, Location[]>();
  for (const id of d.locations.keys()) {
    if (!id.includes('/')) continue;
    const list = coastsOf.get(provinceOf(id)) ?? [];
    list.push(id);
    coastsOf.set(provinceOf(id), list);
  }
  for (const [province, coasts] of coastsOf) {
    const main = d.locations.get(province);
    if (main && !main.lower) {
      problem(main.src, `${province} has coasts (${coasts.join(', ')}), so its own line must be written in lower case: no fleet stands on the province itself`);
    }
  }

  // Who may stand where.
  const armyStands = (loc: DraftLocation) =>
    !loc.id.includes('/') && (loc.terrain === 'LAND' || loc.terrain === 'COAST' || loc.terrain === 'PORT');
  const fleetStands = (loc: DraftLocation) =>
    !loc.lower && (loc.terrain === 'WATER' || loc.terrain === 'COAST' || loc.terrain === 'PORT') && !coastsOf.has(loc.id);

  // Edges per unit kind, read through the case conventions.
  const powerLetters = new Map<string, PowerName[]>();
  for (const p of d.powers.values()) {
    const letter = p.abbrev ?? p.adjective.charAt(0);
    powerLetters.set(letter, [...(powerLetters.get(letter) ?? []), p.name]);
  }
  const abutCenters: { centers: readonly string[]; src: Source }[] = [];
  const locations = new Map<Location, LocationInfo>();
  for (const loc of d.locations.values()) {
    const records = new Map<Location, MutableAbut>();
    const listed = new Set<Location>();
    for (const e of loc.abuts) {
      const target = d.locations.get(e.target);
      if (!target) {
        problem(e.src, `${loc.id} abuts ${e.target}, which is not on the map`);
        continue;
      }
      // Some DPjudge maps list a place among its own neighbours (COAST NEW ABUTS new …),
      // which DPjudge passes over: a unit never moves to where it stands, so the entry says
      // nothing and is dropped. Another part of the same province is still a mistake.
      if (e.target === loc.id) continue;
      if (provinceOf(e.target) === provinceOf(loc.id)) {
        problem(e.src, `${loc.id} abuts ${e.target}, in its own province`);
        continue;
      }
      if (listed.has(e.target)) {
        problem(e.src, `${loc.id} lists ${e.target} twice`);
        continue;
      }
      listed.add(e.target);
      const restriction = restrictionOf(e, powerLetters, (message) => problem(e.src, `${loc.id} ABUTS ${message}`));
      if (e.centers) abutCenters.push({ centers: e.centers, src: e.src });
      const main = d.locations.get(provinceOf(e.target));
      // Lower case bars fleets from the edge, Capitalised bars armies; armies always land on
      // the province itself, even when the edge names one of its coasts.
      const fleet = fleetStands(loc) && e.caseClass !== 'lower' && fleetStands(target);
      const army = armyStands(loc) && e.caseClass !== 'title' && main !== undefined && armyStands(main);
      const put = (to: Location, kind: 'army' | 'fleet', allowed: boolean) => {
        const known = records.get(to);
        if (!known) {
          records.set(to, { to, army: kind === 'army' && allowed, fleet: kind === 'fleet' && allowed, ...restriction });
          return;
        }
        if (!sameRestriction(known, restriction)) {
          problem(e.src, `${loc.id} reaches ${to} by two entries with different restrictions`);
        }
        known[kind] = known[kind] || allowed;
      };
      put(target.id, 'fleet', fleet);
      if (target.id === provinceOf(target.id)) put(target.id, 'army', army);
      else if (army && main) put(main.id, 'army', true);
    }
    const place = d.places.get(loc.id);
    const coast = loc.id.includes('/') ? (loc.id.split('/')[1] ?? null) : null;
    locations.set(loc.id, {
      id: loc.id,
      province: provinceOf(loc.id),
      coast,
      name: place?.name ?? loc.id,
      terrain: loc.terrain,
      armyCanStand: armyStands(loc),
      fleetCanStand: fleetStands(loc),
      abuts: [...records.values()],
    });
  }

  // Every edge must come back, unless one end is impassable. An edge from a province comes
  // back through any of the target's entries for that province or one of its coasts; an
  // edge from a coast must come back to that very coast.
  for (const loc of d.locations.values()) {
    if (loc.terrain === 'SHUT') continue;
    for (const e of loc.abuts) {
      const target = d.locations.get(e.target);
      if (!target || target.terrain === 'SHUT') continue;
      const back = target.abuts.some((b) => b.target === loc.id || (!loc.id.includes('/') && provinceOf(b.target) === loc.id));
      if (!back) {
        problem(e.src, `${loc.id} abuts ${e.target}, but ${e.target} does not abut ${loc.id} (write ":${loc.id}" on ${e.target}'s line for a one-way edge)`);
      }
    }
  }

  // Provinces, in the order their lines came.
  const provinces = new Map<ProvinceId, Province>();
  for (const loc of locations.values()) {
    if (loc.coast !== null) continue;
    provinces.set(loc.id, {
      id: loc.id,
      name: loc.name,
      terrain: loc.terrain,
      coasts: coastsOf.get(loc.id) ?? [],
      supplyCenter: false,
    });
  }

  // Centres: every home, every UNOWNED centre and every owned centre is a supply centre.
  const isProvince = (id: string) => provinces.has(id);
  const centreRefs = [...d.unowned, ...[...d.powers.values()].flatMap((p) => [...p.homes, ...(p.owns ?? [])])];
  for (const ref of centreRefs) {
    if (!isProvince(ref.id)) problem(ref.src, `${ref.id} is not a province of the map, so it cannot be a supply centre`);
  }
  const supplyCenters = new Set<ProvinceId>(centreRefs.map((r) => r.id).filter(isProvince).sort());
  for (const id of supplyCenters) {
    const p = provinces.get(id);
    if (p) provinces.set(id, { ...p, supplyCenter: true });
  }
  for (const { centers, src } of abutCenters) {
    for (const c of centers) if (!supplyCenters.has(c)) problem(src, `the edge condition names ${c}, which is not a supply centre`);
  }

  // Powers.
  const powers = new Map<PowerName, PowerInfo>();
  const owner = new Map<ProvinceId, PowerName>();
  for (const p of d.powers.values()) {
    const homes = unique(p.homes.map((h) => h.id).filter(isProvince));
    const centers = p.owns ? unique(p.owns.map((h) => h.id).filter(isProvince)) : homes;
    for (const c of centers) {
      const other = owner.get(c);
      if (other !== undefined) problem(p.src, `${c} is owned at the start by both ${other} and ${p.name}`);
      owner.set(c, p.name);
    }
    const units: UnitPlacement[] = [];
    for (const u of p.units) {
      const at = d.locations.get(u.at);
      if (!at) problem(u.src, `${u.kind} ${u.at}: ${u.at} is not on the map`);
      else if (u.kind === 'A' && !armyStands(at)) problem(u.src, `A ${u.at}: an army cannot stand on ${u.at}`);
      else if (u.kind === 'F' && !fleetStands(at)) {
        const coasts = coastsOf.get(u.at);
        problem(u.src, `F ${u.at}: a fleet cannot stand on ${u.at}${coasts ? ` (name a coast: ${coasts.join(', ')})` : ''}`);
      } else units.push({ kind: u.kind, at: u.at });
    }
    powers.set(p.name, {
      name: p.name,
      adjective: p.adjective,
      abbrev: p.abbrev ?? p.adjective.charAt(0),
      homes,
      centers,
      units,
      ...buildSites(p, homes),
    });
  }
  if (powers.size < 2) problem(null, 'a map needs at least two powers');
  checkBuildSites(d, supplyCenters, problem);
  const unowned = [...supplyCenters].filter((c) => !owner.has(c));

  // A power may be named like a place (NORWAY the power, Norway the province): the order
  // grammar reads places and powers in slots of their own (a place after A/F or a verb,
  // a power after P, JOIN, DUMMY, in press lists), so context tells them apart, as in
  // DPjudge. A power keyed like a province's abbreviation is refused all the same: the
  // judge writes abbreviations back to players, and a reader of "BUL" must know it is a place.
  const names = placeNames(d, problem);
  for (const p of d.powers.values()) {
    if (provinces.has(p.name)) problem(p.src, `${p.name} is both a power and the abbreviation of a place`);
  }

  const calendar = readCalendar(d, rootFile, supplyCenters.size);
  return {
    name,
    provinces,
    locations,
    powers,
    supplyCenters,
    unowned,
    names,
    victory: calendar.victory,
    begin: calendar.begin,
    flow: calendar.flow,
    // Only a map whose FLOW steers the year has them, so that every other map reads as before.
    ...(calendar.yearSteps.length > 0 ? { yearSteps: calendar.yearSteps } : {}),
    rules: [...d.rules],
    dummies: d.dummies.filter((x) => powers.has(x)),
    ...controlsOf(d, powers, problem),
    ...(d.homeYears ? { homeYears: d.homeYears.years } : {}),
    ...(d.kinds ? { kinds: d.kinds.kinds } : {}),
    ...(d.caps ? { caps: d.caps.caps } : {}),
    ...seasonalOf(d, provinces, calendar.flow, problem),
    ...(d.phased.length > 0
      ? {
          phased: d.phased.map((b) => ({
            kind: b.kind,
            phase: b.phase,
            lines: b.lines.map((l) => ({ text: l.text, file: l.src.file, line: l.src.line })),
          })),
        }
      : {}),
  };
}

/**
 * The build sites and extra units a power's lines give beyond its homes, each field only
 * when the map gives it, so that a map without them reads as before.
 */
function buildSites(p: DraftPower, homes: readonly ProvinceId[]): Partial<PowerInfo> {
  const ids = (refs: readonly Ref[]) => unique(refs.map((r) => r.id));
  const out: { -readonly [K in keyof PowerInfo]?: PowerInfo[K] } = {};
  if (p.factories.length > 0) out.factories = ids(p.factories);
  if (p.partisans.length > 0) out.partisans = ids(p.partisans);
  if (p.hidden.length > 0) out.hiddenBuilds = ids(p.hidden);
  const alternatives = p.alternatives.filter((a) => homes.includes(a.ref.id));
  if (alternatives.length > 0) out.alternatives = alternatives.map((a) => ({ centre: a.ref.id, instead: unique(a.instead) }));
  if (p.claims > 0) out.claims = p.claims;
  if (p.reserves > 0) out.reserves = p.reserves;
  if (p.militia > 0) out.militia = p.militia;
  if (p.league) out.league = { name: p.league.name, behaviour: p.league.behaviour, benignTo: p.league.benignTo };
  return out;
}

/** Factory and partisan sites are provinces that are not centres, each of one power; an alternative stands in for homes. */
function checkBuildSites(d: Draft, centres: ReadonlySet<ProvinceId>, problem: (src: Source | null, message: string) => void): void {
  const holder = new Map<ProvinceId, string>();
  for (const p of d.powers.values()) {
    const sites = [
      ...p.factories.map((ref) => ({ ref, what: 'factory site' })),
      ...p.partisans.map((ref) => ({ ref, what: 'partisan site' })),
    ];
    for (const { ref, what } of sites) {
      if (!d.locations.has(ref.id)) problem(ref.src, `the ${what} ${ref.id} of ${p.name} is not a place of the map`);
      else if (centres.has(ref.id)) problem(ref.src, `the ${what} ${ref.id} of ${p.name} is a supply centre: such a site is a place that is not one`);
      const other = holder.get(ref.id);
      if (other !== undefined) problem(ref.src, `${ref.id} is a build site of both ${other} and ${p.name}`);
      holder.set(ref.id, p.name);
    }
    for (const ref of p.hidden) if (!d.locations.has(ref.id)) problem(ref.src, `the hidden build site ${ref.id} of ${p.name} is not a place of the map`);
    const alternatives = new Set(p.alternatives.map((a) => a.ref.id));
    for (const a of p.alternatives) {
      for (const home of a.instead) {
        if (!p.homes.some((h) => h.id === home)) problem(a.ref.src, `@${a.ref.id}(${a.instead.join(',')}): ${home} is not a home centre of ${p.name}`);
        else if (alternatives.has(home)) problem(a.ref.src, `@${a.ref.id}(${a.instead.join(',')}): ${home} is itself an alternative home centre`);
      }
    }
  }
}

type MutableAbut = { -readonly [K in keyof Abut]: Abut[K] };
type Restriction = Pick<Abut, 'powers' | 'centers' | 'weak' | 'half'>;

function restrictionOf(e: DraftAbut, letters: ReadonlyMap<string, readonly PowerName[]>, problem: (m: string) => void): Restriction {
  let powers: PowerName[] | null = null;
  if (e.powers !== null) {
    powers = [];
    for (const letter of e.powers) {
      const named = letters.get(letter);
      if (!named) problem(`${e.powers}:${e.target}: no power has the abbreviation ${letter}`);
      else powers.push(...named);
    }
  }
  return { powers, centers: e.centers, weak: e.weak, half: e.half };
}

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]));

const sameRestriction = (a: Restriction, b: Restriction) =>
  sameList(a.powers, b.powers) && sameList(a.centers, b.centers) && a.weak === b.weak && a.half === b.half;

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/**
 * Every name a player may write, upper case, `+` read as a space. The abbreviation, long
 * name and plain aliases of a place are its own: two places claiming one is an error. An
 * alias marked `?` makes the name ambiguous between every place that marks it and the
 * place that owns it plainly, if any (`TYR?` on the Tyrrhenian Sea: TYR could be Tyrolia
 * or the Tyrrhenian Sea). The order grammar settles such a name by the kind of unit when
 * only one of the places can hold it (an army in TYR is in Tyrolia), and asks otherwise.
 */
function placeNames(d: Draft, problem: (src: Source, message: string) => void): Map<string, NameMeaning> {
  const plain = new Map<string, { location: Location; src: Source }>();
  const unclear = new Map<string, Location[]>();
  const claim = (text: string, location: Location, src: Source) => {
    const key = text.toUpperCase().replace(/\+/g, ' ');
    const known = plain.get(key);
    if (known && known.location !== location) {
      problem(src, `the name "${key}" is given to both ${known.location} (${where(known.src)}) and ${location}`);
      return;
    }
    if (!known) plain.set(key, { location, src });
  };
  // An abbreviation names its place whatever plain aliases say: the judge writes
  // abbreviations back to players, so "BEN" must read as it is printed. A plain alias that
  // is another place's abbreviation (zeus.map: Libya = lib ben benghazi, beside Bay of
  // Bengal = ben) is dropped; one marked `?` still makes the name ambiguous, as written.
  const abbreviations = new Set([...d.places.keys()].filter((id) => d.locations.has(id)));
  for (const place of d.places.values()) {
    if (!d.locations.has(place.id)) continue;
    claim(place.id, place.id, place.src);
    claim(place.name, place.id, place.src);
    for (const alias of place.aliases) {
      if (!alias.unclear) {
        const written = alias.text.toUpperCase().replace(/\+/g, ' ');
        if (written === place.id || !abbreviations.has(written)) claim(alias.text, place.id, place.src);
        continue;
      }
      const key = alias.text.toUpperCase();
      const list = unclear.get(key) ?? [];
      if (!list.includes(place.id)) list.push(place.id);
      unclear.set(key, list);
    }
  }
  const names = new Map<string, NameMeaning>();
  for (const [key, { location }] of plain) names.set(key, { kind: 'location', location });
  for (const [key, marked] of unclear) {
    const owner = plain.get(key)?.location;
    const locations = owner === undefined ? marked : [owner, ...marked.filter((l) => l !== owner)];
    names.set(key, locations.length === 1 ? { kind: 'location', location: locations[0]! } : { kind: 'ambiguous', locations });
  }
  return names;
}

/** CONTROL and ROTATE, checked now that every power and dummy is known (map/control.ts); each only when the map has it. */
function controlsOf(d: Draft, powers: ReadonlyMap<string, unknown>, problem: (src: Source | null, message: string) => void): Pick<GameMap, 'controls' | 'rotate'> {
  const dummies = d.dummies.filter((x) => powers.has(x));
  for (const p of controlProblems(d.controls, new Set(powers.keys()), dummies)) problem(p.src, p.message);
  const kept = d.controls.filter((c) => powers.has(c.power));
  return {
    ...(kept.length > 0 ? { controls: Object.fromEntries(kept.map((c) => [c.power, [...c.names]])) } : {}),
    ...(d.rotate !== null ? { rotate: d.rotate.rotation } : {}),
  };
}

/** The SEASONAL lines as the map keeps them, none when there are none. */
function seasonalOf(d: Draft, provinces: ReadonlyMap<ProvinceId, unknown>, flow: readonly FlowStep[], problem: (src: Source | null, message: string) => void): { seasonal?: ReadonlyMap<ProvinceId, readonly string[]> } {
  const seasonal = readSeasonal(d.seasonal, new Set(provinces.keys()), flow, problem);
  return seasonal === undefined ? {} : { seasonal };
}
