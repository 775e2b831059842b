import { describe, expect, it } from 'vitest';
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { asMaster, asPower, DOMAIN, mailGame, outcomeOf, send, storedState } from './support/mail';

/**
 * The judge's mail as a player or master reads it: one blank line between parts, never
 * two; phases and deadlines written the one way the rest of the judge's mail writes them;
 * and a refusal that says what to write instead.
 */

/** The runs of two or more blank lines in a text, with what precedes them. */
function doubledBlanks(text: string): string[] {
  return [...text.matchAll(/(.{0,40})\n\n\n+/g)].map((m) => m[1]!);
}

describe('one blank line between the parts of a reply', () => {
  it("a player's STATUS, LIST, SUMMARY and HISTORY mid-mail, and the orders that end it", async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'A PAR - BUR', 'STATUS', 'LIST', 'SUMMARY', 'HISTORY', 'F BRE - MAO');
    expect(doubledBlanks(reply.text)).toEqual([]);
  });

  it("the master's STATUS (every power's orders) and the orders that end his reply", async () => {
    const game = await mailGame();
    await asPower(game, 'FRANCE', 'A PAR - BUR');
    await asPower(game, 'ENGLAND', 'F LON - NTH');
    const reply = await asMaster(game, 'STATUS', 'PREVIEW', 'PROCESS!', 'HISTORY');
    expect(reply.text).toContain('The next phase would be Fall 1901 movement. Nothing has changed.');
    // The preview of the first phase does not also say the next phase is the one being played.
    expect(reply.text).not.toContain('The next phase is Spring 1901 movement.');
    expect(doubledBlanks(reply.text)).toEqual([]);
  });
});

