import type { GameMap } from '../../shared/map/types.js';

/**
 * A map as plain data in which only meaningful order remains, for comparing two readings of a
 * board: a file in our layout lays places out in its own order, so provinces, locations, their
 * coasts and edges, and names are compared as sets; the powers, their centres and units, the
 * calendar and the rules keep their order. The map's name is left out: one board may be read
 * under two names, and so is where each line of an IN or FROM block was written (its file and
 * line number): a board written out anew holds the same lines elsewhere.
 */
export function mapFacts(map: GameMap): unknown {
  const byKey = <T>(entries: Iterable<[string, T]>) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    provinces: byKey([...map.provinces].map(([k, p]) => [k, { ...p, coasts: [...p.coasts].sort() }])),
    locations: byKey([...map.locations].map(([k, l]) => [k, { ...l, abuts: byKey(l.abuts.map((a) => [a.to, a])) }])),
    powers: [...map.powers.values()].map((p) => ({ ...p, units: [...p.units].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)) })),
    supplyCenters: [...map.supplyCenters],
    unowned: map.unowned,
    names: byKey(map.names),
    victory: map.victory,
    begin: map.begin,
    flow: map.flow,
    yearSteps: map.yearSteps ?? [],
    rules: map.rules,
    dummies: map.dummies,
    homeYears: map.homeYears ?? [],
    kinds: map.kinds ?? null,
    caps: map.caps ?? null,
    seasonal: map.seasonal === undefined ? null : byKey(map.seasonal),
    phased: (map.phased ?? []).map((b) => ({ kind: b.kind, phase: b.phase, lines: b.lines.map((l) => l.text) })),
  };
}
