import type { RuleName, RuleVariant } from './catalogue.js';
import { PAYOLA_RULES } from '../variants/payola/rules.js';

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
  // Who is told of an absence (SET ABSENCE): workers/room/mail-absences.ts and the views'
  // absences (shared/views/absences.ts); the words in shared/text/absences.ts.
  'SILENT_ABSENCES',
  // Who plays which power stays hidden after the end until the master's REVEAL
  // (shared/game/names.ts).
  'NO_REVEAL',
  'HIDE_ABSENTEES',
  // DPjudge's web page offers retreats and adjustments in drop-down lists unless this rule
  // asks for a text box. Every door of this judge takes orders as text in every phase (the
  // web client besides by clicking), so the rule asks for nothing the judge does not do.
  'TEXT_INPUT',
  // The master writes orders for any power in every game here: on the web and by the API
  // naming the power, by mail under ORDERS power (workers/email/commands.ts), as the
  // DPjudge's master password signs on for any power by mail. The rule opens DPjudge's
  // master page to orders; the judge's master console always is.
  'SUBMIT_MASTER',
  // Who may write to whom as the game stands (orders entered, lateness after a deadline,
  // the kind of phase, units and centres, a place on the board): shared/game/commands/press-board.ts.
  'MUST_ORDER',
  'LATE_SEND',
  'NO_LATE_RECEIVE',
  'FTF_PRESS',
  'TOUCH_PRESS',
  'REMOTE_PRESS',
  'BACKSEAT_PRESS',
  // What the master is sent: shared/views/press.ts (pressReader), which the view, the press
  // pages and the mail out (workers/room/mail-out.ts) all ask; his results mail there too.
  // EAVESDROP is kept out of the players' rule lists unless written EAVESDROP! (views/rules.ts).
  'EAVESDROP',
  'PRESS_MASTER',
  'IGNORE_RESULTS',
  // Grey and fake press: the form chosen or imposed in shared/game/commands/press-forms.ts,
  // shown to each reader by pressFor (shared/views/names.ts) on every door: the view and
  // the press pages, the pushes, the mail (shared/text/press.ts), the archive and MILA.
  'GREY_PRESS',
  'YELLOW_PRESS',
  'WHITE_GREY',
  'FAKE_PRESS',

  // What each power sees: shared/views/blind.ts (eyesOn), cut into every view, record and
  // results mail there; OMNISCIENT observers: shared/game/commands/omniscient.ts.
  'BLIND',
  'OWN_SCS_SEE',
  'NO_SCS_SEE',
  'NO_UNITS_SEE',
  'SEE_NO_SCS',
  'SEE_ALL_SCS',
  'SEE_NO_UNITS',
  'UNITS_SEE_OTHER',
  'UNITS_SEE_SAME',
  'MYOPIC',
  'VENETIAN',
  'GREEK',
  'TROJAN',

  // Who is late, and whose orders are in, is each player's own and the master's
  // (shared/views/late.ts: the view, the records; shared/text/clock.ts and late.ts).
  'HIDE_LATE_POWERS',
  // Whose orders are in is everyone's again under HIDE_LATE_POWERS (shared/views/late.ts);
  // without it the judge always shows it.
  'LIST_UNORDERED',
  // Every power's WAIT flag in everyone's view (shared/views/late.ts), LIST (text/late.ts
  // waitersLine) and the web seat list.
  'LIST_WAITERS',
  // The phase never waits for a dummy, whose units take the civil-disorder orders
  // (game/duty.ts readyToProcess, game/process.ts): the judge's way in every game.
  'CD_DUMMIES',
  // A power's builds are BUILD HIDDEN to the others in the winter results, and the units
  // left off their board until the next movement's results (shared/views/builds.ts; the
  // map's ~ sites hide their builds so in every game).
  'HIDE_BUILDS',
  // No phase processes at the deadline while powers are late (game/clock.ts); the master's
  // late notice carries the preview of the results (workers/room/civil-preview.ts).
  'CIVIL_PREVIEW',
  // A dummy's seat reads as a played one, its player hidden, to all but the master until
  // the end (shared/views/dummies.ts; text/holder.ts, text/late.ts).
  'HIDE_DUMMIES',

  // A dummy keeps its homes and becomes the vassal of the camp holding them all, settled
  // when the centres change hands (game/control.ts: settleVassals, called by game/process.ts);
  // its controller's player orders it (game/actors.ts: actsFor).
  'VASSAL_DUMMIES',
  // Vassal units on another camp's centres destroyed as the vassals are settled (game/control.ts).
  'TORN_ALLEGIANCE',
  // A power counts its vassals' centres towards victory, a vassal none (game/endings.ts:
  // victoryScore, with VICTORY_HOMES and the rest); VASSAL_DUMMIES brings it in.
  'TEAM_VICTORY',
  // Only the master sets absences: shared/game/commands/absences.ts.
  'NO_ABSENCES',
  // WAIT flags and ALWAYS_WAIT in movement phases only: shared/game/waits.ts.
  'NO_MINOR_WAIT',
  // Players set later deadlines: shared/game/commands/master.ts (setDeadline).
  'PLAYER_DEADLINES',
  // The notice of a deadline a player moved names him to the master and himself only
  // (views/extenders.ts, asked by workers/room/mail-out.ts).
  'HIDE_EXTENDERS',
  // NO_RETREAT and NO_DRAW together (the catalogue brings them in; each is read where it is built).
  'NO_QUARTER',
  // Results told in sentences, mixed case, places by their full names (every door that
  // mails or shows resultsText): shared/text/progressive.ts, called by shared/text/results.ts.
  'PROGRESSIVE',
  // A phase come ready is previewed to the master, not processed: shared/game/preview.ts
  // (called by each play's processIfReady and by the alarm), workers/room/mail-preview.ts.
  'PREVIEW',

  // Who has won, once the centres change hands: shared/game/endings.ts (victors,
  // victoryScore); VICTORY_HOMES's own criterion in shared/game/board.ts (victoryCentres).
  'HOLD_WIN',
  'SHARED_VICTORY',
  'VICTORY_HOMES',
  // Broadcasts after the end are end-of-game statements, archived one by one
  // (workers/room/outbox.ts archive_statement), unless NO_EOG: shared/game/commands/press.ts.
  'NO_EOG',
  // Endings proposed and vetoed: shared/game/commands/proposals.ts (settled in
  // shared/game/endings.ts); who proposed, as each viewer may know: shared/views/proposal.ts.
  'PROPOSE_DIAS',
  'HIDE_PROPOSER',
  // Draws short of all survivors, voted in secret: shared/game/endings.ts (smallerDraw).
  'NO_DIAS',
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
    // The board opens empty at the adjustment phase before the first: shared/game/setup.ts
    // (MOBILIZE's unchosen home centres: Position.unplaced, read by orders/build-sites.ts).
    // A Crystal Ball game would open a phase earlier still (its lists), not built.
    'FLEX_SETUP',
    'MOBILIZE',
    // A power out of the game builds again when nobody holds its homes (build-sites.ts), and
    // is back in the game when it has (game/process.ts).
    'GARRISON',
    // A unit whose place the map's IN/FROM lines turn to land or water changes kind instead
    // of being destroyed (adjudicate/terrain-change.ts).
    'UNITS_ADAPT',
    // A unit on a place that becomes shut, or a fleet on one that becomes land, stays and
    // only holds (adjudicate/terrain-change.ts, orders/check.ts).
    'HIBERNATE',
    // A power that entered nothing supports in place where it is threatened
    // (adjudicate/civil-disorder.ts, given by game/process.ts); the rule text limits it to
    // standard games.
    'CD_SUPPORTS',
    // Movement orders taken once read, void at processing if they cannot be carried out
    // (game/entry.ts); the rule text limits it to standard games.
    'NO_CHECK',
    // A dummy's units never move nor retreat (game/entry.ts). Crystal Ball lists are
    // entered through their pipeline, which does not ask it yet.
    'IMMOBILE_DUMMIES',
    // A power's orders mailed after each change to them (workers/room/mail-out.ts): to its
    // player and the master, or to everyone. Crystal Ball lists are not told so yet.
    'ALWAYS_CONFIRM',
    'BROADCAST_ORDERS',
    // Written routes and convoy orders that pass a fleet twice (orders/check.ts).
    'CONVOY_BACK',
    // Armies carry fleets overland (orders/check.ts checkPortage; the resolver's routes of armies).
    'PORTAGE_CONVOY',
    'MULTI_COAST_PORTAGE',
    // Orders to and involving units not on the board: taken at entry if they could be legal
    // (orders/fictional.ts), doing nothing at processing (adjudicate/phase.ts), shown there
    // as holds or, under SHOW_PHANTOM, as given.
    'FICTIONAL_OK',
    'SHOW_PHANTOM',
    // A power that entered nothing retreats, centres first, and builds where it may, by a
    // chance seeded with the game and the phase (adjudicate/cd-orders.ts, given by
    // game/process.ts as CD_SUPPORTS is); the Payola and Crystal Ball phases do not ask yet.
    'CD_RETREATS',
    'CD_BUILDS',
    // CD_RETREATS, CD_BUILDS and CD_SUPPORTS together (the catalogue's implications).
    'SMART_CD',
    // FRIENDLY_FIRE for the dummies alone (adjudicate/movement.ts, told the dummies by
    // game/process.ts through adjudicate/phase.ts); the Crystal Ball lists do not pass them.
    'DUMMY_FIRE',
  ]),
  // The Payola rules the rules core and the engine play, listed once where they are read
  // (shared/variants/payola/rules.ts); ORDER_ANY and NEED_MOVE_MARKS are every Payola game's.
  payola: new Set<RuleName>(['ORDER_ANY', ...(PAYOLA_RULES as readonly RuleName[])]),
  crystal_ball: new Set<RuleName>([
    'FICTIONAL_OK',
    'ORDER_ANY',
    'PROXY_OK',
    'NO_PROXY',
    // Who sees the lists: shared/variants/crystal-ball/views.ts and shared/views/history.ts.
    'PUBLIC_LISTS',
    'LIMIT_LISTS',
  ]),
  solitaire: new Set<RuleName>([
    // Every Solitaire game's: every power is a dummy, and the phase never waits for a dummy
    // (game/duty.ts readyToProcess) while the orders the master gave it are played and its
    // units without orders take the defaults at processing, as CD_DUMMIES asks.
    'CD_DUMMIES',
    // The board brought down to one unit ends the game (game/endings.ts lastManStanding).
    'LAST_MAN_STANDING',
  ]),
  // Not built yet: issue 14 (global) fills this as its rules are built.
  global: new Set<RuleName>([]),
  // Card Diplomacy has no rules of its own: its table talk is PUBLIC_PRESS (built for every game).
  card: new Set<RuleName>([]),
};

/**
 * The variant whose built rules a variant plays too: a Solitaire game is a standard game
 * played by the master alone (shared/variants/solitaire/game.ts).
 */
const PLAYED_AS: Readonly<Partial<Record<RuleVariant, RuleVariant>>> = { solitaire: 'standard' };

/** The rules built for games of this variant: those of every game, those of the game it is played as, and its own. */
export function builtRules(variant: RuleVariant): ReadonlySet<RuleName> {
  const base = PLAYED_AS[variant];
  return new Set<RuleName>([...BUILT_RULES, ...(base === undefined ? [] : BUILT_VARIANT_RULES[base]), ...BUILT_VARIANT_RULES[variant]]);
}

/**
 * The rules among a game's that the standard adjudicator reads: those built for standard
 * games. A Solitaire game's own (LAST_MAN_STANDING, CD_DUMMIES) are the game's to play,
 * not the board's; a standard game's rules all pass.
 */
export function boardRules(rules: readonly string[]): string[] {
  const standard = builtRules('standard');
  return rules.filter((r) => standard.has(r as RuleName));
}
