import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, fullGame, POWERS } from './support/api';
import { asPower, keepMailEachTest, mailGame, outcomeOf } from './support/mail';

/*
 * PROPOSE_DIAS and HIDE_PROPOSER at the doors: "a player makes a proposal to conclude the
 * game with a certain result, and all other players vote on it … Any negative vote on the
 * proposal will cause it to fail"; under HIDE_PROPOSER "the players' Web pages will simply
 * say, 'A Concession to Italy Has Been Proposed.'"
 */

const mail = keepMailEachTest();

const view = async (id: string, secret: string) => expectStatus(await call('GET', `/api/games/${id}`, { secret }), 200).game;

describe('PROPOSE_DIAS through the API', () => {
  it('a concession proposed is shown to everyone (not by whom, under HIDE_PROPOSER), fails on a veto, and a draw accepted by all ends the game', async () => {
    const g = await fullGame({ rules: ['HIDE_PROPOSER'] });
    const proposed = expectStatus(await call('POST', `/api/games/${g.id}/proposal`, { secret: g.seats.ITALY.secret, body: { ending: { kind: 'concede', to: 'ITALY' } } }), 200);
    // The proposer knows his own proposal, and has accepted it.
    expect(proposed.game.proposal).toEqual({ ending: { kind: 'concede', to: 'ITALY' }, by: 'ITALY', accepted: true });
    expect((await view(g.id, g.seats.FRANCE.secret)).proposal).toEqual({ ending: { kind: 'concede', to: 'ITALY' }, by: null, accepted: false });
    expect((await view(g.id, g.master)).proposal).toEqual({ ending: { kind: 'concede', to: 'ITALY' }, by: 'ITALY', accepted: null });

    // A second proposal waits for the first to go.
    const second = await call('POST', `/api/games/${g.id}/proposal`, { secret: g.seats.FRANCE.secret, body: { ending: { kind: 'draw' } } });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('A concession to ITALY is being voted on, and only one proposal stands at a time: veto it first (VOTE NO).');

    const accepted = expectStatus(await call('PUT', `/api/games/${g.id}/proposal`, { secret: g.seats.FRANCE.secret, body: { yes: true } }), 200);
    expect(accepted.game.proposal.accepted).toBe(true);
    const vetoed = expectStatus(await call('PUT', `/api/games/${g.id}/proposal`, { secret: g.seats.TURKEY.secret, body: { yes: false } }), 200);
    expect(vetoed.game.proposal).toBeUndefined();
    expect(vetoed.game.status).toBe('active');

    expectStatus(await call('POST', `/api/games/${g.id}/proposal`, { secret: g.seats.TURKEY.secret, body: { ending: { kind: 'draw' } } }), 200);
    let last: any = null;
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) {
      last = expectStatus(await call('PUT', `/api/games/${g.id}/proposal`, { secret: g.seats[power].secret, body: { yes: true } }), 200);
    }
    expect(last.game.status).toBe('finished');
    expect(last.game.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
  });

  it('is refused with a sentence where the game does not use it, and the secret vote where it does', async () => {
    const plain = await fullGame();
    const refused = await call('POST', `/api/games/${plain.id}/proposal`, { secret: plain.seats.ITALY.secret, body: { ending: { kind: 'draw' } } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('bad_vote');
    expect(refused.body.error.message).toMatch(/does not use PROPOSE_DIAS/);
    const proposing = await fullGame({ rules: ['PROPOSE_DIAS'] });
    const vote = await call('PUT', `/api/games/${proposing.id}/vote`, { secret: proposing.seats.ITALY.secret, body: { vote: { kind: 'draw' } } });
    expect(vote.status).toBe(409);
    expect(vote.body.error.message).toMatch(/ends by proposals \(PROPOSE_DIAS\)/);
    const answer = await call('PUT', `/api/games/${proposing.id}/proposal`, { secret: proposing.seats.ITALY.secret, body: { yes: true } });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/^No ending is proposed now/);
  });
});

describe('PROPOSE_DIAS by mail', () => {
  it('PROPOSE power, then VOTE YES and VOTE NO; everyone is told of the proposal, by whom unless HIDE_PROPOSER', async () => {
    const game = await mailGame(['RULE HIDE_PROPOSER']);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    mail.sent = [];
    const proposed = await asPower(game, 'ITALY', 'PROPOSE ITALY');
    expect(outcomeOf(proposed, 'PROPOSE ITALY')).toBe('You propose a concession to Italy, and accept it; every player is told.');
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    const told = mail.sent.filter((m) => m.subject.endsWith('an ending proposed'));
    const flat = (to: string): string => told.find((m) => m.to === to)!.text.replace(/\s+/g, ' ');
    expect(flat(game.players.FRANCE!.address)).toContain('A concession to Italy has been proposed. Accept it with VOTE YES, or veto it with VOTE NO');
    expect(flat(game.master.address)).toContain('A concession to Italy has been proposed by Italy.');

    const yes = await asPower(game, 'FRANCE', 'VOTE YES', `LIST ${game.id}`);
    expect(outcomeOf(yes, 'VOTE YES')).toBe('You accept the proposal.');
    // LIST tells what stands, not by whom; the proposer's own is his to see.
    expect(yes.text).toContain('Proposed: a concession to Italy. You have accepted it.');
    const italy = await asPower(game, 'ITALY', `LIST ${game.id}`);
    expect(italy.text).toContain('Proposed: a concession to Italy, by Italy. You have accepted it.');
    mail.sent = [];
    const no = await asPower(game, 'TURKEY', 'VOTE NO', 'PROPOSE DIAS');
    expect(outcomeOf(no, 'VOTE NO')).toBe('You veto the proposal: it has failed, and every player is told.');
    expect(outcomeOf(no, 'PROPOSE DIAS')).toBe('You propose a draw including all survivors, and accept it; every player is told.');
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    expect(mail.sent.some((m) => m.to === game.players.FRANCE!.address && m.subject.endsWith('the proposal failed'))).toBe(true);
  });

  it('PROPOSE in a game without PROPOSE_DIAS says why not', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'ITALY', 'PROPOSE ITALY');
    expect(outcomeOf(reply, 'PROPOSE ITALY')).toMatch(/does not use PROPOSE_DIAS/);
  });
});
