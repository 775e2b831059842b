import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FALL_1901, SPRING_1901 } from '../../shared/game/test-script';

import { keepMailEachTest, mailGame, outcomeOf, POWERS, secretIn, send, type Reply, type SentMail } from './support/mail';

/*
 * A game the master runs by mail alone, from CREATE to a takeover: he gets the start,
 * every result (every power's orders), press to him, and a notice of each join,
 * resignation, dummy and takeover; the players get the results and the notices that
 * concern them (a new deadline, a rollback before the results played again, seats
 * changing hands), each exactly once. The judge's own mail is caught at the send_email
 * binding; the clock is frozen so that only the alarms the test runs deliver it.
 */

type Sent = SentMail;

// The judge's mail kept, not sent (mail.sent: this test's); each test on the test clock.
const mail = keepMailEachTest();
/** Every mail the test's alarms delivered, in order. */
const everything: Sent[] = [];

type Power = (typeof POWERS)[number];

const ID = `gm${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
const GM = 'gm@example.com';
const GM_NEW = 'gm.home@example.com';
const address = (power: Power): string => `${power.toLowerCase()}@players.example`;
const PASSWORD = 'secretpw';

/** Delivers whatever the room has waiting; gives what went out and forgets it. */
async function drain(): Promise<Sent[]> {
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(ID));
  const out = mail.sent;
  mail.sent = [];
  everything.push(...out);
  return out;
}

/** The mails the last drain2 delivered. */
let sent2: Sent[] = [];

/** Delivers what the room of game `id` has waiting; gives what went out. */
async function drain2(id: string): Promise<Sent[]> {
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
  sent2 = mail.sent;
  mail.sent = [];
  return sent2;
}

/** The subjects each address got, in the order mail.sent. */
function byAddress(mail: readonly Sent[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of mail) out.set(m.to, [...(out.get(m.to) ?? []), m.subject]);
  return out;
}

const asMaster = (...lines: string[]): Promise<Reply> => send({ from: GM_NEW, body: [`SIGNON master@${ID} ${PASSWORD}`, ...lines].join('\n') });
const asPower = (power: Power, ...lines: string[]): Promise<Reply> =>
  send({ from: address(power), body: [`SIGNON ${power.toLowerCase()}@${ID} ${power.toLowerCase()}pw`, ...lines].join('\n') });

const subject = (what: string): string => `Diplomacy game ${ID}: ${what}`;
const everyone = (except: readonly string[] = []): string[] => POWERS.map(address).filter((a) => !except.includes(a));

/** A text with its lines run together, to look for a sentence the layout may have wrapped. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Set to true to print the master's, France's and both Turkeys' mail, to read them as they would. */
const PRINT = false;

describe('a game the master runs by mail', () => {
  it('mails the master every result and notice, and each player his own exactly once', async () => {
    // CREATE: the address the mail came from is the master's.
    const created = await send({ from: GM, body: [`CREATE ${ID} ${PASSWORD}`, 'RULE POWER_CHOICE', 'SIGNOFF'].join('\n') });
    expect(created.text).toContain(`The judge writes to you at ${GM}:`);
    expect(created.text).toContain(`The game on the web: ${env.PUBLIC_URL}/#/games/${ID}`);
    secretIn(created);

    // SET ADDRESS, signed on as the master: from now on the judge writes there.
    const moved = await send({ from: GM_NEW, body: `SIGNON master@${ID} ${PASSWORD}\nSET ADDRESS` });
    expect(outcomeOf(moved, 'SET ADDRESS')).toBe(`The judge now writes to ${GM_NEW}.`);

    // Everyone joins by mail; the seventh starts the game.
    for (const power of POWERS) {
      const joined = await send({ from: address(power), name: `Player ${power}`, body: `JOIN ${power}@${ID} ${power.toLowerCase()}pw` });
      expect(outcomeOf(joined, `JOIN ${power}@${ID} ********`)).toMatch(new RegExp(`^Joined game ${ID} as ${power}`));
    }
    let mail = await drain();
    let got = byAddress(mail);
    expect(got.get(GM)).toBeUndefined();
    expect(got.get(GM_NEW)).toEqual([...POWERS.map((p) => subject(`Player ${p} joined as ${p.charAt(0)}${p.slice(1).toLowerCase()}`)), `Diplomacy game ${ID} has started`]);
    for (const a of everyone()) expect(got.get(a)).toEqual([`Diplomacy game ${ID} has started`]);
    const join = mail.find((m) => m.to === GM_NEW)!;
    expect(flat(join.text)).toContain(`Player AUSTRIA <${address('AUSTRIA')}> has joined the game '${ID}' (${ID}) as Austria. 6 of the 7 powers are still open.`);
    expect(flat(mail.filter((m) => m.to === GM_NEW)[5]!.text)).toContain('as Russia. 1 of the 7 powers is still open.');
    expect(flat(mail.filter((m) => m.to === GM_NEW)[6]!.text)).toContain('as Turkey. Every power is taken: the game has started.');
    const start = mail.filter((m) => m.to === GM_NEW).at(-1)!;
    expect(flat(start.text)).toContain('of which you are the master, has started with Spring 1901 movement.');
    expect(start.text).toContain(`Turkey:   Player TURKEY <${address('TURKEY')}>`);
    // Replies and the outbox sign with one name, and every mail ends with the game's page.
    expect(new Set(mail.map((m) => m.from))).toEqual(new Set(['Cloud Judge']));
    expect(mail.every((m) => m.text.trimEnd().endsWith(`The game on the web: ${env.PUBLIC_URL}/#/games/${ID}`))).toBe(true);
    expect(created.headers.get('from')).toBe(`"Cloud Judge" <${env.JUDGE_ADDRESS}>`);

    // Press to the master, and a broadcast: the master reads both; nobody his own.
    await asPower('FRANCE', 'PRESS TO MASTER', 'May I have more time?', 'ENDPRESS', 'BROADCAST', 'Bonjour.', 'ENDBROADCAST');
    got = byAddress(await drain());
    expect(got.get(GM_NEW)).toEqual([subject('press from France'), subject('broadcast from France')]);
    for (const a of everyone([address('FRANCE')])) expect(got.get(a)).toEqual([subject('broadcast from France')]);
    expect(got.get(address('FRANCE'))).toBeUndefined();

    // Spring 1901: everyone orders; the last orders process the phase.
    for (const power of POWERS) await asPower(power, ...SPRING_1901[power]!);
    mail = await drain();
    got = byAddress(mail);
    const spring = subject('Spring 1901 movement results');
    for (const a of [GM_NEW, ...everyone()]) expect(got.get(a), a).toEqual([spring]);
    // The master's record has every power's orders.
    const record = mail.find((m) => m.to === GM_NEW)!.text;
    for (const power of POWERS) for (const order of SPRING_1901[power]!) expect(record).toContain(order);

    // A new deadline: the players are told.
    const deadline = await asMaster('SET DEADLINE 5 JAN 2040 18:00');
    expect(outcomeOf(deadline, 'SET DEADLINE 5 JAN 2040 18:00')).toBe('The deadline is now Thursday 5 January 2040, 18:00 UTC.');
    mail = await drain();
    got = byAddress(mail);
    for (const a of everyone()) expect(got.get(a)).toEqual([subject('new deadline for Fall 1901 movement')]);
    expect(flat(mail[0]!.text)).toContain('Orders are due by Thursday 5 January 2040, 18:00 UTC.');

    // ROLLBACK, then ROLLFORWARD in the same mail: the rollback's notice comes before the
    // results played again, and each player gets the replayed results once.
    const rolled = await asMaster('ROLLBACK', 'ROLLFORWARD');
    expect(outcomeOf(rolled, 'ROLLBACK')).toBe('Rolled back: the game is in Spring 1901 movement again, its orders cleared.');
    expect(outcomeOf(rolled, 'ROLLFORWARD')).toBe('Rolled forward: the game is now in Fall 1901 movement.');
    mail = await drain();
    got = byAddress(mail);
    const back = subject('rolled back to Spring 1901 movement');
    const again = subject('Spring 1901 movement results (rolled forward)');
    for (const a of everyone()) expect(got.get(a), a).toEqual([back, again]);
    expect(got.get(GM_NEW)).toEqual([again]);
    const replayed = mail.find((m) => m.subject === again)!.text;
    expect(flat(replayed)).toMatch(/^The master has rolled the game '\w+' \(\w+\) forward: the phase undone by the/);
    expect(replayed).toContain('Results of Spring 1901 movement');

    // DUMMY of a played power is refused; after RESIGN it is accepted.
    const dummy = await asMaster('DUMMY TURKEY');
    expect(outcomeOf(dummy, 'DUMMY TURKEY')).toBe('Refused: TURKEY has a player: resign him first (RESIGN TURKEY), then make the power a dummy.');
    expect(await drain()).toEqual([]);
    const resigned = await asMaster('RESIGN TURKEY', 'DUMMY TURKEY');
    expect(outcomeOf(resigned, 'RESIGN TURKEY')).toBe('TURKEY is vacant now: a new player may take it over (TAKEOVER).');
    expect(outcomeOf(resigned, 'DUMMY TURKEY')).toBe('TURKEY is now a dummy.');
    mail = await drain();
    got = byAddress(mail);
    expect(got.get(GM_NEW)).toEqual([subject('Turkey resigned'), subject('Turkey is a dummy')]);
    expect(got.get(address('TURKEY'))).toEqual([subject('you no longer play Turkey')]);
    for (const a of everyone([address('TURKEY')])) expect(got.get(a)).toEqual([subject('Turkey resigned')]);
    expect(flat(mail.find((m) => m.to === address('TURKEY'))!.text)).toContain('The master has resigned you from Turkey');
    expect(flat(mail.find((m) => m.to === GM_NEW)!.text)).toContain(`Player TURKEY <${address('TURKEY')}> no longer plays Turkey`);

    // The master's RESIGN of the dummy ends it; a new player takes the power over.
    const undummied = await asMaster('RESIGN TURKEY');
    expect(outcomeOf(undummied, 'RESIGN TURKEY')).toBe('TURKEY is vacant now: a new player may take it over (TAKEOVER).');
    const newcomer = 'sultan@players.example';
    const taken = await send({ from: newcomer, name: 'The Sultan', body: `TAKEOVER turkey@${ID} sultanpw` });
    expect(outcomeOf(taken, `TAKEOVER turkey@${ID} ********`)).toMatch(new RegExp(`^Signed on to ${ID} as TURKEY\\. You now play TURKEY in game ${ID}`));
    mail = await drain();
    got = byAddress(mail);
    expect(got.get(GM_NEW)).toEqual([subject('Turkey is no longer a dummy'), subject('Turkey taken over')]);
    expect(got.get(newcomer)).toEqual([subject('you now play Turkey')]);
    expect(got.get(address('TURKEY'))).toBeUndefined();
    for (const a of everyone([address('TURKEY')])) expect(got.get(a)).toEqual([subject('Turkey taken over')]);
    expect(flat(mail.find((m) => m.to === GM_NEW && m.subject.endsWith('taken over'))!.text)).toContain(`The Sultan <${newcomer}> has taken over Turkey`);
    expect(flat(mail.find((m) => m.to === address('FRANCE'))!.text)).not.toContain('Sultan');

    // Fall 1901, processed by the master: the new Turkey gets the results, the old one not.
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) await asPower(power, ...FALL_1901[power]!);
    const processed = await asMaster('PROCESS!');
    expect(outcomeOf(processed, 'PROCESS!')).toMatch(/^Processed: the game is now in /);
    got = byAddress(await drain());
    const fall = subject('Fall 1901 movement results');
    for (const a of [GM_NEW, newcomer, ...everyone([address('TURKEY')])]) expect(got.get(a), a).toEqual([fall]);
    expect(got.get(address('TURKEY'))).toBeUndefined();

    // ROLLBACK two phases, then ROLLFORWARD to where the game was: the notice first, then
    // one mail with both phases' results, not one a phase.
    const twice = await asMaster('ROLLBACK S1901M', 'ROLLFORWARD W1901A');
    expect(outcomeOf(twice, 'ROLLFORWARD W1901A')).toBe('Rolled forward: the game is now in Winter 1901 adjustments.');
    mail = await drain();
    got = byAddress(mail);
    const both = subject('Spring 1901 movement to Fall 1901 movement results (rolled forward)');
    for (const a of [newcomer, ...everyone([address('TURKEY')])]) expect(got.get(a), a).toEqual([back, both]);
    expect(got.get(GM_NEW)).toEqual([both]);
    const replayedBoth = flat(mail.find((m) => m.subject === both)!.text);
    expect(replayedBoth).toContain('the phases undone by the rollback were played again');
    expect(replayedBoth).toMatch(/Results of Spring 1901 movement[^]*Results of Fall 1901 movement/);

    if (PRINT) {
      const seen = everything.filter((m) => m.to === GM_NEW || m.to === address('TURKEY') || m.to === address('FRANCE') || m.to === newcomer);
      console.log(seen.map((m) => `To: ${m.to}\nSubject: ${m.subject}\n\n${m.text}`).join(`\n${'='.repeat(78)}\n`));
      console.log([created, resigned, taken].map((r) => r.text).join(`\n${'='.repeat(78)}\n`));
    }
  });

  it("tells of a player's own RESIGN: he, the master and the others each once; a master on the web only gets no mail", async () => {
    const game = await mailGame();
    await drain2(game.id);
    const france = game.players.FRANCE!;
    const quit = await send({ from: france.address, body: `RESIGN france@${game.id} ${france.password}\nBROADCAST\nAdieu.\nENDBROADCAST` });
    expect(outcomeOf(quit, `RESIGN france@${game.id} ********`)).toContain(`You have resigned FRANCE from ${game.id}.`);
    let got = byAddress(await drain2(game.id));
    const title = (what: string) => `Diplomacy game ${game.id}: ${what}`;
    expect(got.get(game.master.address)).toEqual([title('broadcast from France'), title('France resigned')]);
    expect(got.get(france.address)).toEqual([title('you no longer play France')]);
    for (const power of POWERS.filter((p) => p !== 'FRANCE')) {
      expect(got.get(game.players[power]!.address), power).toEqual([title('broadcast from France'), title('France resigned')]);
    }
    const master = sent2.find((m) => m.to === game.master.address && m.subject === title('France resigned'))!;
    expect(flat(master.text)).toContain(`Player FRANCE <${france.address}> no longer plays France in the game '${game.id}' (${game.id}): he resigned.`);
    expect(flat(sent2.find((m) => m.to === france.address)!.text)).toContain('You have resigned France in the game');

    // The master asks for the web only: the takeover is not mailed to him.
    const web = await send({ from: game.master.address, body: `SIGNON master@${game.id} ${game.master.password}\nSET CONTACT WEB` });
    expect(outcomeOf(web, 'SET CONTACT WEB')).toBe('The judge now reaches you on the web only.');
    await send({ from: 'newfrance@example.com', body: `TAKEOVER france@${game.id} nouveau` });
    got = byAddress(await drain2(game.id));
    expect(got.get(game.master.address)).toBeUndefined();
    expect(got.get('newfrance@example.com')).toEqual([title('you now play France')]);
  });
});
