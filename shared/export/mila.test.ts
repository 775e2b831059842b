import { describe, expect, test } from 'vitest';
import { startingPosition } from '../adjudicate/position.js';
import type { OrderReport, Position } from '../adjudicate/types.js';
import type { GameState, PressMessage } from '../game/types.js';
import type { PhaseType } from '../map/phase.js';
import { standardMap } from '../map/standard.js';
import { parseOrder } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import { exportMila, MILA_COMPLETED, milaMessages, milaOrder, milaResultWords, type MilaResult } from './mila.js';
import { sampleGame, SAMPLE_START } from './test-game.js';

const map = standardMap();
const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];
const DAY = 24 * 60 * 60 * 1000;

/** A board with a few units where the orders below need them. */
const board: Position = {
  phase: 'S1901M',
  units: [
    { power: 'FRANCE', kind: 'A', at: 'PAR' },
    { power: 'FRANCE', kind: 'A', at: 'MAR' },
    { power: 'RUSSIA', kind: 'F', at: 'STP/SC' },
    { power: 'ENGLAND', kind: 'F', at: 'NTH' },
    { power: 'ENGLAND', kind: 'A', at: 'LON' },
    { power: 'ENGLAND', kind: 'F', at: 'MAO' },
    { power: 'TURKEY', kind: 'F', at: 'CON' },
    { power: 'FRANCE', kind: 'A', at: 'BUR' },
    { power: 'FRANCE', kind: 'F', at: 'GAS' },
  ],
  dislodged: [
    { power: 'GERMANY', kind: 'A', at: 'MUN', from: 'BUR' },
    { power: 'RUSSIA', kind: 'F', at: 'SWE' },
  ],
  standoffs: [],
  centers: {},
};

function parsed(text: string, phaseType: PhaseType): Order {
  const order = parseOrder(map, text, { phaseType });
  if (!order.ok) throw new Error(`${text}: ${order.error.message}`);
  return order.value;
}

