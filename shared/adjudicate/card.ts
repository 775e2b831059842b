import type { z } from 'zod';
import { parsePhase } from '../map/phase.js';
import type { GameMap } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import type { AdjudicateRequest, adjudicateResponse } from '../schemas/adjudicate.js';
import { endTurn, playOrder, startTurn, type CardTurn, type WaitingUnit } from '../variants/card/index.js';
import { checkPosition } from './position.js';
import type { Position } from './types.js';

/**
 * The command line's Card mode (DESIGN.md, "Card Diplomacy"): a movement turn played order by
 * order, in the order the cards put them, each step answered with what it did and the board
 * after it. Retreats and adjustments outside a movement turn are ordered as in the standard
 * game (request.ts plays those).
 */

type CardAnswer = Extract<z.infer<typeof adjudicateResponse>, { steps: unknown }>;
type Step = CardAnswer['steps'][number];

const unitText = (u: { kind: string; at: string }): string => `${u.kind} ${u.at}`;

function unitsByPower(turn: CardTurn): Step['units'] {
  const out: Record<string, string[]> = {};
  for (const u of turn.units) (out[u.power] ??= []).push(unitText(u));
  return out;
}

function waitingByPower(waiting: readonly WaitingUnit[]): NonNullable<Step['waiting']> {
  const out: Record<string, { unit: string; from?: string }[]> = {};
  for (const w of waiting) (out[w.power] ??= []).push(w.from === undefined ? { unit: unitText(w) } : { unit: unitText(w), from: w.from });
  return out;
}

/** Whether this request is a Card movement turn (rather than a retreat or adjustment phase of a Card game). */
export function isCardTurn(position: Position): boolean {
  const phase = parsePhase(position.phase);
  return phase.ok && phase.value.type === 'M';
}

/** A Card movement turn from its sequence: the steps, the units disbanded at its end, the position after it. */
export function cardTurn(map: GameMap, position: Position, req: AdjudicateRequest): Result<Omit<CardAnswer, 'id' | 'next'> & { next: Position }> {
  if (Object.keys(req.orders).length > 0) {
    return fail('bad_request', 'orders: a Card movement turn is played order by order: give the orders in sequence, each {"power", "order"}, in the order the cards put them.');
  }
  if (req.rules.length > 0) return fail('unsupported_rule', `rules: no rule is built for Card Diplomacy yet (${req.rules.join(', ')}).`);
  if (position.dislodged.length > 0) return fail('bad_position', 'dislodged: a Card movement turn begins with no unit dislodged; its retreats are played within it.');
  const checked = checkPosition(map, position);
  if (!checked.ok) return checked;
  let turn = startTurn(position);
  const steps: Step[] = [];
  const sequence = req.sequence ?? [];
  for (let i = 0; i < sequence.length; i++) {
    const power = sequence[i]!.power.toUpperCase();
    if (!map.powers.has(power)) return fail('unknown_power', `sequence.${i}: ${sequence[i]!.power} is not a power of the ${map.name} map.`);
    const played = playOrder(map, turn, power, sequence[i]!.order);
    turn = played.turn;
    const { step } = played;
    const dislodged = step.dislodged;
    steps.push({
      power: step.power,
      order: step.order,
      result: step.result,
      ...(step.reason === undefined ? {} : { reason: step.reason }),
      ...(dislodged === undefined ? {} : { dislodged: dislodged.from === undefined ? { unit: unitText(dislodged), power: dislodged.power } : { unit: unitText(dislodged), power: dislodged.power, from: dislodged.from } }),
      units: unitsByPower(turn),
      ...(turn.waiting.length === 0 ? {} : { waiting: waitingByPower(turn.waiting) }),
    });
  }
  const end = endTurn(map, turn);
  if (!end.ok) return end;
  const disbanded = end.value.disbanded.map((u) => ({ unit: unitText(u), power: u.power }));
  return ok({ steps, ...(disbanded.length === 0 ? {} : { disbanded }), next: end.value.next });
}
