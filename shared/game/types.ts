import type { OrderReport, Position } from '../adjudicate/types.js';
import type { PowerName } from '../map/types.js';
import type { Order } from '../orders/types.js';
import type { Problem } from '../result.js';
import type { Edition as CrystalEdition } from '../variants/crystal-ball/lists.js';
import type { Pipeline } from '../variants/crystal-ball/pipeline.js';
import type { PayolaGame, PayolaRecord, Transfer } from '../variants/payola/state.js';
import type { CardGame, CardRecord, CardTurnStep } from '../variants/card/state.js';
import type { GlobalRecord, GlobalState } from '../variants/global/state.js';

/**
 * The vocabulary of a game as the judge runs it. Every door (the HTTP API, the mail door,
 * the deadline alarm) turns what it receives into a `Command`, which `apply` (apply.ts)
 * carries out against a `GameState`, giving the new state and the `GameEvent`s to send
 * out. The state is plain JSON: the GameRoom stores it as it is.
 */

export const GAME_STATUSES = ['forming', 'active', 'finished'] as const;
/** Forming: players are joining. Active: phases are being played. Finished: over, archived. */
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Who is asking. Authentication happens at the door; the game checks only what each may do. */
export type Actor =
  | { readonly kind: 'master' }
  | { readonly kind: 'player'; readonly playerId: string }
  | { readonly kind: 'observer'; readonly playerId: string }
  /** The judge itself: the deadline alarm. */
  | { readonly kind: 'system' };

/** Minutes allowed for each kind of phase, and the grace period after a deadline. */
export interface Deadlines {
  readonly movement: number;
  readonly retreats: number;
  readonly adjustments: number;
  /** Minutes after the deadline before late powers are put in civil disorder; 0 for none. */
  readonly grace: number;
}

export interface GameSettings {
  readonly name: string;
  /**
   * crystal_ball: Crystal Ball on the game's map (the rules of `edition`), its orders kept
   * in `GameState.crystal`. payola: Payola, units obeying the highest bribe, the money in
   * `GameState.payola`. solitaire: the standard game played by the master alone, every
   * power a dummy, started when made (shared/variants/solitaire).
   */
  readonly variant: 'standard' | 'crystal_ball' | 'payola' | 'solitaire' | 'global' | 'card';
  /**
   * Crystal Ball only: which rules the lists follow, the revised (with proxies; the
   * default, also when absent) or the original (standing retreat and build lists, the
   * remove list). Never set in other games.
   */
  readonly edition?: CrystalEdition;
  /**
   * Payola only: the game's income directives, as the DPjudge's game file writes them
   * (`TAX 5`, `TAX PAR 3`, `CAP 100`: shared/variants/payola/income.ts). Never set in other games.
   */
  readonly directives?: readonly string[];
  readonly map: string;
  /**
   * One of the board's other setups (map/boards.ts `boardSetups`: a map file of its folder
   * that USEs it), played instead of the board itself: Global's `global5`, `global4` and
   * `global3` for fewer players (seed 002, XIV.2). Absent: the board as it is.
   */
  readonly setup?: string;
  /** The DPjudge rule names in force, as the catalogue (shared/rules) spells them. */
  readonly rules: readonly string[];
  /**
   * Rules the master asked for with their suffix (`EAVESDROP!`), announced: they are shown in
   * the game's listings and pages like any other, where unannounced they are the master's to
   * know (shared/views/rules.ts). Absent: none.
   */
  readonly announced?: readonly string[];
  readonly deadlines: Deadlines;
  /** Whether the game is listed publicly. */
  readonly listed: boolean;
  /**
   * Centres needed to win; absent: the map's VICTORY for the game-year (half the centres
   * plus one on the standard board). Small games and tests set it lower.
   */
  readonly victory?: number;
  /**
   * Minutes before the deadline at which powers still owing orders are reminded by mail;
   * 0 for no reminder; absent: DEFAULT_REMINDER_MINUTES (clock.ts).
   */
  readonly reminderMinutes?: number;
  /**
   * A friends' game: everyone may see who plays which power from the start. Absent or
   * false (the DPjudge's way): the names stay secret, seen only by the master and each
   * player for his own seat, until the game ends (under NO_REVEAL, until the master's REVEAL).
   */
  readonly showNames?: boolean;
  /**
   * Whether one address may hold more than one role in the game (several powers, or a
   * power and an observer's seat). Absent or false: one address, one role, as on the
   * DPjudge; the master allows more when he makes the game.
   */
  readonly multipleRoles?: boolean;
  /** The master's words about the game (DESC after a mail CREATE), shown in LIST, SUMMARY and the view. */
  readonly description?: string;
  /**
   * How many observers the game takes at most; absent: DEFAULT_MAX_OBSERVERS
   * (commands/join.ts). The master sets it when he makes the game and changes it later.
   */
  readonly maxObservers?: number;
  /**
   * A private game (the DPjudge's PRIVATE line): a slow hash of its privacy password, which
   * a newcomer gives after his own to JOIN or TAKEOVER. Absent: anyone may.
   */
  readonly privacyHash?: string;
  /** Card only: the seconds a player has for each decision of a movement turn (stacking, ordering, passing); absent: CARD_CLOCK_SECONDS (variants/card/game.ts). */
  readonly cardClock?: number;
  /**
   * Global only (seed 002, III, "a socially kind option … agreed upon by all players prior to
   * play"): the game ends at the end of the first year in which a power is eliminated, the
   * power with the most supply centres winning (variants/global/endings.ts). Absent: it goes on.
   */
  readonly firstElimination?: true;
}

