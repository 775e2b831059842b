import { z } from 'zod';
import { MAX_OFFICIAL_SUBJECT } from '../game/commands/press.js';
import { cardRecord, cardStep, cardView } from './card.js';
import { exchangeBook, exchangeRecord } from './exchange.js';
import { MAX_OBSERVERS_LIMIT } from '../game/observers.js';
import { STANDING_LIST_NAMES } from '../game/types.js';
import { PAGE_DEFAULT, PAGE_MAX } from '../views/pages.js';
import { UNIT_KINDS } from '../map/types.js';

/**
 * The bodies of the HTTP API (`/api/…`): what each request may carry and what each answer
 * holds. The Worker parses every request with these, the OpenAPI document at
 * `/api/openapi.json` is generated from them, and the web client can share them.
 *
 * Requests are strict objects: a misspelt field is an error, never silently dropped.
 */

// ---------------------------------------------------------------------------------------
// Pieces

/** A power's name; any case is accepted, the judge's form is upper case. */
export const powerName = z
  .string()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z][A-Za-z_-]*$/, 'A power is named by letters only, e.g. FRANCE.')
  .transform((s) => s.toUpperCase());

/** A recipient of press: a power, or the master. */
export const recipient = powerName;

const playerName = z.string().trim().min(1).max(40);
const email = z.email().max(254);

/** The name of a phase, e.g. S1901M. */
export const phaseName = z
  .string()
  .regex(/^[A-Za-z]\d{1,5}[A-Za-z]$/, 'A phase is named like S1901M.')
  .transform((s) => s.toUpperCase());

/** Whole minutes allowed for a phase. */
const minutes = z.number().int().min(0).max(60 * 24 * 60);

export const deadlinesInput = z.strictObject({
  movement: minutes.default(24 * 60),
  retreats: minutes.default(12 * 60),
  adjustments: minutes.default(12 * 60),
  grace: minutes.default(0),
});

/**
 * A vote to end the game: a draw of all survivors, or a concession to a power. NO_DIAS games:
 * a draw with `most`, the largest draw including one's own power one accepts (2 or more).
 */
export const vote = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('draw'), most: z.number().int().min(2).max(1000).optional() }),
  z.strictObject({ kind: z.literal('concede'), to: powerName }),
]);

// ---------------------------------------------------------------------------------------
// Requests

/** How many observers a game takes at most. */
const maxObservers = z.number().int().min(0).max(MAX_OBSERVERS_LIMIT, { error: `A game takes at most ${MAX_OBSERVERS_LIMIT} observers.` });

/** `POST /api/games`. */
export const createGameRequest = z.strictObject({
  name: z.string().trim().min(1).max(80),
  /**
   * crystal_ball: Crystal Ball Diplomacy, movement orders written as lists for a named phase.
   * payola: Payola, offer sheets of bribes instead of movement orders, on any board.
   * solitaire: the master plays every power alone; the game starts when made, unlisted.
   * global: Global Diplomacy (issue 14), on a Global board (global, global3, global4, global5).
   */
  variant: z.enum(['standard', 'crystal_ball', 'payola', 'solitaire', 'card', 'global'], 'The variant is standard, crystal_ball, payola, solitaire, card or global.').default('standard'),
  /**
   * Crystal Ball games only: the rules the lists follow, revised (with proxies; the default)
   * or original. Named for another variant, the game refuses it (400 bad_rules).
   */
  edition: z.enum(['revised', 'original'], 'The edition of the Crystal Ball rules is revised or original.').optional(),
  /**
   * Payola games: the income directives, as the DPjudge's game file writes them ("TAX 5": 5 AgP
   * a centre; "TAX PAR 3": 3 for Paris, none for the centres not listed; "CAP 100": no
   * income above 100). Given for another variant, or not read, the game refuses it (400 bad_rules).
   */
  directives: z.array(z.string().min(1).max(100), 'Directives are a list of lines: ["TAX 5", "CAP 100"].').max(100, 'At most 100 directives.').optional(),
  /** Card games only: the seconds each decision of a movement turn has (stacking, ordering, passing); default 120. Given for another variant, the game refuses it (400 bad_rules). */
  cardClock: z.number().int('The clock is whole seconds.').min(10, 'A decision has at least 10 seconds.').max(86_400, 'A decision has at most a day (86400 seconds).').optional(),
  /** Another setup of the board, a map file of its folder (Global's global5, global4, global3 for fewer players); one it does not have: 400 unknown_map. */
  setup: z.string().regex(/^[a-z0-9_]+$/, 'A setup is named in lower-case letters, digits and underscores.').optional(),
  /** Global games only (III): the game ends at the end of the first year a power is eliminated, the most centres winning. Given for another variant, the game refuses it (400 bad_rules). */
  firstElimination: z.boolean().optional(),
  /** The board, a name `GET /api/maps` lists; one the instance does not have: 400 unknown_map. */
  map: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'A map is named in lower-case letters, digits and underscores.')
    .max(40)
    .default('standard'),
  /**
   * DPjudge rule names, e.g. CIVIL_DISORDER. The API adds none, as the DPjudge does: a game
   * without CIVIL_DISORDER waits for the master when a movement deadline passes with
   * powers late (the web form asks for CIVIL_DISORDER unless the master turns it off).
   * `!NAME` refuses a rule another brings in by default (BLIND's HIDE_DUMMIES); `EAVESDROP!`
   * is EAVESDROP announced (shown to the players).
   */
  rules: z
    .array(z.string().regex(/^!?[A-Za-z0-9_]+!?$/).max(40).transform((s) => s.toUpperCase()))
    .max(100)
    .default([]),
  deadlines: deadlinesInput.prefault({}),
  /** Centres needed to win; the map's own number when absent. */
  victory: z.number().int().min(1).max(1000).optional(),
  /** Whether the game appears in the public list; absent: listed, except a solitaire game. */
  listed: z.boolean().optional(),
  /**
   * A private game: only those given this password (6 to 64 characters) may join it or
   * take a power over, writing it after their own (the DPjudge's PRIVATE line).
   */
  privacyPassword: z.string().min(6, { error: 'A privacy password is 6 to 64 characters.' }).max(64, { error: 'A privacy password is 6 to 64 characters.' }).optional(),
  /** Minutes before a deadline that powers still owing orders are reminded by mail; 0 for none; 180 when absent. */
  reminderMinutes: minutes.optional(),
  /**
   * A friends' game: everyone sees who plays which power from the start. False (the
   * default, as on the DPjudge): the names are the master's until the game ends.
   */
  showNames: z.boolean().default(false),
  /** Whether one mail address may hold more than one role (powers, an observer's seat); absent: one address, one role. */
  multipleRoles: z.boolean().optional(),
  /** A few words about the game, shown with it. */
  description: z.string().trim().min(1).max(500).optional(),
  /** The most observers the game takes; 50 when absent. The master may change it later. */
  maxObservers: maxObservers.optional(),
});
export type CreateGameRequest = z.infer<typeof createGameRequest>;

