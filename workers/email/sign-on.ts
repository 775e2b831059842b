import type { Env } from '../env';
import type { MailCredential } from '../room/mail';
import { checkPassword } from '../room/passwords';
import { hashSecret } from '../room/secrets';
import { signOnLocked } from '../room/sign-on-locks';

/*
 * A mail's sign-on by name and password (SIGNON, RESIGN, TAKEOVER master), checked here in
 * the Worker: the game's room hands over the stored hash for the name (or one of the same
 * shape for a name nobody holds) and whether the name is locked out; the slow hash runs
 * here, where it holds up no game; the room then takes the sender as the person whose
 * stored hash the password matched, and counts a failure.
 */

export type Checked = { readonly ok: true; readonly credential: MailCredential } | { readonly ok: false; readonly note: string };

export async function checkSignOn(env: Env, game: string, who: string, password: string, from: string): Promise<Checked> {
  const ticket = await env.GAME_ROOM.getByName(game).signOnTicket(who, from);
  if (ticket.lockedUntil !== null) return { ok: false, note: signOnLocked(ticket.lockedUntil) };
  const [matches, secretHash] = await Promise.all([checkPassword(password, ticket.passwordHash), hashSecret(password)]);
  return { ok: true, credential: { kind: 'password', who, verified: matches ? ticket.passwordHash : null, secretHash } };
}
