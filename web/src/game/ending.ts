import type { Ending } from '../../../shared/game/types.js';
import { listOf } from '../../../shared/text/words.js';
import { powerLabel } from '../powers.js';

/** How the game ended, in a sentence under its title; powers named as the rest of the page names them. */
export function endingText(ending: Ending): string {
  switch (ending.kind) {
    case 'solo':
      return `${powerLabel(ending.winner)} has won the game.`;
    case 'draw':
      if (ending.unreachable) return `No power could reach victory any more on what the bombs left: the game ended in a draw between ${listOf(ending.powers.map(powerLabel))}.`;
      return `The game ended in a draw between ${listOf(ending.powers.map(powerLabel))}.`;
    case 'concession':
      return `The game was conceded to ${powerLabel(ending.winner)}.`;
    case 'terminated':
      return 'The master ended the game.';
    case 'last_man':
      return `${powerLabel(ending.winner)}’s ${ending.unit} is the last man standing.`;
    case 'uninhabitable':
      return 'The globe was declared uninhabitable: all players lost.';
  }
}
