import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { keepMailEachTest, outcomeOf, send, storedState } from './support/mail';

/*
 * Private games (Email.txt): a CREATE's "private privacyPassword" line; then "you will need
 * to add one more word to the end of your JOIN command … the game's privacy password", and
 * likewise after TAKEOVER's personal password.
 */

keepMailEachTest();

const fresh = (): string => `pv${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('a private game by mail', () => {
  it('CREATE with PRIVATE; JOIN without the privacy password, or with another, is refused; with it, joined', async () => {
    const id = fresh();
    const made = await send({ from: 'gm@example.com', body: `CREATE ${id} masterpw\nRULE POWER_CHOICE\nPRIVATE club123\nSIGNOFF` });
    expect(outcomeOf(made, `CREATE ${id} ********`)).toMatch(/is made and forming/);
    expect(made.text).not.toContain('club123');
    const stored = await storedState(id);
    expect(stored.settings.privacyHash).toMatch(/\S/);
    expect(stored.settings.privacyHash).not.toContain('club123');

    const without = await send({ from: 'pat@example.com', body: `JOIN france@${id} patpw1` });
    expect(outcomeOf(without, `JOIN france@${id} ********`)).toBe('Not joined: This is a private game: give its privacy password (the master has it) after your own.');
    const wrong = await send({ from: 'pat@example.com', body: `JOIN france@${id} patpw1 guess99` });
    expect(outcomeOf(wrong, `JOIN france@${id} ********`)).toBe('Not joined: That is not the privacy password of this game.');
    const right = await send({ from: 'pat@example.com', body: `JOIN france@${id} patpw1 club123` });
    expect(outcomeOf(right, `JOIN france@${id} ********`)).toMatch(new RegExp(`^Joined game ${id} as FRANCE\\.`));
    expect(right.text).not.toContain('club123');
  });

  it('a game that is not private takes a JOIN with a privacy password all the same', async () => {
    const id = fresh();
    await send({ from: 'gm@example.com', body: `CREATE ${id} masterpw\nSIGNOFF` });
    const joined = await send({ from: 'pat@example.com', body: `JOIN ${id} patpw1 club123` });
    expect(outcomeOf(joined, `JOIN ${id} ********`)).toMatch(/^Joined game/);
  });
});

describe('a private game by the API', () => {
  it('join needs privacyPassword (403 without or wrong); the answers never show it; a short one is 400 at creation', async () => {
    const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Club', rules: ['POWER_CHOICE'], privacyPassword: 'club123' } }), 201);
    expect(JSON.stringify(made)).not.toContain('club123');
    expect(JSON.stringify(made.game)).not.toContain('privacy');
    const id = made.id as string;
    const refused = await call('POST', `/api/games/${id}/join`, { body: { name: 'Pat', power: 'FRANCE' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('This is a private game: give its privacy password (the master has it) after your own.');
    expect((await call('POST', `/api/games/${id}/join`, { body: { name: 'Pat', power: 'FRANCE', privacyPassword: 'guess99' } })).status).toBe(403);
    expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Pat', power: 'FRANCE', privacyPassword: 'club123' } }), 201);
    const short = await call('POST', '/api/games', { body: { name: 'Club', privacyPassword: 'abc' } });
    expect(short.status).toBe(400);
  });
});

describe('TAKEOVER in a private game by mail', () => {
  it('a vacant power is taken over only with the privacy password, written last', async () => {
    const id = fresh();
    await send({ from: 'gm@example.com', body: `CREATE ${id} masterpw\nRULE POWER_CHOICE\nPRIVATE club123\nSIGNOFF` });
    const first = await send({ from: 'pat@example.com', body: `JOIN austria@${id} patpw1 club123` });
    expect(outcomeOf(first, `JOIN austria@${id} ********`)).toMatch(/^Joined game/);
    const started = await send({ from: 'gm@example.com', body: `SIGNON master@${id} masterpw\nACTIVATE\nRESIGN austria` });
    expect(outcomeOf(started, 'RESIGN austria')).toMatch(/AUSTRIA is vacant now/);

    const without = await send({ from: 'kim@example.com', body: `TAKEOVER austria@${id} kimpw1` });
    expect(outcomeOf(without, `TAKEOVER austria@${id} ********`)).toBe('Not taken over: This is a private game: give its privacy password (the master has it) after your own.');
    const taken = await send({ from: 'kim@example.com', body: `TAKEOVER austria@${id} kimpw1 club123` });
    expect(outcomeOf(taken, `TAKEOVER austria@${id} ********`)).toContain(`You now play AUSTRIA in game ${id}.`);
  });
});