export const SEAT_STATUSES = ['open', 'taken', 'vacant', 'dummy', 'eliminated'] as const;
/**
 * A power's seat. Open: nobody has joined it yet (forming). Taken: a player plays it.
 * Vacant: its player resigned; anyone may TAKEOVER. Dummy: the master made it a dummy.
 * Eliminated: no centres and no units left.
 */
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** How a player ends the game by vote, DPjudge style without PROPOSE_DIAS. */
export type Vote =
  /**
   * A draw shared by all surviving powers; under NO_DIAS, with `most`, any draw including
   * one's own power of at most that many powers (VOTE 3WAY).
   */
  | { readonly kind: 'draw'; readonly most?: number }
  /** Concede the game to this power (possibly one's own). */
  | { readonly kind: 'concede'; readonly to: PowerName };

/**
 * PROPOSE_DIAS: an ending put to the vote by one player, for every other to accept or veto
 * (commands/proposals.ts). Who has accepted is each one's own secret.
 */
export interface Proposal {
  /** A draw of all survivors, or a concession to one power. */
  readonly ending: Vote;
  /** The power that proposed it (hidden from the players under HIDE_PROPOSER: views/proposal.ts). */
  readonly by: PowerName;
  /** The powers that have accepted it, the proposer first. */
  readonly yes: readonly PowerName[];
}

export interface Seat {
  readonly power: PowerName;
  readonly status: SeatStatus;
  /** The player in the seat, if any. */
  readonly playerId: string | null;
  /** The player's WAIT flag: the phase does not process early while it is set. */
  readonly wait: boolean;
  /** The player's secret vote; null for none. Seen by nobody else. */
  readonly vote: Vote | null;
  /**
   * Someone played this power and left it: whoever is seated next succeeds him, and reads
   * its private press only from then on (`Player.pressFrom`). Absent: nobody has left it.
   */
  readonly held?: true;
  /**
   * The last player who left this seat (resigned, or was resigned), kept so that the master
   * may REVIVE him: who he was and where he is written to, never his password or secret (a
   * revived player is given new ones). One a seat. A newcomer who leaves in the phase he
   * took the seat leaves no trace (`since`), as on the DPjudge: the one before stays here.
   */
  readonly left?: LeftPlayer;
  /** The phase the seat's player took it over (or was revived) in; absent for one seated from the start. */
  readonly since?: string;
  /**
   * Power control (seed 1.8; game/control.ts): who plays this dummy, the DPjudge's CONTROL
   * line: a power (its player orders for it) or MASTER; the first holds control now, the
   * others take it in turn under ROTATE. Absent: nobody controls it.
   */
  readonly controllers?: readonly string[];
}

/** Who left a seat (`Seat.left`): enough to seat him again as he was. */
export interface LeftPlayer {
  readonly id: string;
  readonly name: string;
  readonly contact: Contact;
  /** His `Player.pressFrom` when he left: a revived player reads the power's press as he did. */
  readonly pressFrom?: number;
}

