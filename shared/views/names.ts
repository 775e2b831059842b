import { namesPublic } from '../game/names.js';
import { ANONYMOUS_SENDER, type Actor, type GameState, type PressMessage } from '../game/types.js';
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
 * A message as this viewer gets it. Grey press comes from nobody named, fake press from
 * and to whom it claims, to all but the master and its writer (who know the truth). Who
 * among the observers wrote it is kept from those who may not know the observers' names
 * (the writer and the master may; it is an id, but one the archive ties to a name).
 */
export function pressFor(state: GameState, viewer: ViewerView, message: PressMessage): PressMessage {
  const knows = viewer.kind === 'master' || wroteIt(viewer, message);
  const shown = knows ? message : pressDisguised(message);
  if (shown.observer === undefined || nameShown(state, viewer, shown.observer)) return shown;
  const rest: { -readonly [K in keyof PressMessage]?: PressMessage[K] } = { ...shown };
  delete rest.observer;
  return rest as PressMessage;
}

/** The viewer wrote the message: his power's, or his own as an observer. */
function wroteIt(viewer: ViewerView, message: PressMessage): boolean {
  if (viewer.kind === 'player') return viewer.power !== null && message.from === viewer.power;
  if (viewer.kind === 'observer') return message.from === 'OBSERVER' && message.observer === viewer.playerId;
  return false;
}

/**
 * The message as those who did not write it and are not the master see it: grey from
 * ANONYMOUS_SENDER, fake from and to what it claims, and nothing left that tells the truth
 * (the archive and the MILA export keep this form too).
 */
export function pressDisguised(message: PressMessage): PressMessage {
  if (message.grey === undefined && message.claim === undefined) return message;
  const claim = message.claim;
  const from = message.grey ? ANONYMOUS_SENDER : (claim?.from ?? message.from);
  const base = {
    id: message.id,
    at: message.at,
    phase: message.phase,
    from,
    to: claim?.to ?? message.to,
    kind: claim?.kind ?? message.kind,
    body: message.body,
    ...(message.afterEnd === undefined ? {} : { afterEnd: message.afterEnd }),
    ...(message.eog === undefined ? {} : { eog: message.eog }),
  };
  return from === 'OBSERVER' && message.observer !== undefined ? { ...base, observer: message.observer } : base;
}
