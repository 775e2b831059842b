/**
 * Payola Diplomacy: units obey the highest bribe. Offer sheets as written, acceptance lists,
 * how each unit chooses, overspending, treasuries and income, as pure functions; a movement
 * phase settled and handed to the standard adjudicator. README.md in this folder says what
 * the game engine and the doors still have to build around it.
 */
export { defaultAcceptList, expandAcceptList, readAcceptList, type AcceptError } from './accept.js';
export { MAX_AMOUNT, MAX_REPEAT, readAmount, type AmountError, type Part } from './amount.js';
export { expandOffers, type Bid, type Expanded } from './bids.js';
export { seeded, shuffled, type Draw } from './chance.js';
export { candidatesOf, chooseOrder, compareCandidates, type Candidate, type Choice, type ChooseOptions } from './choose.js';
export {
  incomeFor,
  incomePhase,
  readIncomeDirectives,
  startingTreasuries,
  victoryIn,
  type DirectiveError,
  type IncomeDirectives,
  type IncomeInput,
  type IncomeLine,
  type IncomeTerms,
} from './income.js';
export {
  PAYOLA_MOVEMENT_ERRORS,
  payolaMovement,
  settlePayolaMovement,
  type PayolaMovementError,
  type PayolaMovementInput,
  type PayolaMovementOutcome,
  type UnitChart,
  type PayolaReport,
  type SettleInput,
} from './movement.js';
export { PAYOLA_RULES, payolaRules, type PayolaRule, type PayolaRules, type RulesError } from './rules.js';
export {
  OFFER_ERRORS,
  readOfferLine,
  readOfferSheet,
  type CheckedOffer,
  type CheckedSheet,
  type ExactOrder,
  type LineError,
  type MovementOrder,
  type OfferCode,
  type OfferError,
  type SheetContext,
  type SheetLine,
} from './sheet.js';
export { settleSpending, type Spent, type SpendInput } from './spend.js';