/** `GET /api/games` query. */
export const listGamesQuery = z.strictObject({
  state: z.enum(['forming', 'active', 'finished']).optional(),
  variant: z.string().min(1).max(40).optional(),
  /** A player's id, or the name they go by (a name finds a game only once its players' names are public). */
  player: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().min(1).max(200).optional(),
});

/** `POST /api/games/:id/join`. */
/** A private game's privacy password, as the master handed it out (the DPjudge's PRIVATE line). */
const privacyPassword = z.string().min(1).max(64, { error: 'A privacy password is at most 64 characters.' });

export const joinRequest = z.strictObject({
  name: playerName,
  /** The power wanted, where the game lets players choose (POWER_CHOICE). */
  power: powerName.optional(),
  email: email.optional(),
  /** A private game's privacy password; without it (or with another) a private game answers 403. */
  privacyPassword: privacyPassword.optional(),
});

/** `POST /api/games/:id/observe`. */
export const observeRequest = z.strictObject({
  name: playerName,
  email: email.optional(),
});

/** `POST /api/games/:id/takeover`: take a vacant power. */
export const takeoverRequest = z.strictObject({
  power: powerName,
  name: playerName,
  email: email.optional(),
  /** A private game's privacy password; without it (or with another) a private game answers 403. */
  privacyPassword: privacyPassword.optional(),
});

/** `PUT /api/games/:id/contact`: how the caller hears from the judge; what is left out stays as it was. */
export const contactRequest = z.strictObject({
  /** The address mail goes to; null for none (then only the web). */
  email: email.nullable().optional(),
  /** Mail, the web only, or both. Mail needs an address. */
  by: z.enum(['web', 'mail', 'both']).optional(),
  /** Further addresses the same mail goes to (at most 2 besides `email`), each confirmed before it is written to; [] drops them. */
  also: z.array(email).max(2).optional(),
});

/** `POST /api/games/:id/contact/confirm`: the code the judge mailed to the caller's address. */
export const confirmContactRequest = z.strictObject({
  code: z.string().trim().min(1).max(40),
});

/** The caller's address, confirmed: the judge writes to it from now on. */
export const confirmContactResponse = z.object({ email: z.string(), confirmed: z.literal(true) });

/** `GET /api/games/:id/master/dead-letters`: the deliveries given up after every try failed. */
export const deadLettersResponse = z.object({
  /** How many were given up in this game, ever. */
  total: z.number().int().nonnegative(),
  /** The newest, newest first (a game keeps the last 50). */
  latest: z.array(
    z.object({
      /** `mail`, `mail_reminder`, or an archive write. */
      kind: z.string(),
      /** The address, for mail. */
      to: z.string().nullable(),
      subject: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string(),
      /** When it was given up, epoch milliseconds. */
      at: z.number(),
    }),
  ),
});

/** `PUT /api/games/:id/orders`. */
export const ordersRequest = z.strictObject({
  /** The power ordered for; a player's own by default (the master must name one). */
  power: powerName.optional(),
  /** One order a line, in any form the grammar accepts. An empty list submits no orders. */
  lines: z.array(z.string().max(200)).max(200),
  /** Add these lines to the orders already in, instead of replacing them. */
  add: z.boolean().optional(),
  /**
   * Crystal Ball games: the movement phase the lines are the whole list for, e.g. F1901M
   * (it replaces the power's earlier list for that phase); under the original rules also
   * RETREATS, BUILDS or REMOVES, the power's standing retreat or build list or its remove
   * list. Absent: the lines are the orders of the retreat or adjustment phase on the board.
   */
  phase: z
    .string()
    .trim()
    .regex(
      new RegExp(`^(?:[A-Za-z]\\d{1,5}[A-Za-z]|${STANDING_LIST_NAMES.join('|')})$`, 'i'),
      `A list names its phase by season letter, year and phase letter, e.g. F1901M; or, under the original rules, ${STANDING_LIST_NAMES.join(', ')}.`,
    )
    .transform((s) => s.toUpperCase())
    .optional(),
});

