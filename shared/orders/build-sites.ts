import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { hasRule } from '../rules/index.js';

/**
 * Where a power may build, as the rules of section 1.5 of the rule set say. This is the
 * one place that reads those rules: the adjudicator, the check of an order as it is
 * entered, and the count of builds a power owes all ask it.
 */
export interface BuildRule {
  /**
   * `own_homes`: the power's own home centres (the standard game). `any_owned`: any centre
   * it owns (BUILD_ANY). `any_home`: any centre it owns that is a home centre of some power
   * of the map, whether that power ever owned it or not (HOME_BUILDS).
   */
  readonly where: 'own_homes' | 'any_owned' | 'any_home';
  /**
   * REMOTE_BUILDS: a power builds nowhere unless it still owns one of its own home centres.
   * (The catalogue brings BUILD_ANY in with it unless HOME_BUILDS says where.)
   */
  readonly needsOwnHome: boolean;
  /**
   * What the map gives a power beyond its centres (map/types.ts, PowerInfo), each on
   * unless its NO_ rule is in force: factory sites (NO_FACTORIES), partisan sites
   * (NO_PARTISANS), reserves (NO_RESERVES), militia (NO_MILITIA). A map without them
   * plays the same either way.
   */
  readonly factories: boolean;
  readonly partisans: boolean;
  readonly reserves: boolean;
  readonly militia: boolean;
  /** GARRISON: an eliminated power whose home centres nobody else occupies may build in one (centresToBuildFrom). */
  readonly garrison?: boolean;
  /**
   * The home centres of every power in this phase when the game has changed them
   * (Position.homes: NEWHOMES, claims), read instead of the map's; set by centresToBuildFrom.
   */
  readonly homes?: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  /** `&SC`: how many owned centres that are not its homes the power may still claim by building there (centresToBuildFrom). */
  readonly claims?: number;
}

/** The power's home centres in this phase: the game's when it has changed them, else the map's. */
export function homesOf(map: GameMap, rule: BuildRule, power: PowerName): readonly ProvinceId[] {
  return rule.homes ? (rule.homes[power] ?? []) : (map.powers.get(power)?.homes ?? []);
}

/** The standard game's rule: a power builds in its own home centres (and the sites its map gives). */
export const HOME_CENTRE_BUILDS: BuildRule = { where: 'own_homes', needsOwnHome: false, factories: true, partisans: true, reserves: true, militia: true };

/** The build rule of these rules in force (resolved: what a rule brings in is already there). */
export function buildRule(rules: readonly string[]): BuildRule {
  if (rules.length === 0) return HOME_CENTRE_BUILDS;
  const rule: BuildRule = {
    where: hasRule(rules, 'BUILD_ANY') ? 'any_owned' : hasRule(rules, 'HOME_BUILDS') ? 'any_home' : 'own_homes',
    needsOwnHome: hasRule(rules, 'REMOTE_BUILDS'),
    factories: !hasRule(rules, 'NO_FACTORIES'),
    partisans: !hasRule(rules, 'NO_PARTISANS'),
    reserves: !hasRule(rules, 'NO_RESERVES'),
    militia: !hasRule(rules, 'NO_MILITIA'),
    ...(hasRule(rules, 'GARRISON') ? { garrison: true } : {}),
  };
  const same = (Object.keys(rule) as (keyof BuildRule)[]).every((k) => rule[k] === HOME_CENTRE_BUILDS[k]);
  return same ? HOME_CENTRE_BUILDS : rule;
}

/**
 * How many units the power may keep: one a centre owned and, while it owns one of its home
 * centres, its map's RESERVES, and one MILITIA for each of its units on a home centre, up
 * to the MILITIA count (Map.txt). `unitProvinces` are the provinces its units stand in.
 */
export function unitAllowance(map: GameMap, rule: BuildRule, power: PowerName, owned: readonly ProvinceId[], unitProvinces: readonly ProvinceId[]): number {
  const info = map.powers.get(power);
  if (!info || (info.reserves === undefined && info.militia === undefined)) return owned.length;
  const homes = homesOf(map, rule, power);
  if (!homes.some((h) => owned.includes(h))) return owned.length;
  const reserves = rule.reserves ? (info.reserves ?? 0) : 0;
  const onHomes = unitProvinces.filter((p) => homes.includes(p)).length;
  const militia = rule.militia ? Math.min(info.militia ?? 0, onHomes) : 0;
  return owned.length + reserves + militia;
}

