import { phaseBefore } from '../map/calendar.js';
import { formatPhase, type Phase } from '../map/phase.js';
import { seasonLetter } from '../map/season.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import { builtRules } from '../rules/built.js';
import { resolveRules, type RuleName } from '../rules/index.js';
import { incomePhase, payolaMovement, payolaRules, readIncomeDirectives, type PayolaRules } from '../variants/payola/index.js';
import type { AdjudicateRequest } from '../schemas/adjudicate.js';
import { checkPosition } from './position.js';
import type { OrderReport, Position } from './types.js';

/**
 * The command line's Payola mode (DESIGN.md, "Payola movement phases"): a movement phase
 * from treasuries, offer sheets and acceptance lists, settled by the rules core; a year's
 * income, the phase `I` that follows the winter adjustments; retreats and adjustments
 * ordered by the units' owners as in the standard game (request.ts plays those).
 */

/** Each power's money in a request, its key upper case as every power's is. */
function byPower<T>(record: Readonly<Record<string, T>> | undefined): Record<PowerName, T> {
  const out: Record<PowerName, T> = {};
  for (const power in record) out[power.toUpperCase()] = record[power]!;
  return out;
}

/** The dummies a request names, each a power of the map; absent: the map's own. */
function dummiesOf(map: GameMap, req: AdjudicateRequest): Result<readonly PowerName[] | undefined> {
  if (req.dummies === undefined) return ok(undefined);
  const out = req.dummies.map((d) => d.toUpperCase());
  const stranger = out.find((d) => !map.powers.has(d));
  return stranger === undefined ? ok(out) : fail('unknown_power', `${stranger} (in dummies) is not a power of the ${map.name} map.`);
}

/** The Payola rules in force, and the standard adjudicator's rules among them, each known and built. */
export function payolaRulesOf(names: readonly string[]): Result<{ payola: PayolaRules; standard: readonly RuleName[] }> {
  const rules = payolaRules(names);
  if (!rules.ok) return rules;
  if (rules.value.standard.length === 0) return ok({ payola: rules.value, standard: [] });
  const standard = resolveRules(rules.value.standard, 'standard', builtRules('standard'));
  return standard.ok ? ok({ payola: rules.value, standard: standard.value }) : fail('unsupported_rule', standard.error.message);
}

/** A Payola movement phase's answer: each unit's result with its price, the refused sheet lines, the reductions, where it goes next. */
export interface PayolaMovementAnswer {
  readonly results: readonly OrderReport[];
  readonly reductions: Readonly<Record<PowerName, number>>;
  readonly next: Position;
  readonly funds: Readonly<Record<PowerName, number>>;
}

/**
 * A movement phase from the sheets as written. A refused sheet line is answered as the
 * standard mode answers an order it cannot use, `void` with the reason, after the units'
 * results; the rest of the sheet still bids.
 */
export function payolaMovementPhase(map: GameMap, position: Position, req: AdjudicateRequest): Result<PayolaMovementAnswer> {
  if (Object.keys(req.orders).length > 0) {
    return fail('bad_request', 'orders: a Payola movement phase is bought, not ordered: give each power\'s offer sheet in offers.');
  }
  const dummies = dummiesOf(map, req);
  if (!dummies.ok) return dummies;
  // A power that bids must say what it has, as must one whose units are bid for: an absent
  // treasury read as nothing would cut every offer it made without a word.
  const offers = byPower(req.offers);
  const bidders = new Set(position.units.map((u) => u.power));
  for (const power in offers) if (offers[power]!.length > 0 && map.powers.has(power)) bidders.add(power);
  const funds = checkFunds(map, byPower(req.funds), bidders, 'units or offers');
  if (!funds.ok) return funds;
  const outcome = payolaMovement({
    map,
    position,
    funds: funds.value,
    offers,
    accept: byPower(req.accept),
    rules: req.rules,
    ...(dummies.value === undefined ? {} : { dummies: dummies.value }),
    ...(req.seed === undefined ? {} : { seed: req.seed }),
  });
  if (!outcome.ok) return outcome;
  const { results: units, refused, reductions, next } = outcome.value;
  const results: OrderReport[] = [...units];
  for (const power in refused) {
    for (const line of refused[power]!) results.push({ power, order: line.text, result: 'void', reason: line.error.message });
  }
  return ok({ results, reductions, next: next.position, funds: next.funds });
}

