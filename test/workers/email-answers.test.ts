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
    expect(textUnder(reply, 'LIST', 0)).toContain('in Spring 1901 movement');
    expect(textUnder(reply, 'HISTORY', 0)).toContain('No phase');
    expect(textUnder(reply, 'LIST', 1)).toContain('in Fall 1901 movement');
    expect(textUnder(reply, 'HISTORY', 1)).not.toContain('No phase');
    expect(textUnder(reply, 'SUMMARY')).not.toBe('');
    // Each read's text once: the first LIST's heading is not repeated under the second.
    expect(reply.text.split('in Spring 1901 movement').length - 1).toBe(1);
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
    const reply = await asPower(game, 'FRANCE', 'Here are my orders:', 'A PAR - BUR', 'and the fleet:', 'F BRE - XYZ', '', 'Thanks,', 'Bob', '', 'Sent from my iPhone');
    expect(outcomeOf(reply, 'Here are my orders:')).toBe('Not understood: this line is neither a command nor an order.');
    expect(outcomeOf(reply, 'and the fleet:')).toBe('Not understood either.');
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
  (expectStatus(await call('GET', `/api/games/${id}/press`, { secret }), 200).press as { from: string; body: string }[]).reverse().map((m) => `${m.from}: ${m.body}`);

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

describe('CREATE reads the status lines', () => {
  it('DESC (shown in LIST, SUMMARY and the view), NAME and MULTIPLE_ROLES are built; GAME is ignored', async () => {
    const id = `cr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const reply = await send({
      from: 'gm@example.com',
      body: [`CREATE ${id} gmpass`, 'DESC A friendly game among colleagues,', 'DESCRIPTION played by mail.', 'NAME Friday Night', 'MULTIPLE_ROLES', 'RULE POWER_CHOICE', 'GAME other', 'SIGNOFF'].join('\n'),
    });
    expect(outcomeOf(reply, `CREATE ${id} ********`)).toContain(`Game ${id} is made and forming`);
    const state = await storedState(id);
    expect(state.settings).toMatchObject({ name: 'Friday Night', description: 'A friendly game among colleagues, played by mail.', multipleRoles: true });
    const read = await send({ from: 'x@example.com', body: `LIST ${id}\nSUMMARY ${id}` });
    expect(textUnder(read, `LIST ${id}`)).toContain('A friendly game among colleagues, played by mail.');
    expect(textUnder(read, `SUMMARY ${id}`)).toContain('A friendly game among colleagues, played by mail.');
    const view = expectStatus(await call('GET', `/api/games/${id}`), 200).game;
    expect(view.description).toBe('A friendly game among colleagues, played by mail.');
    // MULTIPLE_ROLES: one address may play two powers here.
    await send({ from: 'ann@example.com', body: `JOIN france@${id} annpass` });
    const second = await send({ from: 'ann@example.com', body: `JOIN england@${id} annpw2` });
    expect(outcomeOf(second, `JOIN england@${id} ********`)).toContain(`Joined game ${id} as ENGLAND`);
  });

  it('TAX and CAP lines make a Payola game\'s income directives; one that does not read is answered, and no game made', async () => {
    const id = `cr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const reply = await send({ from: 'gm@example.com', body: [`CREATE ${id} gmpass payola`, 'TAX 5', 'CAP 18', 'SIGNOFF'].join('\n') });
    expect(outcomeOf(reply, `CREATE ${id} ********`)).toContain(`Game ${id} is made and forming`);
    const state = await storedState(id);
    expect(state.settings.directives).toEqual(['TAX 5', 'CAP 18']);
    expect(state.payola.funds).toMatchObject({ FRANCE: 15, RUSSIA: 18 });
    expect(expectStatus(await call('GET', `/api/games/${id}`), 200).game.directives).toEqual(['TAX 5', 'CAP 18']);
    const other = `cr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const bad = await send({ from: 'gm@example.com', body: [`CREATE ${other} gmpass payola`, 'TAX ROME 3', 'SIGNOFF'].join('\n') });
    expect(bad.text).toMatch(/ROME is not a supply centre/);
    expect(bad.text).not.toContain(`Game ${other} is made`);
  });

  it('an unknown line is marked where it is, an unbuilt one is answered by name, and the game is not made', async () => {
    const id = `cr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const reply = await send({ from: 'gm@example.com', body: [`CREATE ${id} gmpass`, 'DESC Fine.', 'ZONE America/New_York', 'COLOUR blue', 'PRIVATE Privacy1', 'SIGNOFF'].join('\n') });
    const lines = reply.text.split('\n');
    const under = (line: string) => lines[lines.indexOf(`> ${line}`) + 1]!.trim();
    expect(under('ZONE America/New_York')).toMatch(/^Not built: ZONE is not built/);
    expect(under('COLOUR blue')).toMatch(/^Not understood: "COLOUR" is not a setting/);
    // PRIVATE is a setting read (a private game), its password masked in the reply.
    expect(lines).toContain('> PRIVATE ********');
    expect(reply.text).not.toMatch(/Not built: Private games/);
    expect(under('DESC Fine.')).toMatch(/^> ZONE/);
    expect(reply.text).not.toContain('Privacy1');
    expect(reply.text).toContain('Not created: put right the lines marked below');
  });
});

