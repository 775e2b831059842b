import type { GameMap } from '../map/types.js';

/**
 * What a pure reading of text against a map gave, kept for the next time the same text
 * comes. A stream of real games writes the same few thousand order and unit texts again
 * and again ("A PAR - BUR", "F NTH C A LON - NWY"): reading each once is where the
 * command line saves most. Only for functions whose answer depends on the map and the key
 * alone, and whose answers nobody changes (our results are readonly). Bounded: past
 * `limit` texts for one map it forgets them all and starts again, so a stream of texts
 * all different costs memory only up to the limit.
 */
export class TextMemo<T> {
  private readonly byMap = new WeakMap<GameMap, Map<string, T>>();

  constructor(private readonly limit: number) {}

  get(map: GameMap, key: string, read: () => T): T {
    let known = this.byMap.get(map);
    if (known === undefined) {
      known = new Map();
      this.byMap.set(map, known);
    }
    let value = known.get(key);
    if (value === undefined) {
      value = read();
      if (known.size >= this.limit) known.clear();
      known.set(key, value);
    }
    return value;
  }
}
