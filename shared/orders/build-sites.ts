import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { hasRule } from '../rules/index.js';

/**
 * Where a power may build, as the rules of section 1.5 of the rule set say. This is the
 * one place that reads those rules: the adjudicator, the check of an order as it is
 * entered, and the count of builds a power owes all ask it.
 */
export interface BuildRule {
  /**
   * `own_homes`: the power's own home centres (the standard game). `any_owned`: any centre
   * it owns (BUILD_ANY).
   */
  readonly where: 'own_homes' | 'any_owned';
}

/** The standard game's rule: a power builds in its own home centres. */
export const HOME_CENTRE_BUILDS: BuildRule = { where: 'own_homes' };
const ANY_OWNED: BuildRule = { where: 'any_owned' };

/** The build rule of these rules in force (resolved: what a rule brings in is already there). */
export function buildRule(rules: readonly string[]): BuildRule {
  if (rules.length === 0) return HOME_CENTRE_BUILDS;
  if (hasRule(rules, 'BUILD_ANY')) return ANY_OWNED;
  return HOME_CENTRE_BUILDS;
}

/**
 * Why the power may not build in this province whatever stands there, in a sentence, or
 * null when it may (the caller checks that it is empty and that the unit can stand there).
 */
export function buildRefusal(map: GameMap, rule: BuildRule, power: PowerName, owned: ReadonlySet<ProvinceId>, id: ProvinceId): string | null {
  const name = map.provinces.get(id)?.name ?? id;
  switch (rule.where) {
    case 'own_homes':
      if (!(map.powers.get(power)?.homes ?? []).includes(id)) return `${name} is not a home centre of ${power}.`;
      break;
    case 'any_owned':
      if (!map.supplyCenters.has(id)) return `${name} is not a supply centre.`;
      break;
  }
  if (!owned.has(id)) return `${power} does not own ${name}.`;
  return null;
}

/** The centres the power may build in under this rule, occupied or not, in a stable order. */
export function buildCentres(map: GameMap, rule: BuildRule, power: PowerName, owned: readonly ProvinceId[]): readonly ProvinceId[] {
  switch (rule.where) {
    case 'own_homes': {
      const homes = map.powers.get(power)?.homes ?? [];
      return homes.filter((h) => owned.includes(h));
    }
    case 'any_owned':
      return owned;
  }
}