/** `POST /api/games/:id/press`. */
export const pressRequest = z.strictObject({
  /** Powers (or MASTER) for private press; "ALL" for a broadcast. */
  to: z.union([z.literal('ALL'), z.array(recipient).min(1).max(40)]),
  body: z.string().min(1).max(20_000),
  /** The power the master writes as; a player always writes as their own. */
  from: powerName.optional(),
  /** Send it without the writer's name (WHITE_GREY; GREY_PRESS and YELLOW_PRESS grey it anyway). */
  grey: z.boolean().optional(),
  /** The master's OFFICIAL subject: the message is mailed under it, without the heading naming who wrote to whom. */
  official: z.string().trim().min(1, 'An official message needs a subject.').max(MAX_OFFICIAL_SUBJECT, `The official subject is at most ${MAX_OFFICIAL_SUBJECT} characters.`).optional(),
  /** FAKE_PRESS: the sender and the recipients the message claims (each absent: the true ones). */
  fake: z
    .strictObject({
      from: powerName.optional(),
      to: z.union([z.literal('ALL'), z.array(recipient).min(1).max(40)]).optional(),
    })
    .optional(),
});

/** `PUT /api/games/:id/vote`. */
export const voteRequest = z.strictObject({
  power: powerName.optional(),
  /** null withdraws the vote. */
  vote: vote.nullable(),
});

/** `POST /api/games/:id/proposal` (PROPOSE_DIAS): the ending proposed, for the caller's power unless named. */
export const proposeRequest = z.strictObject({
  power: powerName.optional(),
  ending: vote,
});

/** `PUT /api/games/:id/proposal` (PROPOSE_DIAS): accept (true) or veto (false) the ending proposed. */
export const proposalAnswerRequest = z.strictObject({
  power: powerName.optional(),
  yes: z.boolean(),
});

/** `DELETE /api/games/:id/orders`: the master names the power; a player's own when absent. */
export const clearOrdersRequest = z.strictObject({
  power: powerName.optional(),
});

/** `PUT /api/games/:id/wait`. */
export const waitRequest = z.strictObject({
  power: powerName.optional(),
  wait: z.boolean(),
});

/** `POST /api/games/:id/resign`. */
export const resignRequest = z.strictObject({
  power: powerName.optional(),
});

/** The most silver one transfer may send: far above any treasury a game reaches, so a typo is caught. */
export const MAX_TRANSFER = 1_000_000;
/** The longest acceptance list the door takes: one initial a power of the largest board, and `?`. */
export const MAX_ACCEPT_LIST = 60;

/** `PUT /api/games/:id/accept` (Payola): the power's acceptance list, best first, `?` for all powers not named. */
export const acceptRequest = z.strictObject({
  /** The power the list is for; a player's own by default (the master must name one). */
  power: powerName.optional(),
  list: z
    .string()
    .trim()
    .min(1, { error: 'An acceptance list names at least one power by its initial, or is ? alone.' })
    .max(MAX_ACCEPT_LIST, { error: `An acceptance list is at most ${MAX_ACCEPT_LIST} characters: one initial a power, and ?.` })
    .regex(/^[A-Za-z0-9?]+$/, { error: 'An acceptance list is powers\' initials and ?, nothing else, e.g. FGE?.' }),
});

const AMOUNT = `The amount is a whole number of silver pieces (AgP) from 1 to ${String(MAX_TRANSFER).replace(/\B(?=(\d{3})+$)/g, ',')}`;

/** `POST /api/games/:id/transfers` (Payola): silver sent at once from the power's treasury to another's. */
export const transferRequest = z.strictObject({
  /** The giver; a player's own power by default (the master must name one). */
  power: powerName.optional(),
  to: powerName,
  amount: z
    .number({ error: `${AMOUNT}.` })
    .int({ error: `${AMOUNT}: no fractions.` })
    .min(1, { error: `${AMOUNT}: nothing, or less, cannot be sent.` })
    .max(MAX_TRANSFER, { error: `${AMOUNT}: no more in one transfer.` }),
});

/** The most a share or a dividend may be, in AgP: far above any treasury, so a typo is caught (market.ts MAX_SHARE_PRICE). */
export const MAX_SHARE_AMOUNT = 1_000_000;
const whole = (what: string) =>
  z.number({ error: `${what} is a whole number.` }).int({ error: `${what} is a whole number: no fractions.` }).min(0, { error: `${what} is 0 or more.` }).max(MAX_SHARE_AMOUNT, { error: `${what} is at most ${MAX_SHARE_AMOUNT}.` });

/** `PUT /api/games/:id/dividend` (Payola, EXCHANGE): the company's dividend in AgP a share, in the year's dividend phase. */
export const dividendRequest = z.strictObject({
  /** The company; a player's own power by default (the master must name one). */
  power: powerName.optional(),
  perShare: whole('A dividend per share'),
});

/** `PUT /api/games/:id/share-price` (Payola, EXCHANGE): what the company's IPO sells a share at; 0 sells none. */
export const sharePriceRequest = z.strictObject({
  power: powerName.optional(),
  price: whole('A share price'),
});

/** `POST /api/games/:id/shares` (Payola, EXCHANGE): shares bought from a company's IPO at its price. */
export const buySharesRequest = z.strictObject({
  company: powerName,
  shares: whole('The number of shares').min(1, { error: 'Buy 1 share or more.' }),
  /** The power that buys (its player, or the master); absent: the caller, as an investor or for his power. */
  power: powerName.optional(),
  /** The holder whose offer is taken (a power, or an investor's name); absent: the company's IPO. */
  from: z.string().trim().min(1).max(60, { error: 'A holder is named in at most 60 characters.' }).optional(),
});

