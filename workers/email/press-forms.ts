import type { Command } from '../../shared/game/types';
import type { GameMap } from '../../shared/map/types';
import { fail, ok, type Result } from '../../shared/result';
import { powerNamed, recipientsNamed } from './powers';

type Form = Pick<Extract<Command, { type: 'press' }>, 'grey' | 'fake'>;

/**
 * The GREY, FAKE TO / FAKE BROADCAST and FROM options of a PRESS or BROADCAST line, with
 * their powers named on the game's map. Whether the game allows them is the press
 * command's to say (the refusal names the rule).
 */
export function pressFormOf(
  map: GameMap,
  written: { readonly grey?: true; readonly fakeTo?: readonly string[] | 'ALL'; readonly fakeFrom?: string },
): Result<Form, 'unknown_power'> {
  let from: string | undefined;
  if (written.fakeFrom !== undefined) {
    const name = written.fakeFrom.toUpperCase();
    if (name === 'MASTER' || name === 'M') return fail('unknown_power', 'No press may claim to come FROM the master.');
    const power = powerNamed(map, name);
    if (power === null) return fail('unknown_power', `"${written.fakeFrom}" names no power of this game: FROM names the one the message claims to come from.`);
    from = power;
  }
  let to: readonly string[] | 'ALL' | undefined;
  if (written.fakeTo === 'ALL') to = 'ALL';
  else if (written.fakeTo !== undefined) {
    const named = recipientsNamed(map, written.fakeTo);
    if (!named.ok) return named;
    to = named.value;
  }
  const fake = from === undefined && to === undefined ? undefined : { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
  return ok({ ...(written.grey === true ? { grey: true } : {}), ...(fake === undefined ? {} : { fake }) });
}
