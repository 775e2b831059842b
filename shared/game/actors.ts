import type { PowerName } from '../map/types.js';
import { bossOf } from './control.js';
import type { Actor, Contact, GameState, Player } from './types.js';

/** Who the actor is in this game, and what he may act for. */

/** The player record of a player or observer actor; null for the master, the system, or a stranger. */
export function playerOf(state: GameState, actor: Actor): Player | null {
  switch (actor.kind) {
    case 'player':
    case 'observer':
      return state.players.find((p) => p.id === actor.playerId) ?? null;
    case 'master':
    case 'system':
      return null;
  }
}

/** The power the actor plays, if he plays one. */
export function powerOf(state: GameState, actor: Actor): PowerName | null {
  if (actor.kind !== 'player') return null;
  const player = playerOf(state, actor);
  if (player === null || player.power === null) return null;
  return state.seats[player.power]?.playerId === player.id ? player.power : null;
}

/**
 * The actor may act for this power: the master for any, a player for his own and for the
 * dummies his power controls (CONTROL, VASSAL_DUMMIES: "Powers receive CONTROL of their
 * vassal states (and are thus able to log in and issue orders for them)").
 */
export function actsFor(state: GameState, actor: Actor, power: PowerName): boolean {
  if (actor.kind === 'master') return true;
  const own = powerOf(state, actor);
  return own !== null && (own === power || bossOf(state.seats, power) === own);
}

/** An observer: in the game without a power, and not waiting to be dealt one (POWER_CHOICE). */
export const isObserver = (player: Player): boolean => player.power === null && player.awaitsPower !== true;

/** A monitor (MONITOR by mail): an observer mailed only the results, deadline changes and the end. */
export const isMonitor = (player: Player): boolean => player.monitor === true;

/** How many players wait for the start to be dealt a power (POWER_CHOICE, joined without choosing). */
export const awaitingPower = (state: GameState): number => state.players.filter((p) => p.awaitsPower === true).length;

/**
 * The master's contact while he has given none: no address, and mail once he gives one,
 * since a master who gives the judge his address wants to hear from it.
 */
export const MASTER_CONTACT_DEFAULT: Contact = { email: null, by: 'mail' };

/** How the master hears from the judge. */
export const masterContact = (state: GameState): Contact => state.masterContact ?? MASTER_CONTACT_DEFAULT;
