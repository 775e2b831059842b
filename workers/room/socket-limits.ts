import type { Env } from '../env';
import { wholeSetting } from './settings';

/**
 * The room's limits on its WebSockets, which a host sets in wrangler.toml `[vars]`:
 * `SOCKETS_PER_GAME`, the live connections one game takes (each costs a push at every
 * change), and `SOCKET_VIEW_SECONDS`, how often one socket may ask for the game again.
 * A value absent or not a positive whole number stands for the default.
 */
export const SOCKET_DEFAULTS = { sockets: 200, viewSeconds: 5 } as const;

export interface SocketLimits {
  readonly sockets: number;
  readonly viewSeconds: number;
}

export function socketLimits(env: Pick<Env, 'SOCKETS_PER_GAME' | 'SOCKET_VIEW_SECONDS'>): SocketLimits {
  return {
    sockets: wholeSetting(env.SOCKETS_PER_GAME, SOCKET_DEFAULTS.sockets),
    viewSeconds: wholeSetting(env.SOCKET_VIEW_SECONDS, SOCKET_DEFAULTS.viewSeconds),
  };
}
