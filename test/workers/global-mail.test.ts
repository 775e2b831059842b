import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { deliverMail, keepMailEachTest, outcomeOf, secretIn, send, type Reply } from './support/mail';
import { call, expectStatus } from './support/api';
import { startsLikeOrder } from '../../workers/email/order-like';
import { US, RF, SA, EU, GA, PR, SIX } from '../support/global-powers';

/*
 * Global Diplomacy by mail (issue 14, seed 002): a game made with CREATE … VARIANT GLOBAL,
 * six players joining by mail, every order by mail, and the results mail of a turn in which
 * an arsenal's bomb destroys the South Indian Ocean with the navy in it: the bombing order,
 * the space destroyed, the unit lost, and Madagascar cut off, as the judge writes them.
 */

const mail = keepMailEachTest();

const address = (power: string) => `${power.toLowerCase()}@globe.example`;
const password = (power: string) => `${power.toLowerCase().slice(0, 6)}-pw`;
const game = 'globemail';

async function asPower(power: string, ...lines: string[]): Promise<Reply> {
  return send({ from: address(power), body: [`SIGNON ${power}@${game} ${password(power)}`, ...lines].join('\n') });
}

async function asMaster(...lines: string[]): Promise<Reply> {
  return send({ from: 'atlas@example.com', body: [`SIGNON master@${game} masterpw`, ...lines].join('\n') });
}

const accepted = (reply: Reply, lines: readonly string[]) => {
  for (const line of lines) expect(outcomeOf(reply, line), `${line}\n${reply.text}`).toMatch(/^Accepted/);
};

