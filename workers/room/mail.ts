import { investorHolder } from '../../shared/variants/payola/exchange';
import { gameMap } from '../../shared/game/board';
import { withAbsencesAhead } from '../../shared/game/absences';
import type { Actor, GameState, GameStatus, OrderAnswer, PhaseRecord } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { isCrystal } from '../../shared/variants/crystal-ball/game';
import { fail, ok, type Result } from '../../shared/result';
import { viewerOf, viewGame, type ViewerView } from '../../shared/views/index';
import { gameText, historyText, ordersText, previewText, statusText, summaryText } from '../email/texts';
import type { RoomErrorCode } from './result';
import { addressKey } from './addresses';
import type { DoorCommand } from './commands';
import { NO_PASSWORD } from './passwords';
import { sameHash } from './secrets';
import type { BoardArt } from '../board/art';
import { boardPicture } from '../board/picture';

/** EXCHANGE: the reader's holder name when he is an investor (his purse and shares in a STATUS). */
function investorOf(state: GameState, role: ViewerView): string | undefined {
  if (role.kind !== 'observer' && role.kind !== 'player') return undefined;
  return state.players.find((p) => p.id === role.playerId)?.investor === true ? investorHolder(role.name) : undefined;
}

/** Whether a mail asks for the board (MAP): the room then reads the drawing first (workers/board/art.ts). */
export const wantsBoard = (steps: readonly MailStep[], reads: readonly MailRead[]): boolean => reads.includes('map') || steps.some((s) => s.type === 'read' && s.read === 'map');

/*
 * What the room does for the mail door: sign a sender on by the name and password he
 * writes (SIGNON france@game password), and say what the mail's reads need.
 */

/**
 * How a mail sender shows who he is: by the bearer secret the door was just given for him
 * (after JOIN, OBSERVE, TAKEOVER or CREATE in the same mail), or by a name in the game and a
 * password. The name is MASTER (or M), a power's name or abbreviation, or an observer's name.
 *
 * The password itself never reaches the room, for its slow hash would hold up the game:
 * the mail door asks the room for the stored hash (`SignOnTicket`), checks the password
 * against it, and sends `verified`, the hash the password was found to match (null for
 * none), with `secretHash`, the fast hash of what was written, which may be the person's
 * web secret instead.
 */
export type MailCredential =
  | { readonly kind: 'secret'; readonly secret: string }
  | { readonly kind: 'password'; readonly who: string; readonly verified: string | null; readonly secretHash: string };

/**
 * What the mail door needs to check a password for a name: the stored hash (NO_PASSWORD,
 * of the same shape, for a name nobody holds, a person without a password, or no game) and,
 * if the name is locked out after too many wrong passwords, until when.
 */
export interface SignOnTicket {
  readonly passwordHash: string;
  readonly lockedUntil: number | null;
}

/**
 * A mail's order lines, which only the game can say the phase of: `list` is the phase an
 * ORDERS line named, 'open' for ORDERS alone, absent without one.
 */
export interface MailOrders {
  readonly type: 'mail_orders';
  readonly lines: readonly string[];
  readonly list?: string;
  /** ORDERS power: the power the lines are for (the master's); absent, the signed-on player's own. */
  readonly power?: string;
}

/** A read (STATUS, LIST …) where the mail writes it: the game as the commands above it left it. */
export interface MailReadStep {
  readonly type: 'read';
  readonly read: MailRead;
}

/**
 * One step of a mail: a command as any door sends it, the master's ACTIVATE, which
 * starts a forming game or resumes a paused one, whichever the game is when it comes, or
 * order lines (`MailOrders`).
 */
export type MailStep = DoorCommand | { readonly type: 'activate' } | MailOrders | MailReadStep;

/** The command a step stands for in the game as it now is, or why it stands for none. */
export function stepCommand(state: GameState, step: Exclude<MailStep, MailReadStep>): Result<DoorCommand, RoomErrorCode> {
  if (step.type === 'mail_orders') return mailOrders(state, step);
  if (step.type !== 'activate') return ok(step);
  return ok(state.status === 'forming' ? { type: 'start' } : { type: 'resume' });
}

/**
 * Order lines from a mail as the game takes them. In a Crystal Ball game, lines under no
 * ORDERS line are the power's list for the open movement phase (the newest in the pipe,
 * as DPjudge puts mailed orders) while the board is at a movement phase, and the board's
 * orders while it is at a retreat or adjustment phase; ORDERS alone is the open phase,
 * ORDERS with a phase that phase (the game says whether it takes a list for it). In a
 * standard game the lines are the orders of the phase being played, which an ORDERS line
 * may name but no other.
 */
