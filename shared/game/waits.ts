import type { PhaseType } from '../map/phase.js';
import { inForce } from './rules.js';
import type { GameSettings } from './types.js';

/**
 * What holds a phase for its deadline: the players' WAIT flags and ALWAYS_WAIT. Under
 * NO_MINOR_WAIT both count in movement phases only (the seed: players "will only see (and
 * be able to use) a 'wait for processing' checkbox during movement phases. Furthermore,
 * if ALWAYS_WAIT is set, the latter rule will only apply to movement phases"); as on the
 * DPjudge (Game.ready), a retreat or adjustment phase then processes once everyone is in.
 */

/** WAIT flags may be set, and hold the phase, in a phase of this kind. */
export const waitFlagsCount = (settings: GameSettings, type: PhaseType): boolean => type === 'M' || !inForce(settings, 'NO_MINOR_WAIT');

/** ALWAYS_WAIT holds a phase of this kind for its deadline. */
export const alwaysWaits = (settings: GameSettings, type: PhaseType): boolean => inForce(settings, 'ALWAYS_WAIT') && waitFlagsCount(settings, type);