/** `POST /api/games/:id/share-sales` (Payola, EXCHANGE): shares offered to another holder at a price a share, till he takes them or the phase ends. */
export const sellSharesRequest = z.strictObject({
  company: powerName,
  shares: whole('The number of shares').min(1, { error: 'Sell 1 share or more.' }),
  price: whole('A price per share'),
  /** The buyer: a power, or an investor's name. */
  to: z.string().trim().min(1, { error: 'Name the buyer: a power, or an investor.' }).max(60, { error: 'A holder is named in at most 60 characters.' }),
  /** The power that sells (its player, or the master); absent: the caller, as an investor or for his power. */
  power: powerName.optional(),
});

/** `PUT /api/games/:id/ceo-vote` (Payola, EXCHANGE): a stockholder's vote for a company's CEO, counted when the phase is processed. */
export const ceoVoteRequest = z.strictObject({
  company: powerName,
  /** The candidate: a holder of the company (a power, or an investor's name), or the company itself for its own player. */
  candidate: z.string().trim().min(1, { error: 'Name the candidate: a power, or an investor.' }).max(60, { error: 'A holder is named in at most 60 characters.' }),
  /** The power that votes its shares (its CEO, or the master); absent: the caller, as an investor or for his power. */
  power: powerName.optional(),
});

/**
 * The phase the master saw the game in, named by a command that moves it: another is
 * refused (409 stale_phase), so that a second click, or a deadline passed meanwhile, never
 * plays the phase after the one he meant.
 */
const phaseSeen = phaseName.describe('The phase now being played, as the master sees it; a stale one is refused (409 stale_phase).');

/** `POST /api/games/:id/master/process`: the phase is required, for processing twice is the commonest slip. */
export const processRequest = z.strictObject({
  phase: phaseSeen,
});

/** `POST /api/games/:id/master/start` and `/terminate`. */
export const movingRequest = z.strictObject({
  phase: phaseSeen.optional(),
});

/** `POST /api/games/:id/master/rollback`. */
export const rollbackRequest = z.strictObject({
  /** Go back to the start of this phase (FORMING: before the first, the game forming again); one phase back when absent. */
  phase: z.union([z.literal('FORMING'), phaseName]).describe('Go back to the start of this phase, or FORMING (before the first: the game forms again, everyone on his power); one phase back when absent.').optional(),
  /** The phase being played (`phase` is taken by where to go back to). */
  from: phaseSeen.optional(),
  /** RESTORE: the orders of then come back; absent, they are cleared. */
  restore: z.boolean().optional(),
  /** FULL: the game's settings (rules, description, deadlines …) as they were then too. */
  full: z.boolean().optional(),
});

/** `POST /api/games/:id/master/rollforward`: `from`, as for a rollback. */
export const rollforwardRequest = z.strictObject({
  from: phaseSeen.optional(),
});

/**
 * The latest moment a time sent to the judge may name: the end of year 9999, as an ISO
 * date can write it. A larger number is no date every text and the archive can show (past
 * 8.64e15 it is no date at all), so it is refused at the door.
 */
export const LATEST_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A time sent to the judge: epoch milliseconds or an ISO-8601 time with its offset. */
const timeInput = z.union([
  z.number().int().nonnegative().max(LATEST_TIME, { error: 'A time is epoch milliseconds no later than the end of year 9999.' }),
  z.iso.datetime({ offset: true }),
]);

/** `POST /api/games/:id/absences`: no deadline is set from `from` (absent: now) until `to`. */
export const absenceRequest = z.strictObject({
  from: timeInput.optional(),
  to: timeInput,
});

/** `POST /api/games/:id/master/deadline`. */
export const deadlineRequest = z.strictObject({
  /** Epoch milliseconds or an ISO-8601 time; null for no deadline. */
  at: z
    .union([
      z.number().int().nonnegative().max(LATEST_TIME, { error: 'A deadline is epoch milliseconds no later than the end of year 9999.' }),
      z.iso.datetime({ offset: true }),
    ])
    .nullable(),
});

/** `POST /api/games/:id/master/observers`. */
export const observersRequest = z.strictObject({
  /** The most observers the game takes from now on; those already in stay. */
  max: maxObservers,
});

/** `POST /api/games/:id/master/listed`: whether the public lists show the game (DPjudge's SET LISTED / SET UNLISTED). */
export const listedRequest = z.strictObject({
  listed: z.boolean(),
});

/** `POST /api/games/:id/master/rename`: the name the game is shown with (DPjudge's RENAME); its id, and so its address, stays. */
export const renameRequest = z.strictObject({
  name: z.string().trim().min(1).max(80),
});

/** The answer to `POST /api/games/:id/master/purge`: the game's id, free again. */
export const purgedResponse = z.object({
  purged: z.string(),
});

/** `POST /api/games/:id/master/dummy`. */
export const dummyRequest = z.strictObject({
  power: powerName,
});

/** `POST /api/games/:id/master/control`: who controls a dummy now, the first of `controllers` (powers, or MASTER), the others in turn under ROTATE; none frees it. */
export const controlRequest = z.strictObject({
  power: powerName,
  controllers: z.array(z.string().min(1).max(40)).max(40),
});

/** `POST /api/games/:id/master/handover`: the power whose player is handed its earlier press. */
export const handoverRequest = z.strictObject({
  power: powerName,
});

/** REVIVE: the power whose last player comes back, and his new password (none: the judge makes one). */
export const reviveRequest = z.strictObject({
  power: powerName,
  password: z.string().min(6).max(64).optional(),
});

/** `POST /api/games/:id/master/omniscient`: make a player or observer see all of a BLIND game, or no longer. */
export const omniscientRequest = z.strictObject({
  /** The player's or observer's id (the join and observe answers give it). */
  playerId: z.string().min(1).max(100),
  omniscient: z.boolean(),
});

/** The master's commands that carry nothing. */
export const emptyRequest = z.strictObject({});

