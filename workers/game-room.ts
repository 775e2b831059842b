import { DurableObject } from 'cloudflare:workers';
import { exportMila, type MilaSavedGame } from '../shared/export/mila';
import { apply, createGame, nextWakeup } from '../shared/game/index';
import { withAbsencesAhead } from '../shared/game/absences';
import type { Actor, Contact, GameEvent, GameSettings, GameState } from '../shared/game/types';
import { fail, ok, type Result } from '../shared/result';
import { historyPage, pressPage, seesWhole, viewerOf as viewerInGame, viewGame, type GameView, type HistoryPage, type PressPage } from '../shared/views/index';
import type { Env } from './env';
import { eraseArchive } from './db/purge';
import { emptyRoom } from './room/purge';
import { completeCommand, ownPower, type DoorCommand } from './room/commands';
import { actorFor, identify } from './room/identify';
import { Addresses, codesPerGame } from './room/addresses';
import { DeadLetterStore, deadLettersText, maxAttempts, type DeadLetters } from './room/dead-letters';
import { confirmationEntries, mailEntries, mailRecipient } from './room/mail-out';
import { deliver, entriesFor, gameEntry, retryDelay } from './room/outbox';
import { jsonText, type JsonText } from './room/json-text';
import { hashSecret, newId, sameHash } from './room/secrets';
import { admitMail, type GateVerdict } from './room/mail-gate';
import { boardArt } from './board/art';
import { mailDone, mailTexts, wantsBoard, signOn, signOnCount, stepCommand, storedPassword, type MailAnswer, type MailCredential, type MailDone, type MailRead, type MailStep, type SignOnTicket } from './room/mail';
import { clearFailures, countFailure, lockedUntil, lockPolicy, signOnLocked } from './room/sign-on-locks';
import { pushesFor } from './room/pushes';
import { accept, mayAskAgain, pushAll, send, viewerOf } from './room/sockets';
import { socketLimits } from './room/socket-limits';
import type { Acted, GameRoomRpc, Gave, OutboxReport } from './room/contract';
import type { RoomResult } from './room/result';
import { RoomStore, RowTooLarge, type OutboxEntry } from './room/store';

/** What refuses a mail sign-on, whatever was wrong: the game, the name or the password. */
export const SIGN_ON_REFUSED = 'No one in that game signs on with that name and password.';


/** A command carried out: the state it left, and what it gave. */
interface Executed extends Gave {
  readonly state: GameState;
}

/** How long a game its tick left due waits before the alarm looks in again. */
const STUCK_RETRY = 60_000;

const noGame = () => fail('no_game', 'There is no such game.');

/** A confirmation code, ready before the room reads its state (hashing awaits), and its hash. */
interface FreshCode {
  readonly code: string;
  readonly hash: string;
}

/** A code for an address a command may give: 8 letters and digits, kept only as a hash. */
async function freshCode(): Promise<FreshCode> {
  const code = newId(8);
  return { code, hash: await hashSecret(code) };
}

/**
 * One game: its state, its deadline alarm, its listeners, its outbox.
 *
 * The room is thin: it authenticates the caller, applies the command with the rules of
 * shared/game, writes the new state and the outbox entries it brings in one transaction,
 * sets the alarm, and pushes the new views. Between reading the state and committing the
 * next one nothing is awaited, so no other call can slip in between; nor between the
 * commit and setting the alarm (see `wake`), so the two are written together. Every call
 * also looks for an alarm lost all the same, and sets it again (`heal`).
 */