export interface Player {
  readonly id: string;
  /** The name the player goes by in this game. */
  readonly name: string;
  /** The power played, or null for an observer (and for a player whose power is still to be dealt). */
  readonly power: PowerName | null;
  /**
   * A player who joined a POWER_CHOICE game without choosing: his power is dealt when the
   * game starts, from those nobody chose, so that the choice stays open to the others
   * until then (as on the DPjudge). Absent for everyone else.
   */
  readonly awaitsPower?: true;
  /** A hash of the player's secret (the door hashes; the game only stores it). */
  readonly secretHash: string;
  /**
   * A slow hash of the password a mail player signs on with (the mail door hashes it);
   * absent for a player who has none (he joined on the web and never set one).
   */
  readonly passwordHash?: string;
  /** How the player wants to hear from the judge. */
  readonly contact: Contact;
  /**
   * The id of the first message of his power's private press this player may read: set
   * when he takes over a seat, so that a successor does not read what was written to or
   * by the power before him; removed when the master hands the earlier press over
   * (HANDOVER). Absent: all of it. Broadcasts are everyone's whatever it says.
   */
  readonly pressFrom?: number;
  /**
   * A monitor (the mail's MONITOR): someone without a power who is mailed only the game's
   * results, deadline changes and its end; he neither sends nor reads press, and is not
   * listed among the observers. Absent: a player or an observer.
   */
  readonly monitor?: true;
  /**
   * An investor (the mail's INVEST, Payola's EXCHANGE): a seat without a power that holds
   * money and shares in the powers (`GameState.payola.exchange`). Absent: anyone else.
   */
  readonly investor?: true;
}

export interface Contact {
  readonly email: string | null;
  readonly by: 'web' | 'mail' | 'both';
  /**
   * More addresses the same mail goes to (SET ADDRESS with several), each written to once
   * confirmed, as `email` is; at most MAX_ADDRESSES in all. Absent: `email` alone.
   */
  readonly also?: readonly string[];
}

/**
 * An order line accepted at entry: the text as written, and the grammar's reading of it
 * kept beside it, so that the deadline adjudicates without parsing again.
 */
export interface StoredOrder {
  readonly text: string;
  readonly order: Order;
}

/** The answer to one line of an `orders` command. */
export type OrderAnswer =
  | {
      readonly text: string;
      readonly accepted: true;
      /** The judge's own form of the order. */
      readonly order: string;
      /** The order it took the place of, in the judge's form, when the unit (or build site) was ordered already. */
      readonly replaces?: string;
    }
  | { readonly text: string; readonly accepted: false; readonly error: Problem };

/** One processed phase, as the history keeps it. */
export interface PhaseRecord {
  /** The position at the start of the phase. */
  readonly position: Position;
  /** Every power's orders as entered (the judge's defaults are in the results). */
  readonly orders: Readonly<Record<PowerName, readonly string[]>>;
  readonly results: readonly OrderReport[];
  /** When it was processed, epoch milliseconds. */
  readonly processedAt: number;
  /**
   * The powers that owed orders and had not given them all when the phase was processed
   * at its deadline or by the master: their units took the judge's defaults (civil
   * disorder). Absent when nobody was late.
   */
  readonly late?: readonly PowerName[];
  /** A Payola game's money in this phase (shared/variants/payola/state.ts); absent in every other game. */
  readonly payola?: PayolaRecord;
  /** A Card game's movement turn, step by step (shared/variants/card/state.ts); absent in every other record. */
  readonly card?: CardRecord;
  /** A Global game's scars and arsenals owed as the phase found them, and what it did to them (variants/global/state.ts); absent in every other record. */
  readonly global?: GlobalRecord;
}

export const PRESS_KINDS = ['private', 'broadcast'] as const;
export type PressKind = (typeof PRESS_KINDS)[number];

/** A press message. `from` and `to` name powers, or 'MASTER'; an observer writes as 'OBSERVER'. */
export interface PressMessage {
  readonly id: number;
  readonly at: number;
  /** The phase it was sent in. */
  readonly phase: string;
  readonly from: PowerName | 'MASTER' | 'OBSERVER';
  /** For a message from an observer: the observer's player id, so that the master knows who wrote. */
  readonly observer?: string;
  /** Recipients; for a broadcast, every power and the master. */
  readonly to: readonly (PowerName | 'MASTER')[];
  readonly kind: PressKind;
  readonly body: string;
  /**
   * Grey press: its readers are not told who wrote it (`pressFor` shows it from
   * ANONYMOUS_SENDER); `from` stays the truth, for the master and the writer.
   */
  readonly grey?: true;
  /** Fake press: whom it claims to be from and to, as its readers but the master and the writer see it. */
  readonly claim?: PressClaim;
  /**
   * OFFICIAL: the master's announcement, mailed under this subject and without the press
   * heading that says who wrote to whom (Email.txt's OFFICIAL). Only the master's press has one.
   */
  readonly official?: string;
  /** Sent after the game ended (its archive row was written without it). */
  readonly afterEnd?: true;
  /**
   * An end-of-game statement: a broadcast after the end, archived with the game's press and
   * shown as such, unless the game has NO_EOG (then it is delivered, and kept out of the archive).
   */
  readonly eog?: true;
}

