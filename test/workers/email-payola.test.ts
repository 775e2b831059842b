import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf, POWERS, send, storedState, type MailGame, type Reply, type SentMail } from './support/mail';

/*
 * A Payola game played by mail alone: offer sheets with every code and a refused line,
 * ACCEPT, TRANSFER and their refusals, processing, each power's account statement read as
 * that power's player (its own only), the chart to the master, the income report after
 * the winter; ANON_TRANSFER; and secrecy: no mail to a power, reply or judge's mail,
 * holds another power's sheet line or account.
 */

type Power = (typeof POWERS)[number];

// The judge's mail kept, not sent (mail.sent: this test's); each test on the test clock.
const mail = keepMailEachTest();

/** Delivers whatever the game's room has waiting; gives what went out and forgets it. */
async function drain(game: MailGame): Promise<SentMail[]> {
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
  const out = mail.sent;
  mail.sent = [];
  return out;
}

/** The mails one address got. */
const to = (sent: readonly SentMail[], address: string): SentMail[] => sent.filter((m) => m.to === address);

/** The section that ends a reply: the orders (here the sheet and the money) as they stand. */
const closing = (reply: Reply): string => reply.text.slice(reply.text.lastIndexOf('-'.repeat(72)));

/**
 * Each power's sheet for Spring 1901: lines no other power writes (amounts and orders told
 * apart), so that finding one in another power's mail is a leak.
 */
const SHEETS: Record<Power, string[]> = {
  AUSTRIA: ['7 : A VIE - GAL', '6 ! A BUD - SER'],
  ENGLAND: ['9 : F LON - NTH', '8 : F EDI - NWG'],
  FRANCE: ['5 : A PAR - BUR', '3 ! F BRE - MAO', '2 * 2 : A MAR - SPA | - PIE', '1 > A MUN H', '1 @ A VEN - PIE', '1 & A ROM H', '10 $'],
  GERMANY: ['4 : A MUN - RUH', '11 : A PAR H'],
  ITALY: ['13 : A VEN - TYR', '12 @ F NAP - ION'],
  RUSSIA: ['14 : A WAR - GAL', '15 > F SEV - BLA'],
  TURKEY: ['16 : F ANK - BLA', '17 : A CON - BUL'],
};

/** The lines of every sheet but this power's. */
const othersSheets = (power: Power): string[] => POWERS.filter((p) => p !== power).flatMap((p) => SHEETS[p]);

