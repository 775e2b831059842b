import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DOMAIN, outcomeOf, secretIn, send, type Reply } from './support/mail';
import { FALL_1901, SPRING_1901 } from '../../shared/game/test-script';

/** A whole game played by mail alone: made by mail, seven players join by mail, orders by mail to a solo. */

const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] as const;
const address = (power: string) => `${power.toLowerCase()}@players.example`;
const password = (power: string) => `${power.toLowerCase()}-pw`;

/** Each power signs on and sends its orders, in map order; the replies, by power. */
async function orderAll(game: string, orders: Record<string, string[]>): Promise<Record<string, Reply>> {
  const replies: Record<string, Reply> = {};
  for (const power of POWERS) {
    replies[power] = await send({ from: address(power), body: [`SIGNON ${power}@${game} ${password(power)}`, ...orders[power]!].join('\n') });
  }
  return replies;
}

describe('a game played by mail alone', () => {
  it('is made by mail, joined by mail, and ordered by mail through 1901 to a solo', async () => {
    const game = 'mailonly';
    const created = await send({
      from: 'margaret@example.com',
      name: 'Margaret',
      body: ['CREATE mailonly masterpw', 'RULE POWER_CHOICE', 'VICTORY 5', 'SIGNOFF'].join('\n'),
    });
    expect(created.from).toBe('judge@judge.example');
    expect(outcomeOf(created, 'CREATE mailonly ********')).toMatch(/Game mailonly is made and forming; you are its master/);
    expect(created.text).not.toContain('masterpw');

    for (const [i, power] of POWERS.entries()) {
      const joined = await send({ from: address(power), name: `Player ${power}`, body: `JOIN ${power}@${game} ${password(power)}` });
      const said = outcomeOf(joined, `JOIN ${power}@${game} ********`);
      expect(said).toContain(`Joined game ${game} as ${power}.`);
      if (i === POWERS.length - 1) expect(said).toContain('The game is full and has started.');
    }

    const room = env.GAME_ROOM.getByName(game);
    // The master sees who plays which power (nobody else does while the game runs).
    const started = await room.view(secretIn(created));
    expect(started.ok && started.value).toMatchObject({ status: 'active', phase: 'S1901M', victory: 5 });
    expect(started.ok && started.value.seats.map((s) => s.player)).toEqual(POWERS.map((p) => `Player ${p}`));

    const spring = await orderAll(game, SPRING_1901);
    // Each reply answers every line and ends with the orders as they stand.
    expect(outcomeOf(spring.AUSTRIA!, 'A VIE - GAL')).toBe('Accepted: A VIE - GAL');
    expect(outcomeOf(spring.AUSTRIA!, `SIGNON AUSTRIA@${game} ********`)).toBe(`Signed on to ${game} as AUSTRIA.`);
    expect(spring.AUSTRIA!.text).toMatch(/Orders of Austria for Spring 1901[^]*A VIE - GAL\n  A BUD - SER\n  F TRI - ALB\n\nThese orders are submitted/);
    // The last power in processed the spring: its reply shows the fall, with nothing ordered yet.
    expect(spring.TURKEY!.text).toMatch(/Orders of Turkey for Fall 1901[^]*\(no order yet\)/);

    const fall = await orderAll(game, FALL_1901);
    expect(outcomeOf(fall.RUSSIA!, 'F SEV S A UKR - RUM')).toBe('Accepted: F SEV S A UKR - RUM');
    const over = await room.view(null);
    expect(over.ok && over.value).toMatchObject({ status: 'finished', ending: { kind: 'solo', winner: 'RUSSIA' } });

    // Anyone may ask for the history by mail; it tells both phases.
    const history = await send({ from: 'curious@example.com', body: `HISTORY ${game}` });
    expect(history.text).toMatch(/Spring 1901[^]*Fall 1901/);
    expect(history.text).toMatch(/A UKR - RUM/);
    // The master's sign-on still works on the finished game.
    const master = await send({ from: 'margaret@example.com', to: `${game}@${DOMAIN}`, body: 'SIGNON master masterpw\nSUMMARY' });
    expect(outcomeOf(master, 'SIGNON master ********')).toBe(`Signed on to ${game} as the master.`);
  });
});
