import { useState } from 'preact/hooks';
import { api, type GameView, type PhaseRecord } from '../api.js';
import { powerLabel } from '../powers.js';
import { holderLabel, sharesHeld, type Book } from '../payola/exchange.js';
import { CompanyChoice } from './CompanyChoice.js';
import { FormAnswer } from './FormAnswer.js';

/*
 * EXCHANGE's CEO elections on the web (shared/variants/payola/ceo.ts): a stockholder's vote
 * for each company he holds, cast while shares may be bought and counted when the phase is
 * processed; after it, the count. The candidates offered are those the view shows holding
 * the company (the viewer himself among them) and its own player; the judge checks again.
 */

interface Props {
  readonly game: GameView;
  readonly secret: string;
  readonly holder: string;
  readonly book: Book;
  /** The power voting, named for the master; absent: the caller. */
  readonly forPower: string | undefined;
  readonly accept: (g: GameView) => void;
}

/** A holder as the API names him: a power by its name, an investor by his bare name. */
const bare = (h: string): string => (h.startsWith('INVESTOR:') ? h.slice('INVESTOR:'.length) : h);

export function CeoVote(p: Props) {
  const held = sharesHeld(p.book, p.holder).map(([c]) => c);
  const [company, setCompany] = useState(held[0] ?? '');
  const [candidate, setCandidate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (held.length === 0) return null;
  const known = [company, ...Object.keys(p.book.holdings[company] ?? {}).filter((h) => h !== company)];
  const vote = async (e: Event) => {
    e.preventDefault();
    const name = candidate.trim() === '' ? company : candidate.trim();
    setError(null);
    setDone(null);
    const answer = await api.ceoVote(p.game.id, p.secret, company, name, p.forPower);
    if (!answer.ok) return setError(answer.error.message);
    setDone(`Your vote for ${powerLabel(company)}'s CEO is taken: it is counted when this phase is processed.`);
    p.accept(answer.value.game);
  };
  const mine = p.book.votes?.[p.holder] ?? {};
  return (
    <form class="ceo-vote" onSubmit={vote} aria-label="Vote for a CEO">
      <div class="row">
        <CompanyChoice label="CEO of" name="ceo-company" companies={held} value={company} choose={setCompany} />
        <label>
          Candidate (a holder; empty: its own player)
          <input name="ceo-candidate" list="ceo-candidates" value={candidate} onInput={(e) => setCandidate(e.currentTarget.value)} />
          <datalist id="ceo-candidates">
            {known.map((h) => (
              <option key={h} value={bare(h)} />
            ))}
          </datalist>
        </label>
        <button type="submit">Vote</button>
      </div>
      {Object.keys(mine).length > 0 && (
        <p class="note" data-testid="my-votes">
          Your votes: {Object.entries(mine).map(([c, h]) => `${powerLabel(c)}: ${h === c ? 'its own player' : holderLabel(h)}`).join('; ')}
        </p>
      )}
      <FormAnswer error={error} done={done} />
    </form>
  );
}

/** The CEO elections counted in a processed phase: the shares behind each candidate, and who runs each company after. */
export function ElectionLedger({ record }: { record: PhaseRecord }) {
  const elections = record.payola?.exchange?.elections ?? [];
  if (elections.length === 0) return null;
  const who = (company: string, h: string) => (h === company ? 'its own player' : holderLabel(h));
  return (
    <div class="exchange-ledger" data-testid="election-ledger">
      <h4>CEO elections</h4>
      <ul>
        {elections.map((e) => (
          <li key={e.company}>
            {powerLabel(e.company)}: {e.changed ? 'now run by' : 'still run by'} {who(e.company, e.ceo)} (
            {Object.entries(e.tally)
              .map(([h, n]) => `${who(e.company, h)} ${n}`)
              .join(', ') || 'no share for a candidate who may run'}
            )
          </li>
        ))}
      </ul>
    </div>
  );
}
