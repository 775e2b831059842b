import { describe, expect, test } from 'vitest';
import { apply } from '../apply.js';
import { pressFor } from '../../views/names.js';
import { mayReadPress } from '../../views/press.js';
import { viewerOf } from '../../views/viewer.js';
import { activeGame, adjustmentPhase, formingGame, holds, master, must, player, POWERS, system, T0, tryApply } from '../test-game.js';
import type { Actor, Command, GameState } from '../types.js';
import { pressFormsOffered } from './press-forms.js';
import { MAX_PRESS_LENGTH, PRESS_BURST, PRESS_WINDOW_MS, pressAllowed, pressRefusal, type PressSender } from './press.js';

const observer: Actor = { kind: 'observer', playerId: 'o' };
const press = (to: readonly string[] | 'ALL', body = 'Hello', from?: string): Command =>
  ({ type: 'press', to, body, ...(from ? { from } : {}) });

/** An active game with an observer, under these rules. */
const game = (rules: readonly string[] = []): GameState =>
  must(activeGame(rules), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'h' }).state;

describe('press', () => {
  test('a private message: an id, the time, the phase, the sender', () => {
    const r = must(game(), player('FRANCE'), press(['ENGLAND', 'GERMANY']), T0 + 5);
    const message = { id: 1, at: T0 + 5, phase: 'S1901M', from: 'FRANCE', to: ['ENGLAND', 'GERMANY'], kind: 'private', body: 'Hello' };
    expect(r.state.press).toEqual([message]);
    expect(r.events).toEqual([{ type: 'press', message }]);
    const second = must(r.state, player('ENGLAND'), press(['FRANCE'], 'Hi'));
    expect(second.state.press.map((m) => m.id)).toEqual([1, 2]);
  });

  test('a broadcast goes to every power and the master', () => {
    const r = must(game(), player('FRANCE'), press('ALL'));
    expect(r.state.press[0]).toMatchObject({ kind: 'broadcast', to: [...POWERS, 'MASTER'] });
  });

  test('an observer writes as OBSERVER, named for the master', () => {
    const r = must(game(), observer, press(['MASTER']));
    expect(r.state.press[0]).toMatchObject({ from: 'OBSERVER', observer: 'o', to: ['MASTER'] });
  });

  test('the master writes as MASTER, to anyone, whatever the rules', () => {
    for (const rules of [[], ['NO_PRESS'], ['PUBLIC_PRESS']]) {
      expect(must(game(rules), master, press(['FRANCE'])).state.press[0]?.from).toBe('MASTER');
    }
  });

  test('press before the game starts', () => {
    expect(tryApply(formingGame(), master, press('ALL'))).toBe('accepted');
  });

  test.each<[string, readonly string[], Actor, Command, string]>([
    ['private press', [], player('FRANCE'), press(['ENGLAND']), 'accepted'],
    ['to the master', [], player('FRANCE'), press(['MASTER']), 'accepted'],
    ['NO_PRESS: to another power', ['NO_PRESS'], player('FRANCE'), press(['ENGLAND']), 'press_forbidden'],
    ['NO_PRESS: a broadcast', ['NO_PRESS'], player('FRANCE'), press('ALL'), 'press_forbidden'],
    ['NO_PRESS: to the master', ['NO_PRESS'], player('FRANCE'), press(['MASTER']), 'accepted'],
    ['PUBLIC_PRESS: to another power', ['PUBLIC_PRESS'], player('FRANCE'), press(['ENGLAND']), 'press_forbidden'],
    ['PUBLIC_PRESS: to a power and the master', ['PUBLIC_PRESS'], player('FRANCE'), press(['ENGLAND', 'MASTER']), 'press_forbidden'],
    ['PUBLIC_PRESS: a broadcast', ['PUBLIC_PRESS'], player('FRANCE'), press('ALL'), 'accepted'],
    ['PUBLIC_PRESS: to the master', ['PUBLIC_PRESS'], player('FRANCE'), press(['MASTER']), 'accepted'],
    ['an observer to a power', [], observer, press(['FRANCE']), 'accepted'],
    ['an observer broadcasting', [], observer, press('ALL'), 'accepted'],
    ['an observer to the master', [], observer, press(['MASTER']), 'accepted'],
    ['MUTE_OBSERVERS: an observer to a power', ['MUTE_OBSERVERS'], observer, press(['FRANCE']), 'press_forbidden'],
    ['MUTE_OBSERVERS: an observer broadcasting', ['MUTE_OBSERVERS'], observer, press('ALL'), 'press_forbidden'],
    ['MUTE_OBSERVERS: an observer to the master', ['MUTE_OBSERVERS'], observer, press(['MASTER']), 'accepted'],
    ['MUTE_OBSERVERS: a player to a power', ['MUTE_OBSERVERS'], player('FRANCE'), press(['ENGLAND']), 'accepted'],
    ['NO_PRESS: an observer to a power', ['NO_PRESS'], observer, press(['FRANCE']), 'press_forbidden'],
    ['PUBLIC_PRESS: an observer to a power', ['PUBLIC_PRESS'], observer, press(['FRANCE']), 'press_forbidden'],
    ['PUBLIC_PRESS: an observer broadcasting', ['PUBLIC_PRESS'], observer, press('ALL'), 'accepted'],
    ['as another power', [], player('FRANCE'), press(['ENGLAND'], 'x', 'GERMANY'), 'not_allowed'],
    ['as his own power', [], player('FRANCE'), press(['ENGLAND'], 'x', 'FRANCE'), 'accepted'],
    ['to an unknown power', [], player('FRANCE'), press(['SPAIN']), 'unknown_power'],
    ['to nobody', [], player('FRANCE'), press([]), 'press_forbidden'],
    ['with no body', [], player('FRANCE'), press(['ENGLAND'], '   '), 'press_forbidden'],
    ['from a stranger', [], { kind: 'player', playerId: 'who' }, press(['MASTER']), 'not_allowed'],
    ['from the system', [], system, press('ALL'), 'not_allowed'],
  ])('%s', (_, rules, actor, command, code) => {
    expect(tryApply(game(rules), actor, command)).toBe(code);
  });
});

