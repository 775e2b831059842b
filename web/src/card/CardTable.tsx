import { useEffect, useState } from 'preact/hooks';
import { api, type GameView } from '../api.js';
import { useNow } from '../game/live.js';
import { countdown } from '../game/time.js';
import { powerLabel } from '../powers.js';

type CardView = NonNullable<GameView['card']>;
type Step = CardView['steps'][number];

interface Props {
  readonly game: GameView;
  readonly card: CardView;
  /** The power the viewer plays (or the master's choice); null: he only watches. */
  readonly power: string | null;
  readonly secret: string | null;
  readonly accept: (g: GameView) => void;
  /** An order clicked on the board, offered to the order line. */
  readonly clicked?: string;
}

/**
 * A Card Diplomacy turn at the table: the deck stacker before the turn, then everyone's card
 * this round, whose turn it is with its clock counting down, the order line (or pass) for
 * the player whose turn it is, and every step so far. The board beside it shows the units as
 * the turn has left them (GamePage draws `card.units`), changing with each push.
 */
export function CardTable({ game, card, power, secret, accept, clicked }: Props) {
  const now = useNow();
  const [deck, setDeck] = useState('');
  const [order, setOrder] = useState('');
  const [error, setError] = useState<string | null>(null);
  // An order made by clicking the board replaces what the line held.
  useEffect(() => {
    if (clicked !== undefined) setOrder(clicked);
  }, [clicked]);
  const mine = power !== null && card.toDecide === power;
  const act = async (call: Promise<{ ok: true; value: { game: GameView } } | { ok: false; error: { message: string } }>) => {
    const r = await call;
    if (r.ok) {
      setError(null);
      setOrder('');
      accept(r.value.game);
    } else setError(r.error.message);
  };
  const who = power === null || game.viewer.kind !== 'master' ? undefined : power;
  return (
    <div class="card-table" data-testid="card-table">
      <h2>Card Diplomacy, {card.phase}</h2>
      {!card.playing ? (
        <section class="card-stack">
          <p>
            Stacked: {card.stacked.length} of {card.players.length}
            {card.due !== null && <> · clock {countdown(card.due, now)}</>}
          </p>
          {power !== null && secret !== null && card.players.includes(power) && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void act(api.cardStack(game.id, secret, deck.split(/[\s,]+/).filter((c) => c !== ''), who));
              }}
            >
              <label>
                {card.stacked.includes(power) ? 'Your deck is stacked; stack it again' : 'Stack your deck'} (top first, e.g. AS KH JOKER; the rest shuffled)
                <input name="deck" value={deck} onInput={(e) => setDeck((e.target as HTMLInputElement).value)} />
              </label>
              <button type="submit">Stack</button>
            </form>
          )}
        </section>
      ) : (
        <section class="card-round">
          <ul class="card-shown" aria-label="Cards this round">
            {card.shown.map((s) => (
              <li key={s.power} class={`${s.power === card.toDecide ? 'due' : ''} ${card.matched.includes(s.power) ? 'matched' : ''}`}>
                <span class="card-face">{s.card}</span> {powerLabel(s.power)}
                {card.matched.includes(s.power) ? ' (identical: passes)' : ''}
                {` · passes ${card.passes[s.power] ?? 0}/3`}
              </li>
            ))}
          </ul>
          {card.toDecide !== null && (
            <p class="card-due" data-testid="card-due">
              {mine ? 'Your turn' : `${powerLabel(card.toDecide)}’s turn`}
              {card.due !== null && <> · {countdown(card.due, now)} left</>}
            </p>
          )}
          {mine && secret !== null && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void act(api.cardPlay(game.id, secret, order, who));
              }}
            >
              <label>
                Your order (one unit, or a retreat)
                <input name="card-order" value={order} onInput={(e) => setOrder((e.target as HTMLInputElement).value)} placeholder="A PAR - BUR" />
              </label>
              <button type="submit">Play</button>
              {card.mayPass && (
                <button type="button" onClick={() => void act(api.cardPass(game.id, secret, who))}>
                  Pass
                </button>
              )}
            </form>
          )}
        </section>
      )}
      {error !== null && <p class="error" role="alert">{error}</p>}
      {card.decks !== undefined && power !== null && card.decks[power] !== undefined && (
        <p class="card-deck">Your next cards: {card.decks[power].slice(0, 5).join(' ')}</p>
      )}
      <CardSteps steps={card.steps} />
    </div>
  );
}

/** A turn's steps, in order: the history replays a turn with it too. */
export function CardSteps({ steps }: { readonly steps: readonly Step[] }) {
  return (
    <ol class="card-steps" aria-label="The turn so far">
      {steps.map((s, i) => (
        <li key={i}>{stepText(s)}</li>
      ))}
    </ol>
  );
}

export function stepText(s: Step): string {
  switch (s.kind) {
    case 'round':
      return `Cards: ${s.shown.map((c) => `${powerLabel(c.power)} ${c.card}`).join(', ')}${s.matched.length > 0 ? ` (${s.matched.map(powerLabel).join(' and ')} identical: pass)` : ''}`;
    case 'pass':
      return `${powerLabel(s.power)} passes${s.timeout ? ' (out of time)' : ''}`;
    case 'order':
      return `${powerLabel(s.power)}: ${s.order} — ${s.result}${s.reason ? ` (${s.reason})` : ''}${s.dislodged ? `, dislodging ${s.dislodged}` : ''}${s.timeout ? ' (out of time)' : ''}`;
  }
}