/** The sender a reader of grey press is shown. */
export const ANONYMOUS_SENDER = 'ANONYMOUS';

export interface PressClaim {
  readonly from: PowerName;
  readonly to: readonly (PowerName | 'MASTER')[];
  readonly kind: PressKind;
}

export type Ending =
  | { readonly kind: 'solo'; readonly winner: PowerName }
  /** `unreachable` (Global, II): drawn because no power can reach victory any more, the bombs having left too little. */
  | { readonly kind: 'draw'; readonly powers: readonly PowerName[]; readonly unreachable?: true }
  | { readonly kind: 'concession'; readonly winner: PowerName }
  | { readonly kind: 'terminated' }
  /** LAST_MAN_STANDING (a Solitaire puzzle): one unit is left on the board, `unit` ("A PAR"), of `winner`. */
  | { readonly kind: 'last_man'; readonly winner: PowerName; readonly unit: string }
  // ▸ global (issue 14): add here
  /** Global (II): fewer centres left than victory needs: "the globe is declared uninhabitable and all players lose". */
  | { readonly kind: 'uninhabitable' };

export interface GameState {
  readonly version: 1;
  readonly id: string;
  readonly settings: GameSettings;
  readonly status: GameStatus;
  /** The master paused the game: no deadline runs, nothing processes by itself. */
  readonly paused: boolean;
  readonly createdAt: number;
  readonly masterSecretHash: string;
  /** A slow hash of the master's mail password; absent while the master has none. */
  readonly masterPasswordHash?: string;
  /**
   * How the master hears from the judge (the start, results, press to him, notices of
   * seats changing hands); absent: no address yet, and mail as soon as he gives one
   * (MASTER_CONTACT_DEFAULT, actors.ts).
   */
  readonly masterContact?: Contact;
  readonly seats: Readonly<Record<PowerName, Seat>>;
  readonly players: readonly Player[];
  /** The position of the phase being played (before the game starts: the map's start). */
  readonly position: Position;
  /** This phase's orders so far, by power. */
  readonly orders: Readonly<Record<PowerName, readonly StoredOrder[]>>;
  /** Powers that have submitted orders for this phase (even an empty set, e.g. all holds). */
  readonly submitted: readonly PowerName[];
  /** The deadline of this phase, epoch milliseconds; null when there is none (and while paused). */
  readonly deadline: number | null;
  /** While paused: the milliseconds that were left before the deadline, given back on resume; null otherwise. */
  readonly remaining: number | null;
  readonly history: readonly PhaseRecord[];
  /** Phases undone by ROLLBACK, for ROLLFORWARD: the next to replay (the earliest phase) first. */
  readonly undone: readonly PhaseRecord[];
  readonly press: readonly PressMessage[];
  readonly ending: Ending | null;
  /** Counts every change, so that clients can tell what they have seen. */
  readonly revision: number;
  /**
   * A Crystal Ball game's order pipeline (shared/variants/crystal-ball/pipeline.ts): the
   * lists of the movement phases in the pipe; `position` is always its board. Absent in
   * every other game.
   */
  readonly crystal?: Pipeline;
  /** A Payola game's treasuries, acceptance lists, this phase's sheets and transfers; absent in every other game. */
  readonly payola?: PayolaGame;
  /**
   * Who was late when this phase's deadline (and grace) passed, recorded once by the
   * alarm. It belongs to that phase and deadline only (`lateNow` checks both), so a new
   * deadline or phase leaves it stale rather than wrong. Absent until a deadline passes.
   */
  readonly late?: LateRecord;
  /** The master has revealed who played which power (REVEAL, in a NO_REVEAL game that has ended). */
  readonly revealed?: boolean;
  /**
   * BLIND: the players and observers (by player id) the master made OMNISCIENT: they see
   * the whole board and every result, as the master does (shared/views/blind.ts). Absent: none.
   */
  readonly omniscient?: readonly string[];
  /**
   * The seats' controllers at the start of each phase of `history` (same index), so that a
   * ROLLBACK gives back the control of then (game/control.ts). Absent in a game where no
   * seat has been controlled.
   */
  readonly controlAt?: readonly Readonly<Record<PowerName, readonly string[]>>[];
  /**
   * Times on which no deadline is set (DPjudge's SET ABSENCE, the TIMING line's NOT): a
   * deadline that would fall in one is moved past its end when a phase opens
   * (absences.ts). Each is dropped once it is over. Absent: none.
   */
  readonly absences?: readonly Absence[];
  /**
   * PREVIEW: this phase, at this deadline, was ready and its would-be results went to the
   * master only (preview.ts); the game waits for his PROCESS. Stale once the phase or the
   * deadline changes. Absent: never previewed so.
   */
  readonly previewed?: { readonly phase: string; readonly deadline: number | null };
  /** PROPOSE_DIAS: the ending being voted on; absent: none. */
  readonly proposal?: Proposal;
  /**
   * The game's settings as each phase of `history` was played, kept only where they
   * changed: each entry holds from its `at` (a history index) to the next entry's. A
   * ROLLBACK FULL gives back those of the phase it returns to (game/settings-log.ts).
   * Absent in a game never processed.
   */
  readonly settingsAt?: readonly { readonly at: number; readonly settings: GameSettings }[];
  // ▸ payola (issue 13): add here
  // ▸ rules16-mail (issue 16): add here
  // ▸ rules16-time (issue 16): add here
  // ▸ global (issue 14): add here
  /** Global: what the bombs left and the arsenals owed (variants/global/state.ts); absent in every other game. */
  readonly global?: GlobalState;
  // ▸ card (issue 15): add here
  /** Card: the decks, the turn played one order at a time, the round, the clock of the decision due; absent in every other game and outside its movement turns. */
  readonly card?: CardGame;
}

