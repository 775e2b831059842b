import { describe, expect, test } from 'vitest';
import type { OrderReport, Position } from '../adjudicate/types.js';
import { gameMap } from '../game/board.js';
import { activeGame } from '../game/test-game.js';
import type { GameState } from '../game/types.js';
import { orderSentence, placePhrase } from './progressive.js';
import { resultsText } from './results.js';
import { playedYear } from './test-games.js';

/*
 * PROGRESSIVE (seed 1.9): "Using proper grammar and no all-caps in results messages."
 * Each order's line a sentence in mixed case, the places by the map's full names.
 */

const map = gameMap(activeGame([]).settings);
const opening = activeGame([]).position;
const report = (power: string, order: string, result: OrderReport['result'], more: Partial<OrderReport> = {}): OrderReport => ({ power, order, result, ...more });
const say = (position: Position, type: 'M' | 'R' | 'A', r: OrderReport, voidWord?: 'void' | 'invalid'): string => orderSentence(map, position, type, r, voidWord);

describe('placePhrase', () => {
  test('a land by its name, a sea with its article, a coast as its province\'s', () => {
    expect(placePhrase(map, 'PAR')).toBe('Paris');
    expect(placePhrase(map, 'NTH')).toBe('the North Sea');
    expect(placePhrase(map, 'MAO')).toBe('the Mid-Atlantic Ocean');
    expect(placePhrase(map, 'STP/SC')).toBe("St Petersburg's south coast");
    expect(placePhrase(map, 'SPA/NC')).toBe("Spain's north coast");
  });
});

describe('orderSentence: every order kind', () => {
  test.each<[string, Position, 'M' | 'R' | 'A', OrderReport, string]>([
    ['a hold', opening, 'M', report('FRANCE', 'A PAR H', 'succeeds'), 'The army in Paris holds.'],
    ['a move', opening, 'M', report('FRANCE', 'A PAR - BUR', 'succeeds'), 'The army in Paris moves to Burgundy.'],
    ['a move by convoy', opening, 'M', report('ENGLAND', 'A LVP - NWY VIA CONVOY', 'succeeds'), 'The army in Liverpool moves by convoy to Norway.'],
    ['a move with its convoy route', opening, 'M', report('ENGLAND', 'A LVP - NAO - NWG - NWY', 'succeeds'), 'The army in Liverpool moves by convoy through the North Atlantic Ocean and the Norwegian Sea to Norway.'],
    ['a support to hold', opening, 'M', report('FRANCE', 'A MAR S A PAR', 'succeeds'), 'The army in Marseilles supports the army in Paris.'],
    ['a support to move', opening, 'M', report('GERMANY', 'A MUN S A BER - KIE', 'succeeds'), 'The army in Munich supports the army in Berlin moving to Kiel.'],
    ['a support of another power\'s unit', opening, 'M', report('GERMANY', 'A MUN S A PAR - BUR', 'succeeds'), 'The army in Munich supports the French army in Paris moving to Burgundy.'],
    ['a convoy', opening, 'M', report('ENGLAND', 'F EDI C A LVP - NWY', 'succeeds'), 'The fleet in Edinburgh convoys the army in Liverpool to Norway.'],
    ['a fleet on a coast', opening, 'M', report('RUSSIA', 'F STP/SC - BOT', 'succeeds'), "The fleet in St Petersburg's south coast moves to the Gulf of Bothnia."],
    ['a build', opening, 'A', report('FRANCE', 'BUILD A PAR', 'succeeds'), 'France builds an army in Paris.'],
    ['a fleet built on a coast', opening, 'A', report('RUSSIA', 'BUILD F STP/NC', 'succeeds'), "Russia builds a fleet in St Petersburg's north coast."],
    ['a removal', opening, 'A', report('AUSTRIA', 'REMOVE A VIE', 'succeeds'), 'Austria removes the army in Vienna.'],
    ['a waive', opening, 'A', report('FRANCE', 'WAIVE', 'waived'), 'France waives a build.'],
  ])('%s', (_, position, type, r, sentence) => {
    expect(say(position, type, r)).toBe(sentence);
  });

  test('a retreat and a disband in the retreats', () => {
    const dislodged: Position = { ...opening, phase: 'F1901R', dislodged: [{ power: 'FRANCE', kind: 'A', at: 'BUR', from: 'RUH' } as Position['dislodged'][number]] };
    expect(say(dislodged, 'R', report('FRANCE', 'A BUR - GAS', 'succeeds'))).toBe('The army in Burgundy retreats to Gascony.');
    expect(say(dislodged, 'R', report('FRANCE', 'A BUR - GAS', 'fails'))).toBe('The army in Burgundy fails to retreat to Gascony (bounced).');
    expect(say(dislodged, 'R', report('FRANCE', 'A BUR D', 'succeeds'))).toBe('The army in Burgundy is disbanded.');
  });
});

