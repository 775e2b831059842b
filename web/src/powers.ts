import type { PowerName } from '../../shared/map/types.js';

/**
 * Each power's colour on the board, the chart and the lists: the colours players of the
 * standard board know, darkened where a light one would not stand out on the land.
 */
const COLOURS: Readonly<Record<string, string>> = {
  AUSTRIA: '#c8352e',
  ENGLAND: '#2a4fb5',
  FRANCE: '#3fa2dc',
  GERMANY: '#4f4f4f',
  ITALY: '#2f9a45',
  RUSSIA: '#8b5fbf',
  TURKEY: '#d9a51c',
};

/** Powers of a map not listed above get a colour of their own from this round. */
const SPARE = ['#a0522d', '#008b8b', '#c71585', '#556b2f', '#4682b4'];

export function powerColour(power: PowerName, index = 0): string {
  return COLOURS[power] ?? SPARE[index % SPARE.length]!;
}

/** "FRANCE" → "France", for sentences and labels. */
export const powerLabel = (power: string): string => power.charAt(0) + power.slice(1).toLowerCase();
