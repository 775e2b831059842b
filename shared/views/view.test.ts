import { describe, expect, test } from 'vitest';
import { activeGame, idOf, master, must, player, POWERS, system } from '../game/test-game.js';
import type { Actor, GameState, PressMessage } from '../game/types.js';
import { historyPage, pressPage } from './pages.js';
import { summarizeGame } from './summary.js';
import { viewGame } from './view.js';

/** One order line for each power, so the phase stays open: the orders are secret. */
const SECRET_ORDERS: Record<string, string> = {
  AUSTRIA: 'A VIE - GAL',
  ENGLAND: 'F LON - NTH',
  FRANCE: 'A PAR - BUR',
  GERMANY: 'A MUN - RUH',
  ITALY: 'A VEN - PIE',
  RUSSIA: 'A WAR - UKR',
  TURKEY: 'A CON - BUL',
};

const observer: Actor = { kind: 'observer', playerId: 'o' };

const SENT: readonly [Actor, readonly string[] | 'ALL', string][] = [
  [player('FRANCE'), ['ENGLAND'], 'body-france-to-england'],
  [player('FRANCE'), ['MASTER'], 'body-france-to-master'],
  [player('GERMANY'), 'ALL', 'body-germany-to-all'],
  [observer, ['MASTER'], 'body-observer-to-master'],
  [master, ['ITALY'], 'body-master-to-italy'],
  [master, 'ALL', 'body-master-to-all'],
  [player('ENGLAND'), ['FRANCE', 'GERMANY'], 'body-england-to-france-germany'],
];

function secretGame(): GameState {
  let g = must(activeGame(), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'observer-hash' }).state;
  for (const power of POWERS) g = must(g, player(power), { type: 'orders', power, lines: [SECRET_ORDERS[power]!] }).state;
  g = must(g, player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state;
  g = must(g, player('RUSSIA'), { type: 'vote', power: 'RUSSIA', vote: { kind: 'concede', to: 'TURKEY' } }).state;
  for (const [actor, to, body] of SENT) g = must(g, actor, { type: 'press', to, body }).state;
  return g;
}

/** Who each viewer is: a label, the actor, and the power he plays. */
const VIEWERS: readonly [string, Actor | null, string | null][] = [
  ['anonymous', null, null],
  ['the system', system, null],
  ['a stranger', { kind: 'player', playerId: 'nobody' }, null],
  ['an observer', observer, null],
  ['the master', master, null],
  ...POWERS.map((p): [string, Actor, string] => [p, player(p), p]),
];

/** Whether this viewer may read this message, said independently of the code under test. */
function addressedTo(label: string, power: string | null, m: PressMessage): boolean {
  if (m.kind === 'broadcast') return true;
  if (label === 'the master') return m.from === 'MASTER' || m.to.includes('MASTER');
  if (label === 'an observer') return m.from === 'OBSERVER';
  return power !== null && (m.from === power || m.to.includes(power));
}

