import type { OrderReport, Position } from '../../../shared/adjudicate/types.js';
import type { GameMap } from '../../../shared/map/types.js';
import { orderForm } from '../../../shared/text/order-form.js';
import { phaseType } from './phase.js';

/**
 * A processed phase's results with every order as the judge writes it (`A BER - KIE`,
 * `F STP/SC - BOT`), however the player typed it (`a ber-kie`, `Berlin to Kiel`): the history
 * reads like the judge's result mail, and two players' orders read alike. A line that does
 * not read as an order is shown in capitals, as written.
 */
export function judgedResults<R extends OrderReport>(map: GameMap, record: { readonly position: Position; readonly results: readonly R[] }): R[] {
  const type = phaseType(record.position.phase);
  return record.results.map((r) => ({ ...r, order: orderForm(map, record.position, type, r.order) }));
}
