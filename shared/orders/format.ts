/**
 * `Order` to text, in the abbreviated form DPjudge prints: "A LON - NWY VIA CONVOY",
 * "A BUR S A MUN - MAR", "F NTH C A LON - NWY", and a list's proxy "A BUR P FRANCE". The
 * grammar reads it back as the same order (for a retreat, when told the phase is a retreat
 * phase; a proxy, with `parseListOrder`).
 */
import type { ListOrder, UnitRef } from './types.js';

/** "A LON", "F STP/SC"; just the place when the kind was left out. */
export const formatUnit = (unit: UnitRef): string => (unit.kind === null ? unit.at : `${unit.kind} ${unit.at}`);

export function formatOrder(order: ListOrder): string {
  switch (order.kind) {
    case 'hold':
      return `${formatUnit(order.unit)} H`;
    case 'move': {
      const stops = [...order.route, order.to].join(' - ');
      // A route already says "by convoy"; VIA CONVOY is written only when there is none.
      const via = order.viaConvoy && order.route.length === 0 ? ' VIA CONVOY' : '';
      return `${formatUnit(order.unit)} - ${stops}${via}`;
    }
    case 'support': {
      const moving = order.to === null ? '' : ` - ${order.to}`;
      return `${formatUnit(order.unit)} S ${formatUnit(order.target)}${moving}`;
    }
    case 'convoy':
      return `${formatUnit(order.unit)} C ${formatUnit(order.target)} - ${order.to}`;
    case 'retreat':
      return `${formatUnit(order.unit)} - ${order.to}`;
    case 'disband':
      return `${formatUnit(order.unit)} D`;
    case 'build':
      return `${formatUnit(order.unit)} B`;
    case 'waive':
      return 'WAIVE';
    case 'proxy':
      return `${formatUnit(order.unit)} P ${order.to}`;
  }
}
