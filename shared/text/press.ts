import { gameMap } from '../game/board.js';
import { ANONYMOUS_SENDER, type Actor, type GameState, type PressMessage } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import { pressFor } from '../views/names.js';
import { mayReadPress } from '../views/press.js';
import { viewerOf } from '../views/viewer.js';
import { blocks, fold, paragraph, RULE } from './layout.js';
import type { Notice } from './subjects.js';
import { gameSubject } from './subjects.js';
import { gameTitle, listOf, phaseTitle, powerTitle } from './words.js';

/**
 * A press message as mailed to one of its readers: the game and phase it was written in,
 * who wrote it and to whom, then the message. A reader the message is not for gets an
 * error, never the text. Only the master learns which observer wrote.
 */
export function pressText(state: GameState, message: PressMessage, reader: Actor): Result<string, 'not_addressed'> {
  if (!mayReadPress(state, reader, message)) return fail('not_addressed', 'This message is not addressed to that reader.');
  const map = gameMap(state.settings);
  // Grey and fake press read as their readers may know them (the master and the writer: the truth).
  message = pressFor(state, viewerOf(state, reader), message);
  // OFFICIAL: the master's words alone, under his subject (pressSubject), no heading.
  if (message.official !== undefined) return ok(blocks(fold(message.body)));
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
  let from = message.from === ANONYMOUS_SENDER ? 'someone unnamed (grey press)' : powerTitle(message.from);
  if (message.from === 'OBSERVER' && reader.kind === 'master') {
    const name = state.players.find((p) => p.id === message.observer)?.name;
    if (name !== undefined) from = `an observer (${name})`;
  }
  const heading = message.kind === 'broadcast' ? `Broadcast from ${from} to everyone` : `From ${from} to ${listOf(message.to.map(powerTitle))}`;
  // The master and the writer are told what its other readers were shown.
  const claim = message.claim;
  if (claim !== undefined) {
    const claimed = claim.kind === 'broadcast' ? 'to everyone' : `to ${listOf(claim.to.map(powerTitle))}`;
    return `${heading} (fake press: shown as from ${message.grey ? 'nobody named' : powerTitle(claim.from)} ${claimed})`;
  }
  return message.grey ? `${heading} (grey press: shown without its writer)` : heading;
}

/**
 * HANDOVER, to the power's player: the master handed him the power's private press from
 * before he took it over (the messages with ids below `before`), each as it was mailed.
 */
export function handedOverNotice(state: GameState, power: PowerName, before: number, reader: Actor): Notice {
  const earlier = state.press.filter((m) => m.id < before && m.kind === 'private' && (m.from === power || m.to.includes(power)));
  const texts = earlier.flatMap((m) => {
    const text = pressText(state, m, reader);
    return text.ok ? [text.value.trimEnd()] : [];
  });
  const head = paragraph(
    texts.length === 0
      ? `The master of ${gameTitle(state)} has handed you ${powerTitle(power)}'s press from before you took it over. There was none.`
      : `The master of ${gameTitle(state)} has handed you ${powerTitle(power)}'s press from before you took it over: ${texts.length === 1 ? 'one message' : `${texts.length} messages`}, oldest first.`,
  );
  return { subject: gameSubject(state, `${powerTitle(power)}'s earlier press`), body: `${[head, ...texts].join(`\n\n${RULE}\n\n`)}\n` };
}
