import { ok } from '../result.js';
import { parsePhase, type Phase } from './phase.js';
import { seasonLetter, seasonNamed } from './season.js';
import type { FlowStep, GameMap, ProvinceId } from './types.js';

/**
 * Seasonal spaces (ours, for Global VII.3.y): `SEASONAL ANT FALL WINTER` says that units
 * move or retreat into or out of Antarctica only in Fall and Winter. In the other seasons
 * the space is closed to movement, not shut: a unit there stands, supports and convoys,
 * and a unit outside supports into it (the Q&A), so it is no IN block's SHUT. The reader
 * keeps the lines as `GameMap.seasonal`; `mapForPhase` (phased.ts) gives the map in force
 * in a phase the spaces closed in it (`GameMap.closed`), which the order checks ask.
 */

/**
 * The SEASONAL lines checked against the map's places and its flow: each space once, each
 * season a season of the flow, by its full name or its letter (U for Global's SUMMER=U).
 */
export function readSeasonal<Src>(
  lines: readonly { readonly words: readonly string[]; readonly src: Src }[],
  provinces: ReadonlySet<ProvinceId>,
  flow: readonly FlowStep[],
  problem: (src: Src, message: string) => void,
): ReadonlyMap<ProvinceId, readonly string[]> | undefined {
  if (lines.length === 0) return undefined;
  const out = new Map<ProvinceId, readonly string[]>();
  for (const { words, src } of lines) {
    const [place = '', ...named] = words.map((w) => w.toUpperCase());
    if (named.length === 0) {
      problem(src, 'SEASONAL names a space and the seasons units may move into or out of it, as in SEASONAL ANT FALL WINTER');
      continue;
    }
    if (!provinces.has(place)) {
      problem(src, `SEASONAL ${place}: there is no such space (write its abbreviation)`);
      continue;
    }
    if (out.has(place)) {
      problem(src, `SEASONAL ${place}: the space already has its seasons`);
      continue;
    }
    const seasons: string[] = [];
    for (const word of named) {
      const step = flow.find((s) => s.season === word) ?? (word.length === 1 ? flow.find((s) => seasonLetter(s) === word) : undefined);
      if (step === undefined) {
        problem(src, `SEASONAL ${place} ${word}: ${word} is not a season of the map's flow (${flow.map((s) => s.season).join(', ')})`);
        continue;
      }
      if (!seasons.includes(step.season)) seasons.push(step.season);
    }
    out.set(place, seasons);
  }
  return out;
}

/**
 * The seasonal spaces closed to movement in the phase (`S2101M` or parsed): no move, retreat
 * or convoyed move into or out of them. Empty on a map without SEASONAL lines, or for a
 * name that is no phase. (Global's `closed` view.)
 */
export function closedSpaces(map: GameMap, phase: Phase | string): ProvinceId[] {
  if (map.seasonal === undefined) return [];
  const parsed = typeof phase === 'string' ? parsePhase(phase) : ok(phase);
  if (!parsed.ok) return [];
  const season = seasonNamed(map, parsed.value.season)?.season;
  if (season === undefined) return [];
  return [...map.seasonal].filter(([, open]) => !open.includes(season)).map(([province]) => province).sort();
}

/** "Fall and Winter". */
const seasonList = (seasons: readonly string[]): string => {
  const words = seasons.map((s) => s.charAt(0) + s.slice(1).toLowerCase());
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
};

/**
 * The sentence refusing a move or retreat into or out of a space closed this season (the
 * map in force in the phase, `GameMap.closed`), or null when the space is open.
 */
export function seasonalRefusal(map: GameMap, province: ProvinceId, what: 'move' | 'retreat' | 'convoy'): string | null {
  const closed = map.closed;
  if (closed === undefined || !closed.provinces.includes(province)) return null;
  const name = map.provinces.get(province)?.name ?? province;
  const verb = { move: 'No unit may move into or out of', retreat: 'No unit may retreat into', convoy: 'No unit may be convoyed into or out of' }[what];
  const season = seasonList([closed.season]);
  return `${verb} ${name} in ${season}: it is open to movement only in ${seasonList(map.seasonal?.get(province) ?? [])}.`;
}