// ---------------------------------------------------------------------------------------
// Answers

/** Every error: a stable code, a sentence, and for a malformed request the details. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

const problem = z.object({ code: z.string(), message: z.string() });

const unit = z.object({ power: z.string(), kind: z.enum(UNIT_KINDS), at: z.string() });

/** A board: units, dislodged units waiting to retreat, standoffs, centre ownership. */
export const position = z.object({
  phase: z.string(),
  units: z.array(unit),
  dislodged: z.array(unit.extend({ from: z.string().optional() })),
  standoffs: z.array(z.string()),
  centers: z.record(z.string(), z.array(z.string())),
  /** MOBILIZE, the opening adjustment phase only: home centres each power has yet to choose, one build each. */
  unplaced: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** NEWHOMES, claimed homes (&SC): each power's home centres, once the game has changed them from the map's. */
  homes: z.record(z.string(), z.array(z.string())).optional(),
});

const orderResult = z.enum(['succeeds', 'fails', 'cut', 'dislodged', 'void', 'no convoy', 'disbanded', 'waived', 'ignored']);

export const orderReport = z.object({
  power: z.string(),
  order: z.string(),
  result: orderResult,
  reason: z.string().optional(),
  default: z.literal(true).optional(),
  /**
   * Crystal Ball: what became of the list line (ordered, no unit, revoked, proxied,
   * noProxy, refused, byProxy, reProxy, ignored, default; the original rules' own words).
   * A string, so that a client keeps reading the answer when the rules add a word.
   */
  annotation: z.string().optional(),
});

/** Crystal Ball: one line of an order list as the viewer sees it, annotated once processed. */
export const listLine = z.object({
  order: z.string(),
  annotation: z.string().optional(),
  result: orderResult.optional(),
  reason: z.string().optional(),
  /** A HOLD the judge added for a unit nobody ordered. */
  default: z.literal(true).optional(),
});

/** Crystal Ball: a power's order list for a movement phase, as the viewer may see it. */
export const listView = z.object({
  phase: z.string(),
  power: z.string(),
  /** open: it may still be rewritten; locked: the phase before has processed; processed: annotated; standing: an original-rules retreat, build or remove list (phase RETREATS, BUILDS, REMOVES). */
  status: z.enum(['open', 'locked', 'processed', 'standing']),
  lines: z.array(listLine),
  /** Lines left out (LIMIT_LISTS); the judge's defaults are not counted. */
  hidden: z.number(),
});

/** One processed phase: its position, the orders as entered, the results. */
const powerAmounts = z.record(z.string(), z.number());
/** A Payola transfer (shared/variants/payola/state.ts); `from` null where ANON_TRANSFER hides the giver. */
export const payolaTransfer = z.object({ from: z.string().nullable(), to: z.string(), amount: z.number(), at: z.number(), phase: z.string() });
/** What a Payola phase adds to its record, cut to what the viewer may see (shared/views). */
export const payolaRecord = z.object({
  funds: powerAmounts,
  after: powerAmounts,
  transfers: z.array(payolaTransfer),
  offers: z.record(z.string(), z.array(z.string())).optional(),
  accept: z.record(z.string(), z.string()).optional(),
  units: z
    .array(
      z.object({
        unit: z.string(),
        power: z.string(),
        order: z.string().optional(),
        // Absent where the viewer may not see them (shared/views/payola.ts): the price under
        // HIDE_COST and of others' units, the `*` under HIDE_OFFERS, the chart but under PUBLIC_TOTALS.
        total: z.number().optional(),
        paid: powerAmounts,
        ownerFunded: z.boolean().optional(),
        bids: z.array(z.object({ order: z.string(), by: powerAmounts, total: z.number() })).optional(),
      }),
    )
    .optional(),
  reductions: powerAmounts.optional(),
  income: z
    .record(
      z.string(),
      z.object({
        forward: z.number(),
        income: z.number(),
        balance: z.number(),
        /** VASSAL_DUMMIES: what each of the power's vassals earned for it, part of `income`. */
        vassals: powerAmounts.optional(),
        /** ZEROSUM: the bribes paid to the power's units in the year, and the centres taken and lost with the money each moved. */
        profits: z.number().optional(),
        captures: z.array(z.object({ centre: z.string(), from: z.string().nullable(), amount: z.number() })).optional(),
        losses: z.array(z.object({ centre: z.string(), to: z.string(), amount: z.number() })).optional(),
      }),
    )
    .optional(),
  /** EXCHANGE: the books, the dividends and the annual reports the viewer may see. */
  exchange: exchangeRecord.optional(),
});
/** A Payola game between phases as the viewer may see it. */
export const payolaView = z.object({
  funds: powerAmounts,
  accept: z.record(z.string(), z.string()),
  offers: z.record(z.string(), z.array(z.string())),
  transfers: z.array(payolaTransfer),
  /** EXCHANGE: the market, and the viewer's own holdings, purse and register. */
  exchange: exchangeBook.optional(),
});

/** A Global phase's record: the scars and arsenals owed as it found them, what its bombs destroyed, who held all to go nuclear. */
const globalRecord = z.object({
  before: z.object({
    wasteland: z.object({ destroyed: z.array(z.string()), removed: z.array(z.string()), cutOff: z.array(z.string()) }),
    entitled: z.record(z.string(), z.number().int()),
  }),
  destroyed: z.array(z.string()).optional(),
  nuclear: z.array(z.string()).optional(),
});

