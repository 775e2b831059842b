/**
 * Payola cases written as the rule pages give them: units as short strings ("A PAR, F BRE"),
 * each power's offer sheet as written. For tests only.
 */
import { startingCenters } from '../../adjudicate/position.js';
import type { Position, Unit } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import { standardMap } from '../../map/standard.js';
import type { PowerName } from '../../map/types.js';
import { indexBoard, type Board } from '../../orders/check.js';
import { parseUnit } from '../../orders/parse.js';

export const map = standardMap();

export function unitsOf(units: Readonly<Record<PowerName, string>>): Unit[] {
  return Object.entries(units).flatMap(([power, text]) =>
    text.split(',').map((t) => t.trim()).filter((t) => t !== '').map((t) => {
      const u = parseUnit(map, t);
      if (!u.ok || u.value.kind === null) throw new Error(`bad unit ${t}`);
      return { power, kind: u.value.kind, at: u.value.at };
    }),
  );
}

export function positionOf(units: Readonly<Record<PowerName, string>>, phase = 'S1901M'): Position {
  return { phase, units: unitsOf(units), dislodged: [], standoffs: [], centers: startingCenters(map) };
}

export const boardOf = (units: Readonly<Record<PowerName, string>>): Board => indexBoard(mapGraph(map), unitsOf(units));
