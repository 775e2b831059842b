import { describe, expect, it } from 'vitest';
import { call, expectStatus, newGame } from './support/api';
import { DOMAIN, outcomeOf, secretIn, send } from './support/mail';
import { FALL_1901, SPRING_1901 } from '../../shared/game/test-script';

/** One game, some powers played on the web and some by mail: the same commands, the same room. */

const WEB = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY'] as const;
const MAIL = ['ITALY', 'RUSSIA', 'TURKEY'] as const;

const address = (id: string, power: string) => `${power.toLowerCase()}.${id}@mixed.example`;

describe('a game played on the web and by mail at once', () => {
  it('runs from the web API and mail alike to a solo, with press between the two', async () => {
    const { id, master } = await newGame({ rules: ['POWER_CHOICE'], victory: 5 });
    const web: Record<string, string> = {};
    for (const power of WEB.slice(0, 2)) {
      web[power] = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Web ${power}`, power } }), 201).secret;
    }
    // Mail players write to the game's own address and need not name it.
    const mailSecrets: Record<string, string> = {};
    for (const power of MAIL) {
      const joined = await send({ from: address(id, power), name: `Mail ${power}`, to: `${id}@${DOMAIN}`, body: `JOIN ${power}@ ${power.toLowerCase()}pw` });
      expect(outcomeOf(joined, `JOIN ${power}@ ********`)).toMatch(new RegExp(`^Joined game ${id} as ${power}\\.`));
      mailSecrets[power] = secretIn(joined);
    }
    for (const power of WEB.slice(2)) {
      web[power] = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Web ${power}`, power } }), 201).secret;
    }
    // The master sees who plays which power (nobody else does while the game runs).
    const started = expectStatus(await call('GET', `/api/games/${id}`, { secret: master }), 200).game;
    expect(started).toMatchObject({ status: 'active', phase: 'S1901M' });
    expect(started.seats.map((s: { player: string }) => s.player)).toEqual(['Web AUSTRIA', 'Web ENGLAND', 'Web FRANCE', 'Web GERMANY', 'Mail ITALY', 'Mail RUSSIA', 'Mail TURKEY']);

    // A mail player writes to a web player, who reads it on the web; and back.
    const letter = await send({ from: address(id, 'ITALY'), to: `${id}@${DOMAIN}`, body: 'SIGNON italy italypw\nPRESS TO AUSTRIA\nLepanto?\nENDPRESS' });
    expect(outcomeOf(letter, 'PRESS TO AUSTRIA')).toBe('Sent to AUSTRIA.');
    expectStatus(await call('POST', `/api/games/${id}/press`, { secret: web.AUSTRIA!, body: { to: ['ITALY'], body: 'Lepanto.' } }), 201);
    const austria = expectStatus(await call('GET', `/api/games/${id}/press`, { secret: web.AUSTRIA! }), 200).press;
    // Newest first.
    expect(austria.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['AUSTRIA', 'Lepanto.'],
      ['ITALY', 'Lepanto?'],
    ]);
    // The mail player reads it on the web with the secret his JOIN gave him.
    const italy = expectStatus(await call('GET', `/api/games/${id}/press`, { secret: mailSecrets.ITALY! }), 200).press;
    expect(italy.map((m: { body: string }) => m.body)).toEqual(['Lepanto.', 'Lepanto?']);

    // A web player signs on by mail with his web secret, and sets a mail password.
    const france = await send({ from: 'web.france@mixed.example', body: `SIGNON france@${id} ${web.FRANCE}\nSET PASSWORD bonjour\nSTATUS` });
    expect(outcomeOf(france, `SIGNON france@${id} ********`)).toBe(`Signed on to ${id} as FRANCE.`);
    expect(france.text).not.toContain(web.FRANCE!);

    const order = async (season: Record<string, string[]>) => {
      for (const power of [...WEB, ...MAIL]) {
        if ((MAIL as readonly string[]).includes(power)) {
          const reply = await send({ from: address(id, power), body: [`SIGNON ${power[0]}${id} ${power.toLowerCase()}pw`, ...season[power]!].join('\n') });
          // The last orders owed are also told the phase they completed was processed.
          for (const line of season[power]!) expect(outcomeOf(reply, line).startsWith(`Accepted: ${line}`), outcomeOf(reply, line)).toBe(true);
        } else if (power === 'FRANCE') {
          // France now orders by mail with his new password.
          const reply = await send({ from: 'web.france@mixed.example', body: [`SIGNON F${id} bonjour`, ...season[power]!].join('\n') });
          for (const line of season[power]!) expect(outcomeOf(reply, line)).toBe(`Accepted: ${line}`);
        } else {
          const answer = expectStatus(await call('PUT', `/api/games/${id}/orders`, { secret: web[power]!, body: { lines: season[power] } }), 200);
          expect(answer.answers.every((a: { accepted: boolean }) => a.accepted)).toBe(true);
        }
      }
    };
    await order(SPRING_1901);
    expect(expectStatus(await call('GET', `/api/games/${id}`), 200).game.phase).toBe('F1901M');
    await order(FALL_1901);
    const over = expectStatus(await call('GET', `/api/games/${id}`), 200).game;
    expect(over).toMatchObject({ status: 'finished', ending: { kind: 'solo', winner: 'RUSSIA' } });
    // What the web made, mail reads: the whole history.
    const history = await send({ from: 'reader@mixed.example', to: `${id}@${DOMAIN}`, body: 'HISTORY' });
    expect(history.text).toMatch(/Spring 1901[^]*F BRE - MAO[^]*Fall 1901[^]*A UKR - RUM/);
  });
});
