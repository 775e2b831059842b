import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, idOf, master, must, player, POWERS, tryApply } from '../game/test-game.js';
import type { Actor, Command, GameState } from '../game/types.js';
import { handedOverNotice, pressText } from '../text/press.js';
import { mayReadPress } from './press.js';
import { readablePress, viewGame } from './view.js';

/** A successor (TAKEOVER) reads his power's private press only from when he took it over, until the master's HANDOVER. */

const successor: Actor = { kind: 'player', playerId: 'heir' };
const takeover: Command = { type: 'takeover', power: 'FRANCE', playerId: 'heir', name: 'Heir', secretHash: 'heir' };
const send = (g: GameState, actor: Actor, to: Extract<Command, { type: 'press' }>['to'], body: string): GameState =>
  must(g, actor, { type: 'press', to, body }).state;
const bodies = (g: GameState, actor: Actor | null): string[] => readablePress(g, actor).map((m) => m.body);

/** France writes and is written to, resigns, and the heir takes France over. */
function succeeded(): GameState {
  let g = activeGame();
  g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, before');
  g = send(g, player('FRANCE'), ['ENGLAND'], 'from france, before');
  g = send(g, master, ['FRANCE'], 'master to france, before');
  g = send(g, player('FRANCE'), ['MASTER'], 'france to master, before');
  g = send(g, player('GERMANY'), 'ALL', 'broadcast, before');
  g = must(g, player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
  // Written while the seat stood vacant: still before the heir took it.
  g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, while vacant');
  g = must(g, successor, takeover).state;
  return g;
}

describe('a successor and his power\'s earlier press', () => {
  test('the private press before the takeover is hidden from him; broadcasts are not', () => {
    const g = succeeded();
    expect(bodies(g, successor)).toEqual(['broadcast, before']);
    const view = JSON.stringify(viewGame(g, successor));
    for (const m of g.press) if (m.kind === 'private') expect(view).not.toContain(m.body);
    for (const m of g.press) expect(mayReadPress(g, successor, m)).toBe(m.kind === 'broadcast');
    // The mail's text of a message he may not read is a refusal, never the text.
    expect(pressText(g, g.press[0]!, successor).ok).toBe(false);
  });

  test('what is written to or by his power after he took it is his', () => {
    let g = succeeded();
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, after');
    g = send(g, successor, ['ENGLAND'], 'from france, after');
    g = send(g, master, ['FRANCE'], 'master to france, after');
    expect(bodies(g, successor)).toEqual(['broadcast, before', 'to france, after', 'from france, after', 'master to france, after']);
    expect(pressText(g, g.press.at(-1)!, successor).ok).toBe(true);
  });

  test('the others keep what they wrote and read; the former player, gone, reads broadcasts only', () => {
    const g = succeeded();
    expect(bodies(g, player('ENGLAND'))).toEqual(['to france, before', 'from france, before', 'broadcast, before', 'to france, while vacant']);
    expect(bodies(g, master)).toEqual(['master to france, before', 'france to master, before', 'broadcast, before']);
    // His secret names nobody now: he is a stranger to the game.
    expect(bodies(g, player('FRANCE'))).toEqual(['broadcast, before']);
    expect(g.players.some((p) => p.id === idOf('FRANCE'))).toBe(false);
  });

  test('an observer who takes over reads from then on, as anyone else', () => {
    let g = activeGame();
    const watcher: Actor = { kind: 'observer', playerId: 'w' };
    g = must(g, watcher, { type: 'observe', playerId: 'w', name: 'w', secretHash: 'w' }).state;
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, before');
    g = must(g, player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
    g = must(g, watcher, { ...takeover, playerId: 'w', name: 'w' }).state;
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, after');
    expect(bodies(g, { kind: 'player', playerId: 'w' })).toEqual(['to france, after']);
  });

  test('a player who held his power from the start reads all of it', () => {
    let g = activeGame();
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france');
    expect(bodies(g, player('FRANCE'))).toEqual(['to france']);
  });
});

describe('who is a successor', () => {
  const person = (id: string): Actor => ({ kind: 'player', playerId: id });
  const joinAs = (g: GameState, id: string, power?: string): GameState =>
    must(g, person(id), { type: 'join', playerId: id, name: id, secretHash: id, ...(power === undefined ? {} : { power }) }).state;
  /** A forming game where England writes to France's first player, who then resigns. */
  function leftWhileForming(): GameState {
    let g = joinAs(formingGame(['POWER_CHOICE']), 'first', 'FRANCE');
    g = joinAs(g, 'e', 'ENGLAND');
    g = send(g, person('e'), ['FRANCE'], 'to the first');
    return must(g, person('first'), { type: 'resign', power: 'FRANCE' }).state;
  }

  test('who joins a seat its player left while the game formed', () => {
    let g = joinAs(leftWhileForming(), 'second', 'FRANCE');
    expect(bodies(g, person('second'))).toEqual([]);
    g = send(g, person('e'), ['FRANCE'], 'to the second');
    expect(bodies(g, person('second'))).toEqual(['to the second']);
  });

  test('who is dealt such a seat at the start', () => {
    let g = leftWhileForming();
    for (const power of POWERS.filter((p) => p !== 'FRANCE' && p !== 'ENGLAND')) g = joinAs(g, power, power);
    // The last place, without a choice: the start deals him the one power left.
    g = joinAs(g, 'dealt');
    expect(g.status).toBe('active');
    expect(g.players.find((p) => p.id === 'dealt')?.power).toBe('FRANCE');
    expect(bodies(g, person('dealt'))).toEqual([]);
  });

  test('who takes over a dummy its player left', () => {
    let g = send(activeGame(), player('ENGLAND'), ['FRANCE'], 'to france, before');
    g = must(g, player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
    g = must(g, master, { type: 'dummy', power: 'FRANCE' }).state;
    g = must(g, master, { ...takeover, playerId: 'n', name: 'n' }).state;
    expect(bodies(g, person('n'))).toEqual([]);
  });

  test('not the first player of a power: he reads what was written to it before he came', () => {
    let g = joinAs(formingGame(['POWER_CHOICE']), 'e', 'ENGLAND');
    g = send(g, person('e'), ['FRANCE'], 'to whoever plays france');
    g = joinAs(g, 'first', 'FRANCE');
    expect(bodies(g, person('first'))).toEqual(['to whoever plays france']);
  });

  test('not the first player of a dummy nobody played', () => {
    let g = joinAs(formingGame(['POWER_CHOICE']), 'e', 'ENGLAND');
    g = must(g, master, { type: 'start' }).state;
    expect(g.seats.FRANCE?.status).toBe('dummy');
    g = send(g, person('e'), ['FRANCE'], 'to the dummy');
    g = must(g, master, { ...takeover, playerId: 'n', name: 'n' }).state;
    expect(bodies(g, person('n'))).toEqual(['to the dummy']);
  });
});

describe('HANDOVER', () => {
  test("the master's view flags the seat that holds press back, for him alone, until the HANDOVER", () => {
    const flagged = (g: GameState, actor: Actor) => viewGame(g, actor).seats.filter((seat) => seat.pressHeldBack === true).map((seat) => seat.power);
    const g = succeeded();
    expect(flagged(g, master)).toEqual(['FRANCE']);
    expect(flagged(g, successor)).toEqual([]);
    expect(flagged(g, player('ENGLAND'))).toEqual([]);
    expect(flagged(must(g, master, { type: 'handover', power: 'FRANCE' }).state, master)).toEqual([]);
    // A successor to a power nobody wrote to privately is kept from nothing: no flag.
    let quiet = send(activeGame(), player('GERMANY'), 'ALL', 'broadcast only');
    quiet = must(quiet, player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
    quiet = must(quiet, successor, takeover).state;
    expect(flagged(quiet, master)).toEqual([]);
  });

  test('the master hands the earlier press over: the successor reads all of it', () => {
    const r = must(succeeded(), master, { type: 'handover', power: 'FRANCE' });
    expect(bodies(r.state, successor)).toEqual([
      'to france, before',
      'from france, before',
      'master to france, before',
      'france to master, before',
      'broadcast, before',
      'to france, while vacant',
    ]);
    expect(r.events).toEqual([{ type: 'press_handed_over', power: 'FRANCE', playerId: 'heir', before: 7 }]);
    expect(r.state.players.find((p) => p.id === 'heir')).not.toHaveProperty('pressFrom');
  });

  test('the mail of it holds what was handed over, and nothing else', () => {
    let g = send(succeeded(), player('ENGLAND'), ['GERMANY'], 'england to germany');
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, after');
    const r = must(g, master, { type: 'handover', power: 'FRANCE' });
    const event = r.events[0] as Extract<(typeof r.events)[number], { type: 'press_handed_over' }>;
    const notice = handedOverNotice(r.state, 'FRANCE', event.before, successor);
    expect(notice.body.replace(/\s+/g, ' ')).toContain('5 messages, oldest first');
    for (const body of ['to france, before', 'from france, before', 'master to france, before', 'france to master, before', 'to france, while vacant']) {
      expect(notice.body).toContain(body);
    }
    for (const body of ['broadcast, before', 'england to germany', 'to france, after']) expect(notice.body).not.toContain(body);
  });

  test.each<[string, () => GameState, Actor, string, string]>([
    ['by a player', succeeded, successor, 'FRANCE', 'not_allowed'],
    ['for an unknown power', succeeded, master, 'SPAIN', 'unknown_power'],
    ['for a power with no player', () => must(activeGame(), player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state, master, 'FRANCE', 'wrong_status'],
    ['for a player who reads it all already', activeGame, master, 'FRANCE', 'wrong_status'],
    ['twice', () => must(succeeded(), master, { type: 'handover', power: 'FRANCE' }).state, master, 'FRANCE', 'wrong_status'],
  ])('refused: %s', (_, game, actor, power, code) => {
    expect(tryApply(game(), actor, { type: 'handover', power })).toBe(code);
  });
});
