import type { Play } from '../../game/play.js';
import { standardPlay } from '../../game/standard-play.js';

/**
 * Solitaire's hooks (shared/game/play.ts): the standard game, played by the master alone.
 * Every power is a dummy he orders, and the game opens its first phase when it is made
 * (`masterAlone`); the variant's rules (NO_DEADLINE, ALWAYS_WAIT …, rules/catalogue.ts)
 * keep it waiting for his PROCESS.
 */
export const solitairePlay: Play = { ...standardPlay, title: 'Solitaire', masterAlone: true };
