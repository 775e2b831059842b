import { describe, expect, it } from 'vitest';
import type { PowerName } from '../../map/types.js';
import type { ListReport } from './annotations.js';
import { historyPage } from '../../views/pages.js';
import { viewGame } from '../../views/view.js';
import { createGame } from '../../game/create.js';
import { activeGame, codeOf, formingGame, holds, idOf, master, MINUTE, must, player, POWERS, settings, system, T0 } from '../../game/test-game.js';
import { apply } from '../../game/apply.js';
import type { Actor, Applied, GameState } from '../../game/types.js';

/** A Crystal Ball game played through `apply`: lists for named phases, the pipeline in the state. */

const crystalGame = (rules: readonly string[] = []): GameState => activeGame(rules, { variant: 'crystal_ball' });

const S1901: Readonly<Record<PowerName, readonly string[]>> = {
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'],
  GERMANY: ['A MUN - RUH', 'A BER - KIE', 'F KIE - DEN'],
};

const F1901: Readonly<Record<PowerName, readonly string[]>> = {
  ENGLAND: ['F NTH - NWY', 'A YOR H'],
  FRANCE: ['A BUR - BEL', 'A SPA H'],
  GERMANY: ['F DEN H', 'A RUH - HOL'],
};

const list = (state: GameState, power: PowerName, phase: string, lines: readonly string[]): Applied =>
  must(state, player(power), { type: 'orders', power, phase, lines });

/** Every power writes its list for the phase (holds where the table has none), in map order. */
function allWrite(state: GameState, phase: string, lists: Readonly<Record<PowerName, readonly string[]>>, only: readonly PowerName[] = POWERS): GameState {
  let s = state;
  for (const power of only) s = list(s, power, phase, lists[power] ?? holds(state, power)).state;
  return s;
}

/** S1901 lists all in (locked), F1901 lists from all but Turkey, France's replaced once. */
function beforeS1901Processes(): GameState {
  let s = allWrite(crystalGame(), 'S1901M', S1901);
  s = allWrite(s, 'F1901M', F1901, POWERS.filter((p) => p !== 'TURKEY'));
  return list(s, 'FRANCE', 'F1901M', ['A BUR - BEL', 'A SPA - POR']).state;
}