describe('pressAllowed: one reading of the press rules, for the engine and the clients', () => {
  const Y = true;
  const N = false;
  // Rules, sender, recipients: allowed?
  test.each<[readonly string[], PressSender, readonly string[] | 'ALL', boolean]>([
    [[], 'FRANCE', 'ALL', Y],
    [[], 'FRANCE', ['ENGLAND'], Y],
    [[], 'FRANCE', ['ENGLAND', 'MASTER'], Y],
    [[], 'FRANCE', ['MASTER'], Y],
    [[], 'FRANCE', [], N],
    [['NO_PRESS'], 'FRANCE', 'ALL', N],
    [['NO_PRESS'], 'FRANCE', ['ENGLAND'], N],
    [['NO_PRESS'], 'FRANCE', ['ENGLAND', 'MASTER'], N],
    [['NO_PRESS'], 'FRANCE', ['MASTER'], Y],
    [['PUBLIC_PRESS'], 'FRANCE', 'ALL', Y],
    [['PUBLIC_PRESS'], 'FRANCE', ['ENGLAND'], N],
    [['PUBLIC_PRESS'], 'FRANCE', ['ENGLAND', 'MASTER'], N],
    [['PUBLIC_PRESS'], 'FRANCE', ['MASTER'], Y],
    [['NO_PRESS'], 'MASTER', 'ALL', Y],
    [['NO_PRESS'], 'MASTER', ['FRANCE'], Y],
    [['PUBLIC_PRESS'], 'MASTER', ['FRANCE'], Y],
    [[], 'MASTER', [], N],
    [[], 'OBSERVER', ['MASTER'], Y],
    [[], 'OBSERVER', 'ALL', Y],
    [[], 'OBSERVER', ['FRANCE'], Y],
    [['MUTE_OBSERVERS'], 'OBSERVER', ['MASTER'], Y],
    [['MUTE_OBSERVERS'], 'OBSERVER', 'ALL', N],
    [['MUTE_OBSERVERS'], 'OBSERVER', ['FRANCE'], N],
    [['NO_PRESS'], 'OBSERVER', ['MASTER'], Y],
  ])('%j: %s to %j is %s', (rules, from, to, allowed) => {
    expect(pressAllowed(rules, from, to)).toBe(allowed);
    expect(pressRefusal(rules, from, to) === null).toBe(allowed);
  });

  test('the engine refuses with the same reason', () => {
    for (const [rules, to] of [[['NO_PRESS'], ['ENGLAND']], [['PUBLIC_PRESS'], ['ENGLAND']], [[], []]] as const) {
      const r = apply(game(rules), player('FRANCE'), press(to), { now: T0, random: () => 0 });
      expect(r.ok ? null : r.error.message).toBe(pressRefusal(rules, 'FRANCE', to));
    }
  });
});

