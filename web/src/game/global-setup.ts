import type { MapEntry } from '../api.js';

/**
 * Global Diplomacy's setups (seed XIV.2) as the create form offers them: each is a board of
 * its own (wt-gcal's global, global5, global4, global3), so choosing a setup chooses the map.
 * Only the boards the judge lists are offered.
 */
export interface GlobalSetup {
  readonly map: string;
  readonly label: string;
  readonly about: string;
}

export const GLOBAL_SETUPS: readonly GlobalSetup[] = [
  { map: 'global', label: 'Six players', about: 'The whole game: each plays one superpower.' },
  { map: 'global5', label: 'Five players', about: 'Nobody plays the European Union, whose units hold; Yakutskaya and Scandinavia are no centres; 15 centres win.' },
  { map: 'global4', label: 'Four players', about: 'Nobody plays the European Union or Africa; Yakutskaya, Scandinavia and Madagascar are no centres; 15 centres win.' },
  { map: 'global3', label: 'Three players', about: 'Each plays two superpowers (the Americas; the European Union and Russia; Africa and Asia); Yakutskaya is no centre.' },
];

/** The setups whose board the judge has (its `GET /api/maps`), in the order above. */
export function globalSetups(maps: readonly MapEntry[]): GlobalSetup[] {
  const have = new Set(maps.map((m) => m.name));
  return GLOBAL_SETUPS.filter((s) => have.has(s.map));
}

/** Whether a map is one of Global's boards: a Global game is made on one, any other game on none. */
export const isGlobalBoard = (map: string): boolean => GLOBAL_SETUPS.some((s) => s.map === map);

/**
 * The map the form asks for when the variant changes: a Global game on the first Global board
 * the judge has (six players); another game leaves a Global board for the standard one.
 */
export function mapForVariant(variant: string, map: string, maps: readonly MapEntry[]): string {
  if (variant === 'global') return isGlobalBoard(map) ? map : (globalSetups(maps)[0]?.map ?? 'global');
  return isGlobalBoard(map) ? 'standard' : map;
}