describe('a Global game by mail', () => {
  it('is made with VARIANT GLOBAL, played by mail, and its results mail tells the bomb and what it destroyed', async () => {
    const created = await send({
      from: 'atlas@example.com',
      name: 'Atlas',
      body: [`CREATE ${game} masterpw`, 'VARIANT GLOBAL', 'RULE POWER_CHOICE', 'SIGNOFF'].join('\n'),
    });
    expect(outcomeOf(created, `CREATE ${game} ********`)).toMatch(new RegExp(`^Game ${game} is made and forming, a Global Diplomacy game on the Global Diplomacy board; you are its master\\.`));
    const masterSecret = secretIn(created);

    for (const power of SIX) {
      const joined = await send({ from: address(power), name: `Player ${power}`, body: `JOIN ${power}@${game} ${password(power)}` });
      expect(outcomeOf(joined, `JOIN ${power}@${game} ********`)).toContain(`Joined game ${game} as ${power}.`);
    }
    let view = expectStatus(await call('GET', `/api/games/${game}`, { secret: masterSecret }), 200).game;
    expect(view).toMatchObject({ status: 'active', phase: 'F2100A', variant: 'global', map: 'global' });

    // The opening builds on the empty board: air forces and navies among them. Africa keeps South Africa for an arsenal.
    const builds: Record<string, string[]> = {
      [US]: ['BUILD A ALA', 'BUILD AF CAN', 'BUILD A SUS', 'BUILD A WUS'],
      [RF]: ['BUILD A RUS', 'BUILD A UKR', 'BUILD A URA', 'BUILD A YAK'],
      [SA]: ['BUILD A ARG', 'BUILD A BRA', 'BUILD A COL', 'BUILD A PER'],
      [EU]: ['BUILD A BRI', 'BUILD A CEU', 'BUILD A SCA', 'BUILD A WEU'],
      [PR]: ['BUILD A CHN', 'BUILD A JAP', 'BUILD A SCH', 'BUILD N SEA'],
    };
    for (const [power, lines] of Object.entries(builds)) accepted(await asPower(power, ...lines), lines);
    const early = await asPower(GA, 'BUILD AS SAF');
    expect(outcomeOf(early, 'BUILD AS SAF')).toMatch(/is owed no arsenal/);
    accepted(await asPower(GA, 'BUILD A EGY', 'BUILD A NIG', 'BUILD F MAD', 'WAIVE'), ['BUILD A EGY', 'BUILD A NIG', 'BUILD F MAD']);
    await deliverMail(mail, game);

    // Winter: Africa holds all, and is owed an arsenal; Asia's navy sails.
    accepted(await asPower(GA, 'A EGY H', 'A NIG H', 'F MAD H'), ['A EGY H']);
    accepted(await asPower(PR, 'N SEA - NIO'), ['N SEA - NIO']);
    await asMaster('PROCESS!');
    const winter = (await deliverMail(mail, game)).find((m) => m.to === address(GA) && m.text.includes('Results of'));
    expect(winter?.text).toMatch(/Nuclear events:/);
    expect(winter?.text.replace(/\s+/g, ' ')).toContain('ordered all its units to hold: it may build a nuclear arsenal in a build phase to come.');

    // Spring, then the arsenal built in Spring's adjustments.
    accepted(await asPower(PR, 'F NIO - SIO'), ['F NIO - SIO']);
    await asMaster('PROCESS!');
    accepted(await asPower(GA, 'BUILD AS SAF'), ['BUILD AS SAF']);
    view = expectStatus(await call('GET', `/api/games/${game}`), 200).game;
    expect(view.phase).toBe('U2101M');
    await deliverMail(mail, game);

    // Summer: the arsenal's bomb, written as the rules write it, by mail, under an ORDERS line
    // naming the phase long: SUMMER is U on this board's calendar, not Spring's S.
    const bomb = await asPower(GA, 'ORDERS SUMMER 2101\nArsenal SAF bomb SIO');
    expect(bomb.text).not.toMatch(/not for S2101M|names no phase/);
    expect(outcomeOf(bomb, 'Arsenal SAF bomb SIO')).toBe('Accepted: AS SAF BOMB SIO');
    await asMaster('PROCESS!');
    const results = (await deliverMail(mail, game)).find((m) => m.to === address(PR) && m.text.includes('Results of'));
    expect(results, 'the results mail to Asia').toBeDefined();
    const text = results!.text.replace(/[ \t]*\n[ \t]*/g, '\n');
    // The power as the results title it: the board spells it GREATER+AFRICAN+UNION.
    expect(text).toMatch(/^Greater African Union:\s+AS SAF BOMB SIO$/m);
    const flat = results!.text.replace(/\s+/g, ' ');
    expect(flat).toContain('Nuclear events:');
    expect(flat).toContain('South Indian Ocean is destroyed by a nuclear bomb: no unit may ever enter it again.');
    expect(flat).toMatch(/The Asian (navy|fleet) in South Indian Ocean is lost\./i);
    expect(flat).toContain('Madagascar is cut off from every other supply centre, and will be removed at the end of next season.');

    // The game's LIST shows the scars; MAP's picture draws them, and the air force and the arsenal as pieces of their own.
    const list = await send({ from: 'curious@example.com', body: `LIST ${game}` });
    expect(list.text.replace(/\s+/g, ' ')).toContain('Destroyed by nuclear bombs: South Indian Ocean.');
    const map = await asPower(GA, 'MAP');
    const svg = (await PostalMime.parse(map.raw)).attachments.map((a) => (typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content)))[0]!;
    expect(svg).toContain('#provinces>#SIO{fill:url(#scorch)');
    expect(svg).toMatch(/<g class="scar destroyed" data-scar="destroyed" data-province="SIO"[^>]*><title>South Indian Ocean: destroyed by a nuclear bomb\./);
    expect(svg).toMatch(/<g class="scar cutOff" data-scar="cutOff" data-province="MAD"/);
    expect(svg).toMatch(/data-at="SAF" data-power="GREATERAFRICANUNION" data-kind="AS"><title>[^<]*<\/title><path d="M[^"]*" fill="[^"]*" class="body"\/><circle class="badge"/);
    expect(svg).toMatch(/data-at="CAN" data-power="UNITEDSTATES" data-kind="AF"><title>[^<]*air force in Canada<\/title><path d="M/);
  });

  it('takes Global’s lines for orders, not prose: navies, air forces, arsenals and the bombing orders in the rules’ wordings', () => {
    for (const line of ['N SEA - NIO', 'AF CAN S A SUS', 'Arsenal SAF bomb SIO', 'AS WAF BOMB VIA ISR MIE TO TIB', 'Air force in Israel carries bomb from West Africa to Pakistan to drop on Tibet']) {
      expect(startsLikeOrder(line), line).toBe(true);
    }
    expect(startsLikeOrder('As I said, thanks')).toBe(false);
  });

  it('takes a setup for fewer players and the end at the first elimination after CREATE, and refuses a setup the board has not', async () => {
    const made = await send({ from: 'atlas@example.com', body: ['CREATE globefive masterpw', 'VARIANT GLOBAL', 'SETUP GLOBAL5', 'FIRST_ELIMINATION', 'SIGNOFF'].join('\n') });
    expect(outcomeOf(made, 'CREATE globefive ********')).toMatch(/^Game globefive is made and forming, a Global Diplomacy game/);
    const view = expectStatus(await call('GET', '/api/games/globefive', { secret: secretIn(made) }), 200).game;
    expect(view).toMatchObject({ variant: 'global', map: 'global', global: { setup: 'global5', firstElimination: true } });

    const bad = await send({ from: 'atlas@example.com', body: ['CREATE globenine masterpw', 'VARIANT GLOBAL', 'SETUP GLOBAL9', 'SIGNOFF'].join('\n') });
    expect(outcomeOf(bad, 'CREATE globenine ********')).toMatch(/^Not created: .*global5/);
  });
});