export class GameRoom extends DurableObject<Env> implements GameRoomRpc {
  private store: RoomStore;
  /** The alarm as this instance last set it (undefined: not known), so that an unchanged wake-up writes nothing. */
  private alarmAt: number | null | undefined;
  /** The outbox delivery under way (an archive write may be in flight): PURGE waits for it, then erases. */
  private delivering: Promise<unknown> | null = null;
  private readonly addresses: Addresses;
  private readonly deadLetters: DeadLetterStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage);
    this.addresses = new Addresses(ctx.storage.sql);
    this.deadLetters = new DeadLetterStore(ctx.storage.sql);
    // A game made before addresses were confirmed: the ones it holds are taken as confirmed.
    this.addresses.adopt(() => this.store.load());
    // Keep-alives are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /**
   * Creates the game this room holds, for the master whose secret has this hash (and, for
   * a game made by mail, whose password has this slow hash and who is written to at the
   * address the CREATE came from).
   */
  async create(id: string, settings: GameSettings, masterSecretHash: string, masterPasswordHash?: string, masterContact?: Contact): Promise<RoomResult<GameView>> {
    if (this.store.load() !== null) return fail('game_exists', `Game ${id} exists already.`);
    const now = Date.now();
    const created = createGame({
      id,
      settings,
      masterSecretHash,
      now,
      ...(masterPasswordHash === undefined ? {} : { masterPasswordHash }),
      ...(masterContact === undefined ? {} : { masterContact }),
    });
    if (!created.ok) return created;
    const stored = this.commit(
      created.value,
      () => {
        this.addresses.start();
        // A CREATE by mail came from the master's address: writing from it confirms it.
        if (masterContact !== undefined && masterContact.email !== null) this.addresses.confirm(masterContact.email);
        return [gameEntry(now)];
      },
      now,
    );
    if (!stored.ok) return stored;
    this.wake();
    return ok(this.viewFor(created.value, { kind: 'master' }));
  }

  /**
   * Applies a command for the holder of `secret` (null: a newcomer, who may only join,
   * observe or take over). Nothing is written unless the game accepts the command.
   * `writtenFrom` is the address the mail door read the command from: that address is the
   * sender's, and confirmed by it.
   */
  async act(secret: string | null, command: DoorCommand, writtenFrom?: string): Promise<RoomResult<Acted>> {
    const hash = secret === null ? null : await hashSecret(secret);
    const code = await freshCode();
    const state = this.store.load();
    if (state === null) return noGame();
    const caller = identify(state, hash);
    if (!caller.ok) return caller;
    const actor = actorFor(caller.value, command);
    if (!actor.ok) return actor;
    const done = this.execute(actor.value, command, code, writtenFrom);
    await this.heal();
    if (!done.ok) return done;
    const { state: next, ...rest } = done.value;
    return ok({ game: this.viewFor(next, actor.value), ...rest });
  }

  /**
   * The mail door's call. Signs the sender on, applies his commands in the order he wrote
   * them, each on its own (a refused one holds back none after it), and answers each, with
   * the texts asked for as the game then stands. Without a credential only texts are
   * answered. A wrong password, a name nobody holds and a game that does not exist get the
   * same refusal.
   */
  async mail(credential: MailCredential | null, steps: readonly MailStep[], reads: readonly MailRead[], from?: string): Promise<RoomResult<MailAnswer>> {
    const code = await freshCode();
    let actor: Actor | null = null;
    if (credential !== null) {
      const found = credential.kind === 'password' ? this.passwordHolder(credential, from) : await this.holderOf(credential.secret);
      if (found === null) return fail('bad_secret', SIGN_ON_REFUSED);
      if ('locked' in found) return fail('locked_out', signOnLocked(found.locked));
      actor = found;
    }
    const signedOn = this.store.load();
    if (signedOn === null) return noGame();
    // Signed on from this address: it is the sender's, and the game may write to it.
    if (actor !== null && from !== undefined) this.addresses.confirm(from);
    const role = viewerInGame(signedOn, actor);
    const art = wantsBoard(steps, reads) ? await boardArt(this.env.ASSETS, signedOn.settings.map) : undefined;
    const results: RoomResult<MailDone>[] = [];
    for (const step of steps) {
      if (step.type === 'read') {
        const now = this.store.load()!;
        results.push(ok({ status: now.status, phase: now.position.phase, text: this.withDeadLetters(mailTexts(now, actor, [step.read], art), actor)[step.read] ?? '' }));
        continue;
      }
      if (actor === null) {
        results.push(fail('secret_required', 'Sign on first.'));
        continue;
      }
      const command = stepCommand(this.store.load()!, step);
      const done = command.ok ? this.execute(actor, command.value, code, from) : command;
      results.push(done.ok ? ok(mailDone(done.value)) : done);
    }
    await this.heal();
    const state = this.store.load()!;
    return ok({ gameId: state.id, status: state.status, phase: state.position.phase, phaseBefore: signedOn.position.phase, role, results, texts: this.withDeadLetters(mailTexts(state, actor, reads, art), actor) });
  }

  /**
   * PURGE: a forming game nobody joined is erased, if the game allows it (shared purge):
   * its archive rows first, so that a D1 failure leaves the game whole, then everything
   * the room keeps. Nothing else runs in the room meanwhile. The name is free again.
   */
  async purge(credential: MailCredential, from?: string): Promise<RoomResult<{ readonly id: string }>> {
    // As act() answers the web: no game is 404 before the secret is looked at (a mail's password is answered as SIGNON's is).
    if (credential.kind === 'secret' && this.store.load() === null) return noGame();
    const found = credential.kind === 'password' ? this.passwordHolder(credential, from) : await this.holderOf(credential.secret);
    if (found === null) return fail('bad_secret', SIGN_ON_REFUSED);
    if ('locked' in found) return fail('locked_out', signOnLocked(found.locked));
    return this.ctx.blockConcurrencyWhile(async () => {
      const state = this.store.load();
      if (state === null) return noGame();
      const allowed = apply(state, found, { type: 'purge' }, { now: Date.now(), random: Math.random });
      if (!allowed.ok) return allowed;
      // An archive write already in flight would land after the erase and bring a row back:
      // wait for it, so that the purge's erase is the last word in D1.
      await this.delivering;
      const erased = await eraseArchive(this.env.DB, state.id);
      if (!erased.ok) return erased;
      for (const ws of this.ctx.getWebSockets()) ws.close(1000, 'The game was purged.');
      await this.ctx.storage.deleteAlarm();
      emptyRoom(this.ctx.storage.sql);
      this.store = new RoomStore(this.ctx.storage);
      this.alarmAt = undefined;
      return ok({ id: state.id });
    });
  }

  /** The privacy hash of a private game, or null: the door checks a newcomer's privacy password against it (workers/room/privacy.ts). */
  async privacyHash(): Promise<string | null> {
    return this.store.load()?.settings.privacyHash ?? null;
  }

  /**
   * What the mail door needs to check a password for `who` (see SignOnTicket): the stored
   * hash, or one of the same shape, and whether the name is locked out for mail from `from`
   * (`signOnCount`). The slow hash is the door's to run, so that a mail full of guesses
   * never holds up this game's calls.
   */
  async signOnTicket(who: string, from?: string): Promise<SignOnTicket> {
    const state = this.store.load();
    const locked = state === null ? null : lockedUntil(this.ctx.storage.sql, signOnCount(state, who, from), Date.now());
    return { passwordHash: storedPassword(state, who), lockedUntil: locked };
  }

  /**
   * The sign-on by name: who the door's verified password (or the web secret written for
   * one) shows the sender to be, a lock-out, or null. A failure is counted for the name
   * (whether anyone holds it or not; apart when written from its holder's own address:
   * `signOnCount`), and a success clears that count.
   */
  private passwordHolder(credential: Extract<MailCredential, { kind: 'password' }>, from: string | undefined): Actor | { locked: number } | null {
    const state = this.store.load();
    if (state === null) return null;
    const sql = this.ctx.storage.sql;
    const name = signOnCount(state, credential.who, from);
    const now = Date.now();
    const locked = lockedUntil(sql, name, now);
    if (locked !== null) return { locked };
    const actor = signOn(state, credential);
    if (actor === null) countFailure(sql, name, now, lockPolicy(this.env));
    else clearFailures(sql, name);
    return actor;
  }

  /** The master, player or observer holding this secret, or null. */
  private async holderOf(secret: string): Promise<Actor | null> {
    const state = this.store.load();
    if (state === null) return null;
    const found = identify(state, await hashSecret(secret));
    return found.ok ? found.value : null;
  }

  /** The master's STATUS ends with the mail given up, if any. */
  private withDeadLetters(texts: ReturnType<typeof mailTexts>, actor: Actor | null): ReturnType<typeof mailTexts> {
    if (actor?.kind !== 'master' || texts.status === undefined) return texts;
    const dead = deadLettersText(this.deadLetters.list());
    return dead === null ? texts : { ...texts, status: `${texts.status.trimEnd()}\n\n${dead}\n` };
  }

  /**
   * Applies one command for an actor already known, and commits what it changed. Nothing
   * is awaited between reading the state and committing the next one. An address the
   * change gives that is neither confirmed nor was ever mailed a code is mailed `code`
   * (the game's cap on codes allowing; else the command is refused); `writtenFrom`, the
   * address of the mail that carried the command, is confirmed by it.
   */
  private execute(actor: Actor, command: DoorCommand, code: FreshCode, writtenFrom?: string): RoomResult<Executed> {
    const state = this.store.load();
    if (state === null) return noGame();
    const complete = completeCommand(state, actor, command);
    if (!complete.ok) return complete;
    const now = Date.now();
    const applied = apply(state, actor, complete.value, { now, random: Math.random });
    if (!applied.ok) return applied;
    const next = applied.value.state;
    if (next !== state) {
      const toAsk = this.addresses.toAsk(next, writtenFrom, codesPerGame(this.env));
      if (!toAsk.ok) return toAsk;
      const asked = toAsk.value;
      const stored = this.commit(
        next,
        (claimSeq) => {
          if (writtenFrom !== undefined) this.addresses.confirm(writtenFrom);
          for (const address of asked) this.addresses.asked(address, code.hash, now);
          const mail = mailEntries(next, applied.value.events, now, { before: state, by: actor, reachable: this.addresses.reachable() });
          return [...entriesFor(next, applied.value.events, now, claimSeq), ...mail, ...confirmationEntries(next, asked, code.code, now)];
        },
        now,
      );
      if (!stored.ok) return stored;
      this.wake();
      this.pushChanges(next, applied.value.events);
    }
    const preview = applied.value.events.find((e) => e.type === 'preview');
    const entered = complete.value;
    const seat =
      entered.type === 'join' || entered.type === 'observe' || entered.type === 'takeover'
        ? (next.players.find((p) => p.id === entered.playerId)?.power ?? null)
        : undefined;
    return ok({
      state: next,
      ...(seat === undefined ? {} : { seat }),
      ...(ownPower(entered) === undefined ? {} : { power: ownPower(entered) }),
      ...(applied.value.answers === undefined ? {} : { answers: applied.value.answers }),
      ...(preview === undefined ? {} : { preview: { record: preview.record, next: preview.next } }),
    });
  }

  /**
   * Commits through the store's guard: a state with a row too large to keep is refused
   * (too_large), nothing written, and the game stays as it was.
   */
  private commit(next: GameState, entries: (claimSeq: () => number) => readonly OutboxEntry[], now: number): RoomResult<void> {
    try {
      this.store.commit(next, entries, now);
      return ok(undefined);
    } catch (error) {
      if (!(error instanceof RowTooLarge)) throw error;
      console.error('write refused', next.id, error.message);
      return fail('too_large', `That would make the game keep ${error.bytes} bytes in one record, more than the ${error.limit} a record may hold: nothing was changed. Send less.`);
    }
  }

  /**
   * The mail door's gate for one sender, in a room of its own named for him (see
   * workers/email/gate.ts), which holds no game: whether his mail of now is read.
   */
  async admitMail(): Promise<GateVerdict> {
    return admitMail(this.ctx.storage.sql, Date.now());
  }

  /** The board the game is played on (its settings' map), its variant and phase, or null with no game: the mail door reads names on it, and offer lines in a Payola game's movement phases only. */
  async mailBoard(): Promise<{ readonly map: string; readonly variant: GameSettings['variant']; readonly phase: string } | null> {
    const state = this.store.load();
    return state === null ? null : { map: state.settings.map, variant: state.settings.variant, phase: state.position.phase };
  }

  /** The game as the holder of `secret` (or anybody, for null) may see it. */
  async view(secret: string | null): Promise<RoomResult<GameView>> {
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    return ok(this.viewFor(seen.value.state, seen.value.viewer));
  }

  /** This phase's orders (a Payola movement phase's sheets) the holder of `secret` may see: his own power's; the master's, all. */
  async orders(secret: string | null): Promise<RoomResult<{ phase: string; orders: GameView['orders'] }>> {
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    const view = viewGame(seen.value.state, seen.value.viewer);
    // A Payola movement phase's orders are its offer sheets (as the viewer may see them).
    return ok({ phase: view.phase, orders: { ...view.orders, ...view.payola?.offers } });
  }

  /** A page of the press the holder of `secret` may read, newest first (`pressPage`), as JSON text. */
  async press(secret: string | null, query: { before?: number; limit?: number } = {}): Promise<RoomResult<JsonText<PressPage>>> {
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    return ok(jsonText(pressPage(seen.value.state, seen.value.viewer, query)));
  }

  /** A page of the processed phases, with the orders and results the holder of `secret` may see (`historyPage`), as JSON text. */
  async history(secret: string | null, query: { before?: number; limit?: number } = {}): Promise<RoomResult<JsonText<HistoryPage>>> {
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    return ok(jsonText(historyPage(seen.value.state, seen.value.viewer, query)));
  }

  /**
   * The game in the saved-game JSON of the MILA `diplomacy` package: every processed phase
   * (never this phase's orders), and the press only once the game has ended and if asked.
   */
  async exportMila(secret: string | null, withPress: boolean): Promise<RoomResult<MilaSavedGame>> {
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    // The export is the whole board: a running BLIND game's is for those who see it whole.
    if (!seesWhole(seen.value.state, viewerInGame(seen.value.state, seen.value.viewer))) return fail('not_allowed', 'A BLIND game is exported only to its master (and OMNISCIENT observers) until it has ended.');
    return ok(exportMila(seen.value.state, { press: withPress, viewer: seen.value.viewer }));
  }

  /**
   * The holder of `secret` gives back the code mailed to his address (the master's, a
   * player's or an observer's): the right one confirms it, and the game writes to it.
   */
  async confirmContact(secret: string, code: string): Promise<RoomResult<{ email: string; confirmed: true }>> {
    const codeHash = await hashSecret(code.trim().toLowerCase());
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    return this.addresses.confirmWith(seen.value.state, seen.value.viewer, codeHash, sameHash);
  }

  /** The deliveries given up in this game: for the master only. */
  async deadLetterList(secret: string): Promise<RoomResult<DeadLetters>> {
    const seen = await this.reader(secret);
    if (!seen.ok) return seen;
    if (seen.value.viewer?.kind !== 'master') return fail('not_allowed', 'Only the master sees the mail given up.');
    return ok(this.deadLetters.list());
  }

  /** The outbox as it stands. */
  async outbox(): Promise<OutboxReport> {
    return { pending: this.store.pending().map(({ key, kind, attempts, due, lastError }) => ({ key, kind, attempts, due, lastError })) };
  }

  /** The WebSocket door: the Worker forwards the upgrade with the secret in `x-judge-secret`. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return Response.json(fail('upgrade_required', 'This is a WebSocket address.'), { status: 426 });
    }
    const seen = await this.reader(request.headers.get('x-judge-secret'));
    if (!seen.ok) return Response.json(seen, { status: 400 });
    // Every listener costs the room a push at each change: past the cap, a newcomer reads over HTTP.
    const { sockets } = socketLimits(this.env);
    if (this.ctx.getWebSockets().length >= sockets) {
      return Response.json(fail('too_many_sockets', `This game has ${sockets} live connections, the most it takes; try again later (the game can still be read over HTTP).`), { status: 503 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    accept(this.ctx, server, seen.value.viewer);
    send(server, { type: 'game', game: this.viewFor(seen.value.state, seen.value.viewer) });
    const protocol = request.headers.get('x-judge-protocol');
    return new Response(null, { status: 101, webSocket: client, headers: protocol === null ? {} : { 'sec-websocket-protocol': protocol } });
  }

  /**
   * A client asks for the game again (`{"type":"view"}`), at most once every few seconds
   * (every change is pushed anyway); anything else is answered with an error.
   */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const state = this.store.load();
    let kind: unknown = null;
    try {
      kind = typeof message === 'string' ? (JSON.parse(message) as { type?: unknown }).type : null;
    } catch {
      // Not JSON: answered below.
    }
    if (kind === 'view' && state !== null) {
      const { viewSeconds } = socketLimits(this.env);
      if (mayAskAgain(ws, Date.now(), viewSeconds * 1000)) send(ws, { type: 'game', game: this.viewFor(state, viewerOf(ws)) });
      else send(ws, { type: 'error', error: { code: 'too_many_requests', message: `Ask for the game at most once every ${viewSeconds} seconds: every change is pushed to you anyway.` } });
    } else {
      send(ws, { type: 'error', error: { code: 'bad_message', message: 'Send {"type":"view"} to have the game again, or "ping".' } });
    }
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
  }

  /**
   * The deadline and the outbox. The tick processes the phase if its time has come (the
   * game decides; a second tick for the same deadline finds nothing to do), then every due
   * outbox entry is tried once, and the alarm is set again.
   */
  async alarm(): Promise<void> {
    const state = this.store.load();
    if (state === null) return;
    // The alarm that fired is gone unless set again.
    this.alarmAt = undefined;
    const now = Date.now();
    const applied = apply(state, { kind: 'system' }, { type: 'tick' }, { now, random: Math.random });
    let current = state;
    if (applied.ok && applied.value.state !== state) {
      current = applied.value.state;
      const next = current;
      const mail = mailEntries(next, applied.value.events, now, { before: state, by: { kind: 'system' }, reachable: this.addresses.reachable() });
      const stored = this.commit(next, (claimSeq) => [...entriesFor(next, applied.value.events, now, claimSeq), ...mail], now);
      if (stored.ok) {
        this.wake();
        this.pushChanges(next, applied.value.events);
      } else {
        current = state;
        console.error('tick refused', state.id, stored.error);
      }
    } else if (!applied.ok) {
      console.error('tick refused', state.id, applied.error);
    }
    await this.drain();
    // A game that still asks to be woken by now was not moved by its tick: rather than fire
    // again at once, and again, look in once a minute.
    const wake = nextWakeup(current);
    const stuck = wake !== null && wake <= now;
    if (stuck) console.error('the tick left the game due', state.id, wake);
    this.wake(stuck ? now + STUCK_RETRY : undefined);
  }

  /**
   * Tries every due outbox entry once, each on its own: one failing holds back no other,
   * except the later mail to the same address, which waits for it (put off to its retry),
   * so that a reader gets his mail in the order written: a rollback's notice before the
   * results played again. An entry whose last try fails becomes a dead letter, and no
   * longer holds back the mail after it.
   */
  private async drain(): Promise<void> {
    const now = Date.now();
    const reachable = this.addresses.reachable();
    const tries = maxAttempts(this.env);
    // Each address whose mail failed and waits for a retry: the seq of that mail, and when.
    const held = new Map<string, { seq: number; until: number }>();
    for (const entry of this.store.pending()) {
      const to = mailRecipient(entry);
      if (to !== null && entry.attempts > 0 && entry.due > now && !held.has(to)) held.set(to, { seq: entry.seq, until: entry.due });
    }
    for (const entry of this.store.dueEntries(now)) {
      const state = this.store.load();
      if (state === null) return;
      const to = mailRecipient(entry);
      const wait = to === null ? undefined : held.get(to);
      if (wait !== undefined && wait.seq < entry.seq) {
        this.store.postpone(entry, wait.until);
        continue;
      }
      let outcome: Result<void>;
      try {
        const under = deliver(entry, state, this.env, reachable);
        this.delivering = under.catch(() => undefined);
        outcome = await under;
      } catch (err) {
        outcome = fail('threw', err instanceof Error ? err.message : String(err));
      } finally {
        this.delivering = null;
      }
      // Purged while it was under way: the room is empty, and nothing is owed any more.
      if (this.store.load() === null) return;
      if (outcome.ok) {
        this.store.delivered(entry);
      } else if (entry.attempts + 1 >= tries) {
        console.error('outbox entry given up', entry.key, entry.attempts + 1, outcome.error.message);
        const error = outcome.error.message;
        this.ctx.storage.transactionSync(() => {
          this.deadLetters.bury(entry, error, Date.now());
          this.store.delivered(entry);
        });
      } else {
        console.warn('outbox entry failed', entry.key, entry.attempts + 1, outcome.error.message);
        const until = Date.now() + retryDelay(entry.attempts);
        this.store.failed(entry, outcome.error.message, until);
        if (to !== null && !held.has(to)) held.set(to, { seq: entry.seq, until });
      }
    }
  }

  /**
   * When the room wants waking: the earlier of the game's next wakeup (or `gameAt` instead)
   * and the outbox's next retry; null when neither wants it.
   */
  private wanted(gameAt?: number): number | null {
    const state = this.store.load();
    const game = gameAt ?? (state === null ? null : nextWakeup(state));
    const times = [game, this.store.nextDue()].filter((t): t is number => t !== null);
    return times.length === 0 ? null : Math.min(...times);
  }

  /**
   * Sets the alarm (or removes it) for what the room now wants. Called right after a
   * commit, in the same synchronous step: nothing is awaited between, so SQLite-backed
   * storage writes the state, its outbox and its alarm in one implicit transaction, and
   * the output gate holds every answer and push until all three are stored.
   */
  private wake(gameAt?: number): void {
    const at = this.wanted(gameAt);
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    const set = at === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(at);
    set.catch((err: unknown) => console.error('setting the alarm failed', at, err));
  }

  /**
   * Finds a lost alarm again: a room that wants waking but has no alarm, or one set later
   * than it wants (beyond the minute a stuck game waits), gets it back, at the time it
   * wants (past already, it fires at once: the deadline is processed late, not never).
   * Every call of the room ends with it, so the next visitor heals what a crash lost.
   */
  private async heal(): Promise<void> {
    const at = this.wanted();
    if (at === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current !== null && current <= Math.max(at, Date.now()) + STUCK_RETRY) return;
    console.warn('the alarm was lost: set again', this.store.load()?.id, current, at);
    // Set for what the room wants now, which the await may have moved.
    this.alarmAt = undefined;
    this.wake();
  }

  /** The state and who is looking at it, for the calls that only read. */
  private async reader(secret: string | null): Promise<RoomResult<{ state: GameState; viewer: Actor | null }>> {
    await this.heal();
    const hash = secret === null ? null : await hashSecret(secret);
    const state = this.store.load();
    if (state === null) return noGame();
    const viewer = identify(state, hash);
    if (!viewer.ok) return viewer;
    return ok({ state, viewer: viewer.value });
  }

  /** Every listener gets what changed that its viewer may see, and the game as he may now see it (`pushesFor`). */
  private pushChanges(state: GameState, events: readonly GameEvent[]): void {
    pushAll(this.ctx, (viewer) => pushesFor(state, events, viewer, (s, v) => this.viewFor(s, v)));
  }

  /**
   * The game as `actor` may see it (`viewGame`), with how his own address stands, which
   * only the room's address table knows (`GameView.contact`).
   */
  private viewFor(state: GameState, actor: Actor | null): GameView {
    const view = viewGame(withAbsencesAhead(state, Date.now()), actor);
    const contact = this.addresses.contactOf(state, actor);
    return contact === undefined ? view : { ...view, contact };
  }
}
