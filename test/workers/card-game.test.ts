import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, POWERS, processNow, setNow, useTestClock, type Power, type TestGame } from './support/api';
import { TestSocket } from './support/socket';
import { CARD_SPRING, CARD_TOPS } from './support/card';

/*
 * A whole Card Diplomacy game year through the HTTP door, in workerd, with seven players:
 * each Spring and Fall every player stacks his deck, then in each round the player whose
 * turn it is orders one unit or passes, until every unit is ordered and the turn ends by
 * itself; the winter is the standard game's. A player out of time is passed for by the
 * room's alarm, set at the decision's due time. Every viewer sees the table, and a deck
 * only its own player.
 */

const START = Date.UTC(2040, 0, 1);
beforeEach(() => useTestClock(START));
afterEach(() => vi.useRealTimers());

const roomOf = (id: string) => env.GAME_ROOM.getByName(id);
const alarmOf = (id: string) => runInDurableObject(roomOf(id), (_room, state) => state.storage.getAlarm());
const view = async (g: TestGame, secret?: string) => expectStatus(await call('GET', `/api/games/${g.id}`, secret === undefined ? {} : { secret }), 200).game;

const SPRING = CARD_SPRING;
const FALL: Record<Power, string[]> = {
  AUSTRIA: ['F ALB - GRE'],
  ENGLAND: ['F NTH - NWY'],
  FRANCE: ['F MAO - POR'],
  GERMANY: ['A KIE - HOL'],
  ITALY: ['F ION - TUN'],
  RUSSIA: ['F BOT - SWE'],
  TURKEY: [],
};

const TOPS = CARD_TOPS;

async function stackAll(g: TestGame): Promise<void> {
  for (const p of POWERS) expectStatus(await call('PUT', `/api/games/${g.id}/card/deck`, { secret: g.seats[p].secret, body: { cards: TOPS[p] } }), 200);
}

/** Plays the turn to its end: the player due orders his script's next unit not yet ordered, else holds one, else passes when he may. */
async function playTurn(g: TestGame, script: Record<Power, string[]>, watcher: TestSocket): Promise<number> {
  const phase = (await view(g)).phase;
  let decisions = 0;
  for (;;) {
    const game = await view(g);
    if (game.phase !== phase) return decisions;
    const card = game.card;
    const power = card.toDecide as Power;
    const mine = card.units.filter((u: any) => u.power === power && !u.ordered);
    const scripted = script[power].find((o) => mine.some((u: any) => o.startsWith(`${u.kind} ${u.at}`)));
    const secret = g.seats[power].secret;
    if (scripted === undefined && card.mayPass && (card.passes[power] ?? 0) < 1) {
      expectStatus(await call('POST', `/api/games/${g.id}/card/pass`, { secret, body: {} }), 200);
    } else {
      const order = scripted ?? `${mine[0].kind} ${mine[0].at} H`;
      const after = expectStatus(await call('POST', `/api/games/${g.id}/card/play`, { secret, body: { order } }), 200).game;
      // The board changes at once: a move is carried out as it is played.
      if (after.phase === phase && order.includes(' - ')) {
        expect(after.card.units.some((u: any) => u.power === power && u.at === order.split(' - ')[1]), order).toBe(true);
      }
      // Every watcher is pushed the step as it happens.
      let pushed: any;
      do pushed = await watcher.next();
      while (pushed.type !== 'card_step' || pushed.step.kind !== 'order');
      expect(pushed.step).toMatchObject({ power, order });
    }
    decisions++;
    expect(decisions).toBeLessThan(80);
  }
}

