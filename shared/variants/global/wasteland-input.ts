import { z } from 'zod';
import type { GameMap, PowerName, ProvinceId } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';
import type { Wasteland } from './wasteland.js';

/**
 * The nuclear scars as they cross a wire (the CLI's `destroyed` in and out, a stored game):
 * the destroyed provinces, and, so that V's one-season delay survives between two calls,
 * the centres removed and those cut off waiting to go. Checked against the board.
 */
const province = z.string().min(1).max(40);
export const wastelandInput = z.object({
  destroyed: z.array(province).default([]),
  removed: z.array(province).default([]),
  cutOff: z.array(province).default([]),
});

export function readWasteland(map: GameMap, raw: unknown): Result<Wasteland, 'bad_wasteland'> {
  const parsed = wastelandInput.safeParse(raw ?? {});
  if (!parsed.success) return fail('bad_wasteland', `The destroyed spaces are not lists of provinces: ${parsed.error.issues[0]?.message ?? 'unreadable'}.`);
  const { destroyed, removed, cutOff } = parsed.data;
  const up = (list: readonly string[]) => [...new Set(list.map((p) => p.toUpperCase()))].sort();
  for (const p of up(destroyed)) if (!map.provinces.has(p)) return fail('bad_wasteland', `${p}, destroyed, is not a province of this board.`);
  for (const p of [...up(removed), ...up(cutOff)]) {
    if (!map.supplyCenters.has(p)) return fail('bad_wasteland', `${p} is not a supply centre of this board, so it cannot be removed or cut off.`);
  }
  return ok({ destroyed: up(destroyed), removed: up(removed), cutOff: up(cutOff) });
}

/** Each power's centres, without those destroyed or removed: they count for no one any more. */
export function centresStillOwned(
  centers: Readonly<Record<PowerName, readonly ProvinceId[]>>,
  wasteland: Wasteland,
): Record<PowerName, ProvinceId[]> {
  const gone = new Set([...wasteland.destroyed, ...wasteland.removed]);
  return Object.fromEntries(Object.entries(centers).map(([power, list]) => [power, list.filter((c) => !gone.has(c))]));
}
