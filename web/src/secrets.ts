/**
 * The secrets this browser holds, one per game: shown once by the judge when given, kept
 * in localStorage so the player comes back to his game without typing it again.
 */

export type Role = 'master' | 'player' | 'observer';

export interface Credential {
  readonly secret: string;
  readonly role: Role;
  /** The power played; null for the master and observers. */
  readonly power: string | null;
  /** The name given when joining, or the game's name for the master. */
  readonly name: string;
  /** When it was saved, epoch milliseconds. */
  readonly savedAt: number;
}

/** What of localStorage is used, so tests can hand in a plain object. */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'cloud-judge:game:';

const ROLES: readonly Role[] = ['master', 'player', 'observer'];

function read(raw: string | null): Credential | null {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const c = v as Record<string, unknown>;
    if (typeof c.secret !== 'string' || c.secret === '' || !ROLES.includes(c.role as Role)) return null;
    return {
      secret: c.secret,
      role: c.role as Role,
      power: typeof c.power === 'string' ? c.power : null,
      name: typeof c.name === 'string' ? c.name : '',
      savedAt: typeof c.savedAt === 'number' ? c.savedAt : 0,
    };
  } catch {
    // Something else wrote the key: treat it as absent rather than fail the page.
    return null;
  }
}

export function loadCredential(store: KeyStore, gameId: string): Credential | null {
  return read(store.getItem(PREFIX + gameId));
}

export function saveCredential(store: KeyStore, gameId: string, credential: Credential): void {
  store.setItem(PREFIX + gameId, JSON.stringify(credential));
}

export function forgetCredential(store: KeyStore, gameId: string): void {
  store.removeItem(PREFIX + gameId);
}

/** Every game this browser holds a secret for, newest first. */
export function savedGames(store: KeyStore): { readonly gameId: string; readonly credential: Credential }[] {
  const out: { gameId: string; credential: Credential }[] = [];
  for (const key of keysUnder(store, PREFIX)) {
    const credential = read(store.getItem(key));
    if (credential !== null) out.push({ gameId: key.slice(PREFIX.length), credential });
  }
  return out.sort((a, b) => b.credential.savedAt - a.credential.savedAt);
}

/** The keys of the store that begin with `prefix`. */
export function keysUnder(store: Pick<KeyStore, 'key' | 'length'>, prefix: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null && key.startsWith(prefix)) out.push(key);
  }
  return out;
}