export const phaseRecord = z.object({
  position,
  orders: z.record(z.string(), z.array(z.string())),
  results: z.array(orderReport),
  processedAt: z.number(),
  /** The powers that had not given all their orders when the phase was processed: their units took the judge's defaults (civil disorder). */
  late: z.array(z.string()).optional(),
  /** A Payola game's money in this phase, as the viewer may see it. */
  payola: payolaRecord.optional(),
  /** A Card game's movement turn, step by step. */
  card: cardRecord.optional(),
  /** A Global game's scars and arsenals owed as the phase found them, the spaces its bombs destroyed, the powers whose units all held. */
  global: globalRecord.optional(),
});

export const pressMessage = z.object({
  id: z.number(),
  at: z.number(),
  phase: z.string(),
  /** A power, MASTER, OBSERVER, or ANONYMOUS (grey press, to its readers). */
  from: z.string(),
  /** For a message from an observer: the observer's player id, shown to the master and to the observer himself (to others once the names are shown). */
  observer: z.string().optional(),
  to: z.array(z.string()),
  kind: z.enum(['private', 'broadcast']),
  body: z.string(),
  /** Grey press (shown so to the master and the writer; others see it from ANONYMOUS). */
  grey: z.literal(true).optional(),
  /** Fake press: whom it claims to be from and to (shown to the master and the writer; others see the claim as from and to). */
  claim: z.object({ from: z.string(), to: z.array(z.string()), kind: z.enum(['private', 'broadcast']) }).optional(),
  /** The master's OFFICIAL subject, when he sent it as an official message. */
  official: z.string().optional(),
  /** Sent after the game ended. */
  afterEnd: z.literal(true).optional(),
  /** An end-of-game statement: a broadcast after the end, kept in the game's archive (unless NO_EOG). */
  eog: z.literal(true).optional(),
});

export const ending = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('solo'), winner: z.string() }),
  z.object({ kind: z.literal('draw'), powers: z.array(z.string()), unreachable: z.literal(true).optional() }),
  z.object({ kind: z.literal('concession'), winner: z.string() }),
  z.object({ kind: z.literal('terminated') }),
  /** LAST_MAN_STANDING: one unit left on the board ("A PAR"), the winner's. */
  z.object({ kind: z.literal('last_man'), winner: z.string(), unit: z.string() }),
  /** Global: too few centres left on the globe; everyone loses. */
  z.object({ kind: z.literal('uninhabitable') }),
]);

const gameStatus = z.enum(['forming', 'active', 'finished']);
const seatStatus = z.enum(['open', 'taken', 'vacant', 'dummy', 'eliminated']);

