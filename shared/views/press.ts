import type { Actor, GameState, PressMessage } from '../game/types.js';
import { hasRule } from '../rules/index.js';
import type { ViewerView } from './types.js';
import { viewerOf } from './viewer.js';

/**
 * Who may read which press: the one rule, for the view, the mail door's texts and the
 * letters the judge mails (a door that shows press asks here, message by message).
 */

/**
 * Whether this actor (`null`: someone not known to the game) may read the message. A
 * broadcast is everyone's (the master's only when it names him: PRESS_MASTER). A private message is its writer's and its recipients': the
 * master's when he wrote it or it names him, or always under EAVESDROP; an observer's own letters; a power's player
 * reads what was written to or by his power, but a player who took the power over reads
 * only what was written since (`Player.pressFrom`), until the master hands the rest over.
 */
export function mayReadPress(state: GameState, actor: Actor | null, message: PressMessage): boolean {
  return pressReader(state, viewerOf(state, actor))(message);
}

/** The same rule for a viewer already known, as a test of each message (for a list of them). */
export function pressReader(state: GameState, viewer: ViewerView): (message: PressMessage) => boolean {
  switch (viewer.kind) {
    case 'anonymous':
      return (m) => m.kind === 'broadcast';
    case 'master': {
      // EAVESDROP: a copy of every private message. PRESS_MASTER: broadcasts only when they
      // name him (press.ts leaves him out of a broadcast's recipients then).
      const eavesdrop = hasRule(state.settings.rules, 'EAVESDROP');
      return (m) => m.from === 'MASTER' || m.to.includes('MASTER') || (m.kind === 'private' && eavesdrop);
    }
    case 'observer': {
      // A monitor reads no press at all (MONITOR): only the results and the notices he is mailed.
      if (state.players.find((p) => p.id === viewer.playerId)?.monitor === true) return () => false;
      return (m) => m.kind === 'broadcast' || (m.from === 'OBSERVER' && m.observer === viewer.playerId);
    }
    case 'player': {
      const power = viewer.power;
      const from = state.players.find((p) => p.id === viewer.playerId)?.pressFrom ?? 0;
      return (m) => m.kind === 'broadcast' || (power !== null && (m.from === power || m.to.includes(power)) && m.id >= from);
    }
  }
}
