import type { CardView } from './card-view.js';
import type { PayolaView } from '../variants/payola/state.js';
import type { GlobalView } from '../variants/global/state.js';
import type { Position } from '../adjudicate/types.js';
import type { PowerName } from '../map/types.js';
import type { Edition } from '../variants/crystal-ball/lists.js';
import type { ListView } from '../variants/crystal-ball/views.js';
import type { OrderStatus } from '../game/late.js';
import type { Deadlines, Ending, GameStatus, PhaseRecord, SeatStatus, Vote } from '../game/types.js';

/**
 * What a viewer is shown of a game: plain JSON, made by `viewGame` for one viewer, with
 * nothing in it that viewer may not see (no secret hashes, no contacts, no other power's
 * orders before they are processed, no press addressed to others, no other power's vote).
 */

/** An absence as a viewer sees it (shared/views/absences.ts). */
export interface AbsenceView {
  readonly from: number;
  readonly to: number;
  readonly by: PowerName | 'MASTER' | null;
}

/** Who the view was made for. */
export type ViewerView =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'master' }
  | { readonly kind: 'player'; readonly playerId: string; readonly name: string; readonly power: PowerName | null }
  | { readonly kind: 'observer'; readonly playerId: string; readonly name: string };

/** A seat as everyone sees it. */
export interface SeatView {
  readonly power: PowerName;
  readonly status: SeatStatus;
  /** The name of the player in the seat, if any and if the viewer may see it (`hidden` otherwise). */
  readonly player: string | null;
  /**
   * Someone plays the seat, but who stays secret from this viewer: the names are the
   * master's (and each player's own) until the game ends, unless it shows them (a friends' game).
   */
  readonly hidden: boolean;
  /** The power owes orders in this phase. */
  readonly owes: boolean;
  /** The power has submitted orders for this phase, complete or not (what they are stays secret). */
  readonly submitted: boolean;
  /** Whether what the power sent leaves nothing to the judge's defaults (`orderStatus`); who, never what. */
  readonly orderStatus: OrderStatus;
  readonly centers: number;
  readonly units: number;
  /**
   * Master only: the seat's player took it over and is kept from its earlier private press
   * until the master hands it over (HANDOVER, `pressHeldBack`). Absent otherwise.
   */
  readonly pressHeldBack?: true;
  /**
   * BLIND: the viewer is not told this power's counts; `centers` and `units` are only what
   * his own board shows of it (the seed gives a player his own counts). Absent otherwise.
   */
  readonly countsUnknown?: true;
  /**
   * HIDE_LATE_POWERS without LIST_UNORDERED: whether this power's orders are in is kept
   * from the viewer (only the master and the power's own player know it); `submitted` and
   * `orderStatus` then say nothing (false, 'none'). Absent otherwise.
   */
  readonly lateHidden?: true;
  /**
   * Who controls this dummy now (a power, or MASTER: views/control.ts), its controller's
   * player ordering for it; absent when nobody does, or when HIDE_DUMMIES keeps it secret.
   */
  readonly controller?: string;
  /** Master only: the seat is vacant and its last player may be revived (REVIVE): his name, and whether the judge writes to him. */
  readonly revivable?: { readonly name: string; readonly mail: boolean };
}