/**
 * The sites beyond the centres that the power's map gives it to build in: its factory
 * sites, and its partisan sites while it owns at least one, but not all, of its home
 * centres. Neither is a supply centre, so nobody owns them.
 */
function mapSites(map: GameMap, rule: BuildRule, power: PowerName, owns: (centre: ProvinceId) => boolean): readonly ProvinceId[] {
  const info = map.powers.get(power);
  if (!info || (info.factories === undefined && info.partisans === undefined)) return [];
  const factories = rule.factories ? (info.factories ?? []) : [];
  const homes = homesOf(map, rule, power);
  const held = homes.filter(owns).length;
  const partisans = rule.partisans && held > 0 && held < homes.length ? (info.partisans ?? []) : [];
  return [...factories, ...partisans];
}

/**
 * Why the power may not build in this province whatever stands there, in a sentence, or
 * null when it may (the caller checks that it is empty and that the unit can stand there).
 */
export function buildRefusal(map: GameMap, rule: BuildRule, power: PowerName, owned: ReadonlySet<ProvinceId>, id: ProvinceId): string | null {
  const name = map.provinces.get(id)?.name ?? id;
  if (rule.needsOwnHome && !ownsAHome(map, rule, power, (c) => owned.has(c))) return `${power} owns none of its home centres, and under REMOTE_BUILDS may not build.`;
  if (mapSites(map, rule, power, (c) => owned.has(c)).includes(id)) return null;
  const info = map.powers.get(power);
  if (info?.partisans?.includes(id)) {
    if (!rule.partisans) return `${name} is a partisan site of ${power}, and under NO_PARTISANS nobody builds there.`;
    return `${name} is a partisan site of ${power}: it builds there only while it owns some, but not all, of its home centres.`;
  }
  if (info?.factories?.includes(id)) return `${name} is a factory site of ${power}, and under NO_FACTORIES nobody builds there.`;
  switch (rule.where) {
    case 'own_homes':
      if (!homesOf(map, rule, power).includes(id)) return `${name} is not a home centre of ${power}.`;
      break;
    case 'any_owned':
      if (!map.supplyCenters.has(id)) return `${name} is not a supply centre.`;
      break;
    case 'any_home':
      if (!homeCentres(map, rule).has(id)) return `${name} is not a home centre of any power, and under HOME_BUILDS only those are built in.`;
      break;
  }
  if (!owned.has(id)) return `${power} does not own ${name}.`;
  return null;
}

/** The centres the power may build in under this rule, then the sites its map gives it (mapSites), occupied or not, in a stable order. */
export function buildCentres(map: GameMap, rule: BuildRule, power: PowerName, owned: readonly ProvinceId[]): readonly ProvinceId[] {
  if (rule.needsOwnHome && !ownsAHome(map, rule, power, (c) => owned.includes(c))) return [];
  const centres = ((): readonly ProvinceId[] => {
    switch (rule.where) {
      case 'own_homes': {
        return homesOf(map, rule, power).filter((h) => owned.includes(h));
      }
      case 'any_owned':
        return owned;
      case 'any_home': {
        const homes = homeCentres(map, rule);
        return owned.filter((c) => homes.has(c));
      }
    }
  })();
  const sites = mapSites(map, rule, power, (c) => owned.includes(c));
  return sites.length === 0 ? centres : [...centres, ...sites];
}

/** The power still owns at least one of its own home centres. */
function ownsAHome(map: GameMap, rule: BuildRule, power: PowerName, owns: (centre: ProvinceId) => boolean): boolean {
  return homesOf(map, rule, power).some(owns);
}

// The home centres of every power, found once a map (or once a reassignment of the game's).
const homesByMap = new WeakMap<object, ReadonlySet<ProvinceId>>();

/** Every home centre of every power in this phase: the map's, or those of the game's last reassignment (rule.homes). */
function homeCentres(map: GameMap, rule: BuildRule): ReadonlySet<ProvinceId> {
  const key: object = rule.homes ?? map;
  let homes = homesByMap.get(key);
  if (homes === undefined) {
    homes = new Set(rule.homes ? Object.values(rule.homes).flat() : [...map.powers.values()].flatMap((p) => p.homes));
    homesByMap.set(key, homes);
  }
  return homes;
}

/**
 * The rule for this power in this phase, with the homes the game has made (Map.txt,
 * DPjudge): on a NEWHOMES map nobody has a home until the first reassignment, and until
 * then every power builds in any centre it owns; a power with a claim left (`&SC`) builds
 * in any centre it owns, each one not yet its home using a claim (the adjudicator counts
 * them). A NEWHOMES reassignment makes the owned centres the homes, claims and all, so on
 * such a map claims are never played, as in DPjudge.
 */
