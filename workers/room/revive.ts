import type { Command, RevivalLetter } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { hashPassword } from './passwords';
import { hashSecret, newSecret } from './secrets';

/*
 * REVIVE at the doors (mail and HTTP): the new password (the master's, or one made here,
 * as the DPjudge makes one when he gives none) and a new web secret, hashed here; the game
 * keeps the hashes, and the clear text goes only into the welcome-back letter (and to the
 * master when the player cannot be written to).
 */

const LETTERS = 'abcdefghijkmnpqrstuvwxyz23456789';
const MADE_LENGTH = 10;

/** A password made for a revived player: ten letters and digits, none easily taken for another. */
export function madePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(MADE_LENGTH));
  let out = '';
  for (const b of bytes) out += LETTERS[b % LETTERS.length];
  return out;
}

/** The revive command with its hashes, and the letter it hands on. One slow hash (the password's). */
export async function reviveCommand(power: PowerName, password: string | undefined): Promise<{ readonly command: Extract<Command, { type: 'revive' }>; readonly letter: RevivalLetter }> {
  const letter: RevivalLetter = { password: password ?? madePassword(), secret: newSecret() };
  const [passwordHash, secretHash] = await Promise.all([hashPassword(letter.password), hashSecret(letter.secret)]);
  return { command: { type: 'revive', power, passwordHash, secretHash, letter }, letter };
}