describe('phases and deadlines are written as in the rest of the mail', () => {
  it("the master's PROCESS!, ROLLBACK, ROLLFORWARD and SET DEADLINE are answered with the phase's and the deadline's words", async () => {
    const game = await mailGame();
    const reply = await asMaster(game, 'PROCESS!', 'ROLLBACK', 'ROLLFORWARD', 'SET DEADLINE 5 JAN 2099 18:00');
    expect(outcomeOf(reply, 'PROCESS!')).toBe('Processed: the game is now in Fall 1901 movement.');
    expect(outcomeOf(reply, 'ROLLBACK')).toBe('Rolled back: the game is in Spring 1901 movement again, its orders cleared.');
    expect(outcomeOf(reply, 'ROLLFORWARD')).toBe('Rolled forward: the game is now in Fall 1901 movement.');
    expect(outcomeOf(reply, 'SET DEADLINE 5 JAN 2099 18:00')).toBe('The deadline is now Monday 5 January 2099, 18:00 UTC.');
  });

  it('LIST names the phase and the deadline in words, and counts the open powers in good English', async () => {
    const running = await mailGame();
    await asMaster(running, 'SET DEADLINE 5 JAN 2099 18:00');
    const list = await asPower(running, 'FRANCE', 'LIST');
    expect(list.text).toContain(`Diplomacy game ${running.id}, in Spring 1901 movement.`);
    expect(list.text).toContain('Orders are due by Monday 5 January 2099, 18:00 UTC.');
    expect(list.text).not.toMatch(/S1901M|2099-01-05/);

    const forming = await mailGame([], ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA']);
    const before = await asPower(forming, 'FRANCE', 'LIST');
    expect(before.text).toContain(`Diplomacy game ${forming.id}, before Spring 1901 movement.`);
    expect(before.text).toContain('The game is forming: 1 of the 7 powers is still open.');
  });
});

describe('a refusal says what to write instead', () => {
  it('JOIN naming a power in a game without POWER_CHOICE: join without one', async () => {
    const id = `nc${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;
    await send({ from: `master.${id}@example.com`, body: `CREATE ${id} masterpw\nRULE CIVIL_DISORDER\nSIGNOFF` });
    const byJudge = await send({ from: `bob.${id}@example.com`, body: `JOIN france@${id} bobpass` });
    expect(outcomeOf(byJudge, `JOIN france@${id} ********`)).toBe(
      `Not joined: Powers are given at random in this game (it does not use POWER_CHOICE). Write JOIN ${id} password, naming no power, and one is dealt to you.`,
    );
    const byGame = await send({ from: `rita.${id}@example.com`, to: `${id}@${DOMAIN}`, body: 'JOIN russia ritapw' });
    expect(outcomeOf(byGame, 'JOIN russia ********')).toMatch(new RegExp(`Write JOIN ${id} password, naming no power, and one is dealt to you\\.$`));
  });

  it("PROCESS with orders missing points the master to PROCESS!", async () => {
    const game = await mailGame();
    await asPower(game, 'FRANCE', 'A PAR - BUR');
    const reply = await asMaster(game, 'PROCESS');
    expect(outcomeOf(reply, 'PROCESS')).toMatch(/still owe some\. PROCESS! processes the phase now: powers without orders get the judge's default ones\.$/);
  });
});

describe('orders that complete the phase', () => {
  it('are answered with the processing they brought about, not only by the STATUS of the next phase', async () => {
    const game = await mailGame();
    const holds: Record<string, string[]> = {
      AUSTRIA: ['A BUD H', 'A VIE H', 'F TRI H'],
      ENGLAND: ['F EDI H', 'F LON H', 'A LVP H'],
      FRANCE: ['F BRE H', 'A MAR H', 'A PAR H'],
      GERMANY: ['F KIE H', 'A BER H', 'A MUN H'],
      ITALY: ['F NAP H', 'A ROM H', 'A VEN H'],
      RUSSIA: ['F STP H', 'A MOS H', 'A WAR H', 'F SEV H'],
    };
    for (const [power, lines] of Object.entries(holds)) await asPower(game, power as 'FRANCE', ...lines);
    const reply = await asPower(game, 'TURKEY', 'F ANK H', 'A CON H', 'A SMY H', 'STATUS');
    expect(outcomeOf(reply, 'A SMY H')).toBe(
      'Accepted: A SMY H With these orders every power\'s are in: Spring 1901 movement is processed, and the game is now in Fall 1901 movement.',
    );
  });
});

describe('a press the judge holds back', () => {
  it('is answered "Not sent", with why, never "Not understood"', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'ENGLAND', 'PRESS TO FRANCE', 'see you', `SIGNON FRANCE@${game.id} francepw`, 'PRESS TO ENGLAND', 'ENDPRESS');
    expect(outcomeOf(reply, 'PRESS TO FRANCE')).toBe('Not sent: it runs into a SIGNON line, which would have gone out with it. End each press with ENDPRESS.');
    expect(outcomeOf(reply, 'PRESS TO ENGLAND')).toBe('Not sent: it is empty.');
  });
});

describe('a mail with nothing the judge could read', () => {
  it('is answered with where to begin: LIST, JOIN, and the judge on the web', async () => {
    const junk = await send({ from: 'stranger@example.com', body: 'Buy cheap watches now!!!\nhttp://spam.example/' });
    expect(junk.text).toMatch(/Not understood[^]*\n\nNew to the judge\? LIST names the games you may join;\nJOIN game password joins one\.\nThe judge on the web: https:\/\/judge\.example\n*$/);
    const help = await send({ from: 'stranger@example.com', body: 'help' });
    expect(help.text).toContain('New to the judge?');
    // A mail with a command in it is answered without the help.
    const list = await send({ from: 'stranger@example.com', body: 'help\nLIST' });
    expect(list.text).not.toContain('New to the judge?');
  });
});

describe("STATUS tells a vote as the judge takes it", () => {
  it("a vote for one's own power is a claim, not a concession to oneself", async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'ENGLAND', 'VOTE FRANCE', 'STATUS', 'VOTE ENGLAND', 'STATUS');
    expect(reply.text).toContain('Vote: concede to FRANCE.');
    expect(reply.text).toContain('Vote: claim the game for ENGLAND (no draw).');
    expect(reply.text).not.toContain('concede to ENGLAND');
  });
});

describe('orders after the deadline under NO_LATE_CHANGES, with a STATUS between them', () => {
  it('the lines the judge took before the STATUS are answered as taken, not as refused', async () => {
    const game = await mailGame(['RULE CIVIL_DISORDER', 'TIMING GRACE 1D']);
    // The deadline passed a minute ago; the grace period runs on.
    await runInDurableObject(env.GAME_ROOM.getByName(game.id), (room, state) => {
      const s = JSON.parse(state.storage.sql.exec<{ state: string }>('SELECT state FROM game WHERE k = 1').one().state);
      state.storage.sql.exec('UPDATE game SET state = ? WHERE k = 1', JSON.stringify({ ...s, deadline: Date.now() - 60_000 }));
      (room as unknown as { store: { cached: unknown } }).store.cached = undefined;
    });
    const reply = await asPower(game, 'TURKEY', 'F ANK - BLA', 'STATUS', 'A CON - BUL');
    expect(outcomeOf(reply, 'F ANK - BLA')).toBe('Accepted: F ANK - BLA');
    expect(outcomeOf(reply, 'A CON - BUL')).toBe('Refused: The deadline has passed: orders already submitted may no longer be changed in this game.');
    const state = await storedState(game.id);
    expect(state.orders.TURKEY.map((o: { text: string }) => o.text)).toEqual(['F ANK - BLA']);
  });
});