function phaseRule(map: GameMap, board: BuildBoard, power: PowerName, rule: BuildRule): BuildRule {
  if (map.homeYears !== undefined) {
    if (board.homes === undefined) return { ...rule, where: 'any_owned', homes: {} };
    return { ...rule, homes: board.homes };
  }
  const claims = claimsLeft(map, board, power);
  if (claims > 0) return { ...rule, where: 'any_owned', claims, ...(board.homes ? { homes: board.homes } : {}) };
  return board.homes ? { ...rule, homes: board.homes } : rule;
}

/** The power's home centres as the board stands: the game's (Position.homes), none yet on a NEWHOMES map before its first reassignment, else the map's. */
export function homesNow(map: GameMap, board: BuildBoard, power: PowerName): readonly ProvinceId[] {
  return homesOf(map, phaseRule(map, board, power, HOME_CENTRE_BUILDS), power);
}

/** `&SC`: the claims the map gives the power less the homes it has claimed since (those of board.homes not the map's). */
function claimsLeft(map: GameMap, board: Pick<BuildBoard, 'homes'>, power: PowerName): number {
  const info = map.powers.get(power);
  if (!info?.claims || map.homeYears !== undefined) return 0;
  const claimed = (board.homes?.[power] ?? info.homes).filter((h) => !info.homes.includes(h)).length;
  return Math.max(0, info.claims - claimed);
}

/** What an adjustment phase's board says of builds beyond the centres owned (see Position). */
export interface BuildBoard {
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly units: readonly { readonly power: PowerName; readonly at: string }[];
  readonly unplaced?: Readonly<Record<PowerName, number>>;
  readonly homes?: Readonly<Record<PowerName, readonly ProvinceId[]>>;
}

/**
 * What a power builds from in an adjustment phase: the centres it counts as its own to
 * build in, how many centres it counts, and the build rule that holds for it.
 *
 * - MOBILIZE (`unplaced`: home centres yet to choose): also each of its own home centres
 *   that nobody owns, though only `unplaced` of those count (DPjudge lets a power with an
 *   undetermined home centre build in any of its homes).
 * - GARRISON (the rule's `garrison`): a power that owns no centre and none of whose home
 *   centres another power occupies, as the adjustment phase begins (garrisonPowers),
 *   counts one centre more than its units, and builds in any of its own empty home
 *   centres, whoever owns it, without owning it (DPjudge's "SC?"); the owners of those
 *   home centres may not build there meanwhile. Read from the board itself, so that a
 *   phase given whole (the CLI) and a game agree.
 */
export function centresToBuildFrom(map: GameMap, board: BuildBoard, power: PowerName, given: BuildRule): { readonly owned: readonly ProvinceId[]; readonly count: number; readonly rule: BuildRule } {
  const rule = phaseRule(map, board, power, given);
  // MOBILIZE chooses among the homes the map gives.
  const homes = board.unplaced === undefined ? homesOf(map, rule, power) : (map.powers.get(power)?.homes ?? []);
  // Not in the adjustment phase a MOBILIZE game opens with, where nobody owns anything yet.
  const garrison = rule.garrison === true && board.unplaced === undefined ? garrisonPowers(map, board) : [];
  if (garrison.includes(power)) {
    const units = board.units.filter((u) => u.power === power).length;
    return { owned: homes, count: units + 1, rule: board.homes ? { ...HOME_CENTRE_BUILDS, homes: board.homes } : HOME_CENTRE_BUILDS };
  }
  let owned = board.centers[power] ?? [];
  const count = owned.length + (board.unplaced?.[power] ?? 0) + beyondCentres(map, rule, power, board);
  if ((board.unplaced?.[power] ?? 0) > 0) {
    const taken = new Set(Object.values(board.centers).flat());
    owned = [...owned, ...homes.filter((h) => !taken.has(h))];
  }
  if (garrison.length > 0) {
    const held = new Set(garrison.flatMap((p) => homesOf(map, rule, p)));
    owned = owned.filter((c) => !held.has(c));
  }
  return { owned, count, rule };
}

/**
 * The units the map lets the power keep beyond one a centre (RESERVES, MILITIA:
 * unitAllowance), reckoned on the centres it owns; 0 on a map without them, with no list made.
 */