/** An income phase as the command line reads it. */
export interface IncomePhase {
  /** The phase as the request wrote it. */
  readonly text: string;
  /** The game-year just ended. */
  readonly year: number;
  /** The phase the income follows, against whose map the position is checked. */
  readonly check: string;
}

/**
 * A phase written with the phase letter I (`W1901I`): a year's income. The map's calendar
 * has no such phase; as the DPjudge does, it comes right after the year's first adjustment
 * phase (or where the map's FLOW names INCOME), so it takes that season's letter and the
 * year just ended. Undefined when the phase is not an income phase.
 */
export function incomePhaseOf(map: GameMap, text: string): Result<IncomePhase> | undefined {
  const m = /^([A-Z])(\d{1,5})I$/.exec(text.trim().toUpperCase());
  if (m === null) return undefined;
  const adjustments = map.flow.find((s) => s.phases.includes('ADJUSTMENTS'));
  const income = map.flow.find((s) => s.phases.includes('INCOME')) ?? adjustments;
  if (income === undefined) return fail('bad_position', `The ${map.name} map's year has no adjustment phase, so no income phase to follow it.`);
  const season = seasonLetter(income);
  if (m[1] !== season) {
    return fail('bad_position', `"${text}" is no income phase of the ${map.name} map: the income follows the ${income.season} adjustments, so write ${season}${m[2]}I.`);
  }
  const year = Number(m[2]);
  if (adjustments === undefined) return ok({ text, year, check: map.begin.replace(/\d+/, m[2]!) });
  // A calendar may skip a year's adjustments (IFYEARDIV): no adjustments, no income after them.
  const after: Phase = { season: seasonLetter(adjustments), year, type: 'A' };
  if (income === adjustments && phaseBefore(map, after, 'M') === null) {
    return fail('bad_position', `The ${map.name} map has no ${adjustments.season} adjustments in ${year}, so no income phase follows them.`);
  }
  // The position is checked as it stands in the phase the income follows.
  return ok({ text, year, check: formatPhase(after) });
}

/**
 * A year's income (DESIGN.md: answered with the new treasuries only): each power paid for
 * the centres it owns after the winter adjustments, by the game's rules and directives.
 */
export function payolaIncome(map: GameMap, position: Position, phase: IncomePhase, req: AdjudicateRequest): Result<Record<PowerName, number>> {
  // Acceptance lists and the seed stand from phase to phase: a caller may send them with every phase.
  if (req.offers !== undefined) return fail('wrong_phase', `offers: ${phase.text} is an income phase: only movement phases take offers.`);
  if (Object.keys(req.orders).length > 0) return fail('wrong_phase', `orders: ${phase.text} is an income phase: nothing is ordered in it.`);
  const checked = checkPosition(map, { ...position, phase: phase.check });
  if (!checked.ok) return checked;
  const rules = payolaRulesOf(req.rules);
  if (!rules.ok) return rules;
  const directives = readIncomeDirectives(map, req.directives ?? []);
  if (!directives.ok) return directives;
  const dummies = dummiesOf(map, req);
  if (!dummies.ok) return dummies;
  const holders = new Set<PowerName>(position.units.map((u) => u.power));
  for (const power in position.centers) if (position.centers[power]!.length > 0) holders.add(power);
  const funds = checkFunds(map, byPower(req.funds), holders, 'units or centres');
  if (!funds.ok) return funds;
  const zeroSum = zeroSumOf(map, req, position, rules.value.payola.zeroSum);
  if (!zeroSum.ok) return zeroSum;
  const lines = incomePhase({
    map,
    centers: position.centers as Readonly<Record<PowerName, readonly ProvinceId[]>>,
    funds: funds.value,
    year: phase.year,
    rules: rules.value.payola,
    ...(directives.value.tax === undefined && directives.value.cap === undefined && directives.value.centreTax === undefined ? {} : { directives: directives.value }),
    ...(dummies.value === undefined ? {} : { dummies: dummies.value }),
    ...(req.players === undefined ? {} : { players: req.players }),
    ...(zeroSum.value === undefined ? {} : { zeroSum: zeroSum.value }),
  });
  // Every power with a treasury or a centre: a power out of the game with neither is not named.
  const next: Record<PowerName, number> = {};
  for (const power in lines) if (power in funds.value || holders.has(power)) next[power] = lines[power]!.balance;
  return ok(next);
}