/** A game as one viewer may see it (shared/views): nothing in it that viewer may not see. */
export const gameView = z.object({
  id: z.string(),
  name: z.string(),
  /** The master's words about the game (DESC), when he gave some. */
  description: z.string().optional(),
  variant: z.string(),
  /** Crystal Ball games: the edition of the rules, where the view gives it. */
  edition: z.enum(['revised', 'original']).optional(),
  /** Payola games: the income directives (TAX, CAP), when the master gave some. */
  directives: z.array(z.string()).optional(),
  map: z.string(),
  rules: z.array(z.string()),
  deadlines: z.object({ movement: z.number(), retreats: z.number(), adjustments: z.number(), grace: z.number() }),
  /** Centres needed to win this game-year. */
  victory: z.number(),
  listed: z.boolean(),
  /** A friends' game: the players' names are shown to everyone from the start. */
  showNames: z.boolean(),
  /** Everyone may see who plays which power now (a friends' game; the end, unless NO_REVEAL; REVEAL). */
  namesShown: z.boolean(),
  status: gameStatus,
  paused: z.boolean(),
  createdAt: z.number(),
  revision: z.number(),
  phase: z.string(),
  position,
  deadline: z.number().nullable(),
  remaining: z.number().nullable(),
  seats: z.array(
    z.object({
      power: z.string(),
      status: seatStatus,
      /** The player's name; null for none, or when it is hidden from this viewer (`hidden`). */
      player: z.string().nullable(),
      /** Someone plays the seat, but who is secret from this viewer until the names are shown. */
      hidden: z.boolean(),
      owes: z.boolean(),
      /** The power has sent orders for this phase, complete or not. */
      submitted: z.boolean(),
      /** none: nothing sent; incomplete: some unit, build or removal owed has no order; complete: nothing left to the judge's defaults. */
      orderStatus: z.enum(['none', 'incomplete', 'complete']),
      centers: z.number(),
      units: z.number(),
      /** Master only: the seat's player took it over and is kept from its earlier private press until the master's `handover`. */
      pressHeldBack: z.literal(true).optional(),
      /** BLIND: this power's counts are not the viewer's to know; `centers` and `units` are what his board shows of it. */
      countsUnknown: z.literal(true).optional(),
      /** HIDE_LATE_POWERS: whether this power's orders are in is kept from the viewer; `submitted` and `orderStatus` then say nothing. */
      lateHidden: z.literal(true).optional(),
      /** Who controls this dummy now (a power whose player orders it, or MASTER); absent when nobody does, or when HIDE_DUMMIES keeps it secret. */
      controller: z.string().optional(),
      /** Master only: the seat is vacant and its last player may be revived (`master/revive`): his name, and whether the judge writes to him. */
      revivable: z.object({ name: z.string(), mail: z.boolean() }).optional(),
    }),
  ),
  observers: z.number(),
  /** The most observers the game takes: past it, an observe is refused (409 observers_full). */
  maxObservers: z.number(),
  /**
   * The deadline has passed and the game waits for the master (or the last orders): the
   * powers late at the deadline (under HIDE_LATE_POWERS only the viewer's own; the master's,
   * all). Null while the deadline runs, or when it processes the phase.
   */
  late: z.array(z.string()).nullable(),
  /** How many phases have been processed; they are read a page at a time (`GET /api/games/:id/history`). */
  phases: z.number(),
  /** The phase processed last, as the viewer may see it; null before the first. */
  lastPhase: phaseRecord.nullable(),
  /** Supply centres per power at the start, then at the last board of each game-year: the centre chart's figures. */
  centres: z.array(z.object({ phase: z.string(), counts: z.record(z.string(), z.number()) })),
  /** Master only: phases a ROLLFORWARD can replay. */
  rollforward: z.number(),
  ending: ending.nullable(),
  viewer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('anonymous') }),
    z.object({ kind: z.literal('master') }),
    z.object({ kind: z.literal('player'), playerId: z.string(), name: z.string(), power: z.string().nullable() }),
    z.object({ kind: z.literal('observer'), playerId: z.string(), name: z.string() }),
  ]),
  /** This phase's orders the viewer may see. */
  orders: z.record(z.string(), z.array(z.string())),
  waits: z.record(z.string(), z.boolean()),
  /** The viewer's own vote only: votes are secret. */
  votes: z.record(
    z.string(),
    z.union([z.object({ kind: z.literal('draw'), most: z.number().optional() }), z.object({ kind: z.literal('concede'), to: z.string() }), z.null()]),
  ),
  /**
   * How many messages the viewer may read (sent or received, broadcasts included) and the
   * newest one's id (null: none); they are read a page at a time (`GET /api/games/:id/press`).
   */
  press: z.object({ count: z.number(), newest: z.number().nullable() }),
  /**
   * Crystal Ball games only: the order lists the viewer may see (his own power's; the
   * master's all; everyone's all once the game has ended) of the phases in the pipe, and
   * the standing lists. Processed lists come with their phases in the history's pages.
   */
  lists: z.array(listView).optional(),
  /** Crystal Ball games only: the movement phases in the pipe, the front first, and whether each is locked. */
  pipe: z.array(z.object({ phase: z.string(), locked: z.boolean() })).optional(),
  /** Payola games: the treasuries, acceptance lists, sheets and transfers the viewer may see. */
  payola: payolaView.optional(),
  /** Card games, in a movement turn: the table (cards shown, whose turn and its clock, passes, steps) and the viewer's own deck. */
  card: cardView.optional(),
  /** Global games: the destroyed spaces, removed and cut-off centres, the seasonal spaces closed now, the arsenals each power may build. */
  global: z.object({
    destroyed: z.array(z.string()),
    removed: z.array(z.string()),
    cutOff: z.array(z.string()),
    closed: z.array(z.string()),
    entitled: z.record(z.string(), z.number().int()),
    /** The board's setup for fewer players (XIV.2: global5, global4, global3). */
    setup: z.string().optional(),
    /** The game ends at the end of the first year in which a power is eliminated, the most centres winning (III). */
    firstElimination: z.literal(true).optional(),
  }).optional(),
  /**
   * The caller's own address in this game (master, player or observer only) and how it
   * stands: none (the judge mails him nothing), waiting (a code was mailed there: give it
   * to `contact/confirm`), unconfirmed (no code may be given any more: only a mail from it
   * confirms it), confirmed (the judge writes to it).
   */
  contact: z
    .object({
      email: z.string().nullable(),
      state: z.enum(['confirmed', 'waiting', 'unconfirmed', 'none']),
      /** Further addresses (SET ADDRESS with several), each as it stands. */
      also: z.array(z.object({ email: z.string(), state: z.enum(['confirmed', 'waiting', 'unconfirmed']) })).optional(),
    })
    .optional(),
  /** BLIND games: the provinces and centres the viewer sees; the rest of the board is fog. Absent when he sees it all. */
  sight: z.object({ places: z.array(z.string()), centres: z.array(z.string()) }).optional(),
  /**
   * PROPOSE_DIAS games: the ending being voted on, a draw including all survivors or a
   * concession; who proposed it (null when HIDE_PROPOSER keeps it from the viewer); whether
   * the viewer's power has accepted it (null: he does not vote). Absent when none stands.
   */
  proposal: z
    .object({
      ending: z.union([z.object({ kind: z.literal('draw') }), z.object({ kind: z.literal('concede'), to: z.string() })]),
      by: z.string().nullable(),
      accepted: z.boolean().nullable(),
    })
    .optional(),
  /**
   * The absences set (SET ABSENCE), epoch milliseconds: no deadline is set from `from` to
   * `to`. `by`: the power that asked, or MASTER; null where HIDE_ABSENTEES hides it from
   * the caller. Absent when there is none.
   */
  absences: z.array(z.object({ from: z.number(), to: z.number(), by: z.string().nullable() })).optional(),
  /** A private game: join and takeover need its privacyPassword. */
  privateGame: z.boolean(),
});

/** `POST /api/games`. The master's secret is shown this once. */
export const createGameResponse = z.object({
  id: z.string(),
  masterSecret: z.string(),
  game: gameView,
});

/** A player's or observer's secret is shown this once. */
export const joinResponse = z.object({
  playerId: z.string(),
  secret: z.string(),
  power: z.string().nullable(),
});

export const gameResponse = z.object({ game: gameView });

/** REVIVE's answer: the game, and the player's new password and web secret when the judge cannot mail them to him. */
export const reviveResponse = z.object({
  game: gameView,
  revived: z.object({ power: z.string(), password: z.string(), secret: z.string() }).optional(),
});

/** The answer to one order line. */
export const orderAnswer = z.union([
  z.object({ text: z.string(), accepted: z.literal(true), order: z.string(), replaces: z.string().optional() }),
  z.object({ text: z.string(), accepted: z.literal(false), error: problem }),
]);

