import { inForce } from '../game/rules.js';
import type { GameState } from '../game/types.js';
import type { ProposalView, ViewerView } from './types.js';

/**
 * The proposal standing in an active game, shown to everyone: the players vote on it. Who
 * else has accepted stays each voter's secret, from the master too, as votes are.
 */
export function proposalFor(state: GameState, viewer: ViewerView): ProposalView | null {
  const p = state.proposal;
  if (p === undefined || state.status !== 'active') return null;
  const own = viewer.kind === 'player' ? viewer.power : null;
  const hidden = inForce(state.settings, 'HIDE_PROPOSER') && viewer.kind !== 'master' && own !== p.by;
  const votes = own !== null && state.seats[own]?.status === 'taken';
  return { ending: p.ending, by: hidden ? null : p.by, accepted: votes ? p.yes.includes(own) : null };
}