describe('orderSentence: every result', () => {
  test.each<[OrderReport, string]>([
    [report('FRANCE', 'A PAR - BUR', 'fails'), 'The army in Paris fails to move to Burgundy (bounced).'],
    [report('FRANCE', 'A MAR S A PAR', 'fails'), 'The army in Marseilles fails to support the army in Paris.'],
    [report('FRANCE', 'A MAR S A PAR', 'cut'), 'The army in Marseilles supports the army in Paris, but the support is cut.'],
    [report('FRANCE', 'A PAR H', 'dislodged'), 'The army in Paris is dislodged.'],
    [report('FRANCE', 'A PAR - BUR', 'dislodged'), 'The army in Paris tries to move to Burgundy but is dislodged.'],
    [report('FRANCE', 'A MAR S A PAR', 'void'), 'The order for the army in Marseilles to support the army in Paris is void.'],
    [report('ENGLAND', 'A LVP - NWY VIA CONVOY', 'no convoy'), 'The army in Liverpool fails to move by convoy to Norway, for want of a convoy.'],
    [report('RUSSIA', 'F SEV D', 'disbanded', { default: true }), 'By default, the fleet in Sevastopol is disbanded.'],
    [report('RUSSIA', 'F SEV H', 'disbanded'), 'The fleet in Sevastopol is disbanded.'],
    [report('FRANCE', 'A PAR H', 'ignored'), 'The order for the army in Paris to hold is ignored.'],
    [report('RUSSIA', 'A MOS H', 'succeeds', { default: true }), 'By default, the army in Moscow holds.'],
  ])('%s', (r, sentence) => {
    expect(say(opening, 'M', r)).toBe(sentence);
  });

  test('in the adjustments: a removal by default, a waive by default, a build that fails', () => {
    expect(say(opening, 'A', report('AUSTRIA', 'A VIE D', 'disbanded', { default: true }))).toBe('By default, Austria removes the army in Vienna.');
    expect(say(opening, 'A', report('ITALY', 'WAIVE', 'waived', { default: true }))).toBe('By default, Italy waives a build.');
    expect(say(opening, 'A', report('FRANCE', 'BUILD A PAR', 'void'))).toBe("France's order to build an army in Paris is void.");
  });

  test("Crystal Ball's lines: one never adjudicated keeps its list word, one by proxy says so", () => {
    const line = (annotation: string, result: OrderReport['result']): OrderReport => ({ ...report('FRANCE', 'A PAR - BUR', result), annotation } as OrderReport);
    expect(say(opening, 'M', line('revoked', 'ignored'))).toBe('The order for the army in Paris to move to Burgundy is not adjudicated (revoked).');
    expect(say(opening, 'M', line('noProxy', 'ignored'))).toBe('The order for the army in Paris to move to Burgundy is not adjudicated (no proxy).');
    expect(say(opening, 'M', line('byProxy', 'succeeds'))).toBe('By proxy, the army in Paris moves to Burgundy.');
  });

  test('under NO_CHECK a void order is called invalid; a line that does not read is quoted as written', () => {
    expect(say(opening, 'M', report('FRANCE', 'A MAR S A PAR', 'void'), 'invalid')).toBe('The order for the army in Marseilles to support the army in Paris is invalid.');
    expect(say(opening, 'M', report('FRANCE', 'dance the tango', 'void'))).toBe('The order "dance the tango" is void.');
  });
});

/** Every word of two capitals or more, but the deadline's time zone. */
const capitals = (text: string): string[] => (text.match(/\b[A-Z]{2,}\b/g) ?? []).filter((w) => w !== 'UTC');
const latest = (state: GameState): string => resultsText(state, state.history[state.history.length - 1]!);

describe('resultsText under PROGRESSIVE', () => {
  const year = playedYear({ rules: ['PROGRESSIVE'] });

  test('a movement phase: the heading, each power\'s sentences under its name, the reasons beneath', () => {
    const text = latest(year.retreats);
    expect(text.startsWith("Fall 1901 movement results for game 'Test' (g1).\n\nAustria:\n  By default, the army in Budapest holds.\n")).toBe(true);
    expect(text).toContain(
      [
        'England:',
        '  The order for the fleet in the English Channel to support the French fleet',
        '  in Brest moving to Picardy is void.',
        '    The unit supported or convoyed does not make that move.',
        '  The army in Yorkshire fails to move by convoy to Belgium, for want of a',
        '  convoy.',
        '  The fleet in the North Sea holds.',
        '',
        'France:',
        '  The army in Burgundy is dislodged.',
        '  The army in Marseilles supports the army in Burgundy, but the support is',
        '  cut.',
        '  The fleet in Brest holds.',
      ].join('\n'),
    );
    expect(text).toContain('  The army in Piedmont fails to move to Marseilles (bounced).');
    expect(text).toContain('  By default, the fleet in Sevastopol is disbanded.\n    Dislodged with nowhere to retreat.');
    expect(text.replace(/\s+/g, ' ')).toContain("Austria and Russia were in civil disorder: the orders given by default are the judge's.");
    expect(text).toContain('The French army in Burgundy is dislodged and may retreat to Gascony, Paris or\nPicardy.');
    expect(capitals(text)).toEqual([]);
  });

  test('the retreats and the adjustments: retreats, builds, removals and waives in sentences', () => {
    expect(latest(year.winter)).toContain("Fall 1901 retreats results for game 'Test' (g1).\n\nFrance:\n  The army in Burgundy retreats to Gascony.\n");
    const winter = latest(year.spring1902);
    expect(winter).toContain('Austria:\n  By default, Austria removes the fleet in Albania.\n    Civil disorder: too few removals were ordered.');
    expect(winter).toContain('Germany:\n  Germany builds an army in Berlin.');
    expect(winter).toContain('Italy:\n  By default, Italy waives a build.');
    expect(winter).toContain('Turkey:\n  Turkey builds a fleet in Ankara.');
    for (const s of [year.fall, year.retreats, year.winter, year.spring1902]) expect(capitals(latest(s))).toEqual([]);
  });

  test('without the rule the judges\' form stays', () => {
    const plain = playedYear();
    expect(latest(plain.retreats)).toContain("Results of Fall 1901 movement, game 'Test' (g1).");
    expect(latest(plain.retreats)).toContain('France:   A BUR H  (*dislodged*)');
  });
});
