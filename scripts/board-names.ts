import type { GameMap, Location, NameMeaning } from '../shared/map/types.js';

/**
 * The board with the names another board gives the places they share, for a variant drawn on
 * the standard board: its players write the names they know from our standard board, whatever
 * aliases the variant's own file gave. A place is shared when both boards have it under the
 * same abbreviation and long name (Venice and Milan's Venetia, both VEN, are not); the board's
 * own places keep their names, and a name they use is not taken from the other board.
 */
export function withNamesOf(map: GameMap, source: GameMap): GameMap {
  const shared = new Set([...map.locations.values()].filter((l) => source.locations.get(l.id)?.name === l.name).map((l) => l.id));
  const names = new Map<string, NameMeaning>();
  const put = (key: string, places: readonly Location[]) => {
    if (places.length === 0 || names.has(key)) return;
    const [first] = places;
    names.set(key, places.length === 1 && first !== undefined ? { kind: 'location', location: first } : { kind: 'ambiguous', locations: places });
  };
  const placesOf = (m: NameMeaning) => (m.kind === 'location' ? [m.location] : m.locations);
  for (const [key, meaning] of map.names) put(key, placesOf(meaning).filter((l) => !shared.has(l)));
  for (const [key, meaning] of source.names) put(key, placesOf(meaning).filter((l) => shared.has(l)));
  return { ...map, names };
}
