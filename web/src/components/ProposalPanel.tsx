import { useState } from 'preact/hooks';
import { hasRule } from '../../../shared/rules/index.js';
import { api, type GameView } from '../api.js';
import { powerLabel } from '../powers.js';

type Ending = { kind: 'draw' } | { kind: 'concede'; to: string };
type Act = (run: () => ReturnType<typeof api.wait>) => Promise<void>;

/** "A concession to Italy", "A draw including all survivors". */
export const endingWords = (ending: Ending): string =>
  ending.kind === 'draw' ? 'A draw including all survivors' : `A concession to ${powerLabel(ending.to)}`;

/**
 * PROPOSE_DIAS: the ending proposed, shown to everyone (by whom, unless HIDE_PROPOSER keeps
 * it from this viewer), with Accept and Veto for a player who votes; with none proposed, a
 * player proposes one.
 */
export function ProposalPanel({ game, secret, act }: { game: GameView; secret: string | null; act: Act }) {
  const [choice, setChoice] = useState('draw');
  const mine = game.viewer.kind === 'player' ? game.viewer.power : null;
  const proposal = game.proposal;
  const voter = mine !== null && secret !== null && game.seats.some((s) => s.power === mine && s.status === 'taken');
  if (proposal === undefined) {
    if (!voter || game.status !== 'active') return null;
    const alive = game.seats.filter((s) => s.status !== 'eliminated').map((s) => s.power);
    const choices: [string, string][] = [
      ...(hasRule(game.rules, 'NO_DRAW') ? [] : [['draw', 'A draw including all survivors'] as [string, string]]),
      ...alive.map((p): [string, string] => [p, `A concession to ${powerLabel(p)}`]),
    ];
    const ending = (): Ending => (choice === 'draw' ? { kind: 'draw' } : { kind: 'concede', to: choice });
    return (
      <fieldset data-testid="proposal">
        <legend>Propose an ending</legend>
        <p class="note">Every player votes on it; it ends the game once all accept, and fails on a single veto.</p>
        <label>
          Ending
          <select value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
            {choices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void act(() => api.propose(game.id, secret!, ending()))}>
          Propose
        </button>
      </fieldset>
    );
  }
  return (
    <fieldset data-testid="proposal">
      <legend>The ending proposed</legend>
      <p role="status">
        {endingWords(proposal.ending)} has been proposed{proposal.by === null ? '' : ` by ${powerLabel(proposal.by)}`}.
        {proposal.accepted === true ? ' You have accepted it.' : ''}
      </p>
      {voter && (
        <p>
          {proposal.accepted !== true && (
            <button type="button" onClick={() => void act(() => api.answerProposal(game.id, secret!, true))}>
              Accept (VOTE YES)
            </button>
          )}{' '}
          <button type="button" class="danger" onClick={() => void act(() => api.answerProposal(game.id, secret!, false))}>
            Veto (VOTE NO)
          </button>
        </p>
      )}
    </fieldset>
  );
}
