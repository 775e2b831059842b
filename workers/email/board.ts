import type { GameSettings } from '../../shared/game/types';
import { boardNamed } from '../../shared/map/boards';
import { standardMap } from '../../shared/map/standard';
import type { GameMap } from '../../shared/map/types';
import type { Env } from '../env';

/** A game as the mail door reads lines for it: its board, its variant and the phase it is in when the mail comes (null: no such game). */
export interface MailBoard {
  readonly map: GameMap;
  readonly variant: GameSettings['variant'] | null;
  readonly phase: string | null;
}

/**
 * The board a game is played on, as its room says, for reading what a mail names on it:
 * powers (JOIN, TAKEOVER, press lists, votes) and phases; and its variant and phase, for
 * the lines only some variants read (a Payola game's offer lines, in its movement phases). A game that does not exist is
 * read on the standard board: the room refuses whatever is sent to it anyway.
 */
export async function boardOfGame(env: Env, game: string): Promise<MailBoard> {
  const found = await env.GAME_ROOM.getByName(game).mailBoard();
  return { map: (found === null ? undefined : boardNamed(found.map)) ?? standardMap(), variant: found?.variant ?? null, phase: found?.phase ?? null };
}
