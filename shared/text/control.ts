import type { GameState } from '../game/types.js';
import { inForce } from '../game/rules.js';
import { paragraph } from './layout.js';
import { powerTitle } from './words.js';

/**
 * VASSAL_DUMMIES, after the ownership of a year's end: "Italy is a vassal of Austria." for
 * each dummy a power controls once the vassals are settled, as the DPjudge writes it, unless
 * HIDE_DUMMIES keeps control secret. `index` is the record's place in the history: the
 * control after it is that of the next record (`controlAt`), or the game's now.
 */
export function vassalLines(state: GameState, index: number): string | null {
  if (!inForce(state.settings, 'VASSAL_DUMMIES') || inForce(state.settings, 'HIDE_DUMMIES') || index < 0) return null;
  const latest = index === state.history.length - 1;
  const after: Record<string, readonly string[]> = {};
  if (latest) {
    for (const [p, seat] of Object.entries(state.seats)) if (seat.status === 'dummy' && seat.controllers !== undefined) after[p] = seat.controllers;
  } else Object.assign(after, state.controlAt?.[index + 1] ?? {});
  const lines = Object.entries(after)
    .filter(([, list]) => list[0] !== undefined && list[0] !== 'MASTER')
    .map(([p, list]) => `${powerTitle(p)} is a vassal of ${powerTitle(list[0]!)}.`);
  return lines.length === 0 ? null : lines.map((l) => paragraph(l)).join('\n');
}
