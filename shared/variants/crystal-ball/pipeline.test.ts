/**
 * The Crystal Ball order pipeline: each transition and each refusal, the eliminated
 * player's Spring, the secrecy of lists, and three movement phases played from the
 * standard start with every list written two phases ahead.
 */
import { describe, expect, test } from 'vitest';
import { startingPosition } from '../../adjudicate/position.js';
import type { Result } from '../../result.js';
import { readListLine } from './lists.js';
import {
  enterOrders,
  lockFirst,
  missingLists,
  openPipeline,
  processBoard,
  processFront,
  rollBack,
  rollForward,
  submitList,
  submitStanding,
  type MovementRecord,
  type Pipeline,
} from './pipeline.js';
import type { ListReport } from './annotations.js';
import { initialBuildList } from './adjustment-lists.js';
import { crystalBallRules } from './rules.js';
import { line, map, positionOf, unitsOf } from './test-lists.js';
import { listVisibility, visibleLists, type ListViewer } from './views.js';

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const revised = must(crystalBallRules([], 'revised'));

/** Write each power's list for a phase. */
const write = (state: Pipeline, phase: string, lists: Readonly<Record<string, readonly string[]>>): Pipeline =>
  Object.entries(lists).reduce((s, [power, texts]) => must(submitList(map, s, power, phase, texts)), state);

const SPRING_1901: Readonly<Record<string, readonly string[]>> = {
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'],
  GERMANY: ['A BER - KIE', 'A MUN - RUH', 'F KIE - DEN'],
  ITALY: ['A VEN H', 'A ROM - APU', 'F NAP - ION'],
  AUSTRIA: ['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB'],
  RUSSIA: ['A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA', 'F STP/SC - BOT'],
  TURKEY: ['A CON - BUL', 'A SMY - CON', 'F ANK - BLA'],
};

/** Written before Spring's result: England still imagines a fleet in London. */
const FALL_1901: Readonly<Record<string, readonly string[]>> = {
  ENGLAND: ['F NTH C A YOR - NWY', 'A YOR - NWY', 'F LON - ENG', 'F NWG H'],
  FRANCE: ['A BUR - BEL', 'F MAO - POR', 'A SPA H'],
  GERMANY: ['A KIE - HOL', 'F DEN - SWE', 'A RUH - BEL'],
  ITALY: ['F ION - TUN', 'A APU H', 'A VEN H'],
  AUSTRIA: ['F ALB - GRE', 'A SER S F ALB - GRE', 'A VIE - GAL'],
  RUSSIA: ['F BOT - SWE', 'A UKR - RUM', 'F SEV S A UKR - RUM', 'A WAR H'],
  TURKEY: ['F ANK - BLA', 'A BUL H', 'A CON H'],
};

/** Written before Fall's result: France imagines its army in Belgium. */
const SPRING_1902: Readonly<Record<string, readonly string[]>> = {
  ENGLAND: ['A NWY - STP', 'F NTH H'],
  FRANCE: ['A BEL - HOL', 'A PAR - BUR'],
  GERMANY: ['A HOL H'],
  ITALY: ['F TUN H'],
  AUSTRIA: ['F GRE H'],
  RUSSIA: ['A RUM H'],
  TURKEY: ['A BUL H'],
};

const FALL_1902: Readonly<Record<string, readonly string[]>> = {
  ENGLAND: ['F NTH H'], FRANCE: ['A BUR H'], GERMANY: ['A HOL H'], ITALY: ['F TUN H'],
  AUSTRIA: ['F GRE H'], RUSSIA: ['A RUM H'], TURKEY: ['A BUL H'],
};

const start = (): Pipeline => openPipeline(map, startingPosition(map), revised);
/** S1901M locked, F1901M open. */
const locked = (): Pipeline => must(lockFirst(map, write(start(), 'S1901M', SPRING_1901)));
/** S1901M processed: F1901M locked, S1902M open, the board at F1901M. */
const afterSpring = (): Pipeline => must(processFront(map, write(locked(), 'F1901M', FALL_1901))).state;