function mailOrders(state: GameState, step: MailOrders): Result<DoorCommand, RoomErrorCode> {
  const orders = { type: 'orders', lines: step.lines, ...(step.power === undefined ? {} : { power: step.power }) } as const;
  if (!isCrystal(state)) {
    if (step.list === undefined || step.list === 'open' || step.list === state.position.phase) return ok(orders);
    return fail('no_orders_now', `This game plays one phase at a time: orders are taken for ${state.position.phase} now, not for ${step.list}.`);
  }
  const open = state.crystal.pipe.filter((p) => !p.locked).at(-1)?.phase;
  if (step.list === 'open' && open === undefined) return fail('no_orders_now', 'No movement phase is open for lists now.');
  if (step.list !== undefined) return ok({ ...orders, phase: step.list === 'open' ? open! : step.list });
  const boardMoves = state.crystal.position.phase.endsWith('M');
  return ok(boardMoves && open !== undefined ? { ...orders, phase: open } : orders);
}

/** What the mail's reads ask to see, each answered as text (MAP: the board as SVG text, workers/board/picture.ts). */
export const MAIL_READS = ['list', 'summary', 'history', 'status', 'orders', 'map'] as const;
export type MailRead = (typeof MAIL_READS)[number];

/** Who the sender is in the game once signed on: who he is as a viewer of it. */
export type MailRole = ViewerView;

/** The player (or master) a sign-on name stands for, with the hashes he may be checked against. */
interface Named {
  readonly actor: Actor;
  readonly passwordHash: string | undefined;
  readonly secretHash: string | undefined;
  /** The address the game writes to him at, if any. */
  readonly email: string | null;
}

/**
 * The name failed sign-ons are counted under: the name as the game reads it (MASTER for M,
 * FRANCE for F), so that writing it another way gives no more tries; and read the same
 * whether anyone holds it or not, so that how the count behaves tells nothing of that.
 */
export function signOnName(state: GameState, who: string): string {
  const name = who.trim().toUpperCase();
  if (name === 'MASTER' || name === 'M') return 'MASTER';
  for (const info of gameMap(state.settings).powers.values()) {
    if (info.name === name || info.abbrev.toUpperCase() === name) return info.name;
  }
  return name;
}

/**
 * The count a failed sign-on from `from` goes to: the name's (`signOnName`), or, when the
 * mail comes from the address the game writes to that name's holder at, a count of its own.
 * A stranger who guesses at a name then locks out the other senders, never the holder
 * writing from his own address, so that no one can keep a rival from his orders by failing
 * at his password before a deadline; and a guesser who writes as the holder's address gets
 * no more tries than before, only the holder's own.
 */
export function signOnCount(state: GameState, who: string, from: string | undefined): string {
  const name = signOnName(state, who);
  const email = named(state, who)?.email ?? null;
  return from !== undefined && email !== null && addressKey(email) === addressKey(from) ? `${name} from its own address` : name;
}

/** The stored password hash of the person a name stands for, or NO_PASSWORD. */
export function storedPassword(state: GameState | null, who: string): string {
  return (state === null ? null : named(state, who))?.passwordHash ?? NO_PASSWORD;
}

/** The person a sign-on name stands for in this game, or null. Names are read in any case. */
function named(state: GameState, who: string): Named | null {
  const name = who.trim().toUpperCase();
  if (name === 'MASTER' || name === 'M') {
    return { actor: { kind: 'master' }, passwordHash: state.masterPasswordHash, secretHash: state.masterSecretHash, email: state.masterContact?.email ?? null };
  }
  const map = gameMap(state.settings);
  for (const info of map.powers.values()) {
    if (info.name !== name && info.abbrev.toUpperCase() !== name) continue;
    const seat = state.seats[info.name];
    const player = seat?.playerId === null || seat === undefined ? undefined : state.players.find((p) => p.id === seat.playerId);
    if (player === undefined) return null;
    return { actor: { kind: 'player', playerId: player.id }, passwordHash: player.passwordHash, secretHash: player.secretHash, email: player.contact.email };
  }
  const observer = state.players.find((p) => p.power === null && p.name.toUpperCase() === name);
  if (observer === undefined) return null;
  return { actor: { kind: 'observer', playerId: observer.id }, passwordHash: observer.passwordHash, secretHash: observer.secretHash, email: observer.contact.email };
}