describe('one address, one role', () => {
  it('a second JOIN, an OBSERVE or a TAKEOVER from an address that plays a power is refused with a sentence', async () => {
    const game = await mailGame([], ['FRANCE', 'ENGLAND']);
    const from = game.players.FRANCE!.address;
    const join = await send({ from, body: `JOIN germany@${game.id} others` });
    expect(outcomeOf(join, `JOIN germany@${game.id} ********`)).toBe(
      `Not joined: ${from} already plays FRANCE in this game: one address holds one role (a power, an observer or the master) unless the master allowed more when he made the game.`,
    );
    const observe = await send({ from, body: `OBSERVE fan@${game.id} others` });
    expect(outcomeOf(observe, `OBSERVE fan@${game.id} ********`)).toMatch(/^Not added: .* already plays FRANCE in this game/);
    await asMaster(game, 'ACTIVATE', 'RESIGN ENGLAND');
    const take = await send({ from, body: `TAKEOVER england@${game.id} others` });
    expect(outcomeOf(take, `TAKEOVER england@${game.id} ********`)).toMatch(/^Not taken over: .* already plays FRANCE in this game/);
    // Another address takes it over.
    const other = await send({ from: 'newcomer@example.com', body: `TAKEOVER england@${game.id} newpass` });
    expect(outcomeOf(other, `TAKEOVER england@${game.id} ********`)).toContain('You now play ENGLAND');
  });
});

describe('JOIN without a power under POWER_CHOICE', () => {
  it('keeps every power open to the others; the power is dealt at the start, the chosen ones kept', async () => {
    const game = await mailGame([], ['FRANCE']);
    const reply = await send({ from: 'nochoice@example.com', body: `JOIN ${game.id} ncpass` });
    expect(outcomeOf(reply, `JOIN ${game.id} ********`)).toMatch(/^Joined game \S+\. Your power is dealt when the game starts/);
    const secret = secretIn(reply);
    // The web sees a player without a power yet.
    const mine = expectStatus(await call('GET', `/api/games/${game.id}`, { secret }), 200).game;
    expect(mine.viewer).toMatchObject({ kind: 'player', power: null });
    expect(mine.observers).toBe(0);
    // Every power but France is still open to choose.
    const state = await storedState(game.id);
    expect(Object.values(state.seats).filter((s: any) => s.status === 'open')).toHaveLength(6);
    const chose = await send({ from: 'chooser@example.com', body: `JOIN russia@${game.id} rpass1` });
    expect(outcomeOf(chose, `JOIN russia@${game.id} ********`)).toContain('as RUSSIA');
    const list = await send({ from: 'x@example.com', body: `LIST ${game.id}` });
    expect(textUnder(list, `LIST ${game.id}`)).toContain('1 joined without choosing');
    await asMaster(game, 'ACTIVATE');
    const started = await storedState(game.id);
    const dealt = started.players.find((p: any) => p.contact.email === 'nochoice@example.com');
    expect(dealt.power).toMatch(/^(AUSTRIA|ENGLAND|GERMANY|ITALY|TURKEY)$/);
    expect(started.seats[dealt.power]).toMatchObject({ status: 'taken', playerId: dealt.id });
    expect(started.seats.FRANCE.playerId).not.toBe(dealt.id);
    expect(started.seats.RUSSIA.status).toBe('taken');
    const seen = expectStatus(await call('GET', `/api/games/${game.id}`, { secret }), 200).game;
    expect(seen.viewer).toMatchObject({ kind: 'player', power: dealt.power });
  });
});

describe('every password is masked in every echo', () => {
  it('in the whole reply: INVEST, SPY, MONITOR, SIGNON, JOIN, TAKEOVER, SET PASSWORD, OBSERVE', async () => {
    const game = await mailGame([], ['FRANCE']);
    const lines = [
      `INVEST don@${game.id} Secret1`,
      `SPY spies@${game.id} Secret2`,
      `MONITOR nosy@${game.id} Secret3`,
      `JOIN italy@${game.id} Secret4`,
      'SET PASSWORD Secret5',
      `OBSERVE olga@${game.id} Secret6`,
      `TAKEOVER turkey@${game.id} Secret7`,
      `SIGNON france@${game.id} ${game.players.FRANCE!.password}`,
      'SET PASSWORD Secret8',
    ];
    const reply = await send({ from: 'mixed@example.com', body: lines.join('\n') });
    expect(reply.text).not.toMatch(/Secret\d|francepw/);
    expect(reply.text).toContain(`> INVEST don@${game.id} ********`);
    expect(reply.text).toContain(`> SPY spies@${game.id} ********`);
    expect(reply.text).toContain('> SET PASSWORD ********');
  });
});

describe('votes', () => {
  it("a vote for one's own power is answered as the claim the judge takes it for; for another, a concession", async () => {
    const game = await mailGame();
    const own = await asPower(game, 'FRANCE', 'VOTE FRANCE');
    expect(outcomeOf(own, 'VOTE FRANCE')).toBe('You claim the game for FRANCE: no draw, and the others may concede it to you.');
    const other = await asPower(game, 'ENGLAND', 'VOTE FRANCE');
    expect(outcomeOf(other, 'VOTE FRANCE')).toBe('You concede the game to FRANCE.');
  });
});