describe('press that would swell the game', () => {
  test(`a body longer than ${MAX_PRESS_LENGTH} characters is refused, saying how long it was; the limit itself is taken`, () => {
    expect(tryApply(game(), player('FRANCE'), press(['ENGLAND'], 'x'.repeat(MAX_PRESS_LENGTH)))).toBe('accepted');
    const r = apply(game(), player('FRANCE'), press(['ENGLAND'], 'x'.repeat(MAX_PRESS_LENGTH + 1)), { now: T0, random: () => 0 });
    expect(r.ok ? null : r.error).toEqual({ code: 'press_too_long', message: expect.stringContaining(`${MAX_PRESS_LENGTH + 1} characters`) });
    // Whitespace around the body is not counted: the body kept is what is measured.
    expect(tryApply(game(), player('FRANCE'), press(['ENGLAND'], ` ${'x'.repeat(MAX_PRESS_LENGTH)}\n\n`))).toBe('accepted');
  });

  /** `n` messages from `actor`, one a second from T0. */
  const sent = (state: GameState, actor: Actor, n: number, to: readonly string[] | 'ALL' = ['MASTER']): GameState => {
    for (let i = 0; i < n; i++) state = must(state, actor, press(to, `note ${i}`), T0 + i * 1000).state;
    return state;
  };

  test(`a sender has ${PRESS_BURST} messages in any ${PRESS_WINDOW_MS / 60_000} minutes; the next is refused until the oldest leaves the window`, () => {
    const full = sent(game(), player('FRANCE'), PRESS_BURST);
    const at = T0 + PRESS_BURST * 1000;
    const r = apply(full, player('FRANCE'), press(['ENGLAND']), { now: at, random: () => 0 });
    expect(r.ok ? null : r.error.code).toBe('press_too_fast');
    expect(r.ok ? '' : r.error.message).toMatch(/sent 20 messages in the last 10 minutes.*send again in \d+ minutes/);
    // The first message was sent at T0: at T0 + the window it no longer counts.
    expect(tryApply(full, player('FRANCE'), press(['ENGLAND']), T0 + PRESS_WINDOW_MS - 1)).toBe('press_too_fast');
    expect(tryApply(full, player('FRANCE'), press(['ENGLAND']), T0 + PRESS_WINDOW_MS)).toBe('accepted');
  });

  test('each power and each observer is counted on his own; the master not at all', () => {
    let state = must(game(), { kind: 'observer', playerId: 'o2' }, { type: 'observe', playerId: 'o2', name: 'Oleg', secretHash: 'h2' }).state;
    state = sent(state, player('FRANCE'), PRESS_BURST);
    state = sent(state, observer, PRESS_BURST);
    const now = T0 + PRESS_BURST * 1000;
    expect(tryApply(state, player('FRANCE'), press(['MASTER']), now)).toBe('press_too_fast');
    expect(tryApply(state, observer, press(['MASTER']), now)).toBe('press_too_fast');
    expect(tryApply(state, player('ENGLAND'), press(['MASTER']), now)).toBe('accepted');
    expect(tryApply(state, { kind: 'observer', playerId: 'o2' }, press(['MASTER']), now)).toBe('accepted');
    const masterFull = sent(state, master, PRESS_BURST * 3, 'ALL');
    expect(masterFull.press.filter((m) => m.from === 'MASTER')).toHaveLength(PRESS_BURST * 3);
  });
});

