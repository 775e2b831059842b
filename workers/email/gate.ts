import type { Env } from '../env';
import type { GateVerdict } from '../room/mail-gate';
import { hashSecret } from '../room/secrets';

/**
 * The rate limit on one sender's mail (workers/room/mail-gate.ts keeps the count). Each
 * sender's count lives in a room of its own, named for a hash of his address: the room
 * holds no game, its name can never be a game's (game names have no colon), and no
 * address is written into any name.
 */
export async function admitSender(env: Env, address: string): Promise<GateVerdict> {
  const key = await hashSecret(address.trim().toLowerCase());
  return env.GAME_ROOM.getByName(`mail-gate:${key}`).admitMail();
}