describe('orders in MILA syntax', () => {
  test.each<[power: string, written: string, phaseType: PhaseType, mila: string | null]>([
    ['FRANCE', 'A PAR - BUR', 'M', 'A PAR - BUR'],
    ['FRANCE', 'Paris to Burgundy', 'M', 'A PAR - BUR'],
    ['FRANCE', 'PAR - GAS', 'M', 'A PAR - GAS'],
    ['FRANCE', 'A PAR H', 'M', 'A PAR H'],
    ['FRANCE', 'A PAR HOLD', 'M', 'A PAR H'],
    ['RUSSIA', 'F STP/SC - BOT', 'M', 'F STP/SC - BOT'],
    // The kind and the coast of the unit come from the board.
    ['RUSSIA', 'STP - BOT', 'M', 'F STP/SC - BOT'],
    ['FRANCE', 'A MAR S A PAR - BUR', 'M', 'A MAR S A PAR - BUR'],
    ['FRANCE', 'MAR S PAR - BUR', 'M', 'A MAR S A PAR - BUR'],
    ['FRANCE', 'A MAR S A PAR', 'M', 'A MAR S A PAR'],
    ['FRANCE', 'A MAR S A PAR H', 'M', 'A MAR S A PAR'],
    // A support names the province it supports into, never a coast.
    ['ENGLAND', 'F NTH S F MAO - SPA/NC', 'M', 'F NTH S F MAO - SPA'],
    ['ENGLAND', 'F NTH C A LON - NWY', 'M', 'F NTH C A LON - NWY'],
    ['ENGLAND', 'A LON - NWY', 'M', 'A LON - NWY VIA'],
    ['ENGLAND', 'A LON - NTH - NWY', 'M', 'A LON - NWY VIA'],
    ['ENGLAND', 'A LON - YOR VIA CONVOY', 'M', 'A LON - YOR VIA'],
    ['ENGLAND', 'A LON - YOR', 'M', 'A LON - YOR'],
    // A fleet sent to a two-coast province is given the one coast it can reach.
    ['TURKEY', 'F CON - BUL', 'M', 'F CON - BUL'],
    ['FRANCE', 'F GAS - SPA', 'M', 'F GAS - SPA/NC'],
    ['ENGLAND', 'F MAO - SPA', 'M', 'F MAO - SPA'],
    ['ENGLAND', 'F MAO - SPA/SC', 'M', 'F MAO - SPA/SC'],
    ['RUSSIA', 'F STP/SC - FIN', 'M', 'F STP/SC - FIN'],
    ['GERMANY', 'A MUN - RUH', 'R', 'A MUN R RUH'],
    ['GERMANY', 'A MUN R RUH', 'R', 'A MUN R RUH'],
    ['GERMANY', 'A MUN D', 'R', 'A MUN D'],
    ['GERMANY', 'DISBAND A MUN', 'R', 'A MUN D'],
    ['RUSSIA', 'F SWE - BOT', 'R', 'F SWE R BOT'],
    ['FRANCE', 'BUILD A PAR', 'A', 'A PAR B'],
    ['FRANCE', 'A PAR B', 'A', 'A PAR B'],
    ['RUSSIA', 'BUILD F STP/NC', 'A', 'F STP/NC B'],
    ['FRANCE', 'REMOVE A BUR', 'A', 'A BUR D'],
    ['FRANCE', 'A BUR D', 'A', 'A BUR D'],
    ['FRANCE', 'WAIVE', 'A', 'WAIVE'],
    // No unit of the power's there: MILA would not have taken the order.
    ['FRANCE', 'A BER - KIE', 'M', null],
    ['ENGLAND', 'A PAR - BUR', 'M', null],
    ['FRANCE', 'A MUN - RUH', 'R', null],
  ])('%s %s (%s) is %s', (power, written, phaseType, mila) => {
    const position = phaseType === 'A' ? { ...board, phase: 'W1901A' } : phaseType === 'R' ? { ...board, phase: 'F1901R' } : board;
    expect(milaOrder(map, position, power, parsed(written, phaseType))).toBe(mila);
  });
});

describe('results in MILA words', () => {
  test.each<[PhaseType, Order['kind'], OrderReport['result'], boolean, MilaResult[]]>([
    ['M', 'move', 'succeeds', false, []],
    ['M', 'hold', 'succeeds', true, []],
    ['M', 'move', 'fails', false, ['bounce']],
    ['M', 'support', 'fails', false, ['void']],
    ['M', 'convoy', 'fails', false, ['no convoy']],
    ['M', 'support', 'cut', false, ['cut']],
    ['M', 'hold', 'dislodged', false, ['dislodged']],
    ['M', 'move', 'dislodged', false, ['bounce', 'dislodged']],
    ['M', 'support', 'dislodged', false, ['cut', 'dislodged']],
    ['M', 'support', 'void', false, ['void']],
    ['M', 'move', 'no convoy', false, ['no convoy']],
    ['M', 'disband', 'disbanded', true, ['disband']],
    ['R', 'retreat', 'succeeds', false, []],
    ['R', 'disband', 'succeeds', false, ['disband']],
    ['R', 'retreat', 'disbanded', false, ['bounce', 'disband']],
    ['R', 'disband', 'disbanded', true, ['disband']],
    ['R', 'retreat', 'void', false, ['void']],
    ['A', 'build', 'succeeds', false, ['']],
    ['A', 'disband', 'succeeds', false, ['']],
    ['A', 'disband', 'disbanded', true, ['']],
    ['A', 'build', 'void', false, ['void']],
    ['A', 'waive', 'waived', false, []],
  ])('%s %s %s (default %s) is %j', (type, kind, result, isDefault, words) => {
    expect(milaResultWords(type, kind, isDefault ? { result, default: true } : { result })).toEqual(words);
  });
});

