import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, setNow } from './support/api';
import { asMaster, asPower, deliverMail, keepMailEachTest, mailGame, outcomeOf, POWERS, storedState, type MailGame, type SentMail } from './support/mail';
import { CARD_SPRING, CARD_TOPS } from './support/card';

/*
 * A Card Diplomacy game whose seven players take part by mail: made with VARIANT CARD,
 * each deck stacked with DECK (answered with the deck as the game took it), written orders
 * and PLAY / PASS refused with why (a decision has a clock of seconds: the table is the
 * web's), the turn played at the table, and its results mailed to every player, round by
 * round, with the cards shown, the orders in the order they came, who passed and what the
 * judge decided for a player out of time. A deck is its power's secret: no mail but his
 * own reply names it.
 */

type Power = (typeof POWERS)[number];

const mail = keepMailEachTest();

const TOPS = CARD_TOPS;

const SPRING = CARD_SPRING;

const view = async (g: MailGame, secret?: string) => expectStatus(await call('GET', `/api/games/${g.id}`, secret === undefined ? {} : { secret }), 200).game;

/** The deck a DECK reply gives, top first. */
function deckIn(outcome: string): string[] {
  const m = /top first: (.*)\.$/.exec(outcome);
  if (m === null) throw new Error(`no deck in: ${outcome}`);
  return m[1]!.split(' ');
}

/** Plays the turn at the table with the players' web secrets: the power due orders its script's next unit, else passes once, else holds one (France and Italy pass first). */
async function playTurn(g: MailGame): Promise<void> {
  const phase = (await view(g)).phase;
  for (let decisions = 0; decisions < 80; decisions++) {
    const game = await view(g);
    if (game.phase !== phase) return;
    const card = game.card;
    const power = card.toDecide as Power;
    const mine = card.units.filter((u: any) => u.power === power && !u.ordered);
    const scripted = SPRING[power].find((o) => mine.some((u: any) => o.startsWith(`${u.kind} ${u.at}`)));
    const secret = g.players[power]!.secret;
    // France and Italy pass once, as soon as they may; the others only when their script is done.
    const passes = (scripted === undefined || power === 'FRANCE' || power === 'ITALY') && card.mayPass && (card.passes[power] ?? 0) < 1;
    if (passes) {
      expectStatus(await call('POST', `/api/games/${g.id}/card/pass`, { secret, body: {} }), 200);
    } else {
      expectStatus(await call('POST', `/api/games/${g.id}/card/play`, { secret, body: { order: scripted ?? `${mine[0].kind} ${mine[0].at} H` } }), 200);
    }
  }
  throw new Error('the turn never ended');
}

