import type { RuleName, RuleVariant } from './catalogue.js';

/**
 * The rules this judge has built. A game that asks for any other rule, or whose rules or
 * variant bring one in, is refused until it is built. Add a rule here, one a line, in the
 * same change that builds it.
 */
export const BUILT_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'POWER_CHOICE',
  'START_MASTER',
  'SILENT_JOIN',
  'NO_PRESS',
  'PUBLIC_PRESS',
  // Observers write as players do unless muted: shared/game/commands/press.ts.
  'MUTE_OBSERVERS',
  'NEED_MOVE_MARKS',
  'DEFAULT_UNORDERED',
  'CIVIL_DISORDER',
  'LATE_CHANGES',
  'NO_LATE_CHANGES',
  'NO_DEADLINE',
  'REAL_TIME',
  'ALWAYS_WAIT',
  'NO_DRAW',
  'SILENT_ABSENCES',
  // Who plays which power stays hidden after the end until the master's REVEAL
  // (shared/game/names.ts). It brings HIDE_ABSENTEES, built as SILENT_ABSENCES is: the
  // judge has no absences, so nobody can be told who asked for one.
  'NO_REVEAL',
  'HIDE_ABSENTEES',
]);

/**
 * Rules built for one variant only: a standard game asking for PROXY_OK is still refused,
 * for only the Crystal Ball lists know what to do with a proxy. Pass `builtRules(variant)`
 * to `resolveRules` when resolving a game of that variant.
 */
export const BUILT_VARIANT_RULES: Readonly<Record<RuleVariant, ReadonlySet<RuleName>>> = {
  // The retreat and build rules of section 1.5, read by the standard adjudicator: dislodged
  // units destroyed in shared/adjudicate/phase.ts, where a power may build in
  // shared/orders/build-sites.ts (the one place that reads those). A Crystal Ball game plays
  // its phases from lists that do not pass them on yet, so it still refuses them.
  standard: new Set<RuleName>([
    'NO_RETREAT',
    'BUILD_ANY',
    'HOME_BUILDS',
    'REMOTE_BUILDS',
    // What a map gives beyond its centres (factory and partisan sites, reserves, militia),
    // turned off one by one: read in shared/orders/build-sites.ts like the rules above.
    'NO_FACTORIES',
    'NO_PARTISANS',
    'NO_RESERVES',
    'NO_MILITIA',
    // The board options of 1.3 and 1.4 the resolver reads (orders/movement-rules.ts).
    'COASTAL_CRAWL',
    'FRIENDLY_FIRE',
    'WEAK_BOUNCES',
    'SAFE_CONVOYS',
    'WEAK_CONVOYS',
    'COASTAL_CONVOY',
    'SIGNAL_SUPPORT',
    // Written routes and convoy orders that pass a fleet twice (orders/check.ts).
    'CONVOY_BACK',
    // Armies carry fleets overland (orders/check.ts checkPortage; the resolver's routes of armies).
    'PORTAGE_CONVOY',
    'MULTI_COAST_PORTAGE',
  ]),
  payola: new Set<RuleName>(),
  crystal_ball: new Set<RuleName>([
    'FICTIONAL_OK',
    'ORDER_ANY',
    'PROXY_OK',
    'NO_PROXY',
    // Who sees the lists: shared/variants/crystal-ball/views.ts and shared/views/history.ts.
    'PUBLIC_LISTS',
    'LIMIT_LISTS',
  ]),
  solitaire: new Set<RuleName>(),
};

/** The rules built for games of this variant: those of every game, and its own. */
export function builtRules(variant: RuleVariant): ReadonlySet<RuleName> {
  return new Set<RuleName>([...BUILT_RULES, ...BUILT_VARIANT_RULES[variant]]);
}