describe('a Crystal Ball game in the engine', () => {
  it('is created with the variant\'s rules and a pipeline opened at S1901', () => {
    const made = createGame({ id: 'g', settings: settings([], { variant: 'crystal_ball' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.settings.rules).toEqual(expect.arrayContaining(['FICTIONAL_OK', 'PROXY_OK']));
    expect(made.value.crystal?.pipe).toEqual([{ phase: 'S1901M', locked: false, lists: {} }]);
    const standard = createGame({ id: 'g', settings: settings(), masterSecretHash: 'h', now: T0 });
    expect(standard.ok && standard.value.crystal).toBe(undefined);
  });

  it('locks S1901 when every list is in, takes F1901 lists ahead, and processes S1901 with annotations', () => {
    const started = crystalGame();
    expect(started.status).toBe('active');
    const locked = allWrite(started, 'S1901M', S1901);
    expect(locked.history).toEqual([]);
    expect(locked.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1901M', true], ['F1901M', false]]);
    expect(locked.submitted).toEqual([]);
    const s = beforeS1901Processes();
    expect(s.crystal?.pipe[1]?.lists.FRANCE?.map((l) => l.text)).toEqual(['A BUR - BEL', 'A SPA - POR']);
    expect(s.history).toEqual([]);
    const done = list(s, 'TURKEY', 'F1901M', holds(s, 'TURKEY'));
    const state = done.state;
    expect(done.events.map((e) => e.type)).toContain('phase_processed');
    expect(state.history).toHaveLength(1);
    expect(state.position.phase).toBe('F1901M');
    expect(state.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['F1901M', true], ['S1902M', false]]);
    const record = state.history[0]!;
    expect(record.position.phase).toBe('S1901M');
    expect(record.orders.FRANCE).toEqual(['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO']);
    const france = (record.results as readonly ListReport[]).filter((r) => r.power === 'FRANCE').map((r) => [r.annotation, r.result]);
    expect(france).toEqual([['ordered', 'succeeds'], ['ordered', 'succeeds'], ['ordered', 'succeeds']]);
    const units = state.position.units.filter((u) => u.power === 'FRANCE').map((u) => u.at).sort();
    expect(units).toEqual(['BUR', 'MAO', 'SPA']);
  });

  it('lets a power replace its F1901 list before S1901 processes, and refuses it after', () => {
    const before = beforeS1901Processes();
    const after = list(before, 'TURKEY', 'F1901M', holds(before, 'TURKEY')).state;
    const again = apply(after, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'F1901M', lines: ['A BUR H'] }, { now: T0, random: () => 0 });
    expect(codeOf(again)).toBe('no_orders_now');
    expect(!again.ok && again.error.message).toMatch(/locked/);
    expect(after.crystal?.pipe[0]?.lists.FRANCE?.map((l) => l.text)).toEqual(['A BUR - BEL', 'A SPA - POR']);
  });

  it('lets the master re-sequence the locked first Fall list, its own lines only, until it is processed', () => {
    const written = list(beforeS1901Processes(), 'FRANCE', 'F1901M', ['A BUR - BEL', 'A SPA H', 'F MAO - POR', 'F BRE - ENG', 'A PAR - PIC']).state;
    const locked = list(written, 'TURKEY', 'F1901M', holds(written, 'TURKEY')).state;
    expect(locked.crystal?.pipe[0]).toMatchObject({ phase: 'F1901M', locked: true });
    const lines = ['A PAR - PIC', 'A BUR - BEL', 'A SPA H', 'F MAO - POR', 'F BRE - ENG'];
    const by = (actor: Actor, l: readonly string[], s: GameState = locked) =>
      apply(s, actor, { type: 'orders', power: 'FRANCE', phase: 'F1901M', lines: l }, { now: T0, random: () => 0 });
    const resequenced = by(master, lines);
    expect(codeOf(resequenced)).toBe('accepted');
    expect(resequenced.ok && resequenced.value.state.crystal?.pipe[0]?.lists.FRANCE?.map((l) => l.text)).toEqual(lines);
    // A line changed, or the player himself: refused.
    const changed = by(master, ['A PAR - GAS', ...lines.slice(1)]);
    expect(codeOf(changed)).toBe('no_orders_now');
    expect(!changed.ok && changed.error.message).toMatch(/the very lines of FRANCE's list for F1901M, in another order/);
    expect(codeOf(by(player('FRANCE'), lines))).toBe('no_orders_now');
    // Once the Fall is processed, or for any later phase, there is nothing to re-sequence.
    let s = resequenced.ok ? resequenced.value.state : locked;
    for (const power of POWERS) s = list(s, power, 'S1902M', holds(s, power)).state;
    expect(s.history.map((r) => r.position.phase)).toContain('F1901M');
    expect(!by(master, lines, s).ok).toBe(true);
  });

  it.each([
    ['a phase not open yet', 'S1902M', ['A PAR H'], /cannot be written yet/],
    ['a phase already processed… or before the start', 'S1900M', ['A PAR H'], /processed|cannot be written/],
    ['no movement phase named', undefined, ['A PAR H'], /names the movement phase/],
    ['a phase that does not read', 'X1901Q', ['A PAR H'], /./],
  ])('refuses a list for %s', (_what, phase, lines, message) => {
    const state = crystalGame();
    const r = apply(state, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines, ...(phase === undefined ? {} : { phase }) }, { now: T0, random: () => 0 });
    expect(codeOf(r)).toBe('no_orders_now');
    expect(!r.ok && r.error.message).toMatch(message);
  });

  it('refuses a list with a line that cannot stand, whole, answering every line', () => {
    const state = crystalGame();
    const r = must(state, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'S1901M', lines: ['A PAR - BUR', 'MAR - SPA'] });
    expect(r.state).toBe(state);
    expect(r.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['list_refused', 'no_unit_kind']);
    const good = must(state, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'S1901M', lines: ['A PAR - BUR', 'A BUR P ENGLAND'] });
    expect(good.answers).toEqual([
      { text: 'A PAR - BUR', accepted: true, order: 'A PAR - BUR' },
      { text: 'A BUR P ENGLAND', accepted: true, order: 'A BUR P ENGLAND' },
    ]);
    expect(good.state.submitted).toEqual(['FRANCE']);
  });

  it('refuses a line no imagined board could make legal (an army at sea, a move out of reach), as DPjudge does with fictional orders', () => {
    const state = crystalGame();
    const r = must(state, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'S1901M', lines: ['A BUR - MUN', 'A PAR - MUN', 'A NTH H'] });
    expect(r.state).toBe(state);
    expect(r.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['list_refused', 'impossible_order', 'impossible_order']);
    expect(r.answers?.[1]).toMatchObject({ error: { message: expect.stringContaining('an army in Paris could reach Munich neither over land nor by any convoy') } });
  });

  it('lets only the power\'s player write its list', () => {
    const state = crystalGame();
    const r = apply(state, player('GERMANY'), { type: 'orders', power: 'FRANCE', phase: 'S1901M', lines: [] }, { now: T0, random: () => 0 });
    expect(codeOf(r)).toBe('not_allowed');
  });

  it('processes at the deadline under CIVIL_DISORDER: units without lists hold', () => {
    let s = crystalGame(['CIVIL_DISORDER']);
    s = list(s, 'FRANCE', 'S1901M', S1901.FRANCE!).state;
    const late = s.deadline! + 11 * MINUTE;
    s = must(s, system, { type: 'tick' }, late).state;
    expect(s.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1901M', true], ['F1901M', false]]);
    s = must(s, system, { type: 'tick' }, s.deadline! + 11 * MINUTE).state;
    expect(s.history).toHaveLength(1);
    expect(s.position.phase).toBe('F1901M');
    expect(s.position.units.filter((u) => u.power === 'FRANCE').map((u) => u.at).sort()).toEqual(['BUR', 'MAO', 'SPA']);
    expect(s.position.units.filter((u) => u.power === 'GERMANY').map((u) => u.at).sort()).toEqual(['BER', 'KIE', 'MUN']);
  });

  it('processes by the master\'s PROCESS, and PROCESS without "!" waits for missing lists', () => {
    let s = crystalGame();
    s = list(s, 'FRANCE', 'S1901M', S1901.FRANCE!).state;
    expect(codeOf(apply(s, master, { type: 'process', onlyIfComplete: true }, { now: T0, random: () => 0 }))).toBe('not_ready');
    s = must(s, master, { type: 'process' }).state;
    s = must(s, master, { type: 'process' }).state;
    expect(s.history).toHaveLength(1);
    expect(s.crystal?.pipe.map((p) => p.phase)).toEqual(['F1901M', 'S1902M']);
  });

  it('does not process while a power has its WAIT flag set', () => {
    let s = crystalGame();
    s = must(s, player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state;
    s = allWrite(s, 'S1901M', S1901);
    expect(s.crystal?.pipe[0]?.locked).toBe(false);
    s = must(s, player('ITALY'), { type: 'wait', power: 'ITALY', wait: false }).state;
    expect(s.crystal?.pipe[0]?.locked).toBe(true);
  });
});

describe('the secrecy of Crystal Ball lists', () => {
  const processed = (() => {
    const before = beforeS1901Processes();
    return list(before, 'TURKEY', 'F1901M', holds(before, 'TURKEY')).state;
  })();

  it.each(POWERS.map((p) => [p]))('%s sees only its own lists and its own lines of the history', (power) => {
    const view = viewGame(processed, { kind: 'player', playerId: idOf(power) });
    const page = historyPage(processed, { kind: 'player', playerId: idOf(power) }, {});
    expect(new Set(view.lists?.map((l) => l.power))).toEqual(new Set([power]));
    expect(view.lists?.map((l) => [l.phase, l.status])).toEqual([['F1901M', 'locked']]);
    expect(page.lists?.map((l) => [l.phase, l.power, l.status])).toEqual([['S1901M', power, 'processed']]);
    expect(Object.keys(page.phases[0]!.orders)).toEqual([power]);
    expect(view.lastPhase).toEqual(page.phases[0]);
    expect(new Set(page.phases[0]!.results.map((r) => r.power))).toEqual(new Set([power]));
    for (const other of POWERS.filter((p) => p !== power)) {
      expect(JSON.stringify(view.lists)).not.toContain(`"${other}"`);
      expect(JSON.stringify(page.lists)).not.toContain(`"${other}"`);
    }
  });

  it('the master sees every list; an observer and the public none', () => {
    const forMaster = viewGame(processed, master);
    expect(new Set(forMaster.lists?.map((l) => l.power))).toEqual(new Set(POWERS));
    expect(new Set(historyPage(processed, master, {}).lists?.map((l) => l.power))).toEqual(new Set(POWERS));
    expect(Object.keys(forMaster.lastPhase!.orders)).toHaveLength(7);
    for (const who of [null, { kind: 'observer', playerId: 'nobody' } as const]) {
      const anyone = viewGame(processed, who);
      const page = historyPage(processed, who, {});
      expect(anyone.lists).toEqual([]);
      expect(page.lists).toEqual([]);
      expect(anyone.lastPhase!.orders).toEqual({});
      expect(page.phases[0]!.results).toEqual([]);
      expect(anyone.lastPhase!.results).toEqual([]);
      expect(anyone.position.phase).toBe('F1901M');
    }
  });

  it('reveals every list once the game has ended', () => {
    const ended = must(processed, master, { type: 'terminate' }).state;
    const view = viewGame(ended, null);
    expect(new Set(historyPage(ended, null, {}).lists?.map((l) => l.power))).toEqual(new Set(POWERS));
    expect(Object.keys(view.lastPhase!.orders)).toHaveLength(7);
  });

  it('a standard game\'s view has no lists', () => {
    expect(viewGame(activeGame(), master).lists).toBe(undefined);
  });
});

describe('a Crystal Ball game between movement phases', () => {
  it('takes the builds as they occur, then plays on from the locked Spring lists', () => {
    const before = beforeS1901Processes();
    let s = list(before, 'TURKEY', 'F1901M', holds(before, 'TURKEY')).state;
    s = allWrite(s, 'S1902M', {});
    expect(s.history).toHaveLength(2);
    expect(s.position.phase).toBe('W1901A');
    expect([...s.submitted]).toEqual([]);
    // A list for the open phase may be written meanwhile; a list without a phase goes to the board.
    s = list(s, 'ITALY', 'F1902M', ['A VEN H']).state;
    const owing = ['ENGLAND', 'FRANCE', 'GERMANY'];
    const builds: Record<PowerName, string[]> = { ENGLAND: ['BUILD F LON'], FRANCE: ['BUILD A PAR', 'BUILD F BRE'], GERMANY: ['BUILD A BER', 'BUILD A MUN'] };
    const early = apply(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', phase: 'S1902M', lines: ['F LON - NTH'] }, { now: T0, random: () => 0 });
    expect(codeOf(early)).toBe('no_orders_now');
    for (const power of owing) {
      const r = must(s, player(power), { type: 'orders', power, lines: builds[power]! });
      expect(r.answers?.every((a) => a.accepted)).toBe(true);
      s = r.state;
    }
    expect(s.history).toHaveLength(3);
    expect(s.history[2]!.position.phase).toBe('W1901A');
    expect(s.history[2]!.orders.FRANCE).toEqual(['BUILD A PAR', 'BUILD F BRE']);
    expect(s.position.phase).toBe('S1902M');
    expect(s.position.units.filter((u) => u.power === 'FRANCE')).toHaveLength(5);
    expect(s.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1902M', true], ['F1902M', false]]);
    expect(s.submitted).toEqual(['ITALY']);
  });
});

describe('the endings of a Crystal Ball game', () => {
  it('ends in a solo when the Fall gives a power the centres, and every list is revealed', () => {
    let s = allWrite(activeGame([], { variant: 'crystal_ball', victory: 5 }), 'S1901M', S1901);
    s = allWrite(s, 'F1901M', { ...F1901, FRANCE: ['A BUR - BEL', 'A SPA - POR'], GERMANY: ['F DEN H', 'A RUH H'] });
    s = allWrite(s, 'S1902M', {});
    expect(s.status).toBe('finished');
    expect(s.ending).toEqual({ kind: 'solo', winner: 'FRANCE' });
    expect(s.history.map((r) => r.position.phase)).toEqual(['S1901M', 'F1901M']);
    const view = viewGame(s, null);
    expect(new Set(view.lists?.map((l) => l.power))).toEqual(new Set(POWERS));
  });

  it('ends in a draw agreed while two phases are in the pipe', () => {
    let s = allWrite(crystalGame(), 'S1901M', S1901);
    s = list(s, 'FRANCE', 'F1901M', F1901.FRANCE!).state;
    for (const power of POWERS) s = must(s, player(power), { type: 'vote', power, vote: { kind: 'draw' } }).state;
    expect(s.status).toBe('finished');
    expect(s.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
    const view = viewGame(s, { kind: 'player', playerId: idOf('ENGLAND') });
    expect(view.lists?.filter((l) => l.power === 'FRANCE').map((l) => l.phase)).toEqual(['S1901M', 'F1901M']);
  });
});

describe('late changes to a Crystal Ball list', () => {
  it('are refused after the deadline under CIVIL_DISORDER (NO_LATE_CHANGES), but not to the master nor for a first list', () => {
    let s = crystalGame(['CIVIL_DISORDER']);
    s = list(s, 'FRANCE', 'S1901M', S1901.FRANCE!).state;
    const late = s.deadline! + MINUTE;
    const rewrite = { type: 'orders', power: 'FRANCE', phase: 'S1901M', lines: ['A PAR H'] } as const;
    expect(codeOf(apply(s, player('FRANCE'), rewrite, { now: late, random: () => 0 }))).toBe('no_orders_now');
    expect(codeOf(apply(s, master, rewrite, { now: late, random: () => 0 }))).toBe('accepted');
    const first = { type: 'orders', power: 'ITALY', phase: 'S1901M', lines: ['A VEN H'] } as const;
    expect(codeOf(apply(s, player('ITALY'), first, { now: late, random: () => 0 }))).toBe('accepted');
    expect(codeOf(apply(s, player('FRANCE'), rewrite, { now: T0, random: () => 0 }))).toBe('accepted');
  });
});

describe('dummies in a Crystal Ball game', () => {
  it('are not waited for: their units hold', () => {
    let s = formingGame([], { variant: 'crystal_ball' });
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) {
      s = must(s, player(power), { type: 'join', playerId: idOf(power), name: power.toLowerCase(), secretHash: `hash-${power}` }).state;
    }
    s = must(s, master, { type: 'start' }).state;
    expect(s.seats.TURKEY?.status).toBe('dummy');
    const six = POWERS.filter((p) => p !== 'TURKEY');
    s = allWrite(s, 'S1901M', S1901, six);
    expect(s.crystal?.pipe[0]?.locked).toBe(true);
    s = allWrite(s, 'F1901M', F1901, six);
    expect(s.history).toHaveLength(1);
    expect(s.position.units.filter((u) => u.power === 'TURKEY').map((u) => u.at).sort()).toEqual(['ANK', 'CON', 'SMY']);
  });
});

describe('the master\'s PREVIEW, ROLLBACK and ROLLFORWARD in a Crystal Ball game', () => {
  /** S1901 and F1901 processed, the builds of W1901 made: the board at S1902M. */
  function threeSteps(): GameState {
    const before = beforeS1901Processes();
    let s = list(before, 'TURKEY', 'F1901M', holds(before, 'TURKEY')).state;
    s = allWrite(s, 'S1902M', { FRANCE: ['A BEL - HOL', 'A POR H'] });
    s = list(s, 'ITALY', 'F1902M', ['A VEN H']).state;
    s = must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['BUILD F LON'] }).state;
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['BUILD A PAR', 'BUILD F BRE'] }).state;
    return must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: ['BUILD A BER', 'BUILD A MUN'] }).state;
  }
  const texts = (state: GameState, slot: number, power: PowerName): string[] | undefined => state.crystal?.pipe[slot]?.lists[power]?.map((l) => l.text);

  it('previews the next step for the master only, changing nothing', () => {
    const fresh = crystalGame();
    const nothing = apply(fresh, master, { type: 'preview' }, { now: T0, random: () => 0 });
    expect(codeOf(nothing)).toBe('not_ready');
    expect(!nothing.ok && nothing.error.message).toMatch(/only be locked/);
    const s = beforeS1901Processes();
    expect(codeOf(apply(s, player('FRANCE'), { type: 'preview' }, { now: T0, random: () => 0 }))).toBe('not_allowed');
    const seen = must(s, master, { type: 'preview' });
    expect(seen.state).toBe(s);
    const event = seen.events[0];
    expect(event?.type).toBe('preview');
    if (event?.type !== 'preview') return;
    expect(event.next).toBe('F1901M');
    expect(event.record.position.phase).toBe('S1901M');
    const france = (event.record.results as readonly ListReport[]).filter((r) => r.power === 'FRANCE').map((r) => [r.order, r.annotation]);
    expect(france).toEqual([['A PAR - BUR', 'ordered'], ['A MAR - SPA', 'ordered'], ['F BRE - MAO', 'ordered']]);
    // What PROCESS then does is what the preview showed.
    const processed = must(s, master, { type: 'process' }).state;
    expect(processed.history[0]!.results).toEqual(event.record.results);
  });

  it('previews the board\'s builds between movement phases', () => {
    const before = beforeS1901Processes();
    let s = list(before, 'TURKEY', 'F1901M', holds(before, 'TURKEY')).state;
    s = allWrite(s, 'S1902M', {});
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['BUILD A PAR'] }).state;
    const seen = must(s, master, { type: 'preview' });
    expect(seen.state).toBe(s);
    expect(seen.events).toMatchObject([{ type: 'preview', next: 'S1902M', record: { position: { phase: 'W1901A' }, orders: { FRANCE: ['BUILD A PAR'] } } }]);
  });

  it('rolls back to a phase with its lists as written and locked then, and rolls forward to the same results', () => {
    const played = threeSteps();
    expect(played.history.map((r) => r.position.phase)).toEqual(['S1901M', 'F1901M', 'W1901A']);
    expect(codeOf(apply(played, player('FRANCE'), { type: 'rollback' }, { now: T0, random: () => 0 }))).toBe('not_allowed');
    const back = must(played, master, { type: 'rollback', phase: 'S1901M' });
    let s = back.state;
    expect(back.events).toEqual([{ type: 'rolled_back', phase: 'S1901M' }]);
    expect(s.history).toEqual([]);
    expect(s.undone.map((r) => r.position.phase)).toEqual(['S1901M', 'F1901M', 'W1901A']);
    expect(s.position).toEqual(played.history[0]!.position);
    expect(s.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1901M', true], ['F1901M', false]]);
    expect(texts(s, 0, 'FRANCE')).toEqual(['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO']);
    expect(texts(s, 1, 'FRANCE')).toEqual(['A BUR - BEL', 'A SPA - POR']);
    expect(texts(s, 1, 'TURKEY')).toHaveLength(3);
    expect(s.submitted).toHaveLength(7);
    // The open list may be written again, as at the time; the locked one may not.
    expect(codeOf(apply(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'S1901M', lines: ['A PAR H'] }, { now: T0, random: () => 0 }))).toBe('no_orders_now');
    s = must(s, player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state;
    s = list(s, 'FRANCE', 'F1901M', ['A BUR H']).state;
    expect(s.history).toEqual([]);
    expect(texts(s, 1, 'FRANCE')).toEqual(['A BUR H']);
    // ROLLFORWARD plays S1901 again from the lists as they were then.
    const again = must(s, master, { type: 'rollforward' });
    s = again.state;
    expect(again.events.map((e) => e.type)).toEqual(['rolled_forward', 'phase_processed']);
    expect(s.history.map((r) => r.results)).toEqual([played.history[0]!.results]);
    expect(s.position).toEqual(played.history[1]!.position);
    expect(texts(s, 0, 'FRANCE')).toEqual(['A BUR - BEL', 'A SPA - POR']);
    expect(s.undone.map((r) => r.position.phase)).toEqual(['F1901M', 'W1901A']);
    s = must(must(s, master, { type: 'rollforward' }).state, master, { type: 'rollforward' }).state;
    expect(s.history.map((r) => r.results)).toEqual(played.history.map((r) => r.results));
    expect(s.position).toEqual(played.position);
    expect(s.crystal?.pipe).toEqual(played.crystal?.pipe);
    expect(s.undone).toEqual([]);
    expect(codeOf(apply(s, master, { type: 'rollforward' }, { now: T0, random: () => 0 }))).toBe('nothing_to_roll');
  });

  it('rolls back the last phase by default; a phase processed anew forgets the undone ones', () => {
    const played = threeSteps();
    let s = must(played, master, { type: 'rollback' }).state;
    expect(s.position.phase).toBe('W1901A');
    expect(s.crystal?.orders.FRANCE).toEqual(['BUILD A PAR', 'BUILD F BRE']);
    expect(texts(s, 1, 'ITALY')).toEqual(['A VEN H']);
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['BUILD A PAR'] }).state;
    expect(s.history.map((r) => r.position.phase)).toEqual(['S1901M', 'F1901M', 'W1901A']);
    expect(s.position.units.filter((u) => u.power === 'FRANCE')).toHaveLength(4);
    expect(s.undone).toEqual([]);
    expect(s.crystal?.undone).toEqual([]);
    expect(codeOf(apply(s, master, { type: 'rollforward' }, { now: T0, random: () => 0 }))).toBe('nothing_to_roll');
  });

  it('rolls a solo back into play, but not a draw', () => {
    let s = allWrite(activeGame([], { variant: 'crystal_ball', victory: 5 }), 'S1901M', S1901);
    s = allWrite(s, 'F1901M', { ...F1901, FRANCE: ['A BUR - BEL', 'A SPA - POR'], GERMANY: ['F DEN H', 'A RUH H'] });
    s = allWrite(s, 'S1902M', {});
    expect(s.ending).toEqual({ kind: 'solo', winner: 'FRANCE' });
    const back = must(s, master, { type: 'rollback' }).state;
    expect(back.status).toBe('active');
    expect(back.position.phase).toBe('F1901M');
    expect(back.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['F1901M', true], ['S1902M', false]]);
    let drawn = allWrite(crystalGame(), 'S1901M', S1901);
    drawn = allWrite(drawn, 'F1901M', F1901);
    for (const power of POWERS) drawn = must(drawn, player(power), { type: 'vote', power, vote: { kind: 'draw' } }).state;
    expect(codeOf(apply(drawn, master, { type: 'rollback' }, { now: T0, random: () => 0 }))).toBe('wrong_status');
  });
});
