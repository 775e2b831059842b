import type { Position } from '../adjudicate/types.js';
import type { GameMap, PowerName } from '../map/types.js';
import type { Result } from '../result.js';
import type { Outcome } from './step.js';
import type { Actor, Command, CommandError, GameEvent, GameSettings, GameState, PhaseRecord, Player, World } from './types.js';

/*
 * How a variant plays its phases: the hooks the core commands call (commands/orders.ts,
 * commands/master.ts, commands/tick.ts, ready.ts, late.ts), so that the core never asks
 * which variant it is playing. The standard game's hooks are `standardPlay`
 * (standard-play.ts); each variant's are in its folder of shared/variants/, and `playOf`
 * (plays.ts) picks them by the game's `settings.variant`.
 */

export const ORDER_STATUSES = ['none', 'incomplete', 'complete'] as const;
/**
 * none: nothing sent. incomplete: something sent, but some unit, build or removal owed
 * has no order (the judge's default would fill it). complete: nothing left to the defaults.
 */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The game moved on: the new state and what happened. */
export interface Moved {
  readonly state: GameState;
  readonly events: GameEvent[];
}

export type OrdersCommand = Extract<Command, { type: 'orders' }>;
export type ClearOrdersCommand = Extract<Command, { type: 'clear_orders' }>;
/** The commands only some variants know; a game whose variant has none refuses them. */
export type VariantCommand = Extract<Command, { type: 'accept' | 'transfer' | 'dividend' | 'share_price' | 'buy_shares' | 'sell_shares' | 'elect_ceo' }>;
/** The commands of a turn played live, one decision at a time (Card Diplomacy). */
export type LiveCommand = Extract<Command, { type: 'card_stack' | 'card_play' | 'card_pass' }>;

/** What a new game is made from, as `createGame` has resolved it. */
export interface GameSetup {
  readonly map: GameMap;
  /** The opening position. */
  readonly position: Position;
  /** The rules, canonical (with what they imply and the map's own). */
  readonly rules: readonly string[];
  readonly settings: GameSettings;
}

/** The fields of a game's state that only some variant has: its own state. */
export type VariantState = Partial<Pick<GameState, 'crystal' | 'payola' | 'card' | 'global'>>;

export interface Play {
  /** The variant as players name it in a sentence ("Crystal Ball"); absent: its settings name. */
  readonly title?: string;
  /** The editions of the variant's rules a game may choose (`settings.edition`), the default first; absent: none may be chosen. */
  readonly editions?: readonly string[];
  /**
   * The master plays every power himself (Solitaire): every seat is a dummy, the game opens
   * its first phase when it is made (no forming), and it is unlisted unless asked otherwise.
   * Absent: players join.
   */
  readonly masterAlone?: true;
  /** The variant's own state a new game starts with (Crystal Ball's pipeline), or why the game cannot be made; absent: none. */
  readonly start?: (setup: GameSetup) => Result<VariantState, CommandError>;
  /** An `orders` command: the power's lines for the phase (orders, lists, offers), each answered. */
  readonly orders: (state: GameState, actor: Actor, command: OrdersCommand, world: World) => Outcome;
  /** A `clear_orders` command: the power takes back what it sent for the phase. */
  readonly clearOrders: (state: GameState, actor: Actor, command: ClearOrdersCommand, world: World) => Outcome;
  /** The powers (dummies excepted) still owing what the phase waits for: who is late, and PROCESS without "!". */
  readonly missing: (state: GameState) => PowerName[];
  /** Where a power's orders stand, asked only of an active game and a power that owes orders. */
  readonly orderStatus: (state: GameState, power: PowerName) => OrderStatus;
  /** Process the phase now (the deadline, the master): the `late` powers take the judge's defaults. */
  readonly processNow: (state: GameState, now: number, late: readonly PowerName[]) => Result<Moved, CommandError>;
  /** After a change that may have completed the phase: process it if every power owing orders is in. */
  readonly processIfReady: (state: GameState, events: readonly GameEvent[], now: number) => Moved;
  /** What processing now would give, for the master's eyes; nothing changes. */
  readonly preview: (state: GameState, now: number) => Result<{ record: PhaseRecord; next: string }, CommandError>;
  /**
   * The game as it stood before `history[at]` was processed, the phases undone kept for
   * ROLLFORWARD; with `restore`, the orders of then back (submitted), else none.
   */
  readonly rollback: (state: GameState, at: number, now: number, restore: boolean) => Result<GameState, CommandError>;
  /** The phase the last ROLLBACK undid, played again (`phase`: the one played). */
  readonly rollforward: (state: GameState, now: number) => Result<Moved & { readonly phase: string }, CommandError>;
  /** A power's player resigned (its seat vacant or open now): what the variant does with what he leaves; absent: nothing. */
  readonly resigned?: (state: GameState, power: PowerName) => GameState;
  /** A new investor is seated (INVEST): his purse and shares, or why the game takes none; absent: the variant has no investors. */
  readonly invested?: (state: GameState, investor: Player) => Result<GameState, CommandError>;
  /** The variant's own commands (Payola's `accept` and `transfer`); absent: it has none. */
  readonly command?: (state: GameState, actor: Actor, command: VariantCommand, world: World) => Outcome;
  /** The commands of a turn played live (Card's stack, play, pass); absent: the variant plays none. */
  readonly live?: (state: GameState, actor: Actor, command: LiveCommand, world: World) => Outcome;
  /**
   * The variant's own clock, asked by the alarm before the phase's deadline (Card's clock per
   * decision): what it does now, or null when it has nothing due. Absent: none.
   */
  readonly alarm?: (state: GameState, now: number) => Moved | null;
}