export interface GameView {
  readonly id: string;
  readonly name: string;
  /** The master's words about the game (DESC), when he gave some. */
  readonly description?: string;
  readonly variant: string;
  /** Crystal Ball games only: the rules the lists follow (revised, with proxies; or original). */
  readonly edition?: Edition;
  /** Payola games: the income directives (TAX, CAP) the master gave. */
  readonly directives?: readonly string[];
  readonly map: string;
  readonly rules: readonly string[];
  readonly deadlines: Deadlines;
  /** Centres needed to win this game-year. */
  readonly victory: number;
  readonly listed: boolean;
  /** A friends' game: the players' names are shown to everyone from the start (chosen at creation). */
  readonly showNames: boolean;
  /**
   * Everyone may see who plays which power now: a friends' game, a game that has ended
   * (under NO_REVEAL, only once the master has sent REVEAL).
   */
  readonly namesShown: boolean;
  readonly status: GameStatus;
  readonly paused: boolean;
  readonly createdAt: number;
  readonly revision: number;
  /** The phase being played (before the start: the first one). */
  readonly phase: string;
  readonly position: Position;
  readonly deadline: number | null;
  /** While paused: the milliseconds left before the deadline. */
  readonly remaining: number | null;
  readonly seats: readonly SeatView[];
  /** How many people observe the game. */
  readonly observers: number;
  /** The most observers the game takes (the master's bound). */
  readonly maxObservers: number;
  /**
   * The deadline has passed and the game waits for the master, or for the last orders:
   * the powers that were late at the deadline (`lateNow`), under HIDE_LATE_POWERS only the
   * viewer's own (the master: all). Null otherwise.
   */
  readonly late: readonly PowerName[] | null;
  /**
   * How many phases have been processed. The phases themselves are paged
   * (`GET /api/games/:id/history`, `historyPage`): the view stays the size of one phase
   * however long the game has run.
   */
  readonly phases: number;
  /**
   * The phase processed last, as the viewer may see it (`recordFor`): its results, and who
   * was in civil disorder. Null before the first.
   */
  readonly lastPhase: PhaseRecord | null;
  /** Supply centres per power at the start and at the end of each game-year, for the chart. */
  readonly centres: readonly CentrePoint[];
  /** Master only: phases a ROLLFORWARD can replay; 0 for everyone else. */
  readonly rollforward: number;
  readonly ending: Ending | null;
  readonly viewer: ViewerView;
  /** This phase's orders the viewer may see: his own power's; the master's, every power's. */
  readonly orders: Readonly<Record<PowerName, readonly string[]>>;
  /** WAIT flags the viewer may see: his own power's; the master's, and everyone's under LIST_WAITERS, every power's. */
  readonly waits: Readonly<Record<PowerName, boolean>>;
  /** Votes the viewer may see: his own power's only. Votes are secret, from the master too. */
  readonly votes: Readonly<Record<PowerName, Vote | null>>;
  /**
   * How many messages the viewer may read (sent or received, broadcasts included), and the
   * id of the newest: the messages themselves are paged (`GET /api/games/:id/press`).
   */
  readonly press: PressSummary;
  /**
   * Crystal Ball games only: the order lists the viewer may see (`visibleLists`): his own
   * power's, every list for the master and for everyone once the game has ended, others'
   * under PUBLIC_LISTS (LIMIT_LISTS: their first lines), for the phases in the pipe and the
   * standing lists. The processed lists come with the phases they belong to (`historyPage`),
   * cut the same way.
   */
  readonly lists?: readonly ListView[];
  /**
   * Crystal Ball games only: the movement phases in the pipe, the front first, and whether
   * each is locked (its lists can no longer change). Public: who wrote what is not in it.
   */
  readonly pipe?: readonly PipeView[];
  /**
   * Payola games only: the treasuries, acceptance lists, offer sheets and transfers the
   * viewer may see (`payolaViewFor`, shared/views/payola.ts): his own power's (no treasury
   * under NO_LEDGERS; ANON_TRANSFER: not who sent him money); the master's, and everyone's
   * once the game has ended, all; an observer's or a stranger's, none.
   */
  readonly payola?: PayolaView;
  /**
   * The viewer's own address in this game and how it stands (`ContactView`): only for the
   * master, a player or an observer, and only about his own. The room adds it (its address
   * table knows what was confirmed); a view made outside a room has none.
   */
  readonly contact?: ContactView;
  /**
   * BLIND games (and their modifiers): what the viewer's units and centres let him see
   * (shared/views/blind.ts). `position`, `lastPhase` and the history pages are already cut to
   * it; the board draws everything outside `places` in fog. Absent when the viewer sees the
   * whole board (every game but BLIND; in a BLIND game the master, an OMNISCIENT observer,
   * everyone once the game has ended).
   */
  readonly sight?: Sight;
  /**
   * The absences set (SET ABSENCE): times on which no deadline is set. `by` is null where
   * HIDE_ABSENTEES hides who asked from this viewer. Absent when there is none.
   */
  readonly absences?: readonly AbsenceView[];
  /** PROPOSE_DIAS: the ending being voted on (views/proposal.ts); absent when none is. */
  readonly proposal?: ProposalView;
  /** A private game: JOIN and TAKEOVER need its privacy password (the password itself is never in a view). */
  readonly privateGame: boolean;
  // ▸ payola (issue 13): add here
  // ▸ rules16-mail (issue 16): add here
  // ▸ rules16-time (issue 16): add here
  // ▸ global (issue 14): add here
  /** Global: the scars of the board, the closed seasonal spaces, the arsenals owed; absent in every other game. */
  readonly global?: GlobalView;
  // ▸ card (issue 15): add here
  /** Card: the movement turn at the table (views/card.ts); absent outside a Card game's movement turn. */
  readonly card?: CardView;
}

/**
 * How the address the viewer gave stands. none: the judge mails him nothing (no address,
 * or the web only); waiting: a code was mailed to it and may be given back; unconfirmed:
 * no code may be given any more (too many wrong ones), only a mail from it confirms it;
 * confirmed: the judge writes to it.
 */
export interface ContactView {
  readonly email: string | null;
  readonly state: 'confirmed' | 'waiting' | 'unconfirmed' | 'none';
  /** His further addresses (SET ADDRESS with several), each as it stands; absent: none. */
  readonly also?: readonly { readonly email: string; readonly state: 'confirmed' | 'waiting' | 'unconfirmed' }[];
}

/**
 * What one viewer sees of the board in a BLIND game. Places are the map's province names as
 * `Position` writes them (upper case, coasts folded: "STP" for "STP/NC").
 */
export interface Sight {
  /** The provinces whose units (or emptiness) the viewer sees. */
  readonly places: readonly string[];
  /** The supply centres whose owner the viewer sees (`position.centers` names only these). */
  readonly centres: readonly string[];
}

/** The supply centres each power held at one point of the game (`phase`: the board's phase then). */
export interface CentrePoint {
  readonly phase: string;
  readonly counts: Readonly<Record<PowerName, number>>;
}

export interface PressSummary {
  readonly count: number;
  /** The newest readable message's id; null when there is none. */
  readonly newest: number | null;
}

export interface PipeView {
  readonly phase: string;
  readonly locked: boolean;
}

/** A game as the game list shows it. */
export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly map: string;
  readonly rules: readonly string[];
  readonly listed: boolean;
  readonly status: GameStatus;
  readonly paused: boolean;
  readonly phase: string;
  readonly deadline: number | null;
  readonly createdAt: number;
  readonly revision: number;
  /** Seats nobody has taken yet. */
  readonly openSeats: number;
  readonly seats: readonly { readonly power: PowerName; readonly status: SeatStatus; readonly player: string | null }[];
  readonly ending: Ending | null;
}

/** PROPOSE_DIAS: the ending being voted on, as one viewer may see it. */
export interface ProposalView {
  /** A draw including all survivors, or a concession to one power. */
  readonly ending: Vote;
  /**
   * The power that proposed it; null when HIDE_PROPOSER keeps it from this viewer ("not
   * revealed to the players": the master and the proposer himself still know).
   */
  readonly by: PowerName | null;
  /** Whether the viewer's own power has accepted it; null for a viewer who does not vote. */
  readonly accepted: boolean | null;
}