describe('a Payola game by mail', () => {
  it('is played whole by mail: offers, ACCEPT, TRANSFER, the ledgers, the chart and the income report, each power told only its own', async () => {
    const game = await mailGame(['VARIANT payola']);
    expect((await storedState(game.id)).settings.variant).toBe('payola');
    await drain(game);
    // Every reply and every mail each power's player got, to look for leaks at the end.
    const seen: Record<Power, string[]> = Object.fromEntries(POWERS.map((p) => [p, []])) as unknown as Record<Power, string[]>;
    const as = async (power: Power, ...lines: string[]): Promise<Reply> => {
      const reply = await asPower(game, power, ...lines);
      seen[power].push(reply.text);
      return reply;
    };
    const keep = (sent: readonly SentMail[]): void => {
      for (const p of POWERS) seen[p].push(...to(sent, game.players[p]!.address).map((m) => `${m.subject}\n${m.text}`));
    };

    // France's sheet: every code, a repetition with an alternative, savings, and one line refused.
    const france = await as('FRANCE', ...SHEETS.FRANCE, '5 : A PAR - MOS', 'ACCEPT FGE?', 'ACCEPT FXQ', 'STATUS');
    for (const line of SHEETS.FRANCE) expect(outcomeOf(france, line), line).toMatch(/^Accepted: /);
    expect(outcomeOf(france, '5 : A PAR - BUR')).toBe('Accepted: 5 : A PAR - BUR');
    expect(outcomeOf(france, '5 : A PAR - MOS')).toMatch(/^Refused: /);
    expect(outcomeOf(france, 'ACCEPT FGE?')).toBe('Your acceptance list is now FGE?.');
    expect(outcomeOf(france, 'ACCEPT FXQ')).toMatch(/^Refused: .*"X" is not a power's initial/);
    // STATUS and the end of the reply: France's sheet, treasury and list.
    expect(closing(france)).toMatch(/Offer sheet of France for Spring 1901 movement[^]*?:\n+  5 : A PAR - BUR\n/);
    expect(closing(france)).toMatch(/Treasury: \d+ AgP\. Acceptance list: FGE\?\./);
    expect(closing(france)).not.toContain('5 : A PAR - MOS');

    // A new mail of offer lines is the whole sheet: it replaces the one on file (MECHANICS §4, PG.addOrders).
    const again = await as('FRANCE', '1 : A PAR H');
    expect(closing(again)).toMatch(/\n  1 : A PAR H\n+Treasury/);
    expect(closing(again)).not.toContain('5 : A PAR - BUR');
    await as('FRANCE', ...SHEETS.FRANCE);

    // Transfers: the giver and the receiver told; refusals with sentences.
    const before = (await storedState(game.id)).payola.funds;
    const given = await as('FRANCE', 'TRANSFER 10 TO GERMANY', 'TRANSFER 9999 GERMANY', 'TRANSFER 5 TO FRANCE', 'TRANSFER 5 TO NARNIA', 'TRANSFER 0 TO GERMANY');
    expect(outcomeOf(given, 'TRANSFER 10 TO GERMANY')).toBe('Sent 10 AgP to GERMANY: both of you are told by mail.');
    expect(outcomeOf(given, 'TRANSFER 9999 GERMANY')).toMatch(/^Refused: FRANCE has \d+ AgP: it cannot send 9999\./);
    expect(outcomeOf(given, 'TRANSFER 5 TO FRANCE')).toMatch(/^Refused: FRANCE cannot send silver to itself\./);
    expect(outcomeOf(given, 'TRANSFER 5 TO NARNIA')).toBe('Not sent: NARNIA is not a power of this game.');
    expect(outcomeOf(given, 'TRANSFER 0 TO GERMANY')).toMatch(/^Not understood: A transfer sends 1 silver piece or more/);
    const after = (await storedState(game.id)).payola.funds;
    expect([after.FRANCE, after.GERMANY]).toEqual([before.FRANCE - 10, before.GERMANY + 10]);
    const told = await drain(game);
    keep(told);
    const [toFrance] = to(told, game.players.FRANCE!.address);
    const [toGermany] = to(told, game.players.GERMANY!.address);
    expect(toFrance?.subject).toContain('OFFICIAL Payola funds transfer');
    expect(toFrance?.text).toContain('TRANSFER TO GERMANY: 10 AgP');
    expect(toGermany?.text).toContain('TRANSFER FROM FRANCE: 10 AgP');
    // Nobody else hears of it.
    expect(told.map((m) => m.to).sort()).toEqual([game.players.FRANCE!.address, game.players.GERMANY!.address].sort());

    // The others' sheets; the last one in processes the phase.
    let last: Reply | undefined;
    for (const power of POWERS) if (power !== 'FRANCE') last = await as(power, ...SHEETS[power]);
    expect(last!.text).toMatch(/Spring 1901 movement is processed,\s+and the game is now in Fall 1901 movement/);
    const spring = await drain(game);
    keep(spring);

    // Each power's player: the results, and his account statement, his own and no other.
    for (const power of POWERS) {
      const mine = to(spring, game.players[power]!.address);
      expect(mine.map((m) => m.subject), power).toEqual([expect.stringMatching(/Spring 1901 movement results/), expect.stringMatching(/Spring 1901 movement account statement/)]);
      const ledger = mine[1]!.text;
      expect(ledger).toContain(`SPRING 1901 MOVEMENT ACCOUNT STATEMENT FOR ${power}`);
      expect(ledger).toContain('Your offer sheet was:');
      for (const line of SHEETS[power]) if (!line.endsWith('$')) expect(ledger, `${power}: ${line}`).toContain(line);
      expect(ledger).toMatch(/Balance before the offers:\s+\d+ AgP/);
      expect(ledger).toMatch(/Balance after the offers:\s+\d+ AgP/);
      // No chart for a player (no PUBLIC_TOTALS).
      expect(ledger).not.toContain('The chart of');
    }
    const frenchLedger = to(spring, game.players.FRANCE!.address)[1]!.text;
    expect(frenchLedger).toMatch(/Your accepted offers were:/);
    // Germany's 11 AgP for A PAR H beat France's 5 for A PAR - BUR: France's army held, on foreign money (*).
    const germanLedger = to(spring, game.players.GERMANY!.address)[1]!.text;
    expect(germanLedger).toMatch(/11 AgP {2}A PAR H \(France\)/);
    expect(frenchLedger).toMatch(/\* A PAR H/);
    // The master: the results and the chart, with every power's money.
    const forMaster = to(spring, game.master.address);
    expect(forMaster.map((m) => m.subject)).toEqual([expect.stringMatching(/Spring 1901 movement results/), expect.stringMatching(/Spring 1901 movement Payola chart/)]);
    expect(forMaster[1]!.text).toMatch(/A PAR \(France\): A PAR H, 11 AgP, paid by Germany 11 AgP/);

    // On to the income: the master processes Fall 1901 and what follows it, up to Spring 1902.
    const winter: SentMail[] = [];
    let offeredInWinter = false;
    for (let i = 0; i < 4 && (await storedState(game.id)).position.phase !== 'S1902M'; i++) {
      if ((await storedState(game.id)).position.phase === 'W1901A') {
        // An offer line outside a movement phase is answered with what to write instead.
        const built = await as('FRANCE', '5 : A PAR - BUR');
        expect(outcomeOf(built, '5 : A PAR - BUR')).toBe('Not taken: offers are for movement phases; in Winter 1901 adjustments order your units as in the standard game (A PAR - BUR, BUILD A PAR, WAIVE).');
        offeredInWinter = true;
      }
      await asMaster(game, 'PROCESS!');
      winter.push(...(await drain(game)));
    }
    expect((await storedState(game.id)).position.phase).toBe('S1902M');
    expect(offeredInWinter).toBe(true);
    keep(winter);
    for (const power of POWERS) {
      const report = to(winter, game.players[power]!.address).find((m) => /Payola income report 1901/.test(m.subject));
      expect(report, power).toBeDefined();
      expect(report!.text).toMatch(new RegExp(`${power.charAt(0)}${power.slice(1).toLowerCase()}:\\n  Balance forward:\\s+\\d+ AgP\\n  Income:\\s+\\d+ AgP\\n  Current balance:\\s+\\d+ AgP`));
      // Its own line only.
      for (const other of POWERS) if (other !== power) expect(report!.text, `${power} reads ${other}'s income`).not.toContain(`${other.charAt(0)}${other.slice(1).toLowerCase()}:`);
    }
    const masterIncome = to(winter, game.master.address).find((m) => /Payola income report 1901/.test(m.subject))!;
    for (const power of POWERS) expect(masterIncome.text).toContain(`${power.charAt(0)}${power.slice(1).toLowerCase()}:`);

    // Secrecy: nothing a power was sent holds another power's sheet line or account statement.
    for (const power of POWERS) {
      const all = seen[power].join('\n');
      for (const line of othersSheets(power)) expect(all, `${power} was shown ${line}`).not.toContain(line);
      for (const other of POWERS) if (other !== power) expect(all, `${power} was shown ${other}'s account`).not.toContain(`ACCOUNT STATEMENT FOR ${other}`);
      expect(all, `${power} was shown the chart`).not.toContain('The chart of');
    }
  });

  it('ANON_TRANSFER: the receiver reads TRANSFER FROM SOMEONE, and no word of the giver', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE ANON_TRANSFER']);
    await drain(game);
    const given = await asPower(game, 'FRANCE', 'TRANSFER 7 TO TURKEY');
    expect(outcomeOf(given, 'TRANSFER 7 TO TURKEY')).toBe('Sent 7 AgP to TURKEY: both of you are told by mail.');
    const told = await drain(game);
    const [toTurkey] = to(told, game.players.TURKEY!.address);
    expect(toTurkey?.text).toContain('TRANSFER FROM SOMEONE: 7 AgP');
    expect(`${toTurkey?.subject}\n${toTurkey?.text}`).not.toMatch(/FRANCE|France|French/);
    expect(to(told, game.players.FRANCE!.address)[0]?.text).toContain('TRANSFER TO TURKEY: 7 AgP');
    // Turkey's STATUS shows its treasury, not France's.
    const status = await asPower(game, 'TURKEY', 'STATUS');
    expect(status.text).toMatch(/Treasury: \d+ AgP/);
    expect(status.text).not.toMatch(/France|FRANCE:/);
  });

  it('PUBLIC_TOTALS: every player and observer gets the chart of totals, never who paid nor another treasury', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE PUBLIC_TOTALS']);
    const watcher = `watcher.${game.id}@example.com`;
    await send({ from: watcher, body: `OBSERVE watcher@${game.id} watchpw` });
    await drain(game);
    await asPower(game, 'FRANCE', '5 : A PAR - BUR');
    await asPower(game, 'GERMANY', '3 : A PAR H', '2 : A MUN - RUH');
    await asMaster(game, 'PROCESS!');
    const sent = await drain(game);
    const germany = to(sent, game.players.GERMANY!.address).find((m) => /account statement/.test(m.subject))!;
    expect(germany.text).toContain('ACCOUNT STATEMENT FOR GERMANY');
    expect(germany.text).toMatch(/A PAR \(France\): A PAR - BUR, 5 AgP\n {2}> 5 AgP {2}A PAR - BUR\n {4}3 AgP {2}A PAR H\n/);
    const observer = to(sent, watcher).find((m) => /Payola chart/.test(m.subject))!;
    expect(observer.text).toMatch(/A PAR \(France\): A PAR - BUR, 5 AgP/);
    // Germany is shown its own share (A MUN's), nobody else's; the observer no share at all.
    expect(germany.text).toMatch(/A MUN \(Germany\): A MUN - RUH, 2 AgP, paid by Germany 2 AgP\n/);
    expect(observer.text).not.toContain('paid by');
    for (const m of [germany, observer]) {
      expect(m.text).not.toMatch(/paid by France|Treasuries|\(F 5|\(G 3|ACCOUNT STATEMENT FOR FRANCE|5 : A PAR - BUR/);
    }
  });

  it('NO_LEDGERS: no account statement and no treasury told to a power; the master still gets the chart', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE NO_LEDGERS']);
    await drain(game);
    const status = await asPower(game, 'FRANCE', '5 : A PAR - BUR', 'STATUS');
    expect(status.text).toContain('Acceptance list: F?.');
    expect(status.text).not.toContain('Treasury');
    await asMaster(game, 'PROCESS!');
    const sent = await drain(game);
    for (const power of POWERS) expect(to(sent, game.players[power]!.address).map((m) => m.subject), power).toEqual([expect.stringMatching(/Spring 1901 movement results/)]);
    expect(to(sent, game.master.address).map((m) => m.subject)).toEqual([expect.stringMatching(/results/), expect.stringMatching(/Payola chart/)]);
  });

  it('HIDE_COST and HIDE_OFFERS: the statement gives the units\' orders and the balances, no price, no sheet, no accepted offer, no *', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE HIDE_COST HIDE_OFFERS']);
    await drain(game);
    await asPower(game, 'FRANCE', '5 : A PAR - BUR', '2 : A MUN - RUH');
    await asPower(game, 'GERMANY', '9 : A PAR H');
    await asMaster(game, 'PROCESS!');
    const sent = await drain(game);
    const france = to(sent, game.players.FRANCE!.address).find((m) => /account statement/.test(m.subject))!;
    expect(france.text).toMatch(/Your units were ordered as follows:\n {2}F BRE H\n {2}A MAR H\n {2}A PAR H\n/);
    expect(france.text).toMatch(/Total cost:\s+2 AgP/);
    expect(france.text).not.toMatch(/offer sheet|accepted|\*|9 AgP|5 : A PAR - BUR/);
  });

  it("the master writes a power's sheet under ORDERS power, and his STATUS shows every sheet and treasury", async () => {
    const game = await mailGame(['VARIANT payola']);
    await asPower(game, 'GERMANY', '4 : A MUN - RUH');
    const reply = await asMaster(game, 'ORDERS FRANCE', '5 : A PAR - BUR', '3 ! F BRE - MAO', 'TRANSFER 8 FROM ITALY TO ENGLAND', 'TRANSFER 8 TO ENGLAND', 'STATUS');
    expect(outcomeOf(reply, 'TRANSFER 8 FROM ITALY TO ENGLAND')).toBe('Sent 8 AgP from ITALY to ENGLAND: both sides are told by mail.');
    expect(outcomeOf(await asMaster(game, 'ACCEPT FGE?'), 'ACCEPT FGE?')).toBe('Refused: You play no power in this game. Write whose list it is: ACCEPT FOR FRANCE FGE?.');
    const lists = await asMaster(game, 'ACCEPT FOR ITALY IFA', 'ACCEPT FOR SPAIN FGE?', 'ACCEPT FOR ITALY IXQ');
    expect(outcomeOf(lists, 'ACCEPT FOR ITALY IFA')).toBe("ITALY's acceptance list is now IFA?.");
    expect(outcomeOf(lists, 'ACCEPT FOR SPAIN FGE?')).toBe('Not set: SPAIN is not a power of this game.');
    expect(outcomeOf(lists, 'ACCEPT FOR ITALY IXQ')).toMatch(/^Refused: .*"X" is not a power's initial/);
    expect((await storedState(game.id)).payola.accept.ITALY).toBe('IFA?');
    expect(outcomeOf(reply, 'TRANSFER 8 TO ENGLAND')).toBe('Refused: You play no power in this game. Write whose silver it is: TRANSFER 8 FROM FRANCE TO ENGLAND.');
    expect(reply.text).toMatch(/Offer sheet of Italy[^]*?Treasury: 40 AgP/);
    expect(outcomeOf(reply, '5 : A PAR - BUR')).toBe('Accepted: 5 : A PAR - BUR');
    expect(outcomeOf(reply, '3 ! F BRE - MAO')).toBe('Accepted: 3 ! F BRE - MAO');
    expect(reply.text).toMatch(/Offer sheet of France[^]*?:\n+ {2}5 : A PAR - BUR\n {2}3 ! F BRE - MAO\n+Treasury: 48 AgP\. Acceptance list: F\?\./);
    expect(reply.text).toMatch(/Offer sheet of Germany[^]*?:\n+ {2}4 : A MUN - RUH\n+Treasury: 48 AgP\./);
    // France's player reads the sheet the master wrote; Germany's does not.
    expect((await asPower(game, 'FRANCE', 'STATUS')).text).toContain('5 : A PAR - BUR');
    expect((await asPower(game, 'GERMANY', 'STATUS')).text).not.toContain('5 : A PAR - BUR');
  });

  it('a standard game answers offer lines as words, and refuses ACCEPT and TRANSFER as Payola commands', async () => {
    const game = await mailGame([]);
    const reply = await asPower(game, 'FRANCE', '5 : A PAR - BUR', 'ACCEPT FGE?', 'TRANSFER 10 TO GERMANY', 'A PAR - BUR');
    expect(outcomeOf(reply, '5 : A PAR - BUR')).toBe('Not understood: this line is neither a command nor an order (offer lines are read in Payola games only).');
    expect(outcomeOf(reply, 'ACCEPT FGE?')).toMatch(/^Refused: /);
    expect(outcomeOf(reply, 'TRANSFER 10 TO GERMANY')).toMatch(/^Refused: /);
    expect(outcomeOf(reply, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
    const state = await storedState(game.id);
    expect(state.payola).toBeUndefined();
  });
});