describe('a Card Diplomacy game by mail', () => {
  it('takes decks by mail, refuses written orders and PLAY/PASS with why, and mails each turn\'s results step by step, no deck but one\'s own', async () => {
    const g = await mailGame(['VARIANT CARD']);
    const stored = await storedState(g.id);
    expect(stored.settings.variant).toBe('card');
    expect(stored.position.phase).toBe('S1901M');
    await deliverMail(mail, g.id);
    // Every reply each power's player got, and every mail: to look for a leaked deck at the end.
    const seen: Record<Power, string[]> = Object.fromEntries(POWERS.map((p) => [p, [] as string[]])) as Record<Power, string[]>;
    const keep = (sent: readonly SentMail[]): void => {
      for (const p of POWERS) seen[p].push(...sent.filter((m) => m.to === g.players[p]!.address).map((m) => `${m.subject}\n${m.text}`));
    };

    // Written orders, and PLAY and PASS, are refused with why: the turn is played live.
    const written = await asPower(g, 'FRANCE', 'A PAR - BUR', 'PLAY A PAR - BUR', 'PASS');
    seen.FRANCE.push(written.text);
    expect(outcomeOf(written, 'A PAR - BUR')).toMatch(/^Refused: A Card Diplomacy movement turn is played live at the table.*clock of seconds.*web page/);
    expect(outcomeOf(written, 'PLAY A PAR - BUR')).toMatch(/PLAY is not taken by mail\. A Card Diplomacy movement turn is played live/);
    expect(outcomeOf(written, 'PASS')).toMatch(/PASS is not taken by mail\..*DECK/);
    expect((await storedState(g.id)).orders.FRANCE ?? []).toEqual([]);

    // A deck that is none is refused with why, and nothing is stacked.
    const bad = await asPower(g, 'FRANCE', 'DECK AS AS');
    seen.FRANCE.push(bad.text);
    expect(outcomeOf(bad, 'DECK AS AS')).toMatch(/^Refused: AS is stacked twice/);
    expect((await view(g)).card.stacked).toEqual([]);
    // The master stacks for a power only by naming it.
    const master = await asMaster(g, 'DECK AS');
    expect(outcomeOf(master, 'DECK AS')).toMatch(/^Refused: .*DECK FOR FRANCE AS/);

    // The master stacks Turkey's deck, naming it; Turkey stacks it again as it likes (until every deck is stacked).
    const forTurkey = await asMaster(g, 'DECK FOR TURKEY KH');
    expect(outcomeOf(forTurkey, 'DECK FOR TURKEY KH')).toMatch(/^TURKEY's deck for Spring 1901 movement is stacked \(the first as you named it, the other 53 shuffled\), top first: KH /);
    expect((await view(g)).card.stacked).toEqual(['TURKEY']);

    // Each player stacks by mail, and is told his deck as taken: the cards named, then the rest shuffled.
    const decks = {} as Record<Power, string[]>;
    for (const p of ['TURKEY', ...POWERS.filter((q) => q !== 'TURKEY')] as Power[]) {
      const reply = await asPower(g, p, `DECK ${TOPS[p].join(' ')}`);
      seen[p].push(reply.text);
      const said = outcomeOf(reply, `DECK ${TOPS[p].join(' ')}`);
      expect(said).toMatch(/^Your deck for Spring 1901 movement is stacked \(the first 5 as you named them, the other 49 shuffled\), top first: /);
      decks[p] = deckIn(said);
      expect(decks[p].slice(0, 5)).toEqual(TOPS[p]);
      expect(new Set(decks[p]).size).toBe(53); // 54 cards, the two jokers alike
      expect(decks[p]).toHaveLength(54);
    }
    // The deck told is the deck the game plays: the first card is shown, the rest is what the player's view holds.
    let game = await view(g, g.players.FRANCE!.secret);
    expect(game.card.playing).toBe(true);
    expect(game.card.shown).toContainEqual({ power: 'FRANCE', card: '10S' });
    expect(game.card.decks.FRANCE).toEqual(decks.FRANCE.slice(1));
    // Once the turn is being played, a deck is not stacked again.
    const late = await asPower(g, 'ITALY', 'DECK KH');
    seen.ITALY.push(late.text);
    expect(outcomeOf(late, 'DECK KH')).toMatch(/^Refused: .*decks are stacked before the turn/);
    keep(await deliverMail(mail, g.id));

    // Austria lets its clock run out: the judge holds a unit for it (the highest card may not pass).
    setNow(game.card.due);
    expect(await runDurableObjectAlarm(env.GAME_ROOM.getByName(g.id))).toBe(true);
    game = await view(g);
    expect(game.card.steps.at(-1)).toMatchObject({ kind: 'order', power: 'AUSTRIA', timeout: true });
    await playTurn(g);
    game = await view(g);
    expect(game.phase).toBe('F1901M');
    const steps = (await storedState(g.id)).history.at(-1).card.steps as any[];
    const passed = [...new Set(steps.filter((s) => s.kind === 'pass').map((s) => s.power as Power))];
    expect(passed).toEqual(expect.arrayContaining(['FRANCE', 'ITALY']));

    // Every mail player is sent the turn's results, told as the table played it.
    const sent = await deliverMail(mail, g.id);
    keep(sent);
    for (const p of POWERS) {
      const results = sent.filter((m) => m.to === g.players[p]!.address && m.text.includes('Results of Spring 1901'));
      expect(results, p).toHaveLength(1);
      // Read as the player reads it, lines folded at 78 columns joined again.
      const text = results[0]!.text.replace(/\s+/g, ' ');
      // The rounds and the cards shown in them, in order.
      expect(text).toMatch(/The turn was played card by card: \d+ rounds, 22 orders and \d+ pass/);
      expect(text).toContain('Round 1: Austria AS, England QS, France 10S, Germany 8S, Italy 6S, Russia 4S and Turkey 2S.');
      expect(text).toContain('Round 2: Austria AD, England QD,');
      // Each decision as it came: the judge's hold for Austria, orders with their results, the passes.
      expect(text).toMatch(/Austria: A \S+ H \(out of time: the judge decided\)\./);
      expect(text).toContain('Germany: F KIE - DEN.');
      expect(text.indexOf('Germany: F KIE - DEN.')).toBeLessThan(text.indexOf('Germany: A BER - KIE.'));
      for (const q of passed) expect(text).toContain(`${q.charAt(0)}${q.slice(1).toLowerCase()} passes.`);
      // Then the orders by power, as in any game's results.
      expect(text).toMatch(/Germany: F Kiel -> Denmark|Germany: F KIE - DEN/);
    }

    // No deck is in anyone's mail but its own player's reply: its hidden cards, in their order, appear nowhere else.
    for (const p of POWERS) {
      const hidden = decks[p].slice(10, 20).join(' ');
      for (const q of POWERS) {
        const found = seen[q].some((t) => t.replace(/\s+/g, ' ').includes(hidden));
        expect(found, `${p}'s deck in ${q}'s mail`).toBe(q === p);
      }
      expect(sent.some((m) => m.text.replace(/\s+/g, ' ').includes(hidden))).toBe(false);
    }
  });
});
