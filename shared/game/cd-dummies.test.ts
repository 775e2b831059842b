import { describe, expect, test } from 'vitest';
import { activeGame, master, must, orderAll, player } from './test-game.js';

/**
 * CD_DUMMIES (section 1.7 of the rule set): "Assuming no powers have set their WAIT flag,
 * orders will be processed as soon as all non-DUMMY players have submitted orders. Any
 * powers having a PLAYER marked as a DUMMY will be considered in civil disorder (as
 * described above) at that time."
 */

const HOLDS: Record<string, readonly string[]> = {
  AUSTRIA: ['A VIE H', 'A BUD H', 'F TRI H'],
  ENGLAND: ['F LON H', 'F EDI H', 'A LVP H'],
  FRANCE: ['A PAR H', 'A MAR H', 'F BRE H'],
  ITALY: ['A VEN H', 'A ROM H', 'F NAP H'],
  RUSSIA: ['A MOS H', 'A WAR H', 'F SEV H', 'F STP/SC H'],
  TURKEY: ['A CON H', 'A SMY H', 'F ANK H'],
};

describe('CD_DUMMIES', () => {
  test('the phase processes once every power but the dummy is in, before the deadline, the dummy in civil disorder', () => {
    let s = activeGame(['CD_DUMMIES', 'CD_SUPPORTS']);
    s = must(must(s, master, { type: 'resign', power: 'GERMANY' }).state, master, { type: 'dummy', power: 'GERMANY' }).state;
    const deadline = s.deadline!;
    s = orderAll(s, HOLDS, deadline - 60_000).state;
    expect(s.history).toHaveLength(1);
    expect(s.position.phase).toBe('F1901M');
    const germany = s.history[0]!.results.filter((r) => r.power === 'GERMANY');
    expect(germany.length).toBe(3);
    expect(germany.every((r) => r.default === true)).toBe(true);
  });

  test('a WAIT flag still holds the phase to its deadline', () => {
    let s = activeGame(['CD_DUMMIES']);
    s = must(must(s, master, { type: 'resign', power: 'GERMANY' }).state, master, { type: 'dummy', power: 'GERMANY' }).state;
    s = must(s, player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: true }).state;
    s = orderAll(s, HOLDS).state;
    expect(s.history).toHaveLength(0);
  });
});
