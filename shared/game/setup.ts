import { startingPosition } from '../adjudicate/position.js';
import type { Position } from '../adjudicate/types.js';
import { phaseBefore } from '../map/calendar.js';
import { formatPhase, parsePhase } from '../map/phase.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { hasRule } from '../rules/index.js';
import { provinceOf } from './duty.js';

/**
 * The board a new game opens on: the map's starting position, unless a start rule of
 * section 1.1 of the rule set empties it.
 *
 * FLEX_SETUP (BLANK_BOARD): each power's starting units that stand on its own starting
 * centres are left off, and the game opens at the adjustment phase before the map's first
 * phase, where each power builds what it likes in those centres (it owns them, and they
 * stand empty, so the ordinary count of builds gives one a centre). A starting unit off
 * the power's centres (France's army in Provence in Hundred) is placed as usual. This is
 * what DPjudge does: it keeps the units not on the power's own centres and finds the
 * previous adjustment phase.
 *
 * MOBILIZE: no units at all, and no centres owned; each power has one home centre yet to
 * choose (`Position.unplaced`, DPjudge's "SC!") and makes one build in any of its home
 * centres, in that same adjustment phase, owning the centre it builds in. Its other home
 * centres start the game unowned. (DPjudge keeps an unchosen centre for a power that
 * waives; here the chance passes with the phase, and a power that built nothing is out.)
 */
export function openingPosition(map: GameMap, rules: readonly string[]): Position {
  const position = startingPosition(map);
  if (hasRule(rules, 'MOBILIZE')) {
    const centers: Record<PowerName, ProvinceId[]> = {};
    const unplaced: Record<PowerName, number> = {};
    for (const power of map.powers.keys()) {
      centers[power] = [];
      unplaced[power] = 1;
    }
    return { ...position, phase: adjustmentsBefore(map), units: [], centers, unplaced };
  }
  if (!hasRule(rules, 'FLEX_SETUP')) return position;
  const units = position.units.filter((u) => !(position.centers[u.power] ?? []).includes(provinceOf(map, u.at)));
  return { ...position, phase: adjustmentsBefore(map), units };
}

/** The adjustment phase before the map's first phase; the first phase itself when it is one. */
function adjustmentsBefore(map: GameMap): string {
  const begin = parsePhase(map.begin);
  if (!begin.ok || begin.value.type === 'A') return map.begin;
  const before = phaseBefore(map, begin.value, 'A');
  // A flow without adjustments cannot open empty: creation refuses the rule on such a map.
  return before === null ? map.begin : formatPhase(before);
}

/**
 * Why this map cannot open under these rules, or null: an emptied board needs an
 * adjustment phase before the first phase to build in.
 */
export function openingRefusal(map: GameMap, rules: readonly string[]): string | null {
  const rule = hasRule(rules, 'MOBILIZE') ? 'MOBILIZE' : hasRule(rules, 'FLEX_SETUP') ? 'FLEX_SETUP' : null;
  if (rule === null) return null;
  const begin = parsePhase(map.begin);
  if (begin.ok && (begin.value.type === 'A' || phaseBefore(map, begin.value, 'A') !== null)) return null;
  return `${rule} empties the board for an adjustment phase before ${map.begin}, and the ${map.name} map has none.`;
}

/**
 * MOBILIZE with IMMOBILE_DUMMIES: a dummy, whose units will never move, is given a build in
 * each of its home centres rather than one, as DPjudge gives it ("SC!" for each home). Known
 * only when the game starts, when the seats nobody took become dummies.
 */
export function mobilizedDummies(map: GameMap, rules: readonly string[], position: Position, dummies: readonly PowerName[]): Position {
  if (position.unplaced === undefined || dummies.length === 0 || !hasRule(rules, 'IMMOBILE_DUMMIES')) return position;
  const unplaced = { ...position.unplaced };
  for (const power of dummies) unplaced[power] = map.powers.get(power)?.homes.length ?? 1;
  return { ...position, unplaced };
}
