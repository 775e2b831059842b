import { masterContact, playerOf } from '../../shared/game/actors';
import { contactAddresses } from '../../shared/game/contact';
import type { Actor, GameState } from '../../shared/game/types';
import { fail, ok, type Result } from '../../shared/result';
import type { ContactView } from '../../shared/views/index';
import { wholeSetting } from './settings';

/*
 * The addresses a game may write to. The judge mails an address only once its holder has
 * shown that it is his: by writing to the judge from it (a mail that signs on, joins,
 * observes, takes over or creates), or by giving back the code the judge mailed to it
 * once. An address given over HTTP (or by SET ADDRESS) is mailed that code and nothing
 * else until then: never a second code for the same address in the same game, however
 * often it is given, and no more codes in all than the host allows a game.
 *
 * One row an address the game has heard of, in the room's own SQLite; the game's state
 * knows nothing of it. A game made before this rule has no table: its addresses were given
 * when the judge mailed any address, and are taken as confirmed when the room first opens
 * it (so nobody already playing by mail loses his mail).
 */

/** Wrong codes an address may be given before only writing from it confirms it. */
export const CODE_TRIES = 10;

/** The codes one game may mail, unless the host sets CONFIRMATION_CODES_PER_GAME. */
export const CODES_PER_GAME = 50;

/** The most confirmation codes one game may mail, by the host's var or the default. */
export function codesPerGame(vars: { readonly CONFIRMATION_CODES_PER_GAME?: string }): number {
  return wholeSetting(vars.CONFIRMATION_CODES_PER_GAME, CODES_PER_GAME, 0);
}

/** An address as the table keys it: case and surrounding blanks do not make another one. */
export const addressKey = (email: string): string => email.trim().toLowerCase();

/** Whether the game may write to an address. */
export type Reachable = (email: string) => boolean;

/** How a code given back went. */
type CodeVerdict = 'confirmed' | 'already' | 'wrong' | 'none_sent' | 'locked';

/** Why an address was not taken, or not confirmed. */
export type ConfirmErrorCode = 'too_many_codes' | 'bad_code' | 'nothing_to_confirm' | 'too_many_tries';

/** The addresses in a game that want the judge's mail: the players', the observers', the master's, each of his several. */
function mailAddresses(state: GameState): string[] {
  return [...state.players.map((p) => p.contact), masterContact(state)].filter((c) => c.by !== 'web').flatMap(contactAddresses);
}

interface AddressRow extends Record<string, SqlStorageValue> {
  email: string;
  confirmed: number;
  code_hash: string | null;
  wrong: number;
}

export class Addresses {
  constructor(private readonly sql: SqlStorage) {}

