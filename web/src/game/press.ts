import { hasRule } from '../../../shared/rules/index.js';
import type { ViewerView } from '../../../shared/views/types.js';

/**
 * Whom the viewer may write to under the game's press rules, so the form offers only
 * what the judge will take (it still checks, and its refusal is shown as it is).
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
      return { broadcast: true, recipients: [...powers] };
    case 'observer':
      return { broadcast: false, recipients: ['MASTER'] };
    case 'player': {
      if (viewer.power === null) return { broadcast: false, recipients: ['MASTER'] };
      if (hasRule(rules, 'NO_PRESS')) return { broadcast: false, recipients: ['MASTER'] };
      if (hasRule(rules, 'PUBLIC_PRESS')) return { broadcast: true, recipients: ['MASTER'] };
      return { broadcast: true, recipients: [...powers.filter((p) => p !== viewer.power), 'MASTER'] };
    }
  }
}
