import { describe, expect, test } from 'vitest';
import { viewGame } from '../../../shared/views/view.js';
import { createGame } from '../../../shared/game/create.js';
import { apply } from '../../../shared/game/apply.js';
import type { Actor, Command, GameState } from '../../../shared/game/types.js';
import { controlNote, orderablePowers, orderingPower } from './control.js';

/** The game page's choice of powers to order for: the player's own, and the dummies he controls (CONTROL, VASSAL_DUMMIES). */

const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'RUSSIA', 'TURKEY'];
const player = (power: string): Actor => ({ kind: 'player', playerId: `p-${power}` });

function must(state: GameState, actor: Actor, command: Command): GameState {
  const r = apply(state, actor, command, { now: 0, random: () => 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Six players, Italy left a dummy and put under Austria's control by the master. */
function game(): GameState {
  const made = createGame({
    id: 'g',
    settings: { name: 'T', variant: 'standard', map: 'standard', rules: ['POWER_CHOICE'], deadlines: { movement: 60, retreats: 30, adjustments: 30, grace: 0 }, listed: true },
    masterSecretHash: 'h',
    now: 0,
  });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  for (const p of POWERS) g = must(g, player(p), { type: 'join', playerId: `p-${p}`, name: p, secretHash: `h-${p}`, power: p });
  g = must(g, { kind: 'master' }, { type: 'start' });
  return must(g, { kind: 'master' }, { type: 'control', power: 'ITALY', controllers: ['AUSTRIA'] });
}

describe('the powers a page orders for', () => {
  test('the controller\'s page: his own power first, then his vassal; the vassal\'s orders panel is his to choose', () => {
    const view = viewGame(game(), player('AUSTRIA'))!;
    expect(orderablePowers(view)).toEqual(['AUSTRIA', 'ITALY']);
    expect(orderingPower(view, null)).toBe('AUSTRIA');
    expect(orderingPower(view, 'ITALY')).toBe('ITALY');
  });

  test('another player orders his own power only, and a choice he may not make falls back to it', () => {
    const view = viewGame(game(), player('FRANCE'))!;
    expect(orderablePowers(view)).toEqual(['FRANCE']);
    expect(orderingPower(view, 'ITALY')).toBe('FRANCE');
  });

  test('the master orders every power; an observer none', () => {
    const g = game();
    expect(orderablePowers(viewGame(g, { kind: 'master' })!)).toHaveLength(7);
    expect(orderingPower(viewGame(g, null)!, null)).toBeNull();
  });
});

test('the players\' table says who controls a dummy', () => {
  const view = viewGame(game(), player('FRANCE'))!;
  const italy = view.seats.find((s) => s.power === 'ITALY')!;
  expect(controlNote(italy)).toMatch(/^controlled by Austria/i);
  expect(controlNote(view.seats.find((s) => s.power === 'FRANCE')!)).toBeNull();
  expect(controlNote({ controller: 'MASTER' })).toBe('controlled by the master');
});
