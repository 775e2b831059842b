import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, asPower, DOMAIN, mailGame, outcomeOf, secretIn, send, storedState, type MailGame } from './support/mail';

/** Every command of the mail door through the Worker's email handler, each with what it did to the game. */

const view = async (game: MailGame, secret: string | null = null) => {
  const r = await env.GAME_ROOM.getByName(game.id).view(secret);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The press the holder of `secret` may read, oldest first (the API pages it newest first). */
const pressFor = async (game: MailGame, secret: string) =>
  (expectStatus(await call('GET', `/api/games/${game.id}/press`, { secret }), 200).press as { from: string; to: string[]; kind: string; body: string }[]).reverse();

const ordersFor = async (game: MailGame, secret: string) => expectStatus(await call('GET', `/api/games/${game.id}/orders`, { secret }), 200).orders;

const signon = (game: MailGame, power: string) => `SIGNON ${power}@${game.id} ********`;

describe('before a SIGNON', () => {
  it('commands that need one say so; order lines are not read as orders', async () => {
    const reply = await send({ from: 'newbie@example.com', body: 'STATUS\nSET WAIT\nA PAR - BUR\nPROCESS\nSUMMARY' });
    expect(outcomeOf(reply, 'STATUS')).toBe('Not done: sign on first (SIGNON power@game password).');
    expect(outcomeOf(reply, 'SET WAIT')).toBe('Not done: sign on first (SIGNON power@game password).');
    expect(outcomeOf(reply, 'A PAR - BUR')).toMatch(/no command, and no order either until you sign on/);
    expect(outcomeOf(reply, 'SUMMARY')).toMatch(/name the game/);
    expect(reply.text).not.toContain('------');
  });

  it('LIST names the listed games forming or running, once the archive has them', async () => {
    const game = await mailGame([], ['AUSTRIA', 'ENGLAND']);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    const reply = await send({ from: 'browser@example.com', body: 'LIST' });
    expect(reply.text).toMatch(new RegExp(`^${game.id}\\s+${game.id}\\s+standard\\s+forming\\s+S1901M\\s+5 open$`, 'm'));
  });
});

describe('joining and watching', () => {
  it('JOIN at the game address, a full game, a power taken, a power not to be chosen', async () => {
    const game = await mailGame(['VICTORY 5'], ['AUSTRIA']);
    const here = await send({ from: 'here@example.com', to: `${game.id}@${DOMAIN}`, body: 'JOIN england@ herepw' });
    expect(outcomeOf(here, 'JOIN england@ ********')).toMatch(new RegExp(`^Joined game ${game.id} as ENGLAND\\. Sign on`));
    const taken = await send({ from: 'late@example.com', body: `JOIN austria@${game.id} latepw` });
    expect(outcomeOf(taken, `JOIN austria@${game.id} ********`)).toBe('Not joined: AUSTRIA is already taken.');
    const bogus = await send({ from: 'late@example.com', body: `JOIN spain@${game.id} latepw` });
    expect(outcomeOf(bogus, `JOIN spain@${game.id} ********`)).toBe('Not joined: spain is not a power of this game.');
    // Without POWER_CHOICE, powers are given at random.
    const id = `rnd${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const made = await send({ from: 'x@example.com', body: `CREATE ${id} secret\nUNLISTED\nSIGNOFF` });
    expect(outcomeOf(made, `CREATE ${id} ********`)).toMatch(/is made and forming/);
    expect((await storedState(id)).settings.listed).toBe(false);
    const chose = await send({ from: 'y@example.com', body: `JOIN italy@${id} ypass1` });
    expect(outcomeOf(chose, `JOIN italy@${id} ********`)).toMatch(/^Not joined: Powers are given at random in this game/);
    const given = await send({ from: 'y@example.com', body: `JOIN ${id} ypass1` });
    expect(outcomeOf(given, `JOIN ${id} ********`)).toMatch(/^Joined game \S+ as (AUSTRIA|ENGLAND|FRANCE|GERMANY|ITALY|RUSSIA|TURKEY)\./);
  });

  it('OBSERVE: under MUTE_OBSERVERS an observer writes to the master, not to the powers', async () => {
    const game = await mailGame(['RULE MUTE_OBSERVERS']);
    const reply = await send({
      from: 'olga@example.com',
      body: [`OBSERVE olga@${game.id} olgapw`, 'PRESS TO MASTER', 'Who is winning?', 'ENDPRESS', 'PRESS TO FRANCE', 'Psst.', 'ENDPRESS', 'A PAR H'].join('\n'),
    });
    expect(outcomeOf(reply, `OBSERVE olga@${game.id} ********`)).toMatch(new RegExp(`^You observe game ${game.id} as olga\\. Sign on in later mail with SIGNON olga@${game.id}`));
    expect(outcomeOf(reply, 'PRESS TO MASTER')).toBe('Sent to MASTER.');
    expect(outcomeOf(reply, 'PRESS TO FRANCE')).toBe('Refused: Observers may write to the master only in this game (MUTE_OBSERVERS).');
    expect(outcomeOf(reply, 'A PAR H')).toBe('Refused: You play no power in this game.');
    const again = await send({ from: 'olga@example.com', body: `SIGNON olga@${game.id} olgapw\nSTATUS` });
    expect(outcomeOf(again, `SIGNON olga@${game.id} ********`)).toBe(`Signed on to ${game.id} as observer olga.`);
    const twice = await send({ from: 'otto@example.com', body: `OBSERVE france@${game.id} ottopw` });
    expect(outcomeOf(twice, `OBSERVE france@${game.id} ********`)).toMatch(/names the master or a power/);
    expect((await pressFor(game, game.master.secret)).map((m) => m.body)).toEqual(['Who is winning?']);
  });
});

describe('a power at play', () => {
  it('orders, CLEAR and STATUS', async () => {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    const first = await asPower(game, 'FRANCE', 'A PAR - BUR', 'A MAR - XYZ', 'F BRE - MAO');
    expect(outcomeOf(first, 'A MAR - XYZ')).toMatch(/^Refused: /);
    expect(await ordersFor(game, france.secret)).toEqual({ FRANCE: ['A PAR - BUR', 'F BRE - MAO'] });
    // Orders replace those on file; those before a CLEAR are dropped.
    const second = await asPower(game, 'FRANCE', 'A PAR - PIC', 'CLEAR', 'A PAR - GAS', 'STATUS');
    expect(outcomeOf(second, 'A PAR - PIC')).toBe('Dropped: a CLEAR follows.');
    expect(outcomeOf(second, 'CLEAR')).toBe('The orders after it replace all those on file.');
    expect(outcomeOf(second, 'A PAR - GAS')).toBe('Accepted: A PAR - GAS');
    expect(await ordersFor(game, france.secret)).toEqual({ FRANCE: ['A PAR - GAS'] });
    expect(second.text).toMatch(/> STATUS\n\nOrders of France for Spring 1901[^]*A PAR - GAS[^]*WAIT: not set\. Vote: none\./);
    const cleared = await asPower(game, 'FRANCE', 'CLEAR');
    expect(outcomeOf(cleared, 'CLEAR')).toBe('Your orders are cleared.');
    expect(await ordersFor(game, france.secret)).toEqual({ FRANCE: [] });
    expect((await view(game)).seats.find((s) => s.power === 'FRANCE')?.submitted).toBe(false);
  });

  it('PRESS and BROADCAST under the press rules; what is not built says so', async () => {
    const game = await mailGame();
    const reply = await asPower(
      game,
      'FRANCE',
      'PRESS TO ENGLAND',
      'The Channel is ours to share.',
      'ENDPRESS',
      'PRESS TO GR QUIET',
      'Shall we?',
      'ENDPRESS',
      'BROADCAST',
      'Peace in our time.',
      'ENDBROADCAST',
      'PRESS TO SPAIN',
      'Hola.',
      'ENDPRESS',
      'PRESS GREY TO E',
      'Guess who.',
      'ENDPRESS',
      'PRESS TO E FAKE FROM G',
      'Love, Germany.',
      'ENDPRESS',
    );
    expect(outcomeOf(reply, 'PRESS TO ENGLAND')).toBe('Sent to ENGLAND.');
    expect(outcomeOf(reply, 'PRESS TO GR QUIET')).toBe('Sent to GERMANY, RUSSIA.');
    expect(outcomeOf(reply, 'BROADCAST')).toBe('Sent to everyone.');
    expect(outcomeOf(reply, 'PRESS TO SPAIN')).toMatch(/^Not sent: "SPAIN" names no power/);
    expect(outcomeOf(reply, 'PRESS GREY TO E')).toMatch(/^Refused: This game has no anonymous press to choose \(it needs WHITE_GREY/);
    expect(outcomeOf(reply, 'PRESS TO E FAKE FROM G')).toMatch(/^Refused: This game has no fake press \(FAKE_PRESS\)/);
    const england = await pressFor(game, game.players.ENGLAND!.secret);
    expect(england.map((m) => m.body)).toEqual(['The Channel is ours to share.', 'Peace in our time.']);
    expect((await pressFor(game, game.players.RUSSIA!.secret)).map((m) => m.body)).toEqual(['Shall we?', 'Peace in our time.']);

    const quiet = await mailGame(['RULE NO_PRESS']);
    const refused = await asPower(quiet, 'FRANCE', 'PRESS TO ENGLAND', 'Hello?', 'ENDPRESS', 'PRESS TO MASTER', 'May I?', 'ENDPRESS');
    expect(outcomeOf(refused, 'PRESS TO ENGLAND')).toBe('Refused: This game has no press (NO_PRESS): write to the master only.');
    expect(outcomeOf(refused, 'PRESS TO MASTER')).toBe('Sent to MASTER.');
  });

  it('SET WAIT and NOWAIT, VOTE, PROPOSE, SET DEADLINE (the master\'s)', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'SET WAIT', 'VOTE DRAW', 'PROPOSE DIAS', 'SET DEADLINE FRI 18:00', 'VOTE SPAIN');
    expect(outcomeOf(reply, 'SET WAIT')).toBe('WAIT is set: the phase waits for the deadline.');
    expect(outcomeOf(reply, 'VOTE DRAW')).toBe('You vote for a draw of all survivors.');
    expect(outcomeOf(reply, 'PROPOSE DIAS')).toMatch(/^Refused: This game does not use PROPOSE_DIAS/);
    expect(outcomeOf(reply, 'SET DEADLINE FRI 18:00')).toBe('Refused: Only the master may set the deadline.');
    expect(outcomeOf(reply, 'VOTE SPAIN')).toBe('Not understood: SPAIN is not a power of this game.');
    let state = await storedState(game.id);
    expect(state.seats.FRANCE).toMatchObject({ wait: true, vote: { kind: 'draw' } });
    await asPower(game, 'FRANCE', 'SET NOWAIT', 'VOTE NONE');
    state = await storedState(game.id);
    expect(state.seats.FRANCE).toMatchObject({ wait: false, vote: null });

    const master = await asMaster(game, 'SET DEADLINE 24 DEC 2099 12:00');
    expect(outcomeOf(master, 'SET DEADLINE 24 DEC 2099 12:00')).toBe('The deadline is now Thursday 24 December 2099, 12:00 UTC.');
    expect((await view(game)).deadline).toBe(Date.UTC(2099, 11, 24, 12, 0));
    const wrong = await asMaster(game, 'SET DEADLINE 31 FEB');
    expect(outcomeOf(wrong, 'SET DEADLINE 31 FEB')).toMatch(/^Not understood: There is no such date ahead/);
  });

  it('the votes of every power end the game in a draw', async () => {
    const game = await mailGame();
    for (const power of ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] as const) await asPower(game, power, 'VOTE DRAW');
    expect((await view(game)).ending).toEqual({ kind: 'draw', powers: ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] });
  });

  it('SET PASSWORD, SET ADDRESS and SET CONTACT', async () => {
    const game = await mailGame();
    const italy = game.players.ITALY!;
    const reply = await asPower(game, 'ITALY', 'SET PASSWORD fresh-one', 'SET ADDRESS roma@example.org', 'SET CONTACT BOTH', 'SET ADDRESS not-an-address');
    expect(outcomeOf(reply, 'SET PASSWORD ********')).toBe('Your password is changed.');
    expect(reply.text).not.toContain('fresh-one');
    // Another address than the sender's waits to be confirmed (its code is mailed there).
    expect(outcomeOf(reply, 'SET ADDRESS roma@example.org')).toBe(
      'The judge writes to roma@example.org once it is confirmed, if it is not already: by the code mailed there (once), or by a mail from it that signs on.',
    );
    expect(outcomeOf(reply, 'SET CONTACT BOTH')).toBe('The judge now reaches you by mail and on the web.');
    expect(outcomeOf(reply, 'SET ADDRESS not-an-address')).toBe('Not changed: not-an-address is not a mail address.');
    const player = (await storedState(game.id)).players.find((p: { power: string }) => p.power === 'ITALY');
    expect(player.contact).toEqual({ email: 'roma@example.org', by: 'both' });
    expect(player.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    const old = await send({ from: italy.address, body: `SIGNON italy@${game.id} ${italy.password}` });
    expect(outcomeOf(old, signon(game, 'italy'))).toBe('No one in that game signs on with that name and password.');
    const fresh = await send({ from: italy.address, body: `SIGNON I${game.id} fresh-one\nSET ADDRESS` });
    expect(outcomeOf(fresh, `SIGNON I${game.id} ********`)).toBe(`Signed on to ${game.id} as ITALY.`);
    // SET ADDRESS alone: the address the mail came from.
    expect(outcomeOf(fresh, 'SET ADDRESS')).toBe(`The judge now writes to ${italy.address}.`);
    // The web secret signs on by mail too.
    const web = await send({ from: 'elsewhere@example.com', body: `SIGNON italy@${game.id} ${italy.secret}\nSET CONTACT WEB` });
    expect(outcomeOf(web, 'SET CONTACT WEB')).toBe('The judge now reaches you on the web only.');
  });

  it('RESIGN in place of SIGNON, after a parting press; TAKEOVER of the vacant power', async () => {
    const game = await mailGame();
    const austria = game.players.AUSTRIA!;
    const faulty = await send({ from: austria.address, body: `RESIGN austria@${game.id} ${austria.password}\nPRES TO MASTER\nBye.` });
    expect(outcomeOf(faulty, `RESIGN austria@${game.id} ********`)).toMatch(/Not resigned: some lines of this mail were refused/);
    expect((await view(game)).seats.find((s) => s.power === 'AUSTRIA')?.status).toBe('taken');

    const bye = await send({ from: austria.address, body: [`RESIGN austria@${game.id} ${austria.password}`, 'PRESS TO MASTER', 'I must go; sorry.', 'ENDPRESS'].join('\n') });
    expect(outcomeOf(bye, `RESIGN austria@${game.id} ********`)).toBe(`Signed on to ${game.id} as AUSTRIA. You have resigned AUSTRIA from ${game.id}.`);
    expect(outcomeOf(bye, 'PRESS TO MASTER')).toBe('Sent to MASTER.');
    expect((await view(game)).seats.find((s) => s.power === 'AUSTRIA')?.status).toBe('vacant');
    expect((await pressFor(game, game.master.secret)).map((m) => m.body)).toEqual(['I must go; sorry.']);

    const taker = await send({ from: 'taker@example.com', name: 'Theo', body: `TAKEOVER A${game.id} takerpw\nA VIE - GAL` });
    expect(outcomeOf(taker, `TAKEOVER A${game.id} ********`)).toMatch(new RegExp(`^Signed on to ${game.id} as AUSTRIA\\. You now play AUSTRIA in game ${game.id}\\.`));
    expect(outcomeOf(taker, 'A VIE - GAL')).toBe('Accepted: A VIE - GAL');
    expect((await view(game, game.master.secret)).seats.find((s) => s.power === 'AUSTRIA')).toMatchObject({ status: 'taken', player: 'Theo' });
    const again = await send({ from: 'second@example.com', body: `TAKEOVER austria@${game.id} pass22` });
    expect(outcomeOf(again, `TAKEOVER austria@${game.id} ********`)).toMatch(/^Not taken over: AUSTRIA is taken/);
    // The old password opens nothing now.
    const gone = await send({ from: austria.address, body: `SIGNON austria@${game.id} ${austria.password}` });
    expect(outcomeOf(gone, signon(game, 'austria'))).toBe('No one in that game signs on with that name and password.');
  });

  it('asking about another game while signed on is refused, as on the DPjudge', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'LIST othergame', `LIST ${game.id}`, 'HISTORY');
    expect(outcomeOf(reply, 'LIST othergame')).toMatch(new RegExp(`^Not done: you are signed on to ${game.id}`));
    expect(reply.text).toMatch(new RegExp(`> LIST ${game.id}\\n\\nDiplomacy game ${game.id}`));
    expect(reply.text).toMatch(/> HISTORY\n\nNo phase of game/);
  });
});

describe("the master's commands", () => {
  it('PROCESS, PROCESS!, PREVIEW, ROLLBACK, ROLLFORWARD', async () => {
    const game = await mailGame();
    await asPower(game, 'FRANCE', 'SET WAIT', 'A PAR - BUR', 'F BRE - MAO', 'A MAR - SPA');
    const notYet = await asMaster(game, 'PROCESS');
    expect(outcomeOf(notYet, 'PROCESS')).toBe("Refused: Not every power's orders are in: AUSTRIA, ENGLAND, GERMANY, ITALY, RUSSIA, TURKEY still owe some. PROCESS! processes the phase now: powers without orders get the judge's default ones.");
    const preview = await asMaster(game, 'PREVIEW');
    expect(outcomeOf(preview, 'PREVIEW')).toBe('The preview, for your eyes only (nothing has changed):');
    expect(preview.text).toMatch(/A PAR - BUR[^]*The next phase would be Fall 1901 movement\. Nothing has changed\./);
    expect((await view(game)).phase).toBe('S1901M');
    // The master's reply ends with the orders of the powers that have some.
    expect(preview.text).toMatch(/-{72}\nOrders of France for Spring 1901/);

    const forced = await asMaster(game, 'PROCESS!');
    expect(outcomeOf(forced, 'PROCESS!')).toBe('Processed: the game is now in Fall 1901 movement.');
    const back = await asMaster(game, 'ROLLBACK');
    expect(outcomeOf(back, 'ROLLBACK')).toBe('Rolled back: the game is in Spring 1901 movement again, its orders cleared.');
    const forward = await asMaster(game, 'ROLLFORWARD', 'ROLLFORWARD');
    expect(forward.text).toMatch(/> ROLLFORWARD\n {4}Rolled forward: the game is now in Fall 1901 movement\.\n\n> ROLLFORWARD\n {4}Refused: No phase was rolled back here to roll forward\./);
    const named = await asMaster(game, 'ROLLBACK S1901M');
    expect(outcomeOf(named, 'ROLLBACK S1901M')).toBe('Rolled back: the game is in Spring 1901 movement again, its orders cleared.');
  });

  it('DUMMY, RESIGN power, WAIT, ACTIVATE, TERMINATE; and none of it for a player', async () => {
    const game = await mailGame();
    const player = await asPower(game, 'FRANCE', 'DUMMY TURKEY', 'TERMINATE', 'PROCESS!');
    expect(outcomeOf(player, 'DUMMY TURKEY')).toBe('Refused: Only the master makes a power a dummy.');
    expect(outcomeOf(player, 'TERMINATE')).toBe('Refused: Only the master may terminate a game.');
    expect(outcomeOf(player, 'PROCESS!')).toBe('Refused: Only the master may process a phase.');

    const reply = await asMaster(game, 'DUMMY TURKEY', 'RESIGN TURKEY', 'DUMMY TURKEY', 'RESIGN ITALY', 'WAIT', 'A PAR H');
    // A played power is not dummied: the master resigns its player first, as on the DPjudge.
    expect(reply.text).toContain('> DUMMY TURKEY\n    Refused: TURKEY has a player: resign him first (RESIGN TURKEY), then make\n    the power a dummy.\n');
    expect(reply.text).toContain('> DUMMY TURKEY\n    TURKEY is now a dummy.');
    expect(outcomeOf(reply, 'RESIGN TURKEY')).toBe('TURKEY is vacant now: a new player may take it over (TAKEOVER).');
    expect(outcomeOf(reply, 'RESIGN ITALY')).toBe('ITALY is vacant now: a new player may take it over (TAKEOVER).');
    expect(reply.text).toMatch(/\n\nThe game on the web: https:\/\/judge\.example\/#\/games\/mg\w+\s*$/);
    expect(outcomeOf(reply, 'WAIT')).toBe('The game waits (paused): no deadline runs until ACTIVATE.');
    expect(outcomeOf(reply, 'A PAR H')).toBe('Refused: You play no power in this game.');
    let seen = await view(game);
    expect(seen.paused).toBe(true);
    expect(seen.seats.filter((s) => s.status !== 'taken').map((s) => [s.power, s.status])).toEqual([
      ['ITALY', 'vacant'],
      ['TURKEY', 'dummy'],
    ]);
    const resumed = await asMaster(game, 'ACTIVATE', 'TERMINATE');
    expect(outcomeOf(resumed, 'ACTIVATE')).toBe('The game is active, in Spring 1901 movement.');
    expect(outcomeOf(resumed, 'TERMINATE')).toBe('The game is terminated.');
    seen = await view(game);
    expect(seen).toMatchObject({ status: 'finished', paused: false, ending: { kind: 'terminated' } });
  });

  it('ACTIVATE starts a forming game (the empty seats become dummies)', async () => {
    const game = await mailGame(['RULE START_MASTER'], ['FRANCE', 'ENGLAND']);
    const reply = await asMaster(game, 'ACTIVATE');
    expect(outcomeOf(reply, 'ACTIVATE')).toBe('The game is active, in Spring 1901 movement.');
    expect((await view(game)).seats.filter((s) => s.status === 'dummy')).toHaveLength(5);
  });

  it('TAKEOVER master@game is a sign-on with the master password', async () => {
    const game = await mailGame([], ['FRANCE']);
    const reply = await send({ from: 'newmaster@example.com', body: `TAKEOVER master@${game.id} ${game.master.password}\nSTATUS` });
    expect(outcomeOf(reply, `TAKEOVER master@${game.id} ********`)).toBe(`Signed on to ${game.id} as the master.`);
  });
});

describe('CREATE', () => {
  it.each<[string, string[], RegExp]>([
    ['an unknown rule', ['RULE NO_SUCH_RULE'], /^Not created: .*NO_SUCH_RULE/],
    ['a Payola rule in a standard game', ['RULE EXCHANGE'], /^Not created: .*EXCHANGE/],
    ['a bad setting', ['SPEED fast'], /Not created: put right the lines marked below/],
    ['an unbuilt variant', ['VARIANT fog'], /^Not created: the fog variant is not built; games here are standard, crystal_ball, payola, solitaire, card or global/],
    ['a victory too large', ['VICTORY 99'], /^Not created: The centres needed to win must be a whole number from 1 to 34/],
  ])('refused for %s, with nothing made', async (_, settings, why) => {
    const id = `cr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const reply = await send({ from: 'maker@example.com', body: [`CREATE ${id} secret`, ...settings, 'SIGNOFF'].join('\n') });
    expect(outcomeOf(reply, `CREATE ${id} ********`)).toMatch(why);
    expect((await env.GAME_ROOM.getByName(id).view(null)).ok).toBe(false);
  });

  it('a name already taken', async () => {
    const game = await mailGame([], []);
    const reply = await send({ from: 'maker@example.com', body: `CREATE ${game.id} secret` });
    expect(outcomeOf(reply, `CREATE ${game.id} ********`)).toBe(`Not created: A game named ${game.id} exists already.`);
  });

  it('the master at the game address, and the master secret for the web', async () => {
    const game = await mailGame([], ['FRANCE']);
    const master = await send({ from: 'm@example.com', to: `${game.id}@${DOMAIN}`, body: 'SIGNON M masterpw\nLIST' });
    expect(outcomeOf(master, 'SIGNON M ********')).toBe(`Signed on to ${game.id} as the master.`);
    expect(master.from).toBe(`${game.id}@${DOMAIN}`);
    const seen = expectStatus(await call('GET', `/api/games/${game.id}`, { secret: game.master.secret }), 200);
    expect(seen.game.viewer).toEqual({ kind: 'master' });
    expect(game.master.secret).toHaveLength(43);
    expect(secretIn(await send({ from: 'z@example.com', body: `JOIN italy@${game.id} zpass1` }))).toHaveLength(43);
  });
});