const pipeOf = (s: Pipeline): string[] => s.pipe.map((p) => `${p.phase}${p.locked ? ' locked' : ' open'}`);

describe('submitting lists', () => {
  test('a list replaces the power\'s earlier list for the same phase', () => {
    const once = must(submitList(map, start(), 'FRANCE', 'S1901M', ['A PAR - BUR', 'A MAR - SPA']));
    const twice = must(submitList(map, once, 'FRANCE', 'S1901M', ['F BRE - MAO']));
    expect(twice.pipe[0]!.lists.FRANCE!.map((l) => l.text)).toEqual(['F BRE - MAO']);
    expect(Object.keys(twice.pipe[0]!.lists)).toEqual(['FRANCE']);
  });

  test('lists may be written for either phase in the pipe, whatever the phase is called', () => {
    const s = must(submitList(map, locked(), 'ENGLAND', 'f1901m', ['F NTH H']));
    expect(s.pipe[1]!.lists.ENGLAND!.map((l) => l.text)).toEqual(['F NTH H']);
  });

  const REFUSALS: readonly [name: string, state: () => Pipeline, power: string, phase: string, lines: readonly string[], code: string, message: string][] = [
    ['a phase that is not one', start, 'FRANCE', 'X1901', ['A PAR H'], 'bad_phase', '"X1901" is not a phase: write a season letter, a year and M, R or A, as in S1901M.'],
    ['an adjustment phase', start, 'FRANCE', 'W1901A', ['A PAR H'], 'bad_phase', 'W1901A is not a movement phase of the standard map: lists are written for movement phases.'],
    ['a power the map lacks', start, 'PRUSSIA', 'S1901M', ['A BER H'], 'unknown_power', 'PRUSSIA is not a power of the standard map.'],
    ['the second phase before the first is locked', start, 'FRANCE', 'F1901M', ['A PAR H'], 'not_open', 'Lists for F1901M cannot be written yet; lists are written for S1901M now.'],
    ['three phases ahead', locked, 'FRANCE', 'S1902M', ['A PAR H'], 'not_open', 'Lists for S1902M cannot be written yet; lists are written for F1901M now.'],
    ['the first phase once every power has written', locked, 'FRANCE', 'S1901M', ['A PAR H'], 'list_locked', 'The lists for S1901M are locked: every power has written one.'],
    ['the front once the phase before has processed', afterSpring, 'FRANCE', 'F1901M', ['A PAR H'], 'list_locked', 'The lists for F1901M are locked: S1901M has been processed.'],
    ['a phase processed', afterSpring, 'FRANCE', 'S1901M', ['A PAR H'], 'phase_over', 'S1901M has been processed; lists are written for S1902M now.'],
    ['a line without the unit\'s kind', start, 'FRANCE', 'S1901M', ['A MAR - SPA', 'PAR - BUR'], 'no_unit_kind', 'Line 2 ("PAR - BUR"): Say whether the unit in PAR is an army or a fleet: write A PAR or F PAR.'],
    ['a build in a movement list', start, 'FRANCE', 'S1901M', ['BUILD A PAR'], 'wrong_list', 'Line 1 ("BUILD A PAR"): A build order has no place in a movement list.'],
    ['a proxy to oneself', start, 'FRANCE', 'S1901M', ['A PAR P FRANCE'], 'proxy_to_self', 'Line 1 ("A PAR P FRANCE"): FRANCE cannot proxy a unit to itself.'],
    ['a place the map lacks', start, 'FRANCE', 'S1901M', ['A PAR - XYZ'], 'bad_order', 'Line 1 ("A PAR - XYZ"): XYZ is not a place on this map.'],
  ];

  test.each(REFUSALS)('refused: %s', (_name, state, power, phase, lines, code, message) => {
    expect(submitList(map, state(), power, phase, lines)).toEqual({ ok: false, error: { code, message } });
  });

  test('NO_PROXY: a proxy is refused', () => {
    const s = openPipeline(map, startingPosition(map), must(crystalBallRules(['NO_PROXY'], 'revised')));
    expect(submitList(map, s, 'FRANCE', 'S1901M', ['A PAR P ENGLAND'])).toEqual({
      ok: false,
      error: { code: 'proxy_not_allowed', message: 'Line 1 ("A PAR P ENGLAND"): This game allows no proxy orders.' },
    });
  });
});

