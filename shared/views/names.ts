import { namesPublic } from '../game/names.js';
import type { GameState, PressMessage } from '../game/types.js';
import type { ViewerView } from './types.js';

/**
 * Whether this viewer may see the name of this player (a power's player or an observer):
 * everyone once the names are public (a friends' game, the end of the game, REVEAL); before
 * that the master, and the player himself.
 */
export function nameShown(state: GameState, viewer: ViewerView, playerId: string): boolean {
  if (viewer.kind === 'master' || namesPublic(state)) return true;
  return (viewer.kind === 'player' || viewer.kind === 'observer') && viewer.playerId === playerId;
}

/**
 * A message as this viewer gets it: who among the observers wrote it is kept from those
 * who may not know the observers' names (the writer and the master may; it is an id, but
 * one the archive ties to a name).
 */
export function pressFor(state: GameState, viewer: ViewerView, message: PressMessage): PressMessage {
  if (message.observer === undefined || nameShown(state, viewer, message.observer)) return message;
  const rest: { -readonly [K in keyof PressMessage]?: PressMessage[K] } = { ...message };
  delete rest.observer;
  return rest as PressMessage;
}
