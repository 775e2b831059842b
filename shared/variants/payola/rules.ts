import { fail, ok, type Result } from '../../result.js';

/**
 * The Payola rules this package plays, read from rule names. The rest of a game's rules
 * (COASTAL_CONVOY …) belong to the standard adjudicator and are handed on to it.
 */
export const PAYOLA_RULES = [
  // Transfers (MECHANICS §13): the game engine's transfer command plays them; ANON_TRANSFER is only what the receiver is shown.
  'NO_TRANSFER',
  'ONE_TRANSFER',
  'NO_DONATIONS',
  'NO_LOOTING',
  'ANON_TRANSFER',
  'DIRECT_ONLY',
  'LIMIT_OFFERS',
  'ZERO_FOREIGN',
  'TOUCH_OFFER',
  'REMOTE_OFFER',
  'NO_PLATEAU',
  'NO_SAVINGS',
  'PAYOLA_CLASSIC',
  'FLAT_TAX',
  'NO_HOARDING',
  'PAY_DUMMIES',
  'CD_DUMMIES',
  'EBAYOLA',
  'PUBLIC_TOTALS',
  'RESTRICT_SIGNAL',
  'ZEROSUM',
  // Investors, shares, dividends and the annual report (exchange.ts, market.ts, dividends.ts); the views cut what each holder sees.
  'EXCHANGE',
  // Offers to units that are not there, or orders they cannot give, taken untold and void at processing (blind.ts); BLIND brings both.
  'FICTIONAL_OK',
  'SHOW_PHANTOM',
  // Power control (shared/game/control.ts) plays the vassals; here their money and lists. Also handed to the standard side.
  'VASSAL_DUMMIES',
  // Who is told what (shared/views/payola.ts): they change no bid.
  'HIDE_COST',
  'HIDE_OFFERS',
  'NO_LEDGERS',
] as const;
export type PayolaRule = (typeof PAYOLA_RULES)[number];

/** Rules of the catalogue a Payola game may name that this package has not built yet: none now. */
const NOT_YET: readonly string[] = [];

export interface PayolaRules {
  /** NO_TRANSFER: no money passes between powers. */
  readonly noTransfer: boolean;
  /** ONE_TRANSFER: one transfer from a power to each recipient a phase. */
  readonly oneTransfer: boolean;
  /** NO_DONATIONS: a power out of the game gives nothing, and its money is gone after each movement phase. */
  readonly noDonations: boolean;
  /** NO_LOOTING: nobody gives from a dummy's treasury. */
  readonly noLooting: boolean;
  readonly directOnly: boolean;
  readonly limitOffers: boolean;
  readonly zeroForeign: boolean;
  readonly touch: 'touch' | 'remote' | null;
  readonly noPlateau: boolean;
  readonly noSavings: boolean;
  readonly flatTax: boolean;
  readonly noHoarding: boolean;
  readonly payDummies: boolean;
  readonly cdDummies: boolean;
  readonly ebayola: boolean;
  readonly publicTotals: boolean;
  /** RESTRICT_SIGNAL: a signal is the owner's own 0 AgP order, given when the unit is bought to hold. */
  readonly restrictSignal: boolean;
  /** ZEROSUM: no tax; the bribes paid to a power's units and the centres it takes are its income (zerosum.ts). */
  readonly zeroSum: boolean;
  /**
   * VASSAL_DUMMIES (rules 3.2): a dummy earns nothing unless it is a vassal, and a vassal's
   * income goes to its controller's treasury; a vassal's units take its controller's
   * acceptance list (vassals.ts).
   */
  readonly vassalDummies: boolean;
  /** EXCHANGE: the powers are companies whose shares investors and powers hold; dividends and the annual report once a year (dividends.ts). */
  readonly exchange: boolean;
  /**
   * FICTIONAL_OK (SHOW_PHANTOM, BLIND): "Players are not told if their orders mention units
   * that do not exist": an offer to no unit, or for an order its unit cannot give, is taken
   * as written and void at processing (blind.ts).
   */
  readonly fictional: boolean;
  /** The rules not Payola's own, for the standard adjudicator. */
  readonly standard: readonly string[];
}

export type RulesError = 'unsupported_rule' | 'conflicting_rules';

/** Reads the rule names; PAYOLA_CLASSIC is NO_SAVINGS, DIRECT_ONLY, FLAT_TAX and ZERO_FOREIGN (rules 3.5). */
export function payolaRules(names: readonly string[] = []): Result<PayolaRules, RulesError> {
  const on = new Set<string>();
  const standard: string[] = [];
  for (const raw of names) {
    const name = raw.trim().toUpperCase();
    if (NOT_YET.includes(name)) return fail('unsupported_rule', `${name} is a Payola rule this judge has not built yet.`);
    // The standard side settles who is whose vassal (game/control.ts) and counts their centres as a team.
    if (name === 'VASSAL_DUMMIES') standard.push(name);
    if ((PAYOLA_RULES as readonly string[]).includes(name)) on.add(name);
    // Payola always plays ORDER_ANY and NEED_MOVE_MARKS (rules 3.1): naming them changes nothing.
    else if (name !== 'ORDER_ANY' && name !== 'NEED_MOVE_MARKS') standard.push(name);
  }
  if (on.has('PAYOLA_CLASSIC')) for (const r of ['NO_SAVINGS', 'DIRECT_ONLY', 'FLAT_TAX', 'ZERO_FOREIGN']) on.add(r);
  // PAY_DUMMIES "automatically includes the CD_DUMMIES rule" (rules 3.5).
  if (on.has('PAY_DUMMIES')) on.add('CD_DUMMIES');
  if (on.has('TOUCH_OFFER') && on.has('REMOTE_OFFER')) {
    return fail('conflicting_rules', 'TOUCH_OFFER and REMOTE_OFFER say opposite things: a game may use only one of them.');
  }
  if (on.has('VASSAL_DUMMIES') && on.has('ZEROSUM')) {
    // ZEROSUM's income is the year's bribes and captures, not a tax on centres a vassal could pass on.
    return fail('conflicting_rules', 'VASSAL_DUMMIES pays a vassal\'s centre income to its controller, and ZEROSUM has no centre income: this judge plays them only apart.');
  }
  return ok({
    noTransfer: on.has('NO_TRANSFER'),
    oneTransfer: on.has('ONE_TRANSFER'),
    noDonations: on.has('NO_DONATIONS'),
    noLooting: on.has('NO_LOOTING'),
    directOnly: on.has('DIRECT_ONLY'),
    limitOffers: on.has('LIMIT_OFFERS'),
    zeroForeign: on.has('ZERO_FOREIGN'),
    touch: on.has('TOUCH_OFFER') ? 'touch' : on.has('REMOTE_OFFER') ? 'remote' : null,
    noPlateau: on.has('NO_PLATEAU') || on.has('NO_SAVINGS'),
    noSavings: on.has('NO_SAVINGS'),
    flatTax: on.has('FLAT_TAX'),
    noHoarding: on.has('NO_HOARDING'),
    payDummies: on.has('PAY_DUMMIES'),
    cdDummies: on.has('CD_DUMMIES'),
    ebayola: on.has('EBAYOLA'),
    publicTotals: on.has('PUBLIC_TOTALS'),
    restrictSignal: on.has('RESTRICT_SIGNAL'),
    zeroSum: on.has('ZEROSUM'),
    vassalDummies: on.has('VASSAL_DUMMIES'),
    exchange: on.has('EXCHANGE'),
    fictional: on.has('FICTIONAL_OK') || on.has('SHOW_PHANTOM'),
    standard,
  });
}