/**
 * ZEROSUM's year as the request gives it: who owned which centres when the year began (each
 * a supply centre of the map, owned once) and each power's offer profits (whole, 0 or more).
 * Either given without ZEROSUM is refused: it would change nothing.
 */
function zeroSumOf(map: GameMap, req: AdjudicateRequest, position: Position, on: boolean): Result<{ startCenters: Record<PowerName, ProvinceId[]>; profits: Record<PowerName, number> } | undefined> {
  if (!on) {
    if (req.startCenters !== undefined || req.profits !== undefined) return fail('bad_request', 'startCenters and profits are ZEROSUM\'s: this game does not play it.');
    return ok(undefined);
  }
  const startCenters: Record<PowerName, ProvinceId[]> = {};
  const seen = new Set<ProvinceId>();
  for (const [raw, list] of Object.entries(req.startCenters ?? {})) {
    const power = raw.trim().toUpperCase();
    if (!map.powers.has(power)) return fail('unknown_power', `${raw} (in startCenters) is not a power of the ${map.name} map.`);
    const centres: ProvinceId[] = [];
    for (const c of list) {
      const centre = c.trim().toUpperCase();
      if (!map.supplyCenters.has(centre)) return fail('bad_position', `startCenters: ${c} is not a supply centre of the ${map.name} map.`);
      if (seen.has(centre)) return fail('bad_position', `startCenters: ${centre} is owned twice.`);
      seen.add(centre);
      centres.push(centre);
    }
    startCenters[power] = centres;
  }
  const profits: Record<PowerName, number> = {};
  for (const [raw, amount] of Object.entries(req.profits ?? {})) {
    const power = raw.trim().toUpperCase();
    if (!map.powers.has(power)) return fail('unknown_power', `${raw} (in profits) is not a power of the ${map.name} map.`);
    if (!Number.isSafeInteger(amount) || amount < 0) return fail('bad_funds', `profits: ${power}'s ${amount} is not a whole number of AgP, 0 or more.`);
    profits[power] = amount;
  }
  // Absent, nothing changed hands: the year began as it ends.
  return ok({ startCenters: req.startCenters === undefined ? (position.centers as Record<PowerName, ProvinceId[]>) : startCenters, profits });
}

/**
 * Treasuries given from outside: each a power of the map, a whole number of AgP, 0 or
 * more, and one for every power in `needed`, which have `what` ("units or offers").
 */
export function checkFunds(map: GameMap, funds: Readonly<Record<PowerName, number>>, needed: ReadonlySet<PowerName>, what: string): Result<Record<PowerName, number>> {
  for (const power in funds) {
    if (!map.powers.has(power)) return fail('unknown_power', `${power} (in funds) is not a power of the ${map.name} map.`);
    const n = funds[power]!;
    if (!Number.isSafeInteger(n) || n < 0) return fail('bad_funds', `${power}'s treasury must be a whole number of AgP, 0 or more; ${n} is not.`);
  }
  for (const power of needed) {
    if (!(power in funds)) return fail('missing_funds', `${power} has ${what} but no treasury: give its funds.`);
  }
  return ok({ ...funds });
}
