import type { GameMap } from '../map/types.js';

/**
 * What a pure reading of text against a map gave, kept for the next time the same text
 * comes. A stream of real games writes the same few thousand order and unit texts again
 * and again ("A PAR - BUR", "F NTH C A LON - NWY"): reading each once is where the
 * command line saves most. Only for a reading whose answer depends on the map and the
 * text alone, and whose answers nobody changes (our results are readonly). Bounded: past
 * `limit` texts for one map it forgets them all and starts again, so a stream of texts
 * all different costs memory only up to the limit.
 */
export class TextMemo<T> {
  private readonly byMap = new WeakMap<GameMap, Map<string, T>>();
  // A stream is nearly always of one map: its table is kept at hand.
  private lastMap: GameMap | undefined;
  private last = new Map<string, T>();

  constructor(
    private readonly read: (map: GameMap, text: string) => T,
    private readonly limit: number,
  ) {}

  get(map: GameMap, text: string): T {
    let known = this.last;
    if (map !== this.lastMap) {
      known = this.byMap.get(map) ?? new Map();
      this.byMap.set(map, known);
      this.lastMap = map;
      this.last = known;
    }
    let value = known.get(text);
    if (value === undefined) {
      value = this.read(map, text);
      if (known.size >= this.limit) known.clear();
      known.set(text, value);
    }
    return value;
  }
}
