/**
 * Mail passwords, kept only as slow hashes: PBKDF2 with SHA-256 through WebCrypto, a random
 * salt for each password, compared in constant time. A password is chosen by a person and
 * may be weak, unlike the random bearer secrets (secrets.ts), so it gets a hash that is
 * costly to guess at.
 *
 * Stored as `pbkdf2-sha256$<iterations>$<salt>$<key>`, salt and key in base64url, so that
 * a later change of cost still reads the hashes made before it.
 */

/** 100,000 is the most the Workers runtime's PBKDF2 allows, and what OWASP's floor for SHA-256 asks of us. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;
const SCHEME = 'pbkdf2-sha256';

/** The longest password taken: a word to type in a mail, not a passage. */
export const MAX_PASSWORD_LENGTH = 64;

/**
 * The shortest password a new one may be (JOIN, OBSERVE, TAKEOVER, CREATE, SET PASSWORD):
 * DPjudge's passwords are short words, so no more than this; a shorter one made before
 * still signs on.
 */
export const MIN_PASSWORD_LENGTH = 6;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

/** The stored form of a new password, with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(key)}`;
}

interface Stored {
  readonly iterations: number;
  readonly salt: Uint8Array;
  readonly key: Uint8Array;
}

function readStored(stored: string): Stored | null {
  const [scheme, count, salt, key, ...rest] = stored.split('$');
  if (scheme !== SCHEME || rest.length > 0 || count === undefined || salt === undefined || key === undefined) return null;
  const iterations = Number(count);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  const saltBytes = fromBase64url(salt);
  const keyBytes = fromBase64url(key);
  if (saltBytes === null || keyBytes === null || keyBytes.length !== KEY_BITS / 8) return null;
  return { iterations, salt: saltBytes, key: keyBytes };
}

/**
 * Stands in for a missing hash, in the stored form, so that a name nobody holds is checked
 * with the same work as a wrong password; nothing is ever the password it was made from.
 */
export const NO_PASSWORD = `${SCHEME}$${PBKDF2_ITERATIONS}$${base64url(new Uint8Array(SALT_BYTES))}$${base64url(new Uint8Array(KEY_BITS / 8))}`;
const NOBODY = readStored(NO_PASSWORD)!;

/**
 * Whether the password is the one `stored` was made from. With no stored hash (no such
 * game, power or observer, or a player without a password: NO_PASSWORD, or undefined) the
 * same work is done and the answer is no: the time taken tells nothing of which it was.
 * The slow hash: the mail door runs it, never a game's room (whose calls it would hold up).
 */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  const known = stored === undefined || stored === NO_PASSWORD ? null : readStored(stored);
  const against = known ?? NOBODY;
  const key = await derive(password, against.salt, against.iterations);
  const same = crypto.subtle.timingSafeEqual(key, against.key);
  return known !== null && same;
}
