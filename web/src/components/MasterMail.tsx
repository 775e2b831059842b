import { useEffect, useState } from 'preact/hooks';
import { api, type DeadLetters, type GameView } from '../api.js';
import { localTime } from '../game/time.js';
import { ConfirmAddress } from './ConfirmAddress.js';

/**
 * The master's mail in his console: the deliveries the judge gave up after every try
 * failed (read again after each change of the game), and how the address he gave stands
 * (with the box for the code the judge mailed there, while one waits).
 */
export function MasterMail({ game, secret }: { game: GameView; secret: string }) {
  const [dead, setDead] = useState<DeadLetters | null>(null);

  useEffect(() => {
    let live = true;
    void api.deadLetters(game.id, secret).then((answer) => {
      if (live && answer.ok) setDead(answer.value);
    });
    return () => {
      live = false;
    };
  }, [game.id, game.revision, secret]);

  return (
    <section class="master-mail">
      {dead !== null && dead.total > 0 && (
        <div data-testid="dead-letters">
          <h3>Mail given up ({dead.total})</h3>
          <ul>
            {dead.latest.slice(0, 10).map((d) => (
              <li key={`${d.at}-${d.to ?? d.kind}`}>
                {localTime(d.at)}: {d.to === null ? d.kind : `to ${d.to}`}
                {d.subject === null ? '' : ` (${d.subject})`}, after {d.attempts} tries: {d.lastError}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmAddress gameId={game.id} secret={secret} contact={game.contact} />
    </section>
  );
}
