import type { Ending } from '../../../shared/game/types.js';
import { powerLabel } from '../powers.js';

const named = (powers: readonly string[]): string => {
  const labels = powers.map(powerLabel);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
};

/** How the game ended, in a sentence under its title; powers named as the rest of the page names them. */
export function endingText(ending: Ending): string {
  switch (ending.kind) {
    case 'solo':
      return `${powerLabel(ending.winner)} has won the game.`;
    case 'draw':
      return `The game ended in a draw between ${named(ending.powers)}.`;
    case 'concession':
      return `The game was conceded to ${powerLabel(ending.winner)}.`;
    case 'terminated':
      return 'The master ended the game.';
  }
}
