import type { Actor, GameState } from '../game/types.js';
import type { ViewerView } from './types.js';

/** Who the viewer is in this game. An actor the game does not know sees what anyone sees. */
export function viewerOf(state: GameState, actor: Actor | null): ViewerView {
  if (actor === null) return { kind: 'anonymous' };
  switch (actor.kind) {
    case 'master':
      return { kind: 'master' };
    case 'system':
      return { kind: 'anonymous' };
    case 'player':
    case 'observer': {
      const player = state.players.find((p) => p.id === actor.playerId);
      if (player === undefined) return { kind: 'anonymous' };
      // Seated only if the seat still names him: a player who left keeps no power.
      const power = player.power !== null && state.seats[player.power]?.playerId === player.id ? player.power : null;
      // A player still to be dealt his power (POWER_CHOICE) is a player without one yet.
      if (player.awaitsPower === true) return { kind: 'player', playerId: player.id, name: player.name, power: null };
      // Someone in the game without a power watches it, whatever the door called him.
      return power === null
        ? { kind: 'observer', playerId: player.id, name: player.name }
        : { kind: 'player', playerId: player.id, name: player.name, power };
    }
  }
}