describe('locking the first phase', () => {
  test('waits for every power with units', () => {
    const s = write(start(), 'S1901M', { FRANCE: ['A PAR - BUR'], ENGLAND: [] });
    expect(missingLists(map, s)).toEqual(['AUSTRIA', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']);
    expect(lockFirst(map, s)).toEqual({
      ok: false,
      error: { code: 'lists_missing', message: 'Waiting for the S1901M lists of AUSTRIA, GERMANY, ITALY, RUSSIA, TURKEY.' },
    });
  });

  test('locks without processing and opens the next movement phase', () => {
    const s = locked();
    expect(pipeOf(s)).toEqual(['S1901M locked', 'F1901M open']);
    expect(s.position.phase).toBe('S1901M');
    expect(s.history).toEqual([]);
  });

  test('at the deadline, with lists missing', () => {
    expect(pipeOf(must(lockFirst(map, start(), { early: true })))).toEqual(['S1901M locked', 'F1901M open']);
  });

  test('only once', () => {
    expect(lockFirst(map, locked())).toEqual({ ok: false, error: { code: 'already_locked', message: 'The lists for S1901M are already locked.' } });
  });
});

describe('processing the front phase', () => {
  const REFUSALS: readonly [name: string, state: () => Pipeline, code: string, message: string][] = [
    ['the first lists still collected', start, 'not_locked', 'The lists for S1901M are still being collected.'],
    ['the next lists not all written', () => write(locked(), 'F1901M', { FRANCE: ['A BUR - BEL'] }), 'lists_missing', 'Waiting for the F1901M lists of AUSTRIA, ENGLAND, GERMANY, ITALY, RUSSIA, TURKEY.'],
  ];
  test.each(REFUSALS)('refused: %s', (_name, state, code, message) => {
    expect(processFront(map, state())).toEqual({ ok: false, error: { code, message } });
  });

  test('resolves the lists, locks the next phase and opens the one after', () => {
    const s = write(locked(), 'F1901M', FALL_1901);
    const done = must(processFront(map, s));
    expect(pipeOf(done.state)).toEqual(['F1901M locked', 'S1902M open']);
    expect(done.state.pipe[0]!.lists).toBe(s.pipe[1]!.lists);
    expect(done.state.position.phase).toBe('F1901M');
    const record = done.record as MovementRecord;
    expect(record.phase).toBe('S1901M');
    expect(record.lists.ENGLAND).toEqual(SPRING_1901.ENGLAND);
    expect(record.limits).toEqual({ orders: 4, proxies: 3 });
    expect(record.early).toBe(false);
    expect(record.results.filter((r) => r.power === 'RUSSIA').map(line)).toEqual([
      'RUSSIA [ordered] A MOS - UKR: succeeds',
      'RUSSIA [ordered] A WAR - GAL: fails',
      'RUSSIA [ordered] F SEV - BLA: fails',
      'RUSSIA [ordered] F STP/SC - BOT: succeeds',
    ]);
    expect(done.eliminated).toEqual([]);
  });

  test('early (the master after a solo): a power without a list has its units hold', () => {
    const done = must(processFront(map, locked(), { early: true }));
    expect((done.record as MovementRecord).early).toBe(true);
    expect(pipeOf(done.state)).toEqual(['F1901M locked', 'S1902M open']);
  });

  test('the retreats and adjustments on the board come first', () => {
    const fall = must(processFront(map, write(afterSpring(), 'S1902M', SPRING_1902))).state;
    expect(fall.position.phase).toBe('W1901A');
    expect(processFront(map, write(fall, 'F1902M', FALL_1902))).toEqual({
      ok: false,
      error: { code: 'board_first', message: 'W1901A must be played before S1902M is processed.' },
    });
  });
});

describe('retreats and adjustments, entered as they occur', () => {
  const winter = (): Pipeline => must(processFront(map, write(afterSpring(), 'S1902M', SPRING_1902))).state;

  const REFUSALS: readonly [name: string, state: () => Pipeline, phase: string, lines: readonly string[], code: string, message: string][] = [
    ['on a movement board', locked, 'S1901M', ['A PAR H'], 'no_board_phase', 'S1901M is a movement phase: its orders are written in lists.'],
    ['for another phase', winter, 'F1901R', ['A PAR D'], 'not_open', 'Orders are taken for W1901A now, not for F1901R.'],
    ['a line the grammar cannot read', winter, 'W1901A', ['BUILD A XYZ'], 'bad_order', 'Line 1 ("BUILD A XYZ"): XYZ is not a place on this map.'],
  ];
  test.each(REFUSALS)('refused: %s', (_name, state, phase, lines, code, message) => {
    expect(enterOrders(map, state(), 'FRANCE', phase, lines)).toEqual({ ok: false, error: { code, message } });
  });

  test('orders replace the earlier ones, and the standard adjudicator plays the phase', () => {
    const once = must(enterOrders(map, winter(), 'FRANCE', 'W1901A', ['BUILD F BRE']));
    const twice = must(enterOrders(map, once, 'FRANCE', 'W1901A', ['BUILD A PAR', 'BUILD A MAR']));
    expect(twice.orders).toEqual({ FRANCE: ['BUILD A PAR', 'BUILD A MAR'] });
    const done = must(processBoard(map, twice));
    expect(done.state.position.phase).toBe('S1902M');
    expect(done.state.orders).toEqual({});
    expect(done.record.kind).toBe('board');
    expect(unitsOf(done.state.position).FRANCE).toBe('A BUR, A MAR, A PAR, A SPA, F POR');
  });

  test('a movement board is not played this way', () => {
    expect(processBoard(map, locked())).toEqual({
      ok: false,
      error: { code: 'no_board_phase', message: 'S1901M is a movement phase: it is processed from the lists.' },
    });
  });

  test('the original rules take no board orders: the board is played from the standing lists', () => {
    const rules = must(crystalBallRules([], 'original'));
    const original: Pipeline = { ...winter(), rules, standing: { retreat: {}, build: { FRANCE: ['A PAR B', 'F MAR B'] }, remove: {} } };
    expect(enterOrders(map, original, 'FRANCE', 'W1901A', ['BUILD A PAR'])).toEqual({
      ok: false,
      error: { code: 'wrong_edition', message: 'Under the original rules retreats and adjustments come from the standing lists: write a retreat, build or remove list instead.' },
    });
    const rewritten = must(submitStanding(map, original, 'FRANCE', 'build', ['A MAR B', 'WAIVE']));
    const done = must(processBoard(map, rewritten));
    expect(done.record).toMatchObject({ kind: 'board', phase: 'W1901A', lists: { FRANCE: ['A MAR B', 'WAIVE'] } });
    expect(unitsOf(done.state.position).FRANCE).toBe('A BUR, A MAR, A SPA, F POR');
    expect(done.state.standing?.build.FRANCE).toEqual(['A MAR B', 'WAIVE']);
    expect(submitStanding(map, winter(), 'FRANCE', 'build', ['A PAR B'])).toMatchObject({ ok: false, error: { code: 'wrong_edition' } });
  });
});

describe('the player eliminated in a Fall', () => {
  // Italy's last unit, in Tunis, is taken with nowhere to retreat. England has promised
  // Italy the fleet in London for the Spring after.
  const fall1902 = (): Pipeline => {
    const position = positionOf({
      phase: 'F1902M',
      units: { FRANCE: 'F WES, F ION, A NAF', ITALY: 'A TUN', ENGLAND: 'F LON' },
      centers: { FRANCE: 'BRE MAR PAR', ITALY: 'TUN', ENGLAND: 'EDI LON LVP' },
      lists: {},
    });
    const first = write(openPipeline(map, position, revised), 'F1902M', {
      FRANCE: ['F WES - TUN', 'F ION S F WES - TUN', 'A NAF H'],
      ITALY: ['A TUN H'],
      ENGLAND: ['F LON H'],
    });
    return must(lockFirst(map, first));
  };
  const spring = (): Pipeline =>
    write(fall1902(), 'S1903M', { ENGLAND: ['F LON P ITALY'], ITALY: ['F LON - ENG'], FRANCE: ['F TUN H'] });

  test('learns it only when the Fall processes, after his Spring list', () => {
    expect(missingLists(map, fall1902())).toEqual(['ENGLAND', 'FRANCE', 'ITALY']);
    const done = must(processFront(map, spring()));
    expect(done.eliminated).toEqual(['ITALY']);
    expect(done.state.position.phase).toBe('W1902A');
  });

  test('is asked for, and allowed, no later list; nobody may proxy to him', () => {
    const winter = must(processFront(map, spring())).state;
    expect(submitList(map, winter, 'ITALY', 'F1903M', ['F LON - ENG'])).toEqual({
      ok: false,
      error: { code: 'eliminated', message: 'ITALY is out of the game and writes no more lists.' },
    });
    expect(submitList(map, winter, 'ENGLAND', 'F1903M', ['F ENG H', 'F ENG P ITALY'])).toEqual({
      ok: false,
      error: { code: 'proxy_to_eliminated', message: 'Line 2 ("F ENG P ITALY"): ITALY is out of the game and can be given no unit.' },
    });
    const s1903 = must(processBoard(map, winter)).state;
    expect(missingLists(map, s1903)).toEqual(['ENGLAND', 'FRANCE']);
  });

  test('his Spring list is processed, with the proxy given to him', () => {
    const winter = must(processFront(map, spring())).state;
    const s1903 = must(processBoard(map, must(enterOrders(map, winter, 'FRANCE', 'W1902A', ['BUILD A PAR'])))).state;
    const done = must(processFront(map, write(s1903, 'F1903M', { ENGLAND: ['F ENG H'], FRANCE: ['F TUN H'] })));
    expect((done.record as MovementRecord).results.map(line)).toEqual([
      'ENGLAND [proxied] F LON P ITALY: succeeds',
      'FRANCE [ordered] F TUN H: succeeds',
      'ITALY [byProxy] F LON - ENG: succeeds',
      'FRANCE [default] F ION H: succeeds (default)',
      'FRANCE [default] A NAF H: succeeds (default)',
      'FRANCE [default] A PAR H: succeeds (default)',
    ]);
  });

  test('but not any list after it', () => {
    const winter = must(processFront(map, spring())).state;
    const s1903 = must(processBoard(map, winter)).state;
    const afterSpring1903 = must(processFront(map, write(s1903, 'F1903M', { ENGLAND: ['F ENG H'], FRANCE: ['F TUN H'] }))).state;
    // A list of his that reached the pipe all the same (written before the board showed him out) is dropped.
    const sneaked = must(readListLine(map, 'ITALY', 'F ENG - LON', { kind: 'movement', proxies: true }));
    const pipe = afterSpring1903.pipe.map((p, i) => (i === 0 ? { ...p, lists: { ...p.lists, ITALY: [sneaked] } } : p));
    const done = must(processFront(map, { ...afterSpring1903, pipe }, { early: true }));
    const record = done.record as MovementRecord;
    expect(Object.keys(record.lists)).toEqual(['ENGLAND', 'FRANCE']);
    expect(record.results.filter((r) => r.power === 'ENGLAND').map(line)).toEqual(['ENGLAND [ordered] F ENG H: succeeds']);
  });
});

describe('who sees which lists', () => {
  // S1901M processed; F1901M locked and S1902M open, England's and France's written.
  const state = (): Pipeline => write(afterSpring(), 'S1902M', { ENGLAND: SPRING_1902.ENGLAND!, FRANCE: SPRING_1902.FRANCE! });
  const summary = (viewer: ListViewer, visibility: 'secret' | 'public' | 'limited', ended = false): string[] =>
    visibleLists(map, state(), viewer, { visibility, ended })
      .filter((v) => v.power === 'ENGLAND' || v.power === 'FRANCE')
      .map((v) => `${v.phase} ${v.power} ${v.status} ${v.lines.length}${v.hidden > 0 ? ` (${v.hidden} hidden)` : ''}`);

  const ALL = [
    'S1901M ENGLAND processed 3', 'S1901M FRANCE processed 3',
    'F1901M ENGLAND locked 4', 'F1901M FRANCE locked 3',
    'S1902M ENGLAND open 2', 'S1902M FRANCE open 2',
  ];
  const ENGLAND_ONLY = ['S1901M ENGLAND processed 3', 'F1901M ENGLAND locked 4', 'S1902M ENGLAND open 2'];

  const CASES: readonly [name: string, viewer: ListViewer, visibility: 'secret' | 'public' | 'limited', ended: boolean, expected: readonly string[]][] = [
    ['a power, its own lists only', { kind: 'power', power: 'ENGLAND' }, 'secret', false, ENGLAND_ONLY],
    ['anyone, nothing', { kind: 'anyone' }, 'secret', false, []],
    ['the master, everything', { kind: 'master' }, 'secret', false, ALL],
    ['anyone, after the end', { kind: 'anyone' }, 'secret', true, ALL],
    ['a power, PUBLIC_LISTS', { kind: 'power', power: 'GERMANY' }, 'public', false, ALL],
    ['anyone, PUBLIC_LISTS', { kind: 'anyone' }, 'public', false, ALL],
  ];
  test.each(CASES)('%s', (_name, viewer, visibility, ended, expected) => {
    expect(summary(viewer, visibility, ended)).toEqual(expected);
  });

  test('LIMIT_LISTS: no more lines of a list than the largest power\'s centres', () => {
    const s = state();
    const long = must(submitList(map, s, 'ENGLAND', 'S1902M', ['F NTH H', 'F NWG H', 'A YOR H', 'F LON H', 'A EDI H', 'A LVP H']));
    const views = visibleLists(map, long, { kind: 'power', power: 'FRANCE' }, { visibility: 'limited', ended: false });
    const england = views.filter((v) => v.power === 'ENGLAND').map((v) => `${v.phase} ${v.lines.map((l) => l.order).join('; ')} (${v.hidden} hidden)`);
    expect(england).toEqual([
      'S1901M F LON - NTH; F EDI - NWG; A LVP - YOR (0 hidden)',
      'F1901M F NTH C A YOR - NWY; A YOR - NWY; F LON - ENG; F NWG H (0 hidden)',
      'S1902M F NTH H; F NWG H; A YOR H; F LON H (2 hidden)',
    ]);
    // England itself sees the whole of it.
    const own = visibleLists(map, long, { kind: 'power', power: 'ENGLAND' }, { visibility: 'limited', ended: false });
    expect(own.find((v) => v.phase === 'S1902M')!.lines).toHaveLength(6);
  });

  test('a processed list shows each line\'s annotation and result', () => {
    const views = visibleLists(map, state(), { kind: 'power', power: 'FRANCE' }, { visibility: 'secret', ended: false });
    expect(views[0]!.lines[0]).toEqual({ order: 'A PAR - BUR', annotation: 'ordered', result: 'succeeds' });
  });

  test('the rules choose the visibility', () => {
    expect([listVisibility([]), listVisibility(['PUBLIC_LISTS']), listVisibility(['LIMIT_LISTS'])]).toEqual(['secret', 'public', 'limited']);
  });
});

test('three movement phases from the standard start, each list written two phases ahead', () => {
  let s = start();
  s = must(lockFirst(map, write(s, 'S1901M', SPRING_1901)));
  // Fall 1901 is written before anyone knows how Spring went.
  s = write(s, 'F1901M', FALL_1901);
  const spring = must(processFront(map, s));
  s = spring.state;
  expect(s.position.phase).toBe('F1901M');
  // Spring 1902 is written before anyone knows how Fall went.
  s = write(s, 'S1902M', SPRING_1902);
  const fall = must(processFront(map, s));
  s = fall.state;
  expect((fall.record as MovementRecord).results.filter((r) => r.power === 'ENGLAND' || r.power === 'FRANCE').map(line)).toEqual([
    'ENGLAND [ordered] F NTH C A YOR - NWY: succeeds',
    'ENGLAND [ordered] A YOR - NWY: succeeds',
    'ENGLAND [no unit] F LON - ENG: ignored',
    'ENGLAND [ordered] F NWG H: succeeds',
    'FRANCE [ordered] A BUR - BEL: fails',
    'FRANCE [ordered] F MAO - POR: succeeds',
    'FRANCE [ordered] A SPA H: succeeds',
  ]);
  expect(s.position.phase).toBe('W1901A');
  s = must(enterOrders(map, s, 'FRANCE', 'W1901A', ['BUILD A PAR', 'BUILD A MAR']));
  s = must(enterOrders(map, s, 'ENGLAND', 'W1901A', ['BUILD F LON']));
  s = must(processBoard(map, s)).state;
  expect(s.position.phase).toBe('S1902M');
  s = write(s, 'F1902M', FALL_1902);
  const spring1902 = must(processFront(map, s));
  s = spring1902.state;
  expect((spring1902.record as MovementRecord).results.filter((r) => r.power === 'FRANCE').map(line)).toEqual([
    'FRANCE [no unit] A BEL - HOL: ignored',
    // Built in the winter, after the list was written: the army in Paris exists after all.
    'FRANCE [ordered] A PAR - BUR: fails',
    'FRANCE [default] F POR H: succeeds (default)',
    'FRANCE [default] A SPA H: succeeds (default)',
    'FRANCE [default] A BUR H: succeeds (default)',
    'FRANCE [default] A MAR H: succeeds (default)',
  ]);
  expect(pipeOf(s)).toEqual(['F1902M locked', 'S1903M open']);
  expect(s.history.map((r) => `${r.kind} ${r.phase}`)).toEqual(['movement S1901M', 'movement F1901M', 'board W1901A', 'movement S1902M']);
  // England's Spring 1902 list, written before Norway was taken, still took the army on to St Petersburg.
  expect(unitsOf(s.position).ENGLAND).toBe('A STP, F LON, F NTH, F NWG');
});

describe('undo', () => {
  test('rollBack returns to the board of a step with the pipe as it stood; rollForward plays it again', () => {
    const spring = afterSpring();
    const back = must(rollBack(map, spring, 0));
    expect(back.position).toEqual(locked().position);
    expect(pipeOf(back)).toEqual(['S1901M locked', 'F1901M open']);
    expect(back.pipe).toEqual(write(locked(), 'F1901M', FALL_1901).pipe);
    expect(back.history).toEqual([]);
    expect(back.undone?.map((r) => r.phase)).toEqual(['S1901M']);
    // Rewritten meanwhile: the replay still plays the lists as they were.
    const rewritten = must(submitList(map, back, 'FRANCE', 'F1901M', ['A BUR H']));
    const again = must(rollForward(map, rewritten));
    expect(again.state).toEqual(spring);
    expect(again.record).toEqual(spring.history[0]);
  });

  test('refusals', () => {
    const spring = afterSpring();
    expect(rollBack(map, spring, 3)).toMatchObject({ ok: false, error: { code: 'nothing_to_roll' } });
    expect(rollForward(map, spring)).toMatchObject({ ok: false, error: { code: 'nothing_to_roll' } });
    const { before: _, ...old } = spring.history[0] as MovementRecord;
    expect(rollBack(map, { ...spring, history: [old] }, 0)).toMatchObject({
      ok: false,
      error: { code: 'nothing_to_roll', message: 'S1901M was processed before undo was kept for Crystal Ball games: it cannot be rolled back.' },
    });
  });
});

describe('the original rules\' standing lists in the pipeline', () => {
  const rules = must(crystalBallRules([], 'original'));
  // The Fall of 1901: France takes Burgundy with support; Germany, down to Berlin and Munich, has three units.
  const fall = (): Pipeline => {
    const position = positionOf({
      phase: 'F1901M',
      units: { FRANCE: 'A MAR, A PIC', GERMANY: 'A BUR, A MUN, F HOL' },
      centers: { FRANCE: 'BRE MAR PAR', GERMANY: 'BER MUN' },
      lists: {},
    });
    let s = openPipeline(map, position, rules);
    s = write(s, 'F1901M', { FRANCE: ['A MAR - BUR', 'A PIC S A MAR - BUR'], GERMANY: ['A BUR H', 'A MUN H', 'F HOL - NTH'] });
    s = must(lockFirst(map, s));
    return write(s, 'S1902M', { FRANCE: ['A BUR H'], GERMANY: ['A RUH H'] });
  };

  test('the initial build lists stand from the start', () => {
    expect(fall().standing?.build.GERMANY).toEqual(initialBuildList(map, 'GERMANY'));
  });

  test('a remove list finds its unit where the Fall and the retreats took it', () => {
    let s = must(submitStanding(map, fall(), 'GERMANY', 'retreat', ['BUR - RUH']));
    s = must(submitStanding(map, s, 'GERMANY', 'remove', ['A BUR D']));
    const moved = must(processFront(map, s)).state;
    expect(moved.position.phase).toBe('F1901R');
    expect(moved.trail?.find((t) => t.from === 'BUR')).toEqual({ power: 'GERMANY', kind: 'A', from: 'BUR', at: 'BUR' });
    expect(moved.trail?.find((t) => t.from === 'HOL')).toEqual({ power: 'GERMANY', kind: 'F', from: 'HOL', at: 'NTH' });
    const retreated = must(processBoard(map, moved));
    expect(retreated.record).toMatchObject({ kind: 'board', phase: 'F1901R', lists: { GERMANY: ['BUR - RUH'] } });
    expect(retreated.state.trail?.find((t) => t.from === 'BUR')?.at).toBe('RUH');
    const winter = must(processBoard(map, retreated.state));
    const german = winter.record.results.filter((r) => r.power === 'GERMANY').map((r) => `${(r as ListReport).annotation} ${r.order}`);
    expect(german).toEqual(['no more builds A BER B', 'no more builds F KIE B', 'no more builds A MUN B', 'ordered A BUR D']);
    expect(unitsOf(winter.state.position).GERMANY).toBe('A MUN, F NTH');
    expect(winter.state.position.phase).toBe('S1902M');
    expect(winter.state.standing?.remove).toEqual({});
    expect(winter.state.trail).toBe(undefined);
  });

  test('a list that cannot stand is refused whole; an eliminated power writes none', () => {
    expect(submitStanding(map, fall(), 'GERMANY', 'remove', ['A MUN D', 'A MUN - BOH'])).toMatchObject({ ok: false, error: { code: 'wrong_list' } });
    expect(submitStanding(map, fall(), 'ITALY', 'build', ['A ROM B'])).toMatchObject({ ok: true });
    const gone = { ...fall(), position: { ...fall().position, centers: { ...fall().position.centers, ITALY: [] } } };
    expect(submitStanding(map, gone, 'ITALY', 'build', ['A ROM B'])).toMatchObject({ ok: false, error: { code: 'eliminated' } });
  });
});
