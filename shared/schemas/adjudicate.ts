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
  /** The board, by its folder in maps/ ("pure"); absent: the variant's own (the standard board). */
  map: z.string().min(1).max(40).optional(),
  /** "S1901M", or written long as the DPjudge names it: "SUMMER 2101 MOVEMENT". */
  phase: z.string().min(1).max(40),
  units: z.record(z.string(), z.array(unitText)),
  dislodged: z.record(z.string(), z.array(dislodgedInput)).default({}),
  standoffs: z.array(province).default([]),
  centers: z.record(z.string(), z.array(province)).optional(),
  /** Each power's home centres where the game has changed them (NEWHOMES, claimed homes `&SC`); absent: the map's. */
  homes: z.record(z.string(), z.array(province)).optional(),
  orders: z.record(z.string(), z.array(z.string().max(1000))).default({}),
  rules: z.array(z.string()).default([]),
  /** With `variant: "crystal_ball"`: the revised rules with proxies (the default) or the original. */
  crystalBall: z.enum(['revised', 'original']).optional(),
  // With `variant: "payola"` only (shared/adjudicate/payola.ts); the rules core checks the amounts.
  /** Each power's treasury in AgP. */
  funds: z.record(z.string(), z.number()).optional(),
  /** Movement: each power's offer sheet, line by line as written. */
  offers: z.record(z.string(), z.array(z.string().max(1000))).optional(),
  /** Movement: each power's acceptance list as written ("FGE?"); absent: its initial, then `?`. */
  accept: z.record(z.string(), z.string().max(100)).optional(),
  /** Movement: draws what the rules leave to chance (the `?` of the acceptance lists); absent: 0. */
  seed: z.number().int().optional(),
  /** The dummy powers; absent: the map's. */
  dummies: z.array(z.string().min(1).max(40)).optional(),
  /** Income: the game's TAX and CAP directives ("TAX 5", "TAX PAR 3", "CAP 100"). */
  directives: z.array(z.string().max(100)).optional(),
  /** Income under FLAT_TAX: the number of players the game began with; absent: the map's powers. */
  players: z.number().int().min(1).optional(),
  /** Income under ZEROSUM: who owned which centres when the year began (absent: as `centers`, nothing changed hands). */
  startCenters: z.record(z.string(), z.array(province)).optional(),
  /** Income under ZEROSUM: the bribes paid to each power's units during the year (absent: none). */
  profits: z.record(z.string(), z.number()).optional(),
  /**
   * With `variant: "card"`, a movement turn: the orders in the order the cards put them, each
   * carried out at once (shared/variants/card); an order naming a unit that waits dislodged is its retreat.
   */
  sequence: z.array(z.object({ power: z.string().min(1).max(40), order: z.string().max(1000) })).max(10_000).optional(),
  // With `variant: "global"` only (shared/adjudicate/global.ts): the nuclear scars so far, as the last `next` gave them.
  /** The provinces laid waste by bombs. */
  destroyed: z.array(province).optional(),
  /** The centres removed for having been cut off. */
  removed: z.array(province).optional(),
  /** The centres found cut off at the end of the last season, to be removed at the end of this one. */
  cutOff: z.array(province).optional(),
  /** The arsenals each power may build (XII+: one for each movement turn in which all its units held), as the last `next` gave them. */
  entitled: z.record(z.string().min(1).max(40), z.number().int().min(0).max(1000)).optional(),
});

/** The fields only a Global request may give. */
export const GLOBAL_FIELDS = ['destroyed', 'removed', 'cutOff', 'entitled'] as const;

/** The fields only a Payola request may give. */
export const PAYOLA_FIELDS = ['funds', 'offers', 'accept', 'seed', 'dummies', 'directives', 'players', 'startCenters', 'profits'] as const;
export type AdjudicateRequest = z.infer<typeof adjudicateRequest>;

/**
 * A request of `judge adjudicate` read against `adjudicateRequest`. The schema is the
 * contract, but checking it costs several times what a hand check does, and a replay of a
 * research corpus reads millions of lines: so a hand check, narrower than the schema (it
 * takes only plain JSON objects, and nothing it is unsure of), reads the lines that are
 * plainly well formed, and everything else goes to the schema, whose answer (the data, or
 * the issue to report) is then the one given. adjudicate.test.ts holds the two to the
 * same data.
 */
export function readAdjudicateRequest(raw: unknown): z.ZodSafeParseResult<AdjudicateRequest> {
  const quick = plainRequest(raw);
  return quick === undefined ? adjudicateRequest.safeParse(raw) : { success: true, data: quick };
}

/** The request, when `raw` is plainly well formed; undefined to let the schema decide. */
function plainRequest(raw: unknown): AdjudicateRequest | undefined {
  if (!isPlainObject(raw)) return undefined;
  // A Payola request is rare and its money is the rules core's to check: the schema reads it.
  for (let i = 0; i < PAYOLA_FIELDS.length; i++) if (raw[PAYOLA_FIELDS[i]!] !== undefined) return undefined;
  // So is a Card turn's sequence.
  if (raw.sequence !== undefined) return undefined;
  // And a Global request's scars.
  for (let i = 0; i < GLOBAL_FIELDS.length; i++) if (raw[GLOBAL_FIELDS[i]!] !== undefined) return undefined;
  const { id, variant = 'standard', map, phase, units, dislodged = {}, standoffs = [], centers, homes, orders = {}, rules = [], crystalBall } = raw;
  if (typeof variant !== 'string' || typeof phase !== 'string' || phase.length < 1 || phase.length > 40) return undefined;
  if (map !== undefined && (typeof map !== 'string' || map.length < 1 || map.length > 40)) return undefined;
  if (!textRecord(units, 1, 40) || !dislodgedRecord(dislodged) || !texts(standoffs, 1, 40)) return undefined;
  if (centers !== undefined && !textRecord(centers, 1, 40)) return undefined;
  if (homes !== undefined && !textRecord(homes, 1, 40)) return undefined;
  if (!textRecord(orders, 0, 1000) || !texts(rules, 0, Infinity)) return undefined;
  if (crystalBall !== undefined && crystalBall !== 'revised' && crystalBall !== 'original') return undefined;
  const request: AdjudicateRequest = { variant, phase, units, dislodged, standoffs, orders, rules };
  if (id !== undefined) request.id = id;
  if (map !== undefined) request.map = map;
  if (centers !== undefined) request.centers = centers;
  if (homes !== undefined) request.homes = homes;
  if (crystalBall !== undefined) request.crystalBall = crystalBall;
  return request;
}

