import { z } from 'zod';

/**
 * One line of `judge adjudicate` (../../DESIGN.md, "The judge command line"): a position,
 * every power's orders as text, and the rules in force.
 */
const unitText = z.string().min(1).max(40);
const province = z.string().min(1).max(40);

export const dislodgedInput = z.object({
  unit: unitText,
  from: province.optional(),
});

export const adjudicateRequest = z.object({
  id: z.unknown().optional(),
  variant: z.string().default('standard'),
  phase: z.string().min(1).max(12),
  units: z.record(z.string(), z.array(unitText)),
  dislodged: z.record(z.string(), z.array(dislodgedInput)).default({}),
  standoffs: z.array(province).default([]),
  centers: z.record(z.string(), z.array(province)).optional(),
  orders: z.record(z.string(), z.array(z.string().max(1000))).default({}),
  rules: z.array(z.string()).default([]),
  /** With `variant: "crystal_ball"`: the revised rules with proxies (the default) or the original. */
  crystalBall: z.enum(['revised', 'original']).optional(),
});
export type AdjudicateRequest = z.infer<typeof adjudicateRequest>;

const report = z.object({
  power: z.string(),
  order: z.string(),
  result: z.string(),
  reason: z.string().optional(),
  default: z.literal(true).optional(),
  /** Crystal Ball: what the judge wrote beside the line (ordered, no unit, byProxy …). */
  annotation: z.string().optional(),
});

export const positionOutput = z.object({
  phase: z.string(),
  units: z.record(z.string(), z.array(z.string())),
  dislodged: z.record(z.string(), z.array(z.object({ unit: z.string(), from: z.string().optional() }))),
  standoffs: z.array(z.string()),
  centers: z.record(z.string(), z.array(z.string())),
});

export const adjudicateResponse = z.union([
  z.object({ id: z.unknown().optional(), results: z.array(report), next: positionOutput }),
  z.object({ id: z.unknown().optional(), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type AdjudicateResponse = z.infer<typeof adjudicateResponse>;
