import { namesPublic } from '../game/names.js';
import type { Actor, GameState, PressMessage } from '../game/types.js';
import type { ViewerView } from './types.js';
import { viewerOf } from './viewer.js';

/**
 * Whether this viewer may see the name of this player (a power's player or an observer):
 * everyone once the names are public (a friends' game, the end of the game, REVEAL); before
 * that the master, and the player himself.
 */
export function nameShown(state: GameState, viewer: ViewerView, playerId: string): boolean {
  if (viewer.kind === 'master' || namesPublic(state)) return true;
  return (viewer.kind === 'player' || viewer.kind === 'observer') && viewer.playerId === playerId;
}

/** The name of the player in this seat as the reader (`null`: anyone) may see it: null when it is secret from him. */
export function seatPlayerName(state: GameState, reader: Actor | null, playerId: string): string | null {
  if (!nameShown(state, viewerOf(state, reader), playerId)) return null;
  return state.players.find((p) => p.id === playerId)?.name ?? '';
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
