import { pressAllowed } from '../../../shared/game/commands/press.js';
import type { ViewerView } from '../../../shared/views/types.js';

/**
 * Whom the viewer may write to under the game's press rules, so the form offers only
 * what the judge will take (it still checks, and its refusal is shown as it is). The rules
 * are read by the engine's own `pressAllowed`.
 */
export interface PressChoices {
  /** May write to everyone at once. */
  readonly broadcast: boolean;
  /** Powers (and MASTER) he may write to privately. */
  readonly recipients: readonly string[];
}

export function pressChoices(rules: readonly string[], viewer: ViewerView, powers: readonly string[]): PressChoices {
  switch (viewer.kind) {
    case 'anonymous':
      return { broadcast: false, recipients: [] };
    case 'master':
      return { broadcast: pressAllowed(rules, 'MASTER', 'ALL'), recipients: powers.filter((p) => pressAllowed(rules, 'MASTER', [p])) };
    case 'observer':
      return { broadcast: pressAllowed(rules, 'OBSERVER', 'ALL'), recipients: [...powers, 'MASTER'].filter((r) => pressAllowed(rules, 'OBSERVER', [r])) };
    case 'player': {
      const from = viewer.power;
      if (from === null) return { broadcast: false, recipients: ['MASTER'] };
      const others = [...powers.filter((p) => p !== from), 'MASTER'];
      return { broadcast: pressAllowed(rules, from, 'ALL'), recipients: others.filter((r) => pressAllowed(rules, from, [r])) };
    }
  }
}

/**
 * Whether a new message starts addressed to everyone: only when writing to everyone is the
 * choice (no power may be written to privately), so that a private deal is never broadcast
 * because "everyone" was left ticked.
 */
export function startsToEveryone(choices: PressChoices): boolean {
  return choices.broadcast && choices.recipients.every((r) => r === 'MASTER');
}