describe('a Card Diplomacy game year through the API, seven players', () => {
  it('plays Spring and Fall live and the winter as the standard game, the table seen by all and each deck by its own', async () => {
    const g = await fullGame({ variant: 'card', cardClock: 60, rules: ['CIVIL_DISORDER'] });
    let game = await view(g);
    expect(game.phase).toBe('S1901M');
    expect(game.card).toMatchObject({ playing: false, clock: 60, stacked: [] });

    // Written orders and private press are not how a Card game is played.
    const written = await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR H'] } });
    expect(written.status).toBe(409);
    const whisper = await call('POST', `/api/games/${g.id}/press`, { secret: g.seats.FRANCE.secret, body: { to: ['ENGLAND'], body: 'Just us.' } });
    expect(whisper.status).toBe(403);
    expect(whisper.body.error.message).toMatch(/PUBLIC_PRESS|everyone/);
    // A bad deck is refused with why.
    const bad = await call('PUT', `/api/games/${g.id}/card/deck`, { secret: g.seats.FRANCE.secret, body: { cards: ['AS', 'AS'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_card');

    const observer = expectStatus(await call('POST', `/api/games/${g.id}/observe`, { body: { name: 'Watcher' } }), 201);
    const watcher = (await TestSocket.open(g.id, { secret: observer.secret })) as TestSocket;

    await stackAll(g);
    game = await view(g, g.seats.FRANCE.secret);
    expect(game.card.playing).toBe(true);
    expect(game.card.shown).toHaveLength(7);
    expect(game.card.ladder).toEqual(['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']);
    expect(game.card.toDecide).toBe('AUSTRIA');
    // The room wakes when Austria's clock runs out, long before the phase's deadline.
    // (Its mail delivered first: the outbox's entries are due at once.)
    await runDurableObjectAlarm(roomOf(g.id));
    expect(await alarmOf(g.id)).toBe(game.card.due);
    expect(game.card.due).toBeLessThan(game.deadline);
    // A deck: its own player's, the master's; nobody else's.
    expect(Object.keys(game.card.decks)).toEqual(['FRANCE']);
    expect(game.card.decks.FRANCE[0]).toBe('10D');
    expect((await view(g, observer.secret)).card.decks).toBeUndefined();
    expect((await view(g)).card.decks).toBeUndefined();
    expect(Object.keys((await view(g, g.master)).card.decks).sort()).toEqual([...POWERS].sort());
    // Not his turn.
    const early = await call('POST', `/api/games/${g.id}/card/play`, { secret: g.seats.TURKEY.secret, body: { order: 'F ANK - BLA' } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('not_your_turn');

    await playTurn(g, SPRING, watcher);
    game = await view(g);
    expect(game.phase).toBe('F1901M');
    expect(game.position.units).toContainEqual({ power: 'GERMANY', kind: 'F', at: 'DEN' });
    expect(game.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'KIE' });

    // Fall: Austria lets its clock run out; the alarm holds a unit for it (the highest card may not pass).
    await stackAll(g);
    game = await view(g);
    expect(game.card.toDecide).toBe('AUSTRIA');
    setNow(game.card.due);
    expect(await runDurableObjectAlarm(roomOf(g.id))).toBe(true);
    game = await view(g);
    expect(game.card.steps.at(-1)).toMatchObject({ kind: 'order', power: 'AUSTRIA', result: 'succeeds', timeout: true });
    expect(game.card.toDecide).toBe('ENGLAND');
    // Watchers are pushed the alarm's step too.
    let pushed: any;
    do pushed = await watcher.next();
    while (pushed.type !== 'card_step' || pushed.step.kind !== 'order');
    expect(pushed.step).toMatchObject({ power: 'AUSTRIA', timeout: true });
    await playTurn(g, FALL, watcher);

    // The history keeps both turns step by step.
    const history = expectStatus(await call('GET', `/api/games/${g.id}/history?limit=10`), 200);
    const turns = history.phases.map((p: any) => ({ record: p.record ?? p })).filter((p: any) => p.record.card !== undefined);
    expect(turns.map((p: any) => p.record.position.phase)).toEqual(['S1901M', 'F1901M']);
    const spring = turns[0].record.card.steps;
    expect(spring[0]).toMatchObject({ kind: 'round', shown: expect.arrayContaining([{ power: 'AUSTRIA', card: 'AS' }]) });
    expect(spring.filter((s: any) => s.kind === 'order').map((s: any) => s.order)).toEqual(expect.arrayContaining(['F KIE - DEN', 'A BER - KIE']));
    expect(turns[0].record.orders.GERMANY).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);

    game = await view(g);
    expect(game.phase).toBe('W1901A');
    const france = game.position.centers.FRANCE as string[];
    expect(france).toEqual(expect.arrayContaining(['SPA', 'POR']));
    expectStatus(await processNow(g), 200);
    game = await view(g);
    expect(game.phase).toBe('S1902M');
    expect(game.card).toMatchObject({ playing: false, stacked: [] });
    watcher.ws.close();
  });
});