/**
 * Who signs on with this credential, or null: the person the name stands for, if the mail
 * door found the password to be the one stored for him now (a password changed or a seat
 * taken over since it asked is not), or if what was written is his web secret. Nothing slow
 * is done here: the door ran the slow hash, whatever was found.
 */
export function signOn(state: GameState, credential: Extract<MailCredential, { kind: 'password' }>): Actor | null {
  const found = named(state, credential.who);
  if (found === null) return null;
  const byPassword = credential.verified !== null && credential.verified !== NO_PASSWORD && found.passwordHash === credential.verified;
  const bySecret = found.secretHash !== undefined && sameHash(credential.secretHash, found.secretHash);
  return byPassword || bySecret ? found.actor : null;
}

/** What one mailed command gave: the game's status and phase after it, the answers to order lines, the seat taken, a preview as text. */
export interface MailDone {
  readonly status: GameStatus;
  readonly phase: string;
  readonly answers?: readonly OrderAnswer[];
  readonly seat?: PowerName | null;
  readonly power?: PowerName;
  /** For PREVIEW: the results processing now would give, as the reply prints them. */
  readonly preview?: string;
  /** For a read: its text, the game as it stood at that step. */
  readonly text?: string;
}

/** The room's answer to a mail: who the sender signed on as, each command's outcome, the texts asked for. */
export interface MailAnswer {
  readonly gameId: string;
  /** The game as the mail left it: its status and the phase it is in. */
  readonly status: GameStatus;
  readonly phase: string;
  /** The phase the game was in when the sender signed on, before the mail's first command. */
  readonly phaseBefore: string;
  /** Who the sender was when he signed on (a RESIGN may have changed that since). */
  readonly role: MailRole;
  /** One a command, in the order given. */
  readonly results: readonly Result<MailDone, RoomErrorCode>[];
  readonly texts: Readonly<Partial<Record<MailRead, string>>>;
}

/** What a command carried out in the room gave, made fit for the reply. */
export function mailDone(done: {
  readonly state: GameState;
  readonly answers?: readonly OrderAnswer[];
  readonly seat?: PowerName | null;
  readonly power?: PowerName;
  readonly preview?: { readonly record: PhaseRecord; readonly next: string };
}): MailDone {
  return {
    status: done.state.status,
    phase: done.state.position.phase,
    ...(done.answers === undefined ? {} : { answers: done.answers }),
    ...(done.seat === undefined ? {} : { seat: done.seat }),
    ...(done.power === undefined ? {} : { power: done.power }),
    ...(done.preview === undefined ? {} : { preview: previewText(done.state, done.preview.record, done.preview.next) }),
  };
}

/**
 * The texts a mail asked for, each cut to what the sender may see: the game's state, its
 * summary and history are everyone's; STATUS and the orders that end the reply are his own
 * power's (every power's for the master), and nobody's for an observer or a stranger.
 */
export function mailTexts(given: GameState, actor: Actor | null, reads: readonly MailRead[], art?: Result<BoardArt>): Partial<Record<MailRead, string>> {
  // LIST shows only the absences not over yet, whether or not the state has dropped the rest.
  const state = withAbsencesAhead(given, Date.now());
  const role = viewerOf(state, actor);
  const own: PowerName[] = role.kind === 'master' ? Object.keys(state.seats) : role.kind === 'player' && role.power !== null ? [role.power] : [];
  const texts: Partial<Record<MailRead, string>> = {};
  // A Payola game's money, as the views show it to this reader (his own power's; the master's, all).
  const payola = state.payola === undefined || !reads.some((r) => r === 'status' || r === 'orders') ? undefined : viewGame(state, actor).payola;
  for (const read of new Set(reads)) {
    switch (read) {
      case 'list':
        texts.list = gameText(state, actor);
        break;
      case 'summary':
        texts.summary = summaryText(state, actor);
        break;
      case 'history':
        texts.history = historyText(state, actor);
        break;
      case 'status':
        texts.status = statusText(state, role.kind === 'master' ? null : (own[0] ?? null), own, payola, investorOf(state, role));
        break;
      case 'orders': {
        const owing = role.kind === 'master' ? own.filter((p) => state.orders[p] !== undefined || state.submitted.includes(p)) : own;
        if (owing.length > 0 && state.status === 'active') texts.orders = owing.map((p) => ordersText(state, p, payola).trimEnd()).join('\n\n');
        break;
      }
      case 'map':
        texts.map = art === undefined ? 'The board cannot be drawn just now; try again later.' : boardPicture(state, actor, art);
        break;
    }
  }
  return texts;
}
