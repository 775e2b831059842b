/**
 * The game options of the DPjudge tradition: the catalogue of rule names, the rules this
 * judge has built, and the check that turns the rules a game asks for into those in force.
 */
export {
  appliesTo,
  isRuleName,
  RULE_FAMILIES,
  RULE_NAMES,
  RULE_VARIANTS,
  RULES,
  ruleEntry,
  VARIANT_RULES,
  type RuleEntry,
  type RuleFamily,
  type RuleName,
  type RuleVariant,
  type VariantRules,
} from './catalogue.js';
export { BUILT_RULES } from './built.js';
export { hasRule, readRuleName, resolveRules, RULE_ERRORS, type RuleError } from './resolve.js';
