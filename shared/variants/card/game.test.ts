import { describe, expect, it } from 'vitest';
import { apply } from '../../game/apply.js';
import { createGame } from '../../game/create.js';
import { activeGame, codeOf, idOf, master, MINUTE, player, POWERS, settings, system, T0, tryApply } from '../../game/test-game.js';
import type { Command, GameEvent, GameState } from '../../game/types.js';
import { viewGame } from '../../views/view.js';
import { cardOf } from './table.js';

/** A Card game of seven players, started: Spring 1901's decks are to be stacked. */
const cardGame = (clock = 60): GameState => activeGame([], { variant: 'card', cardClock: clock });

function run(state: GameState, power: string, command: Command, now = T0): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(state, player(power), command, { now, random: () => 0 });
  if (!r.ok) throw new Error(`${command.type} for ${power} refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The seed's rounds: Germany highest twice (the jokers), France next, Turkey lowest. */
const TOPS: Record<string, string[]> = {
  GERMANY: ['JOKER', 'JOKER', 'QS'],
  FRANCE: ['AS', 'KS', 'KD'],
  AUSTRIA: ['10S', '10D', '10C', '10H'],
  ENGLAND: ['9S', '9D', '9C', '9H'],
  ITALY: ['8S', '8D', '8C', '8H'],
  RUSSIA: ['7S', '7D', '7C', '7H'],
  TURKEY: ['2S', '2D', '2C'],
};

function stacked(tops: Record<string, string[]> = TOPS, clock = 60): { state: GameState; events: GameEvent[] } {
  let state = cardGame(clock);
  const events: GameEvent[] = [];
  for (const p of POWERS) {
    const out = run(state, p, { type: 'card_stack', power: p, cards: tops[p] ?? [] });
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

const play = (state: GameState, power: string, order: string, now = T0) => run(state, power, { type: 'card_play', power, order }, now).state;
const pass = (state: GameState, power: string, now = T0) => run(state, power, { type: 'card_pass', power }, now).state;
const due = (state: GameState) => viewGame(state, master).card!.toDecide;

describe('a Card game: the deck stacked before each movement turn (rule 3)', () => {
  it('is made and started, its press broadcast only (rule 1: all talk is open at the table)', () => {
    const state = cardGame();
    expect(state.status).toBe('active');
    expect(state.position.phase).toBe('S1901M');
    expect(state.settings.rules).toContain('PUBLIC_PRESS');
    expect(tryApply(state, player('FRANCE'), { type: 'press', to: ['ENGLAND'], body: 'Just us two.', from: 'FRANCE' })).toBe('press_forbidden');
    expect(tryApply(state, player('FRANCE'), { type: 'press', to: 'ALL', body: 'Hello, table.', from: 'FRANCE' })).toBe('accepted');
  });

  it('refuses NO_PRESS in a Card game, and a decision clock in any other game', () => {
    const made = (rules: string[], more: object) => createGame({ id: 'g', settings: settings(rules, more), masterSecretHash: 'h', now: T0 });
    const noPress = made(['NO_PRESS'], { variant: 'card' });
    expect(!noPress.ok && noPress.error.code).toBe('bad_rules');
    const clock = made([], { cardClock: 60 });
    expect(!clock.ok && clock.error.code).toBe('bad_rules');
    expect(made([], { variant: 'card', cardClock: 60 }).ok).toBe(true);
  });

  it('takes no written orders in a movement turn: it is played one order at a time', () => {
    const r = apply(cardGame(), player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A PAR H'] }, { now: T0, random: () => 0 });
    expect(codeOf(r)).toBe('no_orders_now');
  });

  it('refuses a deck with a card twice, and a card that is none', () => {
    expect(tryApply(cardGame(), player('FRANCE'), { type: 'card_stack', power: 'FRANCE', cards: ['AS', 'AS'] })).toBe('bad_card');
    expect(tryApply(cardGame(), player('FRANCE'), { type: 'card_stack', power: 'FRANCE', cards: ['1X'] })).toBe('bad_card');
    expect(tryApply(cardGame(), player('FRANCE'), { type: 'card_stack', power: 'GERMANY', cards: [] })).toBe('not_allowed');
  });

  it('shows no card before every deck is stacked, then every card at once', () => {
    let state = cardGame();
    state = run(state, 'FRANCE', { type: 'card_stack', power: 'FRANCE', cards: ['AS'] }).state;
    expect(tryApply(state, player('FRANCE'), { type: 'card_play', power: 'FRANCE', order: 'A PAR H' })).toBe('not_your_turn');
    const { state: all, events } = stacked();
    const round = events.flatMap((e) => (e.type === 'card_step' && e.step.kind === 'round' ? [e.step] : []));
    expect(round).toHaveLength(1);
    expect(round[0]!.shown).toHaveLength(7);
    expect(viewGame(all, master).card!.ladder).toEqual(['GERMANY', 'FRANCE', 'AUSTRIA', 'ENGLAND', 'ITALY', 'RUSSIA', 'TURKEY']);
  });

  it('deals the cards a player left unstacked from the game, the same every time', () => {
    const a = cardOf(stacked().state).decks;
    const b = cardOf(stacked().state).decks;
    expect(a).toEqual(b);
    expect(a['GERMANY']!).toHaveLength(53);
  });
});

describe('the play rounds (rules 3 to 6)', () => {
  it("plays the seed's sequence: Munich to Burgundy, Paris supports Marseilles there, Marseilles dislodges it, and it retreats to Belgium", () => {
    let { state } = stacked();
    // Round 1: the highest card orders first, the lowest last; those between pass.
    expect(tryApply(state, player('FRANCE'), { type: 'card_play', power: 'FRANCE', order: 'A PAR H' })).toBe('not_your_turn');
    expect(tryApply(state, player('GERMANY'), { type: 'card_pass', power: 'GERMANY' })).toBe('not_allowed');
    state = play(state, 'GERMANY', 'A MUN - BUR');
    state = play(state, 'FRANCE', 'A PAR S A MAR - BUR');
    for (const p of ['AUSTRIA', 'ENGLAND', 'ITALY', 'RUSSIA']) state = pass(state, p);
    expect(due(state)).toBe('TURKEY');
    expect(tryApply(state, player('TURKEY'), { type: 'card_pass', power: 'TURKEY' })).toBe('not_allowed');
    state = play(state, 'TURKEY', 'F ANK H');
    // Round 2.
    expect(viewGame(state, master).card!.shown.find((s) => s.power === 'GERMANY')!.card).toBe('JOKER');
    state = play(state, 'GERMANY', 'A BER H');
    state = play(state, 'FRANCE', 'A MAR - BUR');
    const view = viewGame(state, master).card!;
    expect(view.steps.at(-1)).toMatchObject({ kind: 'order', power: 'FRANCE', result: 'succeeds', dislodged: 'A BUR' });
    expect(state.card!.turn!.waiting.map((w) => w.at)).toEqual(['BUR']);
    for (const p of ['AUSTRIA', 'ENGLAND', 'ITALY', 'RUSSIA']) state = pass(state, p);
    state = play(state, 'TURKEY', 'A CON H');
    // Round 3: Germany's card is not the highest now; France (K of diamonds) orders first.
    expect(due(state)).toBe('FRANCE');
    state = play(state, 'FRANCE', 'F BRE H');
    state = play(state, 'GERMANY', 'A BUR - BEL');
    expect(state.card!.turn!.units.some((u) => u.power === 'GERMANY' && u.at === 'BEL')).toBe(true);
    // Three passes a turn, and no more.
    for (const p of ['AUSTRIA', 'ENGLAND', 'ITALY']) state = pass(state, p);
    expect(viewGame(state, master).card!.passes['AUSTRIA']).toBe(3);
    state = pass(state, 'RUSSIA');
    state = play(state, 'TURKEY', 'A SMY H');
    // Round 4: Turkey and France have ordered every unit: they show no more cards.
    const shown = viewGame(state, master).card!.shown.map((s) => s.power);
    expect(shown).not.toContain('TURKEY');
    expect(shown).not.toContain('FRANCE');
    const austria = viewGame(state, master).card!;
    if (austria.toDecide === 'AUSTRIA' || austria.ladder.indexOf('AUSTRIA') > 0) {
      while (due(state) !== 'AUSTRIA') {
        const p = due(state)!;
        state = viewGame(state, master).card!.mayPass ? pass(state, p) : play(state, p, `${state.card!.turn!.units.find((u) => u.power === p && !state.card!.turn!.ordered.includes(u.id))!.kind} ${state.card!.turn!.units.find((u) => u.power === p && !state.card!.turn!.ordered.includes(u.id))!.at} H`);
      }
      expect(tryApply(state, player('AUSTRIA'), { type: 'card_pass', power: 'AUSTRIA' })).toBe('not_allowed');
    }
  });

  it('makes identical cards pass, both of them (rule 4)', () => {
    const { state } = stacked({ ...TOPS, ENGLAND: ['10S'] });
    const card = viewGame(state, master).card!;
    expect([...card.matched].sort()).toEqual(['AUSTRIA', 'ENGLAND']);
    expect(card.ladder).not.toContain('AUSTRIA');
    expect(card.ladder).not.toContain('ENGLAND');
  });

  it('refuses an order that does nothing, and the player may try again', () => {
    const { state } = stacked();
    expect(tryApply(state, player('GERMANY'), { type: 'card_play', power: 'GERMANY', order: 'A MUN - XYZ' })).toBe('no_orders_now');
    expect(tryApply(state, player('GERMANY'), { type: 'card_play', power: 'GERMANY', order: 'A PAR H' })).toBe('no_orders_now');
  });
});

describe('the clock of each decision', () => {
  it('wakes the room at the decision due, and passes for a player out of time or holds his unit when he may not pass', () => {
    let { state } = stacked(TOPS, 30);
    const view = viewGame(state, master).card!;
    expect(view.due).toBe(T0 + 30_000);
    // The first may not pass: his first unit not ordered holds.
    const early = apply(state, system, { type: 'tick' }, { now: T0 + 29_000, random: () => 0 });
    expect(early.ok && early.value.state).toBe(state);
    let r = apply(state, system, { type: 'tick' }, { now: T0 + 30_000, random: () => 0 });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    expect(state.card!.steps.at(-1)).toMatchObject({ kind: 'order', power: 'GERMANY', order: 'F KIE H', timeout: true });
    expect(viewGame(state, master).card!.due).toBe(T0 + 60_000);
    state = play(state, 'FRANCE', 'A PAR H', T0 + 40_000);
    // Austria, between, passes when its clock runs out.
    r = apply(state, system, { type: 'tick' }, { now: T0 + 70_000, random: () => 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.card!.steps.at(-1)).toEqual({ kind: 'pass', at: T0 + 70_000, power: 'AUSTRIA', timeout: true });
  });

  it('shuffles the deck of a player who did not stack in time', () => {
    let state = cardGame(30);
    state = run(state, 'FRANCE', { type: 'card_stack', power: 'FRANCE', cards: ['AS'] }).state;
    expect(cardOf(state).due).toBe(T0 + 30_000);
    const r = apply(state, system, { type: 'tick' }, { now: T0 + 30_000, random: () => 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(viewGame(r.value.state, master).card!.playing).toBe(true);
    expect(viewGame(r.value.state, master).card!.shown).toHaveLength(7);
  });
});

describe('the turn at the table, as each viewer sees it', () => {
  it('shows everyone the cards and whose turn it is, and a deck only to its own player and the master', () => {
    const { state } = stacked();
    for (const p of POWERS) {
      const card = viewGame(state, player(p)).card!;
      expect(card.shown).toHaveLength(7);
      expect(card.toDecide).toBe('GERMANY');
      expect(Object.keys(card.decks ?? {})).toEqual([p]);
    }
    expect(Object.keys(viewGame(state, master).card!.decks!).sort()).toEqual([...POWERS].sort());
    expect(viewGame(state, null).card!.decks).toBeUndefined();
    const observed = apply(state, { kind: 'observer', playerId: 'o1' }, { type: 'observe', playerId: 'o1', name: 'watcher', secretHash: 'h' }, { now: T0, random: () => 0 });
    if (!observed.ok) throw new Error(observed.error.message);
    const seen = viewGame(observed.value.state, { kind: 'observer', playerId: 'o1' }).card!;
    expect(seen.decks).toBeUndefined();
    expect(seen.shown).toHaveLength(7);
  });
});

describe('the end of the turn', () => {
  it("ends at the master's PROCESS: what was not played stays, the history keeps the steps, and Fall's decks are stacked anew", () => {
    let { state } = stacked();
    state = play(state, 'GERMANY', 'A MUN - BUR');
    const r = apply(state, master, { type: 'process' }, { now: T0 + MINUTE, random: () => 0 });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    expect(state.position.phase).toBe('F1901M');
    expect(state.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'BUR' });
    const record = state.history.at(-1)!;
    expect(record.card!.steps.map((s) => s.kind)).toEqual(['round', 'order']);
    expect(record.orders['GERMANY']).toEqual(['A MUN - BUR']);
    expect(cardOf(state).stacked).toEqual([]);
    expect(viewGame(state, master).card!.playing).toBe(false);
    expect(idOf('GERMANY')).toBe('p-germany');
  });
});