/** `PUT /api/games/:id/orders`: each line answered, in order. */
export const ordersResponse = z.object({
  power: z.string(),
  answers: z.array(orderAnswer),
  game: gameView,
});

/** `GET /api/games/:id/orders`: the orders of this phase the caller may see. */
export const ordersView = z.object({
  phase: z.string(),
  orders: z.record(z.string(), z.array(z.string())),
});

/** A page of history or press holds at most `PAGE_MAX`, and `PAGE_DEFAULT` when the caller does not say. */
const pageLimit = z.coerce
  .number({ error: `limit is a whole number from 1 to ${PAGE_MAX}.` })
  .int({ error: `limit is a whole number from 1 to ${PAGE_MAX}.` })
  .min(1, { error: `limit is a whole number from 1 to ${PAGE_MAX}.` })
  .max(PAGE_MAX, { error: `A page holds at most ${PAGE_MAX}: ask for the next one with before.` })
  .default(PAGE_DEFAULT);
const pageCursor = (what: string) =>
  z.coerce
    .number({ error: `before is ${what}, as the page before gave it in next.` })
    .int({ error: `before is ${what}, as the page before gave it in next.` })
    .min(0, { error: `before is ${what}, as the page before gave it in next.` })
    .max(Number.MAX_SAFE_INTEGER, { error: `before is ${what}, as the page before gave it in next.` })
    .optional();

/** `GET /api/games/:id/press` query: a page, newest first; `before` is the `next` of the page before. */
export const pressQuery = z.strictObject({
  before: pageCursor('the id of a message'),
  limit: pageLimit,
});

/** `GET /api/games/:id/press`: a page of the messages the caller may read, newest first. */
export const pressList = z.object({
  press: z.array(pressMessage),
  /** How many messages the caller may read in all. */
  total: z.number(),
  /** The `before` of the page of older messages; null when this page holds the oldest. */
  next: z.number().nullable(),
});

/** `GET /api/games/:id/history` query: a page; `before` is the `next` of the page before (absent: the newest phases). */
export const historyQuery = z.strictObject({
  before: pageCursor('the number of a processed phase'),
  limit: pageLimit,
});

/**
 * `GET /api/games/:id/history`: a page of processed phases, oldest first, numbered from
 * `from` (0 is the game's first phase).
 */
export const historyResponse = z.object({
  phases: z.array(phaseRecord),
  from: z.number(),
  /** How many phases have been processed in all. */
  total: z.number(),
  /** The `before` of the page of older phases; null when this page reaches the first. */
  next: z.number().nullable(),
  /** Crystal Ball games only: the processed lists of these phases the caller may see. */
  lists: z.array(listView).optional(),
});

/** `POST /api/games/:id/master/preview`: what processing now would give; nothing changes. */
export const previewResponse = z.object({ record: phaseRecord, next: z.string() });

export const gameSummary = z.object({
  id: z.string(),
  name: z.string(),
  variant: z.string(),
  map: z.string(),
  status: z.enum(['forming', 'active', 'finished']),
  phase: z.string(),
  deadline: z.string().nullable(),
  rules: z.array(z.string()),
  listed: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  ending: ending.nullable(),
  powers: z.number(),
  joined: z.number(),
});

/** `GET /api/games`: a page of the list, newest first; `next` is the cursor of the next page. */
export const gameList = z.object({ games: z.array(gameSummary), next: z.string().nullable() });

/** `GET /api/games/:id/export` query. */
export const exportQuery = z.strictObject({
  /** Include the press (only once the game has ended). */
  press: z.enum(['true', 'false']).optional(),
});

/** `GET /api/games/:id/export`: the saved-game JSON of the MILA `diplomacy` package. */
export const milaExport = z.object({
  id: z.string(),
  map: z.string(),
  rules: z.array(z.string()),
  phases: z.array(
    z.looseObject({
      name: z.string(),
      state: z.looseObject({ name: z.string() }),
      orders: z.record(z.string(), z.array(z.string()).nullable()),
      results: z.record(z.string(), z.array(z.string())),
      messages: z.array(z.looseObject({ sender: z.string(), recipient: z.string(), message: z.string() })),
    }),
  ),
});

/** `GET /api/health`. */
export const healthResponse = z.object({ ok: z.literal(true), version: z.string() });

/** A board the instance has, as a player choosing one is told of it (shared/map/boards.ts). */
export const mapInfo = z.object({
  /** What `map` at creation names it by: "pure". */
  name: z.string(),
  title: z.string(),
  credit: z.string().optional(),
  about: z.string().optional(),
  /** The powers, in the map's order. */
  powers: z.array(z.string()),
  /** Supply centres on the board. */
  centres: z.number().int(),
  /** Units on the board at the start. */
  units: z.number().int(),
  /** Centres needed to win in the first game-year. */
  victory: z.number().int(),
});

/** `GET /api/maps`: every board a game can be made on, by name. */
export const mapList = z.object({ maps: z.array(mapInfo) });

/** `GET /api/maps/:name`. */
export const mapResponse = z.object({ map: mapInfo });

/**
 * What the game's WebSocket pushes after every change: a newly processed phase and a new
 * message each on their own, to those who may see them, then the game as the client may
 * now see it (the current phase only). An error answers a message the judge does not take.
 */
export const socketMessage = z.union([
  z.object({ type: z.literal('game'), game: gameView }),
  z.object({ type: z.literal('phase'), index: z.number(), record: phaseRecord, lists: z.array(listView).optional() }),
  z.object({ type: z.literal('press'), message: pressMessage }),
  /** Card: one step of a turn played live (the game follows in its own message). */
  z.object({ type: z.literal('card_step'), phase: z.string(), step: cardStep }),
  z.object({ type: z.literal('error'), error: problem }),
]);
