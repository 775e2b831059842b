/**
 * A whole number a host set in wrangler.toml `[vars]` (each limit of the room reads one):
 * at least `min`; absent, blank or anything else, `fallback`, so that a setting mistyped or
 * left empty keeps the judge's default rather than meaning 0.
 */
export function wholeSetting(value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
}
