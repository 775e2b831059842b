import { boardNamed } from '../../shared/map/boards';
import { standardMap } from '../../shared/map/standard';
import type { GameMap } from '../../shared/map/types';
import type { Env } from '../env';

/**
 * The board a game is played on, as its room says, for reading what a mail names on it:
 * powers (JOIN, TAKEOVER, press lists, votes) and phases. A game that does not exist is
 * read on the standard board: the room refuses whatever is sent to it anyway.
 */
export async function boardOfGame(env: Env, game: string): Promise<GameMap> {
  const name = await env.GAME_ROOM.getByName(game).boardName();
  return (name === null ? undefined : boardNamed(name)) ?? standardMap();
}