describe('the press rules that read the board, the orders and the deadline', () => {
  /** The game with its deadline passed and these powers recorded late (what the alarm leaves). */
  const pastDeadline = (g: GameState): GameState =>
    ({ ...g, deadline: T0, late: { phase: g.position.phase, deadline: T0, powers: [...POWERS] } });
  const ordered = (g: GameState, power: string): GameState =>
    must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;

  test('MUST_ORDER: no press but to the master until the power has entered orders, final or not', () => {
    const g = game(['MUST_ORDER']);
    expect(tryApply(g, player('FRANCE'), press(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press('ALL'))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press(['MASTER']))).toBe('accepted');
    const some = must(g, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A PAR - BUR'] }).state;
    expect(tryApply(some, player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
    expect(tryApply(some, player('FRANCE'), press('ALL'))).toBe('accepted');
    // The refusal names the rule.
    const r = apply(g, player('FRANCE'), press(['ENGLAND']), { now: T0, random: () => 0 });
    expect(!r.ok && r.error.message).toMatch(/MUST_ORDER/);
  });

  test('late powers after a deadline send no private press, unless LATE_SEND', () => {
    const late = pastDeadline(game());
    expect(tryApply(late, player('FRANCE'), press(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(late, player('FRANCE'), press('ALL'))).toBe('accepted');
    expect(tryApply(late, player('FRANCE'), press(['MASTER']))).toBe('accepted');
    expect(tryApply(ordered(late, 'FRANCE'), player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
    // Before the deadline nobody is late.
    expect(tryApply(game(), player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
    expect(tryApply(pastDeadline(game(['LATE_SEND'])), player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
  });

  test('NO_LATE_RECEIVE: no private press to a power late after a deadline', () => {
    const g = pastDeadline(game(['NO_LATE_RECEIVE', 'LATE_SEND']));
    expect(tryApply(g, player('FRANCE'), press(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(ordered(g, 'ENGLAND'), player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
    expect(tryApply(g, player('FRANCE'), press('ALL'))).toBe('accepted');
    expect(tryApply(game(['NO_LATE_RECEIVE']), player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
  });

  test('FTF_PRESS: only to the master outside movement phases; no private press after a deadline', () => {
    expect(tryApply(game(['FTF_PRESS']), player('FRANCE'), press(['ENGLAND']))).toBe('accepted');
    const adjust = adjustmentPhase(game(['FTF_PRESS']));
    expect(tryApply(adjust, player('FRANCE'), press(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(adjust, player('FRANCE'), press('ALL'))).toBe('press_forbidden');
    expect(tryApply(adjust, player('FRANCE'), press(['MASTER']))).toBe('accepted');
    const late = ordered(ordered(pastDeadline(game(['FTF_PRESS'])), 'FRANCE'), 'ENGLAND');
    expect(tryApply(late, player('FRANCE'), press(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(late, player('FRANCE'), press('ALL'))).toBe('accepted');
  });

  test('TOUCH_PRESS: private press only to powers whose units could support or be supported by the sender\'s', () => {
    const g = game(['TOUCH_PRESS']);
    // A VEN and F TRI stand side by side; France's and Germany's opening units do not.
    expect(tryApply(g, player('ITALY'), press(['AUSTRIA']))).toBe('accepted');
    expect(tryApply(g, player('AUSTRIA'), press(['ITALY', 'MASTER']))).toBe('accepted');
    expect(tryApply(g, player('FRANCE'), press(['GERMANY']))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press('ALL'))).toBe('press_forbidden');
    expect(tryApply(g, observer, press(['FRANCE']))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press(['MASTER']))).toBe('accepted');
    expect(tryApply(game(['TOUCH_PRESS', 'PUBLIC_PRESS']), player('FRANCE'), press('ALL'))).toBe('accepted');
    // A German army in Burgundy could support Paris to hold: now they touch.
    const near = { ...g, position: { ...g.position, units: g.position.units.map((u) => (u.at === 'MUN' ? { ...u, at: 'BUR' } : u)) } };
    expect(tryApply(near, player('FRANCE'), press(['GERMANY']))).toBe('accepted');
  });

  test('REMOTE_PRESS: private press only to powers with centres and nothing within a move', () => {
    const g = game(['REMOTE_PRESS']);
    expect(tryApply(g, player('FRANCE'), press(['TURKEY']))).toBe('accepted');
    expect(tryApply(g, player('ITALY'), press(['AUSTRIA']))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press('ALL'))).toBe('press_forbidden');
    // A German fleet in the Channel could move into Brest: France and Germany are no longer far.
    const near = { ...g, position: { ...g.position, units: g.position.units.map((u) => (u.at === 'KIE' ? { ...u, at: 'ENG' } : u)) } };
    expect(tryApply(near, player('FRANCE'), press(['GERMANY']))).toBe('press_forbidden');
    expect(tryApply(near, player('GERMANY'), press(['FRANCE']))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press(['GERMANY']))).toBe('accepted');
  });

  test('BACKSEAT_PRESS: powers on the board write to the master; those off it may broadcast', () => {
    const g = game(['BACKSEAT_PRESS']);
    expect(tryApply(g, player('FRANCE'), press(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press('ALL'))).toBe('press_forbidden');
    expect(tryApply(g, player('FRANCE'), press(['MASTER']))).toBe('accepted');
    expect(tryApply(g, observer, press('ALL'))).toBe('accepted');
    expect(tryApply(g, observer, press(['FRANCE']))).toBe('press_forbidden');
    const gone = { ...g, position: { ...g.position, units: g.position.units.filter((u) => u.power !== 'FRANCE'), centers: { ...g.position.centers, FRANCE: [] } } };
    expect(tryApply(gone, player('FRANCE'), press('ALL'))).toBe('accepted');
  });

  test('the master is held back by none of them', () => {
    for (const rules of [['MUST_ORDER'], ['FTF_PRESS'], ['TOUCH_PRESS'], ['BACKSEAT_PRESS'], ['NO_LATE_RECEIVE']]) {
      expect(tryApply(pastDeadline(game(rules)), master, press(['FRANCE']))).toBe('accepted');
    }
  });
});

describe('what the master is sent', () => {
  const read = (g: GameState): boolean[] => g.press.map((m) => mayReadPress(g, master, m));
  const sent = (rules: readonly string[]): GameState => {
    let g = game(rules);
    g = must(g, player('FRANCE'), press(['ENGLAND'])).state;
    g = must(g, player('FRANCE'), press('ALL')).state;
    g = must(g, player('FRANCE'), press(['MASTER'])).state;
    return g;
  };

  test('by default: broadcasts and what names him, never private letters between players', () => {
    expect(read(sent([]))).toEqual([false, true, true]);
  });

  test('EAVESDROP: a copy of every private message too', () => {
    expect(read(sent(['EAVESDROP']))).toEqual([true, true, true]);
    // The players' reading does not change.
    const g = sent(['EAVESDROP']);
    expect(g.press.map((m) => mayReadPress(g, player('GERMANY'), m))).toEqual([false, true, false]);
  });

  test('PRESS_MASTER: no broadcasts unless addressed to him', () => {
    const g = sent(['PRESS_MASTER']);
    expect(read(g)).toEqual([false, false, true]);
    expect(g.press[1]!.to).toEqual([...POWERS]);
    // Every power still reads the broadcast.
    expect(mayReadPress(g, player('GERMANY'), g.press[1]!)).toBe(true);
    // The master's own broadcast is his.
    const own = must(g, master, press('ALL')).state;
    expect(mayReadPress(own, master, own.press[3]!)).toBe(true);
  });
});

describe('grey and fake press: the writer chooses, the rules impose, each reader sees his part', () => {
  const greyPress = (to: readonly string[] | 'ALL', grey = true): Command => ({ type: 'press', to, body: 'Psst', grey });
  const fakePress = (to: readonly string[] | 'ALL', fake: { from?: string; to?: readonly string[] | 'ALL' }): Command => ({ type: 'press', to, body: 'Trust me', fake });
  /** Who each reader is told wrote the last message, and to whom ('-': he cannot read it). */
  const seen = (g: GameState, reader: Actor): string => {
    const m = g.press[g.press.length - 1]!;
    if (!mayReadPress(g, reader, m)) return '-';
    const shown = pressFor(g, viewerOf(g, reader), m);
    return `${shown.from}>${shown.kind === 'broadcast' ? 'ALL' : shown.to.join(',')}`;
  };

  test('WHITE_GREY: the writer may send without his name; to the master alone he is always named', () => {
    const g = must(game(['WHITE_GREY']), player('FRANCE'), greyPress(['ENGLAND'])).state;
    expect(g.press[0]).toMatchObject({ from: 'FRANCE', grey: true });
    expect(seen(g, player('ENGLAND'))).toBe('ANONYMOUS>ENGLAND');
    expect(seen(g, player('FRANCE'))).toBe('FRANCE>ENGLAND');
    expect(seen(g, player('GERMANY'))).toBe('-');
    // White by default.
    expect(must(game(['WHITE_GREY']), player('FRANCE'), press(['ENGLAND'])).state.press[0]!.grey).toBeUndefined();
    expect(tryApply(game(['WHITE_GREY']), player('FRANCE'), greyPress(['MASTER']))).toBe('press_forbidden');
  });

  test('without a grey rule, asking for grey press is refused naming the rules', () => {
    const r = apply(game(), player('FRANCE'), greyPress(['ENGLAND']), { now: T0, random: () => 0 });
    expect(!r.ok && r.error.code).toBe('press_forbidden');
    expect(!r.ok && r.error.message).toMatch(/WHITE_GREY/);
    expect(tryApply(game(['YELLOW_PRESS']), player('FRANCE'), greyPress(['ENGLAND']))).toBe('press_forbidden');
    expect(tryApply(game(['YELLOW_PRESS']), player('FRANCE'), greyPress('ALL'))).toBe('accepted');
  });

  test('GREY_PRESS: all press but to the master is anonymous', () => {
    let g = must(game(['GREY_PRESS']), player('FRANCE'), press('ALL')).state;
    expect(seen(g, player('ENGLAND'))).toBe('ANONYMOUS>ALL');
    expect(seen(g, null as unknown as Actor)).toBe('ANONYMOUS>ALL');
    expect(seen(g, observer)).toBe('ANONYMOUS>ALL');
    expect(seen(g, player('FRANCE'))).toBe('FRANCE>ALL');
    g = must(g, player('FRANCE'), press(['MASTER'])).state;
    expect(g.press[1]!.grey).toBeUndefined();
    g = must(g, observer, press(['FRANCE'])).state;
    expect(pressFor(g, viewerOf(g, player('FRANCE')), g.press[2]!)).toMatchObject({ from: 'ANONYMOUS' });
    expect(pressFor(g, viewerOf(g, player('FRANCE')), g.press[2]!).observer).toBeUndefined();
  });

  test('YELLOW_PRESS: broadcasts are anonymous, private press is not', () => {
    let g = must(game(['YELLOW_PRESS']), player('FRANCE'), press('ALL')).state;
    expect(seen(g, player('ENGLAND'))).toBe('ANONYMOUS>ALL');
    g = must(g, player('FRANCE'), press(['ENGLAND'])).state;
    expect(seen(g, player('ENGLAND'))).toBe('FRANCE>ENGLAND');
  });

  test('the master always knows the truth, and is told it was grey', () => {
    const g = must(game(['GREY_PRESS']), player('FRANCE'), press(['ENGLAND', 'MASTER'])).state;
    expect(pressFor(g, viewerOf(g, master), g.press[0]!)).toMatchObject({ from: 'FRANCE', grey: true });
    expect(seen(g, player('ENGLAND'))).toBe('ANONYMOUS>ENGLAND,MASTER');
  });

  test('FAKE_PRESS: a claimed sender and recipients, shown to the readers; the truth kept', () => {
    const g = must(game(['FAKE_PRESS']), player('FRANCE'), fakePress(['ENGLAND'], { from: 'GERMANY', to: ['ENGLAND', 'ITALY'] })).state;
    expect(g.press[0]).toMatchObject({ from: 'FRANCE', to: ['ENGLAND'], claim: { from: 'GERMANY', to: ['ENGLAND', 'ITALY'], kind: 'private' } });
    expect(seen(g, player('ENGLAND'))).toBe('GERMANY>ENGLAND,ITALY');
    expect(pressFor(g, viewerOf(g, player('ENGLAND')), g.press[0]!).claim).toBeUndefined();
    // Italy is only claimed: he gets nothing; Germany, named as its writer, gets nothing either.
    expect(seen(g, player('ITALY'))).toBe('-');
    expect(seen(g, player('GERMANY'))).toBe('-');
    expect(seen(g, player('FRANCE'))).toBe('FRANCE>ENGLAND');
    // A private letter claiming to be a broadcast.
    const b = must(game(['FAKE_PRESS']), player('FRANCE'), fakePress(['ENGLAND'], { to: 'ALL' })).state;
    expect(seen(b, player('ENGLAND'))).toBe('FRANCE>ALL');
  });

  test('FAKE_PRESS refusals: without the rule, from the master, from an observer, the master only on one side', () => {
    expect(tryApply(game(), player('FRANCE'), fakePress(['ENGLAND'], { from: 'GERMANY' }))).toBe('press_forbidden');
    expect(tryApply(game(['FAKE_PRESS']), player('FRANCE'), fakePress(['ENGLAND'], { from: 'MASTER' }))).toBe('press_forbidden');
    expect(tryApply(game(['FAKE_PRESS']), player('FRANCE'), fakePress(['ENGLAND'], { from: 'SPAIN' }))).toBe('press_forbidden');
    expect(tryApply(game(['FAKE_PRESS']), observer, fakePress(['ENGLAND'], { from: 'GERMANY' }))).toBe('press_forbidden');
    expect(tryApply(game(['FAKE_PRESS']), player('FRANCE'), fakePress(['ENGLAND', 'MASTER'], { to: ['ENGLAND'] }))).toBe('press_forbidden');
    expect(tryApply(game(['FAKE_PRESS']), player('FRANCE'), fakePress(['ENGLAND', 'MASTER'], { to: ['ITALY', 'MASTER'] }))).toBe('accepted');
    // FAKE_PRESS allows grey too ("GREY may only be used if the game allows grey or fake press").
    expect(tryApply(game(['FAKE_PRESS']), player('FRANCE'), greyPress(['ENGLAND']))).toBe('accepted');
    expect(tryApply(game(['WHITE_GREY']), master, greyPress(['ENGLAND']))).toBe('press_forbidden');
  });
});

describe('pressFormsOffered: what a client offers of grey and fake press', () => {
  test.each<[readonly string[], PressSender, Record<string, boolean>]>([
    [[], 'FRANCE', { greyChoice: false, greyAlways: false, greyBroadcasts: false, fake: false }],
    [['WHITE_GREY'], 'FRANCE', { greyChoice: true, fake: false }],
    [['GREY_PRESS'], 'FRANCE', { greyChoice: false, greyAlways: true }],
    [['YELLOW_PRESS'], 'FRANCE', { greyBroadcasts: true }],
    [['FAKE_PRESS'], 'FRANCE', { greyChoice: true, fake: true }],
    [['FAKE_PRESS'], 'OBSERVER', { greyChoice: true, fake: false }],
    [['FAKE_PRESS', 'WHITE_GREY'], 'MASTER', { greyChoice: false, fake: false }],
  ])('%j for %s', (rules, sender, offered) => {
    expect(pressFormsOffered(rules, sender)).toMatchObject(offered);
  });
});