describe('viewGame: secrecy', () => {
  const g = secretGame();

  test.each(VIEWERS)('%s sees no other power\'s orders and no press not addressed to him', (label, actor, power) => {
    const view = viewGame(g, actor);
    const text = JSON.stringify(view);
    const ownOrders = label === 'the master' ? POWERS : power === null ? [] : [power];
    expect(Object.keys(view.orders).sort()).toEqual([...ownOrders].sort());
    for (const p of POWERS) {
      if (ownOrders.includes(p)) expect(view.orders[p]).toEqual([SECRET_ORDERS[p]]);
      else expect(text).not.toContain(SECRET_ORDERS[p]);
    }
    const readable = g.press.filter((m) => addressedTo(label, power, m));
    // The view counts the messages; their pages hold them, newest first, and no others.
    expect(view.press).toEqual({ count: readable.length, newest: readable.at(-1)?.id ?? null });
    const page = pressPage(g, actor, {});
    expect(page.press.map((m) => m.id)).toEqual(readable.map((m) => m.id).reverse());
    const pageText = JSON.stringify(page);
    for (const m of g.press) {
      expect(text).not.toContain(m.body);
      if (!readable.includes(m)) expect(pageText).not.toContain(m.body);
    }
    // Secrets of any kind never appear.
    expect(text).not.toContain('hash');
    // Votes: one's own only; the master sees none.
    expect(view.votes).toEqual(power === null ? {} : { [power]: g.seats[power]!.vote });
    if (power !== 'RUSSIA') expect(text).not.toContain('"concede"');
    // WAIT flags: one's own; the master's, all.
    expect(Object.keys(view.waits).sort()).toEqual([...ownOrders].sort());
  });

  test('everyone sees who has submitted, not what', () => {
    const view = viewGame(g, player('FRANCE'));
    expect(view.seats.map((s) => [s.power, s.submitted, s.owes])).toEqual(POWERS.map((p) => [p, true, true]));
    expect(view.seats.find((s) => s.power === 'FRANCE')).toEqual({
      power: 'FRANCE', status: 'taken', player: 'france', hidden: false, owes: true, submitted: true, orderStatus: 'incomplete', centers: 3, units: 3,
    });
    // One order of three each: sent, but not complete, and everybody is told so.
    expect(viewGame(g, null).seats.map((s) => s.orderStatus)).toEqual(POWERS.map(() => 'incomplete'));
  });

  test('the late powers, once the deadline passed and the game waits for the master', () => {
    expect(viewGame(g, null).late).toBeNull();
    const waiting = must(g, system, { type: 'tick' }, g.deadline! + 60 * 60_000).state;
    expect(viewGame(waiting, null).late).toEqual([...POWERS]);
    expect(viewGame(must(waiting, master, { type: 'pause' }).state, null).late).toBeNull();
  });

  test('who the viewer is', () => {
    expect(viewGame(g, player('FRANCE')).viewer).toEqual({ kind: 'player', playerId: idOf('FRANCE'), name: 'france', power: 'FRANCE' });
    expect(viewGame(g, observer).viewer).toEqual({ kind: 'observer', playerId: 'o', name: 'Olga' });
    expect(viewGame(g, master).viewer).toEqual({ kind: 'master' });
    expect(viewGame(g, null).viewer).toEqual({ kind: 'anonymous' });
    expect(viewGame(g, { kind: 'player', playerId: 'nobody' }).viewer).toEqual({ kind: 'anonymous' });
  });

  test('a player who resigned no longer sees his power\'s orders', () => {
    const resigned = must(g, player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
    const view = viewGame(resigned, player('FRANCE'));
    expect(view.viewer).toEqual({ kind: 'anonymous' });
    expect(view.orders).toEqual({});
  });

  test('once processed, every order is in the history for all to see', () => {
    const processed = must(g, master, { type: 'process' }).state;
    const view = viewGame(processed, null);
    expect(view.phases).toBe(1);
    expect(view.lastPhase?.orders).toEqual(Object.fromEntries(POWERS.map((p) => [p, [SECRET_ORDERS[p]]])));
    expect(historyPage(processed, null, {}).phases).toEqual([view.lastPhase]);
    expect(view.orders).toEqual({});
  });

  test('the master is told how many phases a ROLLFORWARD can replay; nobody else', () => {
    const back = must(must(g, master, { type: 'process' }).state, master, { type: 'rollback' }).state;
    expect(viewGame(back, master).rollforward).toBe(1);
    expect(viewGame(back, player('FRANCE')).rollforward).toBe(0);
  });

  test('the view is plain JSON', () => {
    const view = viewGame(g, master);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe('summarizeGame', () => {
  test('the list entry: seats without player names while they are secret, nothing secret', () => {
    const g = secretGame();
    const s = summarizeGame(g);
    expect(s).toMatchObject({ id: 'g1', name: 'Test', status: 'active', phase: 'S1901M', openSeats: 0, ending: null, deadline: g.deadline });
    expect(s.seats).toEqual(POWERS.map((p) => ({ power: p, status: 'taken', player: null })));
    const friends = summarizeGame({ ...g, settings: { ...g.settings, showNames: true } });
    expect(friends.seats).toEqual(POWERS.map((p) => ({ power: p, status: 'taken', player: p.toLowerCase() })));
    const text = JSON.stringify(s);
    for (const secret of ['hash', 'body-', ...Object.values(SECRET_ORDERS)]) expect(text).not.toContain(secret);
  });
});
