import type { Env } from '../env';
import { checkPassword } from './passwords';

/**
 * A private game's privacy password, checked by a door (the API's join and takeover, the
 * mail's JOIN and TAKEOVER) before it asks the room: the slow hash runs in the Worker, as a
 * sign-on's does, never in the game's room. The door hands the game the stored hash the
 * password matched (`privacy`), or a mark that matches none, and the game (shared
 * privacy.ts) decides. Nothing given, nothing is checked: the game asks for it if it must.
 */
export async function privacyProof(env: Env, game: string, given: string | undefined): Promise<{ readonly privacy?: string }> {
  if (given === undefined) return {};
  const stored = await env.GAME_ROOM.getByName(game).privacyHash();
  if (stored === null) return {};
  return { privacy: (await checkPassword(given, stored)) ? stored : 'no match' };
}