/** A time on which no deadline is set, and who asked for it. */
export interface Absence {
  readonly from: number;
  readonly to: number;
  readonly by: PowerName | 'MASTER';
}

/** The powers late at a phase's deadline. */
export interface LateRecord {
  readonly phase: string;
  readonly deadline: number;
  readonly powers: readonly PowerName[];
}

/**
 * Under the original Crystal Ball rules, the `phase` of an `orders` command that names one
 * of the power's lists other than a movement list (upper case; the engine also takes lower).
 */
export const STANDING_LIST_NAMES = ['RETREATS', 'BUILDS', 'REMOVES'] as const;
export type StandingListName = (typeof STANDING_LIST_NAMES)[number];

/** What a door asks of a game. */
export type Command =
  /** `privacy`, in a private game: the privacy hash the door matched the password given against. */
  | { readonly type: 'join'; readonly playerId: string; readonly name: string; readonly secretHash: string; readonly passwordHash?: string; readonly power?: PowerName; readonly contact?: Contact; readonly privacy?: string }
  /** `monitor`: the newcomer is a monitor (Player.monitor), mailed the results only; he needs an address. */
  | { readonly type: 'observe'; readonly playerId: string; readonly name: string; readonly secretHash: string; readonly passwordHash?: string; readonly contact?: Contact; readonly monitor?: boolean; readonly investor?: boolean }
  /**
   * Master: start a forming game (START_MASTER, or before it is full with dummies for the
   * empty seats). `from`, here and on the other commands that move the game: the phase the
   * master saw it in (MasterMove); another is refused as stale.
   */
  | { readonly type: 'start'; readonly from?: string }
  /** Replace (or, with `add`, extend) the power's orders for this phase. */
  /**
   * Crystal Ball: `phase` names the movement phase a list is for ("F1901M", or any form
   * parsePhase reads); absent, the orders are for the retreat or adjustment phase on the
   * board (revised rules). Under the original rules `phase` may instead name one of the
   * power's other lists, replaced whole at any time: "RETREATS" (the standing retreat
   * list), "BUILDS" (the standing build list), "REMOVES" (the remove list for the next
   * winter); STANDING_LIST_NAMES. Every order is then in a list.
   */
  | { readonly type: 'orders'; readonly power: PowerName; readonly lines: readonly string[]; readonly add?: boolean; readonly phase?: string }
  | { readonly type: 'clear_orders'; readonly power: PowerName }
  | { readonly type: 'wait'; readonly power: PowerName; readonly wait: boolean }
  /** `to`: powers (and/or 'MASTER') for private press, 'ALL' for a broadcast. */
  | {
      readonly type: 'press';
      readonly to: readonly (PowerName | 'MASTER')[] | 'ALL';
      readonly body: string;
      readonly from?: PowerName;
      /** Sent without the sender's name (WHITE_GREY; GREY_PRESS and YELLOW_PRESS make it so anyway). */
      readonly grey?: boolean;
      /** The master's OFFICIAL subject: the press goes out under it, without its heading (MAX_OFFICIAL_SUBJECT characters at most). */
      readonly official?: string;
      /** FAKE_PRESS: the sender and the recipients the message claims (each absent: the true ones). */
      readonly fake?: { readonly from?: PowerName; readonly to?: readonly (PowerName | 'MASTER')[] | 'ALL' };
    }
  | { readonly type: 'vote'; readonly power: PowerName; readonly vote: Vote | null }
  | { readonly type: 'resign'; readonly power: PowerName }
  | { readonly type: 'takeover'; readonly power: PowerName; readonly playerId: string; readonly name: string; readonly secretHash: string; readonly passwordHash?: string; readonly contact?: Contact; readonly privacy?: string }
  /** The caller's own mail password (the master's, a player's, an observer's), as a slow hash. */
  | { readonly type: 'set_password'; readonly passwordHash: string }
  /** How the caller (the master, a player or an observer) wants to hear from the judge: his address, the way, or both; what is left out stays. */
  /** `also`: the further addresses (none: []), replacing those kept; absent: they stay as they were (dropped with a null `email`). */
  | { readonly type: 'set_contact'; readonly email?: string | null; readonly by?: Contact['by']; readonly also?: readonly string[] }
  /** Master: process now; with `onlyIfComplete` (DPjudge's PROCESS without "!") only if no power that owes orders lacks any. */
  | { readonly type: 'process'; readonly onlyIfComplete?: boolean; readonly from?: string }
  | { readonly type: 'preview' }
  /**
   * `phase`: the phase to go back to ('FORMING': before the first, the game forming again
   * with its players on their powers); absent, the last processed. `restore`: the orders
   * of then come back (RESTORE); absent, they are cleared, as on the DPjudge. `full`: the
   * game's settings (rules, description, deadlines …) as they were then too (FULL).
   */
  | { readonly type: 'rollback'; readonly phase?: string; readonly from?: string; readonly restore?: boolean; readonly full?: boolean }
  /** Replay the phase the last ROLLBACK undid; with `phase`, every undone phase until the game is at that phase. */
  | { readonly type: 'rollforward'; readonly phase?: string; readonly from?: string }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'set_deadline'; readonly at: number | null }
  | { readonly type: 'dummy'; readonly power: PowerName }
  /** Master: the power's player may read its private press from before he took the seat over. */
  | { readonly type: 'handover'; readonly power: PowerName }
  | { readonly type: 'terminate'; readonly from?: string }
  /** Master: show everyone who played which power, once a NO_REVEAL game has ended (DPjudge's REVEAL). */
  | { readonly type: 'reveal' }
  /** Master: the most observers the game takes from now on (those already in stay). */
  | { readonly type: 'set_max_observers'; readonly max: number }
  /**
   * Payola: the power's acceptance list, its powers' initials in the order it prefers
   * their money ("FGE?"; `?` the others in a random order), standing until changed.
   */
  | { readonly type: 'accept'; readonly power: PowerName; readonly list: string }
  /** Payola: silver sent at once from the power's treasury to another power's. */
  | { readonly type: 'transfer'; readonly power: PowerName; readonly to: PowerName; readonly amount: number }
  /** Master: make a player or observer OMNISCIENT in a BLIND game (he sees all), or no longer. */
  | { readonly type: 'set_omniscient'; readonly playerId: string; readonly omniscient: boolean }
  /** Master: who controls this dummy (powers in turn, or MASTER); none frees it (commands/control.ts). */
  | { readonly type: 'control'; readonly power: PowerName; readonly controllers: readonly string[] }
  /**
   * SET ABSENCE: no deadline is to be set from `from` (absent: now) until `to`, epoch
   * milliseconds. Players (not under NO_ABSENCES) for at most fourteen days; the master for any time.
   */
  | { readonly type: 'set_absence'; readonly from?: number; readonly to: number }
  /** Drop the caller's absences still to come (the master's: everyone's). */
  | { readonly type: 'clear_absences' }
  /** PROPOSE_DIAS: the power proposes an ending (a draw of all survivors, or a concession), accepting it himself. */
  | { readonly type: 'propose'; readonly power: PowerName; readonly ending: Vote }
  /** PROPOSE_DIAS: the power accepts (VOTE YES) or vetoes (VOTE NO) the ending proposed. */
  | { readonly type: 'answer_proposal'; readonly power: PowerName; readonly yes: boolean }
  /** Master: the game shown in the public lists (the web's, the mail's LIST) or only to those who know its name (DPjudge's SET LISTED / SET UNLISTED). */
  | { readonly type: 'set_listed'; readonly listed: boolean }
  /** Master: the name the game is shown with (DPjudge's RENAME); its id, and so its address, stays. */
  | { readonly type: 'rename'; readonly name: string }
  /**
   * Master: remove a forming game nobody has joined (DPjudge's PURGE). The game only says
   * whether it may go (event `purged`, the state untouched); the room erases it.
   */
  | { readonly type: 'purge' }
  /** The alarm: process if the deadline (and grace) has passed. */
  // ▸ payola (issue 13): add here
  /**
   * Payola's EXCHANGE: a stockholder's vote for the company's CEO (variants/payola/ceo.ts): the
   * candidate a holder of it (a power, or an investor's name) or the company itself (its own
   * player); the voter `power` (its player) or, absent, the caller (an investor, or his power).
   */
  | { readonly type: 'elect_ceo'; readonly company: PowerName; readonly candidate: string; readonly power?: PowerName }
  /** Payola's EXCHANGE: the company's dividend for this year's dividend phase, AgP a share (variants/payola/market.ts). */
  | { readonly type: 'dividend'; readonly power: PowerName; readonly perShare: number }
  /** Payola's EXCHANGE: the price in AgP a share at which the company's IPO sells its shares; 0: it sells none. */
  | { readonly type: 'share_price'; readonly power: PowerName; readonly price: number }
  /**
   * Payola's EXCHANGE: shares bought, for `power` (its player) or, absent, the caller (an
   * investor, or his power): from the company's IPO at its price, or with `from` (a power,
   * or an investor's name) the shares that holder offered the buyer (`sell_shares`), on its terms.
   */
  | { readonly type: 'buy_shares'; readonly company: PowerName; readonly shares: number; readonly power?: PowerName; readonly from?: string }
  /** Payola's EXCHANGE: shares offered to another holder (`to`: a power, or an investor's name) at `price` AgP a share, till the phase ends or he takes them. */
  | { readonly type: 'sell_shares'; readonly company: PowerName; readonly shares: number; readonly price: number; readonly to: string; readonly power?: PowerName }
  // ▸ rules16-mail (issue 16): add here
  // ▸ rules16-time (issue 16): add here
  /**
   * Master: REVIVE, the resignation of the last player who left `power` undone (commands/revive.ts).
   * `letter`: his new password and web secret in the clear, for his welcome-back letter
   * alone; the game keeps only their hashes and hands the letter on in the `revived` event.
   */
  | { readonly type: 'revive'; readonly power: PowerName; readonly passwordHash: string; readonly secretHash: string; readonly letter?: RevivalLetter }
  // ▸ global (issue 14): add here
  // ▸ card (issue 15): add here
  /** Card: the power's deck for this movement turn, the cards on top in this order, the rest shuffled from the game's seed. */
  | { readonly type: 'card_stack'; readonly power: PowerName; readonly cards: readonly string[] }
  /** Card: the power's order at its turn in the round (one unit's order, or a retreat). */
  | { readonly type: 'card_play'; readonly power: PowerName; readonly order: string }
  /** Card: the power passes at its turn in the round (between the first and the last, three a turn). */
  | { readonly type: 'card_pass'; readonly power: PowerName }
  | { readonly type: 'tick' };