/** An object as JSON.parse makes one: no array, no class, no prototype of its own. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

/** An array of strings of `min` to `max` characters. */
function texts(v: unknown, min: number, max: number): v is string[] {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const s: unknown = v[i];
    if (typeof s !== 'string' || s.length < min || s.length > max) return false;
  }
  return true;
}

// A key of this name sets an object's prototype when copied: the schema's business.
const PROTO = '__proto__';

/** Power to strings, as `units`, `centers` and `orders` are. */
function textRecord(v: unknown, min: number, max: number): v is Record<string, string[]> {
  if (!isPlainObject(v)) return false;
  for (const key in v) if (key === PROTO || !texts(v[key], min, max)) return false;
  return true;
}

/** Power to dislodged units, each `{unit, from?}` and nothing else (the schema would drop the rest). */
function dislodgedRecord(v: unknown): v is Record<string, z.infer<typeof dislodgedInput>[]> {
  if (!isPlainObject(v)) return false;
  for (const key in v) {
    const list = v[key];
    if (key === PROTO || !Array.isArray(list)) return false;
    for (const d of list as unknown[]) {
      if (!isPlainObject(d) || !texts([d.unit], 1, 40)) return false;
      const fields = d.from === undefined ? 1 : 2;
      if ((fields === 2 && !texts([d.from], 1, 40)) || Object.keys(d).length !== fields) return false;
    }
  }
  return true;
}

const report = z.object({
  power: z.string(),
  order: z.string(),
  result: z.string(),
  reason: z.string().optional(),
  default: z.literal(true).optional(),
  /** Crystal Ball: what the judge wrote beside the line (ordered, no unit, byProxy …). */
  annotation: z.string().optional(),
  /** Payola: the winning total the unit was paid. */
  total: z.number().optional(),
  /** Payola: what each power was charged for the unit's order (only powers that paid). */
  paid: z.record(z.string(), z.number()).optional(),
});

export const positionOutput = z.object({
  phase: z.string(),
  units: z.record(z.string(), z.array(z.string())),
  dislodged: z.record(z.string(), z.array(z.object({ unit: z.string(), from: z.string().optional() }))),
  standoffs: z.array(z.string()),
  centers: z.record(z.string(), z.array(z.string())),
  /** Present once the game has changed a power's home centres from the map's (NEWHOMES, `&SC`). */
  homes: z.record(z.string(), z.array(z.string())).optional(),
  /** Payola: each power's treasury after the phase. */
  funds: z.record(z.string(), z.number()).optional(),
  /** Global: the provinces laid waste so far. */
  destroyed: z.array(z.string()).optional(),
  /** Global: the centres removed so far for having been cut off. */
  removed: z.array(z.string()).optional(),
  /** Global: the centres cut off at the end of this season, removed at the end of the next. */
  cutOff: z.array(z.string()).optional(),
  /** Global: the powers that ordered all their units to hold this turn, entitled to build an arsenal. */
  nuclear: z.array(z.string()).optional(),
  /** Global: the arsenals each power may still build (those given, one more for an all-hold turn, one fewer for each built). */
  entitled: z.record(z.string(), z.number()).optional(),
});

/** One order of a Card turn: what it did, the unit it dislodged (waiting for its retreat), and the units standing after it. */
const cardStep = z.object({
  power: z.string(),
  order: z.string(),
  result: z.string(),
  reason: z.string().optional(),
  dislodged: z.object({ unit: z.string(), power: z.string(), from: z.string().optional() }).optional(),
  units: z.record(z.string(), z.array(z.string())),
  /** The units dislodged and still waiting for their retreat after this order, when there are any. */
  waiting: z.record(z.string(), z.array(z.object({ unit: z.string(), from: z.string().optional() }))).optional(),
});

export const adjudicateResponse = z.union([
  /** A Card movement turn: a step for each order of the sequence; the units still waiting at its end disbanded. */
  z.object({ id: z.unknown().optional(), steps: z.array(cardStep), disbanded: z.array(z.object({ unit: z.string(), power: z.string() })).optional(), next: positionOutput }),
  /** A Payola movement phase: the rounds of overspending cut each power went through (powers cut only). */
  z.object({ id: z.unknown().optional(), results: z.array(report), reductions: z.record(z.string(), z.number()), next: positionOutput }),
  z.object({ id: z.unknown().optional(), results: z.array(report), next: positionOutput }),
  /** A Payola income phase: the treasuries after it, nothing else. */
  z.object({ id: z.unknown().optional(), next: z.object({ funds: z.record(z.string(), z.number()) }) }),
  z.object({ id: z.unknown().optional(), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type AdjudicateResponse = z.infer<typeof adjudicateResponse>;