describe('a game exported', () => {
  const state = sampleGame({ id: 'g-mila' });
  const saved = exportMila(state);

  test('names the game, its map and rules, and every phase played and the one being played', () => {
    expect(saved.id).toBe('g-mila');
    expect(saved.map).toBe('standard');
    expect(saved.rules).toEqual([]);
    expect(saved.phases.map((p) => p.name)).toEqual(['S1901M', 'F1901M', 'F1901R', 'W1901A', 'S1902M']);
  });

  test('gives each phase the state MILA gives: the board at its start, for every power', () => {
    const first = saved.phases[0]!.state;
    expect(first).toEqual({
      timestamp: SAMPLE_START * 1000,
      note: '',
      name: 'S1901M',
      units: {
        AUSTRIA: ['A BUD', 'A VIE', 'F TRI'],
        ENGLAND: ['F EDI', 'F LON', 'A LVP'],
        FRANCE: ['F BRE', 'A MAR', 'A PAR'],
        GERMANY: ['F KIE', 'A BER', 'A MUN'],
        ITALY: ['F NAP', 'A ROM', 'A VEN'],
        RUSSIA: ['F STP/SC', 'A MOS', 'A WAR', 'F SEV'],
        TURKEY: ['F ANK', 'A CON', 'A SMY'],
      },
      retreats: Object.fromEntries(POWERS.map((p) => [p, {}])),
      centers: startingPosition(map).centers,
      homes: Object.fromEntries(POWERS.map((p) => [p, map.powers.get(p)!.homes])),
      influence: {
        AUSTRIA: ['BUD', 'VIE', 'TRI'],
        ENGLAND: ['EDI', 'LON', 'LVP'],
        FRANCE: ['BRE', 'MAR', 'PAR'],
        GERMANY: ['KIE', 'BER', 'MUN'],
        ITALY: ['NAP', 'ROM', 'VEN'],
        RUSSIA: ['STP', 'MOS', 'WAR', 'SEV'],
        TURKEY: ['ANK', 'CON', 'SMY'],
      },
      civil_disorder: Object.fromEntries(POWERS.map((p) => [p, 0])),
      builds: Object.fromEntries(POWERS.map((p) => [p, { count: 0, homes: [] }])),
      game_id: 'g-mila',
      map: 'standard',
      rules: [],
    });
    expect(Object.keys(saved.phases[1]!.state.units)).toEqual(POWERS);
    expect(saved.phases[1]!.state.timestamp).toBe((SAMPLE_START + DAY) * 1000);
  });

  test('gives the orders as MILA writes them, and each unit its results', () => {
    const spring = saved.phases[0]!;
    expect(spring.orders['FRANCE']).toEqual(['A PAR - BUR', 'A MAR S A PAR - BUR', 'F BRE - MAO']);
    expect(spring.orders['RUSSIA']).toEqual(['A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA', 'F STP/SC - BOT']);
    expect(Object.keys(spring.results)).toHaveLength(22);
    expect(spring.results['A PAR']).toEqual([]);
    expect(spring.results['A MUN']).toEqual(['bounce']);
    expect(spring.results['F STP/SC']).toEqual([]);
    expect(spring.results['F SEV']).toEqual(['bounce']);

    const fall = saved.phases[1]!;
    expect(fall.orders['ENGLAND']).toEqual(['F NTH C A YOR - NWY', 'A YOR - NWY VIA', 'F NWG S A YOR - NWY']);
    expect(fall.orders['ITALY']).toEqual(['A TYR S A BUR - MUN', 'A APU - TUN VIA', 'F ION C A APU - TUN']);
    expect(fall.orders['TURKEY']).toEqual(['A BUL - GRE', 'A CON - BUL', 'F ANK - SEV']);
    expect(fall.results['A MUN']).toEqual(['dislodged']);
    expect(fall.results['A BUR']).toEqual([]);
    expect(fall.results['A UKR']).toEqual(['bounce']);
    expect(fall.results['F ANK']).toEqual(['void']);
  });

  test('shows a retreat: the dislodged unit starred, where it may go, its order and result', () => {
    const retreat = saved.phases[2]!;
    expect(retreat.state.units['GERMANY']).toEqual(['F DEN', 'A HOL', '*A MUN']);
    expect(retreat.state.retreats['GERMANY']).toEqual({ 'A MUN': ['BER', 'BOH', 'KIE', 'RUH', 'SIL'] });
    expect(retreat.orders).toEqual({ ...Object.fromEntries(POWERS.map((p) => [p, []])), GERMANY: ['A MUN R RUH'] });
    expect(retreat.results).toEqual({ 'A MUN': [] });
  });

  test('shows the adjustments: builds owed and where, the builds and a waive', () => {
    const winter = saved.phases[3]!;
    expect(winter.state.builds['FRANCE']).toEqual({ count: 3, homes: ['BRE', 'MAR', 'PAR'] });
    expect(winter.state.builds['GERMANY']).toEqual({ count: 1, homes: ['BER', 'KIE'] });
    expect(winter.state.centers['FRANCE']).toContain('MUN');
    expect(winter.state.influence['GERMANY']).toEqual(['KIE', 'BER', 'DEN', 'HOL', 'RUH']);
    expect(winter.orders['FRANCE']).toEqual(['A PAR B', 'F BRE B', 'A MAR B']);
    expect(winter.orders['TURKEY']).toEqual(['WAIVE']);
    expect(winter.results).toMatchObject({ 'A PAR': [''], 'F BRE': [''], 'A MAR': [''], 'F LON': [''], WAIVE: [] });
  });

  test('names the build sites the rules give: under BUILD_ANY, an empty conquered centre too', () => {
    const game = sampleGame();
    // The winter board with Spain emptied: France owns it, and under BUILD_ANY may build there.
    const history = game.history.map((record, i) =>
      i !== 3 ? record : { ...record, position: { ...record.position, units: record.position.units.filter((u) => u.at !== 'SPA') } },
    );
    const buildsOf = (rules: string[]) => exportMila({ ...game, history, settings: { ...game.settings, rules } }).phases[3]!.state.builds['FRANCE'];
    expect(buildsOf([])).toEqual({ count: 3, homes: ['BRE', 'MAR', 'PAR'] });
    expect(buildsOf(['BUILD_ANY'])).toEqual({ count: 4, homes: ['BRE', 'MAR', 'PAR', 'SPA'] });
  });

  test('gives the homes the game has made (NEWHOMES, &SC), and the builds follow them', () => {
    const game = sampleGame();
    const homes = { FRANCE: ['BRE', 'PAR', 'SPA'] };
    const history = game.history.map((record, i) =>
      i !== 3 ? record : { ...record, position: { ...record.position, units: record.position.units.filter((u) => u.at !== 'SPA'), homes } },
    );
    const state = exportMila({ ...game, history }).phases[3]!.state;
    expect(state.homes['FRANCE']).toEqual(['BRE', 'PAR', 'SPA']);
    expect(state.builds['FRANCE']).toEqual({ count: 3, homes: ['BRE', 'PAR', 'SPA'] });
  });

  test('counts the builds of a MOBILIZE opening: one, in any home centre, though nothing is owned yet', () => {
    const game = sampleGame();
    const powers = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];
    const history = game.history.map((record, i) =>
      i !== 3 ? record : { ...record, position: { ...record.position, units: [], centers: {}, unplaced: Object.fromEntries(powers.map((p) => [p, 1])) } },
    );
    const state = exportMila({ ...game, history, settings: { ...game.settings, rules: ['MOBILIZE'] } }).phases[3]!.state;
    expect(state.builds['FRANCE']).toEqual({ count: 1, homes: ['BRE', 'MAR', 'PAR'] });
  });

  test('keeps the orders of the phase being played secret, and the press out', () => {
    const current = saved.phases[4]!;
    expect(current.orders).toEqual(Object.fromEntries(POWERS.map((p) => [p, null])));
    expect(current.results).toEqual({});
    expect(saved.phases.flatMap((p) => p.messages)).toEqual([]);
    // Even when asked: the game has not ended.
    expect(exportMila(state, { press: true }).phases.flatMap((p) => p.messages)).toEqual([]);
  });

  test('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
  });
});

