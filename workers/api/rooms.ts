import type { Contact } from '../../shared/game/types';
import type { Env } from '../env';
import { ApiError } from '../errors';

/** Game ids are ours (room/secrets.ts newId): anything else names no game. */
const GAME_ID = /^[a-z0-9]{1,40}$/;

/** The room of a game, by its id from the path. */
export function roomOf(env: Env, id: string) {
  if (!GAME_ID.test(id)) throw new ApiError(404, 'no_game', 'There is no such game.');
  return env.GAME_ROOM.getByName(id);
}

/** How the judge reaches a player who gave (or did not give) an address. */
export function contactOf(email: string | undefined): Contact {
  return email === undefined ? { email: null, by: 'web' } : { email, by: 'both' };
}