export type CommandType = Command['type'];

/** A revived player's new password and web secret, in the clear, for his welcome-back letter only. */
export interface RevivalLetter {
  readonly password: string;
  readonly secret: string;
}

/** What happened, for the doors to send out: pushes, mail, the archive. */
export type GameEvent =
  | { readonly type: 'joined'; readonly playerId: string; readonly power: PowerName | null }
  | { readonly type: 'started'; readonly phase: string }
  | { readonly type: 'orders_changed'; readonly power: PowerName }
  | { readonly type: 'wait_changed'; readonly power: PowerName }
  | { readonly type: 'press'; readonly message: PressMessage }
  | { readonly type: 'vote_changed'; readonly power: PowerName }
  | { readonly type: 'phase_processed'; readonly record: PhaseRecord; readonly next: string }
  /** The results the phase would have, for the master only; nothing changed. */
  | { readonly type: 'preview'; readonly record: PhaseRecord; readonly next: string }
  /** `restored`: with the orders of then (RESTORE); `forming`: back before the first phase (ROLLBACK FORMING), the game forming again. */
  | { readonly type: 'rolled_back'; readonly phase: string; readonly restored?: true; readonly forming?: true }
  | { readonly type: 'rolled_forward'; readonly phase: string }
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' }
  | { readonly type: 'deadline_changed'; readonly deadline: number | null }
  /**
   * The deadline (and grace) of `phase` passed with these powers' orders missing or
   * incomplete. Under civil disorder (`civilDisorder`) their units held and the phase was
   * processed; without it, the game waits for them or for the master. Once a deadline.
   */
  | { readonly type: 'late'; readonly phase: string; readonly deadline: number; readonly powers: readonly PowerName[]; readonly civilDisorder: boolean }
  | { readonly type: 'seat_changed'; readonly power: PowerName; readonly status: SeatStatus }
  /** The master handed the power's earlier private press to its player: the messages to or from it with ids below `before`. */
  | { readonly type: 'press_handed_over'; readonly power: PowerName; readonly playerId: string; readonly before: number }
  | { readonly type: 'finished'; readonly ending: Ending }
  /** The players' names are now shown to everyone (the master's REVEAL). */
  | { readonly type: 'revealed' }
  /** Payola: the power's acceptance list changed (its owner's secret). */
  | { readonly type: 'accept_changed'; readonly power: PowerName }
  /** Payola: silver sent from one treasury to another, at once; both sides are told (ANON_TRANSFER: the receiver not by whom). */
  | { readonly type: 'transfer'; readonly transfer: Transfer }
  /** An absence was entered, by a power or the master (SILENT_ABSENCES, HIDE_ABSENTEES: who is told what, absences.ts). */
  | { readonly type: 'absence_set'; readonly absence: Absence }
  /** Absences were dropped before their time. */
  | { readonly type: 'absences_cleared'; readonly by: PowerName | 'MASTER' }
  /** PROPOSE_DIAS: an ending is proposed (by whom: the views say who may know). */
  | { readonly type: 'proposed'; readonly ending: Vote; readonly by: PowerName }
  /** PROPOSE_DIAS: the power accepted the proposal (a secret of its own). */
  | { readonly type: 'proposal_accepted'; readonly power: PowerName }
  /** PROPOSE_DIAS: the proposal was vetoed and is gone (who vetoed it stays secret). */
  | { readonly type: 'proposal_vetoed' }
  /** The master listed or unlisted the game: the archive's row (the public lists) follows. */
  | { readonly type: 'listing_changed'; readonly listed: boolean }
  /** The master renamed the game: `from` is the name it was shown with before. */
  | { readonly type: 'renamed'; readonly from: string; readonly name: string }
  /** The master may purge the game: the room erases it and its archive rows. */
  | { readonly type: 'purged' }
  // ▸ payola (issue 13): add here
  // ▸ rules16-mail (issue 16): add here
  // ▸ rules16-time (issue 16): add here
  /** REVIVE: the player is back at his power (a `seat_changed` comes with it); `letter` for his welcome-back mail. */
  | { readonly type: 'revived'; readonly power: PowerName; readonly playerId: string; readonly letter?: RevivalLetter }
  // ▸ global (issue 14): add here
  // ▸ card (issue 15): add here
  /** Card: the power stacked its deck (which cards, its own secret). */
  | { readonly type: 'card_stacked'; readonly power: PowerName }
  /** Card: one step of the movement turn (cards shown, an order carried out, a pass). */
  | { readonly type: 'card_step'; readonly phase: string; readonly step: CardTurnStep }
  ;

