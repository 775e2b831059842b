import { describe, expect, test } from 'vitest';
import type { GameState } from '../game/types.js';
import { WIDTH } from './layout.js';
import { resultsText } from './results.js';
import { playedYear } from './test-games.js';

/** A text's lines, as the judge ends it: with a newline. */
const lines = (...all: string[]): string => `${all.join('\n')}\n`;

const year = playedYear();
const latest = (state: GameState): string => resultsText(state, state.history[state.history.length - 1]!);

describe('resultsText', () => {
  test('a movement phase: every order, the defaults marked, the next phase and its deadline', () => {
    expect(latest(year.fall)).toBe(
      lines(
        "Results of Spring 1901 movement, game 'Test' (g1).",
        "",
        "Austria:  F TRI - ALB",
        "Austria:  A VIE - TYR",
        "Austria:  A BUD H",
        "",
        "England:  F LON - ENG",
        "England:  F EDI - NTH",
        "England:  A LVP - YOR",
        "",
        "France:   A PAR - BUR",
        "France:   A MAR H",
        "France:   F BRE H",
        "",
        "Germany:  A MUN - RUH",
        "Germany:  A BER - MUN",
        "Germany:  F KIE - HOL",
        "",
        "Italy:    A VEN - PIE",
        "Italy:    A ROM - VEN",
        "Italy:    F NAP H",
        "",
        "Russia:   F STP/SC H  (*default*)",
        "Russia:   A MOS H  (*default*)",
        "Russia:   A WAR H  (*default*)",
        "Russia:   F SEV H  (*default*)",
        "",
        "Turkey:   F ANK - BLA",
        "Turkey:   A SMY - ARM",
        "Turkey:   A CON - BUL",
        "",
        "Russia was in civil disorder: the orders marked (*default*) are the judge's.",
        "",
        "The next phase is Fall 1901 movement.",
        "Orders are due by Tuesday 1 January 2030, 01:10 UTC.",
      ),
    );
  });

  test('bounces, a cut support, a void support with its reason, no convoy, the dislodged and their retreats', () => {
    expect(latest(year.retreats)).toBe(
      lines(
        "Results of Fall 1901 movement, game 'Test' (g1).",
        "",
        "Austria:  A BUD H  (*default*)",
        "Austria:  A TYR H  (*default*)",
        "Austria:  F ALB H  (*default*)",
        "",
        "England:  F ENG S F BRE - PIC  (*void*)",
        "            The unit supported or convoyed does not make that move.",
        "England:  A YOR - BEL VIA CONVOY  (*no convoy*)",
        "England:  F NTH H",
        "",
        "France:   A BUR H  (*dislodged*)",
        "France:   A MAR S A BUR  (*cut*)",
        "France:   F BRE H",
        "",
        "Germany:  A RUH - BUR",
        "Germany:  A MUN S A RUH - BUR",
        "Germany:  F HOL - BEL",
        "",
        "Italy:    A PIE - MAR  (*bounce*)",
        "Italy:    A VEN - TRI",
        "Italy:    F NAP H",
        "",
        "Russia:   F STP/SC H  (*default*)",
        "Russia:   A MOS H  (*default*)",
        "Russia:   A WAR H  (*default*)",
        "Russia:   F SEV H  (*default*)  (*dislodged*)",
        "Russia:   F SEV D  (*default*)  (*disbanded*)",
        "            Dislodged with nowhere to retreat.",
        "",
        "Turkey:   A ARM - SEV",
        "Turkey:   F BLA S A ARM - SEV",
        "Turkey:   A BUL - RUM",
        "",
        "Austria and Russia were in civil disorder: the orders marked (*default*) are",
        "the judge's.",
        "",
        "Dislodged units:",
        "",
        "The French army in Burgundy is dislodged and may retreat to Gascony, Paris or",
        "Picardy.",
        "The Russian fleet in Sevastopol is dislodged with nowhere to retreat, and is",
        "disbanded.",
        "",
        "The next phase is Fall 1901 retreats.",
        "Orders are due by Tuesday 1 January 2030, 00:50 UTC.",
      ),
    );
  });

  test('retreats at the end of a year: the orders in the judge\'s form, the centres, the adjustments', () => {
    expect(latest(year.winter)).toBe(
      lines(
        "Results of Fall 1901 retreats, game 'Test' (g1).",
        "",
        "France:   A BUR - GAS",
        "",
        "Ownership of supply centres:",
        "",
        "Austria:  Budapest, Vienna.",
        "England:  Edinburgh, Liverpool, London.",
        "France:   Brest, Marseilles, Paris.",
        "Germany:  Belgium, Berlin, Kiel, Munich.",
        "Italy:    Naples, Rome, Trieste, Venice.",
        "Russia:   Moscow, St Petersburg, Warsaw.",
        "Turkey:   Ankara, Constantinople, Rumania, Sevastopol, Smyrna.",
        "Unowned:  Bulgaria, Denmark, Greece, Holland, Norway, Portugal, Serbia, Spain,",
        "          Sweden, Tunis.",
        "",
        "Adjustments:",
        "",
        "Austria:  2 supply centres, 3 units: removes 1.",
        "England:  3 supply centres, 3 units.",
        "France:   3 supply centres, 3 units.",
        "Germany:  4 supply centres, 3 units: builds 1.",
        "Italy:    4 supply centres, 3 units: builds 1.",
        "Russia:   3 supply centres, 3 units.",
        "Turkey:   5 supply centres, 3 units: builds 2.",
        "",
        "The next phase is Winter 1901 adjustments.",
        "Orders are due by Tuesday 1 January 2030, 01:00 UTC.",
      ),
    );
  });

  test('adjustments: builds, the judge\'s waives and civil-disorder removals', () => {
    expect(latest(year.spring1902)).toBe(
      lines(
        "Results of Winter 1901 adjustments, game 'Test' (g1).",
        "",
        "Austria:  F ALB D  (*default*)  (*disbanded*)",
        "            Civil disorder: too few removals were ordered.",
        "",
        "Germany:  A BER B",
        "",
        "Italy:    WAIVE  (*default*)",
        "            No build was ordered.",
        "",
        "Turkey:   F ANK B",
        "Turkey:   WAIVE  (*default*)",
        "            No build was ordered.",
        "",
        "Austria, Italy and Turkey were in civil disorder: the orders marked",
        "(*default*) are the judge's.",
        "",
        "The next phase is Spring 1902 movement.",
        "Orders are due by Tuesday 1 January 2030, 01:40 UTC.",
      ),
    );
  });

  test('an earlier phase reads what followed from the next record, and names no deadline', () => {
    const text = resultsText(year.spring1902, year.spring1902.history[1]!);
    expect(text).toBe(resultsText(year.retreats, year.retreats.history[1]!).replace(/\n\nThe next phase[^]*$/, '\n'));
  });

  test('no line is wider than 78', () => {
    for (const state of [year.fall, year.retreats, year.winter, year.spring1902]) {
      for (const record of state.history) {
        for (const line of resultsText(state, record).split('\n')) expect(line.length).toBeLessThanOrEqual(WIDTH);
      }
    }
  });
});
