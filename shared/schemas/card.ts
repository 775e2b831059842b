import { z } from 'zod';
import { DECK_SIZE } from '../variants/card/cards.js';
import { UNIT_KINDS } from '../map/types.js';

/**
 * The answer schemas of a Card Diplomacy game (shared/variants/card/state.ts, and the view
 * of a turn in shared/views/card.ts), kept apart from api.ts which imports them.
 */

const shownCard = z.object({ power: z.string(), card: z.string() });

/** One step of a movement turn: the cards of a round shown, an order carried out, a pass. */
export const cardStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('round'), at: z.number(), shown: z.array(shownCard), matched: z.array(z.string()) }),
  z.object({
    kind: z.literal('order'),
    at: z.number(),
    power: z.string(),
    order: z.string(),
    result: z.string(),
    reason: z.string().optional(),
    dislodged: z.string().optional(),
    timeout: z.literal(true).optional(),
  }),
  z.object({ kind: z.literal('pass'), at: z.number(), power: z.string(), timeout: z.literal(true).optional() }),
]);

/** A Card turn as the history keeps it: its steps, to replay it one by one. */
export const cardRecord = z.object({ steps: z.array(cardStep) });

/** A Card game's movement turn as the viewer may see it. */
export const cardView = z.object({
  phase: z.string(),
  /** The seconds each decision has. */
  clock: z.number(),
  /** The powers that play cards this turn, and those that have stacked their deck. */
  players: z.array(z.string()),
  stacked: z.array(z.string()),
  /** Whether the cards are being played (false: the decks are being stacked). */
  playing: z.boolean(),
  /** The cards shown this round, the order they make, the powers whose identical cards pass. */
  shown: z.array(shownCard),
  ladder: z.array(z.string()),
  matched: z.array(z.string()),
  /** The power whose decision it is, and when its clock runs out (epoch ms); null: none due. */
  toDecide: z.string().nullable(),
  due: z.number().nullable(),
  /** Whether the power deciding may pass. */
  mayPass: z.boolean(),
  passes: z.record(z.string(), z.number()),
  steps: z.array(cardStep),
  /** The board as the turn has left it so far: each unit and whether it has had its order; the units waiting for a retreat. */
  units: z.array(z.object({ power: z.string(), kind: z.enum(UNIT_KINDS), at: z.string(), ordered: z.boolean() })),
  waiting: z.array(z.object({ power: z.string(), kind: z.enum(UNIT_KINDS), at: z.string() })),
  /** The viewer's own deck, top first (its power's, or the master's eyes: every deck); absent to anyone else. */
  decks: z.record(z.string(), z.array(z.string())).optional(),
});

// As api.ts's powerName (which imports this module: it cannot be imported back).
const power = z
  .string()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z][A-Za-z_-]*$/, 'A power is named by letters only, e.g. FRANCE.')
  .transform((s) => s.toUpperCase())
  .optional();

/** Card: a power's deck for the coming movement turn, the cards wanted on top in order (all 54 stack it whole); the rest shuffled. */
export const cardStackRequest = z.strictObject({
  /** The power the deck is for; a player's own by default (the master must name one). */
  power,
  cards: z
    .array(z.string().trim().min(1).max(8, { error: 'A card is written like QH, 10S or JOKER.' }), { error: 'cards: a list of cards, e.g. ["AS", "KH", "JOKER"].' })
    .max(DECK_SIZE, { error: `A deck holds ${DECK_SIZE} cards.` }),
});

/** Card: the order of the power whose decision it is: one unit's order, or a dislodged unit's retreat. */
export const cardPlayRequest = z.strictObject({
  power,
  order: z.string().trim().min(1, { error: 'An order is needed, e.g. "A PAR - BUR".' }).max(200, { error: 'An order is at most 200 characters.' }),
});

/** Card: the power whose decision it is passes. */
export const cardPassRequest = z.strictObject({ power });
