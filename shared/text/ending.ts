import { gameMap } from '../game/board.js';
import type { Ending, GameState } from '../game/types.js';
import { seatHolder } from './holder.js';
import { blocks, pad, padLeft, paragraph, widest } from './layout.js';
import { count, gameTitle, listOf, phaseTitle, powerTitle } from './words.js';

/** How the game ended, in one sentence. */
export function endingSentence(state: GameState, ending: Ending): string {
  switch (ending.kind) {
    case 'solo': {
      const centres = (state.position.centers[ending.winner] ?? []).length;
      return `${powerTitle(ending.winner)} has won the game outright, with ${count(centres, 'supply centre')}.`;
    }
    case 'draw':
      if (ending.unreachable) return `No power can reach victory any more on what the bombs have left: the game is drawn between ${listOf(ending.powers.map(powerTitle))}.`;
      return `The game is drawn between ${listOf(ending.powers.map(powerTitle))}.`;
    case 'concession':
      return `The game is conceded to ${powerTitle(ending.winner)}.`;
    case 'terminated':
      return 'The master has ended the game without a result.';
    case 'last_man':
      return `The ${powerTitle(ending.winner)} ${ending.unit} is the last man standing.`;
    case 'uninhabitable':
      return 'Fewer supply centres are left on the globe than victory needs: it is declared uninhabitable, and all players lose.';
  }
}

/**
 * The end of a game, as mailed to everyone in it: how it ended, in which phase, and
 * every power's final supply centres with its player, whose name the end reveals (as the
 * DPjudge's summary does), unless NO_REVEAL keeps it hidden until the master's REVEAL.
 */
export function endingText(state: GameState): string {
  const map = gameMap(state.settings);
  const head = paragraph(`The ${gameTitle(state)} is over.`);
  if (state.ending === null) return blocks(paragraph(`The ${gameTitle(state)} has not ended.`));
  const last = state.history[state.history.length - 1];
  const when = last === undefined ? null : `The last phase played was ${phaseTitle(map, last.position.phase)}.`;
  const powers = [...map.powers.keys()].sort(
    (a, b) => (state.position.centers[b] ?? []).length - (state.position.centers[a] ?? []).length,
  );
  const label = widest(powers.map(powerTitle));
  const rows = powers.map((power) => {
    const seat = state.seats[power];
    const player = seat === undefined ? '(open)' : seatHolder(state, null, seat);
    return `${pad(powerTitle(power), label)}  ${padLeft(String((state.position.centers[power] ?? []).length), 3)}  ${player}`.trimEnd();
  });
  return blocks(
    head,
    paragraph([endingSentence(state, state.ending), ...(when === null ? [] : [when])].join(' ')),
    ['Supply centres at the end:', '', ...rows].join('\n'),
  );
}