/** What `apply` needs from the world: the time and a source of randomness, both given. */
export interface World {
  readonly now: number;
  /** A number in [0, 1). */
  readonly random: () => number;
}

export const COMMAND_ERRORS = [
  'not_allowed',
  'wrong_status',
  'unknown_power',
  'seat_taken',
  'already_joined',
  'game_full',
  'no_orders_now',
  'press_forbidden',
  'bad_vote',
  'bad_deadline',
  'nothing_to_roll',
  'paused',
  'not_ready',
  'bad_rules',
  'observers_full',
  'bad_setting',
  'press_too_long',
  'press_too_fast',
  'stale_phase',
  'unknown_map',
  /** A command the game's variant does not play (a Payola transfer in a standard game). */
  'wrong_variant',
  /** Payola: a power has made as many transfers as a phase allows (shared/variants/payola/limits.ts). */
  'too_many_transfers',
  /** An absence that is not a time to come, ends before it starts, or is longer than a player may ask. */
  'bad_absence',
  /** A private game: JOIN or TAKEOVER without its privacy password, or with another. */
  'private_game',
  // ▸ payola (issue 13): add here
  // ▸ rules16-mail (issue 16): add here
  // ▸ rules16-time (issue 16): add here
  /** REVIVE of a seat nobody has left (or whose player is in the game again as someone else). */
  'nobody_left',
  // ▸ global (issue 14): add here
  // ▸ card (issue 15): add here
  /** Card: a card that is no card, or a deck stacked with a card twice. */
  'bad_card',
  /** Card: a decision asked of a power whose turn it is not. */
  'not_your_turn',
] as const;
export type CommandError = (typeof COMMAND_ERRORS)[number];

/** What `apply` gives back: the new state, the events to send out, and the answer to the caller. */
export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** For `orders`: one answer a line, in order. */
  readonly answers?: readonly OrderAnswer[];
}