function beyondCentres(map: GameMap, rule: BuildRule, power: PowerName, board: BuildBoard): number {
  const info = map.powers.get(power);
  if (!info || (info.reserves === undefined && info.militia === undefined)) return 0;
  const owned = board.centers[power] ?? [];
  const places = board.units.filter((u) => u.power === power).map((u) => map.locations.get(u.at)?.province ?? u.at);
  return unitAllowance(map, rule, power, owned, places) - owned.length;
}

/**
 * GARRISON, at the start of an adjustment phase: the powers that own no centre and none of
 * whose home centres a unit of another power occupies (their own units, if any, may stand
 * there). Each may build once, in one of its empty home centres.
 */
export function garrisonPowers(map: GameMap, board: BuildBoard): PowerName[] {
  const out: PowerName[] = [];
  for (const power of map.powers.values()) {
    const homes = board.homes ? (board.homes[power.name] ?? []) : map.homeYears ? [] : power.homes;
    if (homes.length === 0 || (board.centers[power.name] ?? []).length > 0) continue;
    const occupied = board.units.some((u) => u.power !== power.name && homes.includes(map.locations.get(u.at)?.province ?? u.at));
    if (!occupied) out.push(power.name);
  }
  return out;
}

/**
 * The empty sites the power may build in this adjustment phase, and how many builds they
 * hold. Alternative home centres (Map.txt, `@CAL(NYO)`) add a place to build but not a
 * build: the builds are no more than the sites that are not alternatives, and `groups`
 * lists, for each alternative that is open, it and the open homes it stands in for, of
 * which the power may build in all but one (alternativeRefusal). An alternative limited to
 * homes none of which is open is no site at all (DPjudge's buildSites). Without
 * alternatives: the empty sites of buildCentres, every one a build.
 */
export interface OpenSites {
  readonly sites: readonly ProvinceId[];
  readonly limit: number;
  readonly groups: readonly (readonly ProvinceId[])[];
}

export function openBuildSites(map: GameMap, rule: BuildRule, power: PowerName, owned: readonly ProvinceId[], occupied: (id: ProvinceId) => boolean): OpenSites {
  const open = buildCentres(map, rule, power, owned).filter((c) => !occupied(c));
  const alternatives = map.powers.get(power)?.alternatives;
  if (alternatives === undefined) return { sites: open, limit: open.length, groups: [] };
  const isAlternative = new Set(alternatives.map((a) => a.centre));
  const closed = new Set(alternatives.filter((a) => a.instead.length > 0 && !a.instead.some((h) => open.includes(h))).map((a) => a.centre));
  const sites = open.filter((c) => !closed.has(c));
  const groups: ProvinceId[][] = [];
  for (const a of alternatives) {
    if (!sites.includes(a.centre)) continue;
    const homes = map.powers.get(power)?.homes ?? [];
    const instead = a.instead.length > 0 ? a.instead.filter((h) => sites.includes(h)) : homes.filter((h) => sites.includes(h) && !isAlternative.has(h));
    if (instead.length > 0) groups.push([a.centre, ...instead]);
  }
  return { sites, limit: sites.filter((c) => !isAlternative.has(c)).length, groups };
}

/**
 * Why a build in `site` may not join the builds already in `chosen` (in the order they
 * were written): it would fill every place of a group of alternatives (openBuildSites), in
 * a sentence; null when it may.
 */
export function alternativeRefusal(map: GameMap, sites: OpenSites, site: ProvinceId, chosen: readonly ProvinceId[]): string | null {
  for (const group of sites.groups) {
    if (!group.includes(site) || !group.every((c) => c === site || chosen.includes(c))) continue;
    const names = group.map((c) => map.provinces.get(c)?.name ?? c);
    return `${names[0]} is an alternative home centre to ${names.slice(1).join(', ')}: a power builds in all but one of them, and the others are built in already.`;
  }
  return null;
}

/** Why the power may not build in this alternative home centre now (none of the homes it stands in for is open), or null. */
export function closedAlternative(map: GameMap, sites: OpenSites, power: PowerName, id: ProvinceId): string | null {
  const a = map.powers.get(power)?.alternatives?.find((x) => x.centre === id);
  if (a === undefined || sites.sites.includes(id)) return null;
  const name = map.provinces.get(id)?.name ?? id;
  const homes = a.instead.map((c) => map.provinces.get(c)?.name ?? c).join(', ');
  return `${name} is an alternative home centre to ${homes}: ${power} builds there only in place of a build in one of those, and may build in none of them now.`;
}
