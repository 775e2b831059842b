import type { Play } from '../../game/play.js';
import { standardPlay } from '../../game/standard-play.js';

/**
 * Solitaire's hooks (shared/game/play.ts): the standard game, played by the master alone.
 * Every power is a dummy he orders, and the game opens its first phase when it is made
 * (`masterAlone`); the variant's rules (NO_DEADLINE, ALWAYS_WAIT …, rules/catalogue.ts)
 * keep it waiting for his PROCESS.
 *
 * Made by a call marked pure rather than an object spread, which a bundler must keep as a
 * possible side effect: the web client, which never plays a game, would otherwise carry the
 * whole game machine and every board's map in its first chunk.
 */
export const solitairePlay: Play = /* @__PURE__ */ Object.assign({}, standardPlay, { title: 'Solitaire', masterAlone: true as const });
