import { powerKey } from './draft.js';

/**
 * How people read a power whose key lost its spaces: the DPjudge writes a power's name with
 * `+` where a word starts (UNITED+STATES) and keys it without (UNITEDSTATES, `powerKey`), so
 * that every door names the power one way. The key alone would be titled "Unitedstates";
 * this keeps the hint for the texts and the drawing. Filled by the map reader as it reads
 * a power's line; the boards are few and fixed, so one table serves the process.
 */
const spelled = new Map<string, string>();

/** The reader met a power written so: remember its spelling if it says where words start. */
export function rememberPowerSpelling(written: string): void {
  if (written.includes('+')) spelled.set(powerKey(written), written.toUpperCase().replace(/\+/g, ' '));
}

/** "UNITED STATES" for UNITEDSTATES where a board wrote UNITED+STATES; the key itself otherwise. */
export const powerSpelling = (key: string): string => spelled.get(key) ?? key;
