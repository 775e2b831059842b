/**
 * Bearer secrets: random, shown once, kept only as hashes. A secret is 32 random bytes in
 * base64url (43 characters); its hash is the SHA-256 of those characters, in hex.
 */

const SECRET_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh secret for a master, a player or an observer. */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** The form a secret is stored in. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  let hex = '';
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
  return hex;
}

const encoder = new TextEncoder();

/**
 * Whether two hashes are equal, in time that does not depend on where they differ. Their
 * lengths are not secret (every stored hash has the same one), so a mismatch there answers
 * at once.
 */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return crypto.subtle.timingSafeEqual(encoder.encode(a), encoder.encode(b));
}

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A short random identifier (games, players): letters and digits that cannot be misread
 * for one another, so an id survives being copied out of a mail by hand.
 */
export function newId(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  // 256 is a multiple of 32: every character is equally likely.
  for (const b of bytes) id += ID_ALPHABET[b % ID_ALPHABET.length];
  return id;
}
