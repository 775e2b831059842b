import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, idOf, master, must } from '../game/test-game.js';
import type { Player } from '../game/types.js';
import { joinedNotice, masterStartNotice, seatNotice, type SeatChange } from './notices.js';

const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('the notices of seats changing hands', () => {
  const game = activeGame();
  const france: Player = { ...game.players.find((p) => p.id === idOf('FRANCE'))!, contact: { email: 'fr@example.com', by: 'mail' } };
  const change = (from: SeatChange['from'], to: SeatChange['to'], byMaster = true, player: Player | null = france): SeatChange => ({ power: 'FRANCE', from, to, byMaster, player });

  test('a resignation names the player to the master alone, and says who resigned him', () => {
    expect(flat(seatNotice(game, change('taken', 'vacant', false), 'master')!.body)).toContain(`${france.name} <fr@example.com> no longer plays France`);
    expect(flat(seatNotice(game, change('taken', 'vacant', false), 'master')!.body)).toContain(': he resigned.');
    expect(flat(seatNotice(game, change('taken', 'vacant', true), 'master')!.body)).toContain(': you resigned him.');
    expect(flat(seatNotice(game, change('taken', 'vacant', true), 'concerned')!.body)).toContain('The master has resigned you from France');
    const others = seatNotice(game, change('taken', 'vacant'), 'others')!;
    expect(others.subject).toBe(`Diplomacy game ${game.id}: France resigned`);
    expect(others.body).not.toContain(france.name);
  });

  test('a dummy, and its end, are the master\'s to hear of; a takeover is everyone\'s, the name the master\'s alone', () => {
    expect(seatNotice(game, change('vacant', 'dummy', true, null), 'master')!.subject).toBe(`Diplomacy game ${game.id}: France is a dummy`);
    expect(seatNotice(game, change('vacant', 'dummy', true, null), 'others')).toBeNull();
    expect(flat(seatNotice(game, change('dummy', 'vacant', true, null), 'master')!.body)).toContain(`It is vacant, and late at every deadline until a new player takes it over with TAKEOVER france@${game.id} password.`);
    expect(flat(seatNotice(game, change('vacant', 'taken', false), 'master')!.body)).toContain(`${france.name} <fr@example.com> has taken over France`);
    expect(seatNotice(game, change('vacant', 'taken', false), 'others')!.body).not.toContain(france.name);
    expect(seatNotice(game, change('vacant', 'taken', false), 'concerned')!.body).toContain('Orders of France');
    // A join while forming is told by the join's own notice, an elimination by the results.
    expect(seatNotice(game, change('open', 'taken', false), 'master')).toBeNull();
    expect(seatNotice(game, change('taken', 'eliminated', false), 'master')).toBeNull();
  });
});

describe('the master\'s notices of joins and the start', () => {
  test('counts the powers still open, in good English', () => {
    let g = formingGame();
    const names = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA'];
    for (const power of names) g = must(g, { kind: 'player', playerId: power }, { type: 'join', playerId: power, name: power, secretHash: power }).state;
    const last = g.players.at(-1)!;
    expect(flat(joinedNotice(g, last).body)).toContain('1 of the 7 powers is still open.');
    const observer = must(g, master, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'h' }).state;
    expect(joinedNotice(observer, observer.players.at(-1)!).subject).toBe(`Diplomacy game ${g.id}: Olga joined as an observer`);
  });

  test('the start lists who plays what for the master', () => {
    const text = masterStartNotice(activeGame()).body;
    expect(text).toContain('of which you are the master');
    expect(text).toMatch(/^Austria: {2}\S/m);
  });
});