describe('a finished game exported', () => {
  test('a draw: the phase it ended in with no orders, then COMPLETED with the winners', () => {
    const saved = exportMila(sampleGame({ finished: true }), { press: true });
    expect(saved.phases.map((p) => p.name)).toEqual(['S1901M', 'F1901M', 'F1901R', 'W1901A', 'S1902M', MILA_COMPLETED]);
    expect(saved.phases[4]!.orders).toEqual(Object.fromEntries(POWERS.map((p) => [p, []])));
    const done = saved.phases[5]!;
    expect(done.state.name).toBe(MILA_COMPLETED);
    expect(done.state.note).toBe('Victory by: AUS, ENG, FRA, GER, ITA, RUS, TUR');
    expect(done.orders).toEqual({});
    expect(done.state.units['FRANCE']).toHaveLength(6);
  });

  test('a solo: COMPLETED follows the winning phase', () => {
    const base = sampleGame({ finished: true });
    const state: GameState = { ...base, ending: { kind: 'solo', winner: 'FRANCE' } };
    const saved = exportMila(state);
    expect(saved.phases.map((p) => p.name)).toEqual(['S1901M', 'F1901M', 'F1901R', 'W1901A', MILA_COMPLETED]);
    expect(saved.phases[4]!.state.note).toBe('Victory by: FRA');
  });

  test('the press, when asked for, in the phase it was sent, one message a recipient', () => {
    const saved = exportMila(sampleGame({ finished: true }), { press: true });
    expect(saved.phases[0]!.messages).toEqual([
      { sender: 'ENGLAND', recipient: 'FRANCE', time_sent: (SAMPLE_START + 1000) * 1000, phase: 'S1901M', message: 'Channel stays empty?' },
      { sender: 'FRANCE', recipient: 'ENGLAND', time_sent: (SAMPLE_START + 2000) * 1000, phase: 'S1901M', message: 'Agreed.' },
      { sender: 'SYSTEM', recipient: 'GLOBAL', time_sent: (SAMPLE_START + 3000) * 1000, phase: 'S1901M', message: 'Deadlines are daily.' },
    ]);
    expect(exportMila(sampleGame({ finished: true })).phases.flatMap((p) => p.messages)).toEqual([]);
  });
});

describe('press as MILA messages', () => {
  const message = (id: number, at: number, patch: Partial<PressMessage>): PressMessage => ({
    id,
    at,
    phase: 'S1901M',
    from: 'ENGLAND',
    to: ['FRANCE'],
    kind: 'private',
    body: `m${id}`,
    ...patch,
  });

  test('splits a message to several powers, drops what MILA cannot say, keeps times distinct', () => {
    const got = milaMessages(
      [
        message(1, 5, { to: ['FRANCE', 'GERMANY', 'MASTER'] }),
        message(2, 5, { to: ['MASTER'] }),
        message(3, 5, { from: 'OBSERVER', observer: 'o-1', to: ['FRANCE'] }),
        message(4, 4, { from: 'MASTER', to: ['ITALY'] }),
      ],
      POWERS,
    );
    expect(got.map((m) => [m.sender, m.recipient, m.time_sent, m.message])).toEqual([
      ['SYSTEM', 'ITALY', 4000, 'm4'],
      ['ENGLAND', 'FRANCE', 5000, 'm1'],
      ['ENGLAND', 'GERMANY', 5001, 'm1'],
    ]);
  });
});
