import { gameMap } from '../game/board.js';
import type { Actor, GameState, PressMessage } from '../game/types.js';
import { fail, ok, type Result } from '../result.js';
import { mayReadPress } from '../views/view.js';
import { blocks, fold, paragraph } from './layout.js';
import { gameTitle, listOf, phaseTitle, powerTitle } from './words.js';

/**
 * A press message as mailed to one of its readers: the game and phase it was written in,
 * who wrote it and to whom, then the message. A reader the message is not for gets an
 * error, never the text. Only the master learns which observer wrote.
 */
export function pressText(state: GameState, message: PressMessage, reader: Actor): Result<string, 'not_addressed'> {
  if (!mayReadPress(state, reader, message)) return fail('not_addressed', 'This message is not addressed to that reader.');
  const map = gameMap(state.settings);
  return ok(
    blocks(
      paragraph(`Press in ${gameTitle(state)}, ${phaseTitle(map, message.phase)}.`),
      paragraph(`${pressHeading(state, message, reader)}:`),
      fold(message.body),
    ),
  );
}

/** "From France to England and Germany", "Broadcast from Germany to everyone". */
export function pressHeading(state: GameState, message: PressMessage, reader: Actor): string {
  let from = powerTitle(message.from);
  if (message.from === 'OBSERVER' && reader.kind === 'master') {
    const name = state.players.find((p) => p.id === message.observer)?.name;
    if (name !== undefined) from = `an observer (${name})`;
  }
  if (message.kind === 'broadcast') return `Broadcast from ${from} to everyone`;
  return `From ${from} to ${listOf(message.to.map(powerTitle))}`;
}