  private exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'address'").toArray().length > 0;
  }

  /** Makes the table for a new game. */
  start(): void {
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS address (
        email TEXT PRIMARY KEY,
        confirmed INTEGER NOT NULL DEFAULT 0,
        code_hash TEXT,
        asked_at INTEGER,
        wrong INTEGER NOT NULL DEFAULT 0
      );
    `);
  }

  /**
   * For a game made before the rule (it has a state but no table): makes the table and
   * takes every address it holds as confirmed. Nothing for a game that has its table.
   */
  adopt(load: () => GameState | null): void {
    if (this.exists()) return;
    const state = load();
    if (state === null) return;
    this.start();
    for (const address of mailAddresses(state)) this.confirm(address);
  }

  private row(email: string): AddressRow | undefined {
    if (!this.exists()) return undefined;
    return this.sql.exec<AddressRow>('SELECT email, confirmed, code_hash, wrong FROM address WHERE email = ?', addressKey(email)).toArray()[0];
  }

  /** Every confirmed address, as a test the mail out can ask. */
  reachable(): Reachable {
    if (!this.exists()) return () => false;
    const confirmed = new Set(this.sql.exec<{ email: string }>('SELECT email FROM address WHERE confirmed = 1').toArray().map((r) => r.email));
    return (email) => confirmed.has(addressKey(email));
  }

  /** The holder wrote from this address, or gave its code: the game may write to it. */
  confirm(email: string): void {
    this.start();
    this.sql.exec(
      'INSERT INTO address (email, confirmed) VALUES (?, 1) ON CONFLICT (email) DO UPDATE SET confirmed = 1',
      addressKey(email),
    );
  }

  /**
   * The addresses `state` wants mail at that are not confirmed and were never mailed a
   * code: those a code must go to now.
   */
  private unasked(state: GameState): string[] {
    const keys = new Set(mailAddresses(state).map(addressKey));
    return [...keys].filter((key) => {
      const row = this.row(key);
      return row === undefined || (row.confirmed === 0 && row.code_hash === null);
    });
  }

  /** How many codes this game has mailed. */
  private codesSent(): number {
    if (!this.exists()) return 0;
    return this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM address WHERE code_hash IS NOT NULL').one().n;
  }

  /** Records that a code (kept only as its hash) goes to the address now. */
  asked(email: string, codeHash: string, now: number): void {
    this.start();
    this.sql.exec(
      'INSERT INTO address (email, confirmed, code_hash, asked_at) VALUES (?, 0, ?, ?) ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, asked_at = excluded.asked_at',
      addressKey(email),
      codeHash,
      now,
    );
  }

  /** Whether the game may write to this address now. */
  isConfirmed(email: string): boolean {
    return this.row(email)?.confirmed === 1;
  }

  /**
   * How the address `viewer` gave this game stands, for his own view (`GameView.contact`):
   * nothing for someone the game does not know, or the judge itself.
   */
  contactOf(state: GameState, viewer: Actor | null): ContactView | undefined {
    if (viewer === null || viewer.kind === 'system') return undefined;
    const contact = viewer.kind === 'master' ? masterContact(state) : playerOf(state, viewer)?.contact;
    if (contact === undefined) return undefined;
    if (contact.email === null || contact.by === 'web') return { email: null, state: 'none' };
    const also = (contact.also ?? []).map((email) => ({ email, state: this.standing(email) }));
    return { email: contact.email, state: this.standing(contact.email), ...(also.length === 0 ? {} : { also }) };
  }

  /** How one address stands: confirmed, a code mailed and awaited, or neither. */
  private standing(email: string): 'confirmed' | 'waiting' | 'unconfirmed' {
    const row = this.row(email);
    const waiting = row !== undefined && row.code_hash !== null && row.wrong < CODE_TRIES;
    return row?.confirmed === 1 ? 'confirmed' : waiting ? 'waiting' : 'unconfirmed';
  }

  /** Checks a code given back for an address; the right one confirms it. */
  private check(email: string, codeHash: string, same: (a: string, b: string) => boolean): CodeVerdict {
    const row = this.row(email);
    if (row?.confirmed === 1) return 'already';
    if (row === undefined || row.code_hash === null) return 'none_sent';
    if (row.wrong >= CODE_TRIES) return 'locked';
    if (!same(row.code_hash, codeHash)) {
      this.sql.exec('UPDATE address SET wrong = wrong + 1 WHERE email = ?', row.email);
      return 'wrong';
    }
    this.confirm(email);
    return 'confirmed';
  }

  /**
   * The addresses a change to `next` must mail a code to now (not `writtenFrom`, which the
   * mail that carried the change confirms); refused when the game would pass its `cap`.
   */
  toAsk(next: GameState, writtenFrom: string | undefined, cap: number): Result<string[], ConfirmErrorCode> {
    const asked = this.unasked(next).filter((a) => writtenFrom === undefined || a !== addressKey(writtenFrom));
    if (asked.length > 0 && this.codesSent() + asked.length > cap) {
      return fail(
        'too_many_codes',
        `This game has mailed the ${cap} confirmation codes it may, and mails no more: the address was not taken. Write to the judge from it instead (a mail that signs on confirms its address), or give one already confirmed.`,
      );
    }
    return ok(asked);
  }

  /** The holder (`viewer`) of an address gives back the code mailed to it: the right one confirms it. */
  confirmWith(state: GameState, viewer: Actor | null, codeHash: string, same: (a: string, b: string) => boolean): Result<{ email: string; confirmed: true }, ConfirmErrorCode> {
    const contact = viewer === null ? null : viewer.kind === 'master' ? masterContact(state) : playerOf(state, viewer)?.contact;
    const email = contact?.email ?? null;
    if (email === null) return fail('nothing_to_confirm', 'You have given this game no address to confirm.');
    // Several addresses: the code confirms the one of his awaiting it that it was mailed to.
    for (const other of contact?.also ?? []) {
      const row = this.row(other);
      if (row === undefined || row.confirmed === 1 || row.code_hash === null || row.wrong >= CODE_TRIES) continue;
      if (same(row.code_hash, codeHash)) {
        this.confirm(other);
        return ok({ email: other, confirmed: true });
      }
    }
    switch (this.check(email, codeHash, same)) {
      case 'confirmed':
      case 'already':
        return ok({ email, confirmed: true });
      case 'none_sent':
        return fail('nothing_to_confirm', `No code was mailed to ${email}: the judge mails one when you ask for mail there.`);
      case 'wrong':
        return fail('bad_code', `That is not the code mailed to ${email}.`);
      case 'locked':
        return fail('too_many_tries', `Too many wrong codes were given for ${email}: only writing to the judge from it confirms it now.`);
    }
  }
}
