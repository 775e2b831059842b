import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, asPower, DOMAIN, mailGame, outcomeOf, secretIn, send, storedState } from './support/mail';

/**
 * What the mail door answers, line by line (issue 10): reads where they are written, a
 * JOIN to the game's own address, lines that are no orders, a second order for a unit.
 */

/** The text the reply shows under a quoted line, up to the next quoted line. */
function textUnder(reply: { text: string }, line: string, nth = 0): string {
  const lines = reply.text.split('\n');
  let at = -1;
  for (let k = 0; k <= nth; k++) at = lines.indexOf(`> ${line}`, at + 1);
  if (at < 0) throw new Error(`no "${line}" (${nth}) in:\n${reply.text}`);
  const out: string[] = [];
  for (let i = at + 1; i < lines.length && !lines[i]!.startsWith('> ') && !lines[i]!.startsWith('-'.repeat(72)); i++) out.push(lines[i]!);
  return out.join('\n');
}

describe('reads answer the game where they are written', () => {
  it('STATUS before and after orders in one mail: each shows the game at its line, once', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'STATUS', 'A PAR - BUR', 'STATUS', 'F BRE - MAO', 'SET WAIT', 'STATUS');
    const [first, second, third] = [0, 1, 2].map((n) => textUnder(reply, 'STATUS', n));
    expect(first).not.toContain('A PAR - BUR');
    expect(first).toContain('WAIT: not set');
    expect(second).toContain('A PAR - BUR');
    expect(second).not.toContain('F BRE - MAO');
    expect(third).toContain('A PAR - BUR');
    expect(third).toContain('F BRE - MAO');
    expect(third).toContain('WAIT: set');
    // Both lines stand on file: the list written before the STATUS was not replaced by the lines after it.
    const state = await storedState(game.id);
    expect(state.orders.FRANCE.map((o: { text: string }) => o.text)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    expect(outcomeOf(reply, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
    expect(outcomeOf(reply, 'F BRE - MAO')).toBe('Accepted: F BRE - MAO');
  });

  it("the master's LIST before and after PROCESS! shows each phase; SUMMARY and HISTORY too", async () => {
    const game = await mailGame();
    const reply = await asMaster(game, 'LIST', 'HISTORY', 'PROCESS!', 'LIST', 'HISTORY', 'SUMMARY');
    expect(textUnder(reply, 'LIST', 0)).toContain('in S1901M');
    expect(textUnder(reply, 'HISTORY', 0)).toContain('No phase');
    expect(textUnder(reply, 'LIST', 1)).toContain('in F1901M');
    expect(textUnder(reply, 'HISTORY', 1)).not.toContain('No phase');
    expect(textUnder(reply, 'SUMMARY')).not.toBe('');
    // Each read's text once: the first LIST's heading is not repeated under the second.
    expect(reply.text.split('in S1901M').length - 1).toBe(1);
  });
});

describe('orders', () => {
  it('a second order for the same unit is answered with the order it replaces', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'A PAR - PIC', 'A PAR - BUR');
    expect(outcomeOf(reply, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR; it replaces A PAR - PIC');
  });

  it('Bu is ambiguous, with its choices, not unknown', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'A PAR - Bu');
    expect(outcomeOf(reply, 'A PAR - Bu')).toBe('Refused: BU could be Budapest, Bulgaria or Burgundy: write BUD, BUL or BUR.');
  });
});

describe('lines that are neither commands nor orders', () => {
  it('after SIGNON, prose is not understood (never "not a place"), and a signature without "-- " is noted once', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'Here are my orders:', 'A PAR - BUR', 'F BRE - XYZ', '', 'Thanks,', 'Bob', '', 'Sent from my iPhone');
    expect(outcomeOf(reply, 'Here are my orders:')).toBe('Not understood: this line is neither a command nor an order.');
    expect(outcomeOf(reply, 'F BRE - XYZ')).toBe('Refused: XYZ is not a place on this map.');
    expect(outcomeOf(reply, 'Thanks,')).toBe('Taken for your signature: not read.');
    expect(reply.text).not.toMatch(/SENT is not a place|THANKS is not a place|BOB is not a place/);
    expect(reply.text.match(/signature/g)).toHaveLength(1);
    const state = await storedState(game.id);
    expect(state.orders.FRANCE.map((o: { text: string }) => o.text)).toEqual(['A PAR - BUR']);
  });
});

describe('JOIN at the game address', () => {
  it('JOIN russia pw written to the game joins as Russia', async () => {
    const game = await mailGame([], ['FRANCE']);
    const reply = await send({ from: 'ivan@example.com', to: `${game.id}@${DOMAIN}`, body: 'JOIN russia ivanpw' });
    expect(outcomeOf(reply, 'JOIN russia ********')).toContain(`Joined game ${game.id} as RUSSIA`);
    secretIn(reply);
    const state = await storedState(game.id);
    expect(state.seats.RUSSIA.status).toBe('taken');
  });
});

const pressFor = async (id: string, secret: string) =>
  (expectStatus(await call('GET', `/api/games/${id}/press`, { secret }), 200).press as { from: string; body: string }[]).map((m) => `${m.from}: ${m.body}`);

describe('press', () => {
  it('is carried verbatim: quoted lines, lines ending in a colon and blank lines inside PRESS … ENDPRESS arrive as written', async () => {
    const game = await mailGame();
    const body = ['You wrote:', '> I will stay out of the Channel.', '', '', 'Did you mean it?', '-- France'];
    const reply = await asPower(game, 'FRANCE', 'PRESS TO ENGLAND', ...body, 'ENDPRESS', 'On Mon, England wrote:', '> old mail');
    expect(outcomeOf(reply, 'PRESS TO ENGLAND')).toBe('Sent to ENGLAND.');
    expect(await pressFor(game.id, game.players.ENGLAND!.secret)).toEqual([`FRANCE: ${body.join('\n')}`]);
  });

  it('an observer writes to the powers as the DPjudge lets him; under MUTE_OBSERVERS to the master alone', async () => {
    for (const [rules, sent] of [[[], true], [['RULE MUTE_OBSERVERS'], false]] as const) {
      const game = await mailGame([...rules]);
      const reply = await send({ from: 'olga@example.com', body: [`OBSERVE olga@${game.id} olgapw`, 'PRESS TO FRANCE', 'Psst.', 'ENDPRESS', 'BROADCAST', 'Hello all.', 'ENDPRESS'].join('\n') });
      expect(outcomeOf(reply, 'PRESS TO FRANCE')).toBe(sent ? 'Sent to FRANCE.' : 'Refused: Observers may write to the master only in this game (MUTE_OBSERVERS).');
      expect(outcomeOf(reply, 'BROADCAST')).toBe(sent ? 'Sent to everyone.' : 'Refused: Observers may write to the master only in this game (MUTE_OBSERVERS).');
      expect(await pressFor(game.id, game.players.FRANCE!.secret)).toEqual(sent ? ['OBSERVER: Psst.', 'OBSERVER: Hello all.'] : []);
    }
  });
});
