import { hasRule } from '../rules/index.js';

/**
 * The board options of sections 1.3 and 1.4 of the rule set that change how a movement
 * phase is adjudicated. Read once a phase from the rules in force (resolved: what a rule
 * brings in is already there), so the resolver tests a flag where a rule decides.
 */
export interface MovementRules {
  /** COASTAL_CRAWL: two fleets swapping along different coasts of a multi-coast province do not meet head to head. */
  readonly coastalCrawl: boolean;
  /** FRIENDLY_FIRE: a power may dislodge its own units, and its own attacks cut its supports. */
  readonly friendlyFire: boolean;
  /**
   * DUMMY_FIRE: the powers FRIENDLY_FIRE holds for alone, the dummies (given by the game,
   * which knows its seats: adjudicate/phase.ts). Absent: none.
   */
  readonly firePowers?: ReadonlySet<string>;
  /** WEAK_BOUNCES (Key's rule): a unit ordered to move has no strength to hold its place. */
  readonly weakBounces: boolean;
  /** SAFE_CONVOYS: a convoying fleet held in a standoff that could have dislodged it carries nothing. */
  readonly safeConvoys: boolean;
  /** WEAK_CONVOYS: a convoying fleet carries only when better supported than every foreign attack on it. */
  readonly weakConvoys: boolean;
  /** COASTAL_CONVOY: fleets on coasts convoy as fleets at sea do (orders/convoy-links.ts). */
  readonly coastalConvoy: boolean;
  /** SIGNAL_SUPPORT: a support to anything is accepted, and void: a signal. */
  readonly signalSupport: boolean;
  /** CONVOY_BACK: a convoy route may pass a convoying fleet more than once (orders/check.ts). */
  readonly convoyBack: boolean;
  /**
   * PORTAGE_CONVOY: armies carry fleets overland between coasts ('any'); MULTI_COAST_PORTAGE
   * only between two coasts of one province ('multi-coast'). Checked in orders/check.ts.
   */
  readonly portage: 'any' | 'multi-coast' | null;
  /** FICTIONAL_OK: orders may name units that are not there (game/fictional.ts); no LEAGUE is checked. */
  readonly fictional: boolean;
  /** SHOW_PHANTOM: supports and convoys offered to units not there are shown as given, void, not as holds. */
  readonly showPhantom: boolean;
}

/** The standard game's movement: none of the options. */
export const STANDARD_MOVEMENT: MovementRules = {
  coastalCrawl: false,
  friendlyFire: false,
  weakBounces: false,
  safeConvoys: false,
  weakConvoys: false,
  coastalConvoy: false,
  signalSupport: false,
  convoyBack: false,
  portage: null,
  fictional: false,
  showPhantom: false,
};

/** The movement options of these rules in force. */
export function movementRules(rules: readonly string[]): MovementRules {
  if (rules.length === 0) return STANDARD_MOVEMENT;
  const read: MovementRules = {
    coastalCrawl: hasRule(rules, 'COASTAL_CRAWL'),
    friendlyFire: hasRule(rules, 'FRIENDLY_FIRE'),
    weakBounces: hasRule(rules, 'WEAK_BOUNCES'),
    safeConvoys: hasRule(rules, 'SAFE_CONVOYS'),
    weakConvoys: hasRule(rules, 'WEAK_CONVOYS'),
    coastalConvoy: hasRule(rules, 'COASTAL_CONVOY'),
    signalSupport: hasRule(rules, 'SIGNAL_SUPPORT'),
    convoyBack: hasRule(rules, 'CONVOY_BACK'),
    portage: hasRule(rules, 'MULTI_COAST_PORTAGE') ? 'multi-coast' : hasRule(rules, 'PORTAGE_CONVOY') ? 'any' : null,
    fictional: hasRule(rules, 'FICTIONAL_OK'),
    showPhantom: hasRule(rules, 'SHOW_PHANTOM'),
  };
  return Object.values(read).some(Boolean) ? read : STANDARD_MOVEMENT;
}
