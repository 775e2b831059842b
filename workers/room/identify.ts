import { isObserver } from '../../shared/game/actors';
import type { Actor, GameState } from '../../shared/game/types';
import { fail, ok, type Result } from '../../shared/result';
import type { DoorCommand } from './commands';
import { sameHash } from './secrets';

/** Why a caller was not let in. */
export type AuthError = 'bad_secret' | 'secret_required';

/**
 * Who holds the secret with this hash: the master, a player or an observer; null for a
 * caller without a secret. Every stored hash is compared, whichever matches, so the time
 * taken says nothing of which one did or how near a wrong secret came.
 */
export function identify(state: GameState, hash: string | null): Result<Actor | null, AuthError> {
  if (hash === null) return ok(null);
  let found: Actor | null = sameHash(hash, state.masterSecretHash) ? { kind: 'master' } : null;
  for (const player of state.players) {
    if (sameHash(hash, player.secretHash) && found === null) {
      // A player still to be dealt his power (POWER_CHOICE) is a player, not an observer.
      found = isObserver(player) ? { kind: 'observer', playerId: player.id } : { kind: 'player', playerId: player.id };
    }
  }
  if (found === null) return fail('bad_secret', 'That secret does not open this game.');
  return ok(found);
}

/**
 * The actor a command is applied as. Entering the game (join, observe, takeover) is done as
 * the newcomer the door has named, whoever asks, unless the master seats someone; every
 * other command needs a secret.
 */
export function actorFor(caller: Actor | null, command: DoorCommand): Result<Actor, AuthError> {
  switch (command.type) {
    case 'join':
    case 'takeover':
      return ok(caller?.kind === 'master' ? caller : { kind: 'player', playerId: command.playerId });
    case 'observe':
      return ok(caller?.kind === 'master' ? caller : { kind: 'observer', playerId: command.playerId });
    default:
      if (caller === null) return fail('secret_required', 'This needs your secret: send it as Authorization: Bearer <secret>.');
      return ok(caller);
  }
}
