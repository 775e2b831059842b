import type { MilaSavedGame } from '../../shared/export/mila';
import type { Contact, GameSettings, OrderAnswer, PhaseRecord } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import type { GameView, HistoryPage, PressPage } from '../../shared/views/index';
import type { DoorCommand } from './commands';
import type { DeadLetters } from './dead-letters';
import type { MailAnswer, MailCredential, MailRead, MailStep, SignOnTicket } from './mail';
import type { JsonText } from './json-text';
import type { GateVerdict } from './mail-gate';
import type { RoomResult } from './result';

/*
 * What the doors may ask of a game's room: the GameRoom's RPC surface as an interface, and
 * the answers it gives. The bindings (env.ts: GAME_ROOM) and the doors (api/, email/) type
 * their stubs by it, the room (game-room.ts) implements it, so neither side imports the
 * other and no ring of imports runs through the room (test/cli/import-rings.test.ts).
 */

/** What a command gave, beside the game it left. */
export interface Gave {
  /** For orders: one answer a line. */
  readonly answers?: readonly OrderAnswer[];
  /** For a power's own commands (orders, wait, vote …): the power they were given for. */
  readonly power?: PowerName;
  /** For join, observe and takeover: the power the newcomer now plays (null for none). */
  readonly seat?: PowerName | null;
  /** For the master's PREVIEW: what processing now would give. */
  readonly preview?: { readonly record: PhaseRecord; readonly next: string };
}

/** The answer to a command: the game as the caller now sees it, and what the command gave. */
export interface Acted extends Gave {
  readonly game: GameView;
}

/** How the outbox stands, for inspection and tests: each entry waiting, without its payload. */
export interface OutboxReport {
  readonly pending: readonly { key: string; kind: string; attempts: number; due: number; lastError: string | null }[];
}

/** The calls a door makes on a game's room (workers/game-room.ts says what each does). */
export interface GameRoomRpc extends Rpc.DurableObjectBranded {
  create(id: string, settings: GameSettings, masterSecretHash: string, masterPasswordHash?: string, masterContact?: Contact): Promise<RoomResult<GameView>>;
  act(secret: string | null, command: DoorCommand, writtenFrom?: string): Promise<RoomResult<Acted>>;
  mail(credential: MailCredential | null, steps: readonly MailStep[], reads: readonly MailRead[], from?: string): Promise<RoomResult<MailAnswer>>;
  signOnTicket(who: string, from?: string): Promise<SignOnTicket>;
  /** PURGE: the master (by his secret or his mail password) erases a forming game nobody joined, its archive rows first. */
  purge(credential: MailCredential, from?: string): Promise<RoomResult<{ readonly id: string }>>;
  /** A private game's privacy hash (null: not private, or no game), for a door to check a newcomer's privacy password against. */
  privacyHash(): Promise<string | null>;
  admitMail(): Promise<GateVerdict>;
  mailBoard(): Promise<{ readonly map: string; readonly variant: GameSettings['variant']; readonly phase: string } | null>;
  view(secret: string | null): Promise<RoomResult<GameView>>;
  orders(secret: string | null): Promise<RoomResult<{ phase: string; orders: GameView['orders'] }>>;
  /** A page of the press, as JSON text (json-text.ts says why). */
  press(secret: string | null, query?: { before?: number; limit?: number }): Promise<RoomResult<JsonText<PressPage>>>;
  /** A page of the history, as JSON text (json-text.ts says why). */
  history(secret: string | null, query?: { before?: number; limit?: number }): Promise<RoomResult<JsonText<HistoryPage>>>;
  exportMila(secret: string | null, withPress: boolean): Promise<RoomResult<MilaSavedGame>>;
  confirmContact(secret: string, code: string): Promise<RoomResult<{ email: string; confirmed: true }>>;
  deadLetterList(secret: string): Promise<RoomResult<DeadLetters>>;
  outbox(): Promise<OutboxReport>;
  /** The WebSocket door: the upgrade, with the secret in `x-judge-secret`. */
  fetch(request: Request): Promise<Response>;
}
