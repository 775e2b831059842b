import { describe, expect, test } from 'vitest';
import type { Position } from '../../../shared/adjudicate/types.js';
import { standardMap } from '../../../shared/map/standard.js';
import { click, IDLE, prompt, type ClickContext, type MoveMode, type Pick } from './clicking.js';
import { checkDraft, withLine, withoutUnit } from './draft.js';
import { previewPhase } from './preview.js';
import { choosableFor, targetsFor } from './targets.js';

const map = standardMap();

/** The standard opening position, from the map itself. */
function opening(): Position {
  const units = [...map.powers.values()].flatMap((p) => p.units.map((u) => ({ power: p.name, kind: u.kind, at: u.at })));
  const centers = Object.fromEntries([...map.powers.values()].map((p) => [p.name, [...p.centers]]));
  return { phase: 'S1901M', units, dislodged: [], standoffs: [], centers };
}

const ctx = (mode: MoveMode = 'move', over: Partial<ClickContext> = {}): ClickContext => ({
  map,
  position: opening(),
  phaseType: 'M',
  rules: [],
  power: 'FRANCE',
  mode,
  build: 'A',
  ...over,
});

/** Clicks in turn; the orders made and the notes given. */
function clicks(c: ClickContext, places: string[]) {
  let pick: Pick = IDLE;
  const orders: string[] = [];
  const notes: string[] = [];
  for (const at of places) {
    const out = click(pick, at, c);
    pick = out.pick;
    if (out.order) orders.push(out.order);
    if (out.note) notes.push(out.note);
  }
  return { pick, orders, notes };
}

describe('ordering by clicks', () => {
  test.each([
    ['a move', 'move', ['PAR', 'BUR'], ['A PAR - BUR']],
    ['a hold by choosing the unit twice', 'move', ['PAR', 'PAR'], ['A PAR H']],
    ['a hold in hold mode', 'hold', ['MAR'], ['A MAR H']],
    ['a support to move', 'support', ['MAR', 'PAR', 'BUR'], ['A MAR S A PAR - BUR']],
    ['a support to hold', 'support', ['MAR', 'PAR', 'PAR'], ['A MAR S A PAR']],
    ['an army ignores the coast pointed at', 'move', ['MAR', 'SPA/SC'], ['A MAR - SPA']],
    ['a fleet keeps it', 'move', ['BRE', 'MAO'], ['F BRE - MAO']],
  ] as const)('%s', (_, mode, places, expected) => {
    expect(clicks(ctx(mode), [...places]).orders).toEqual(expected);
  });

  test('a convoy: the fleet, the army, where it goes', () => {
    const position: Position = {
      ...opening(),
      units: [
        { power: 'ENGLAND', kind: 'F', at: 'NTH' },
        { power: 'ENGLAND', kind: 'A', at: 'YOR' },
      ],
    };
    const c = ctx('convoy', { position, power: 'ENGLAND' });
    expect(clicks(c, ['NTH', 'YOR', 'NWY']).orders).toEqual(['F NTH C A YOR - NWY']);
    expect(targetsFor({ step: 'target', unit: position.units[0]!, target: position.units[1]! }, c)).toContain('NWY');
  });

  test('another power’s unit or an empty place cannot be chosen first', () => {
    const out = clicks(ctx(), ['MUN', 'BUR']);
    expect(out.orders).toEqual([]);
    expect(out.notes).toEqual(['Choose one of your own units first.', 'Choose one of your own units first.']);
  });

  test('a support needs a unit to support', () => {
    const out = clicks(ctx('support'), ['MAR', 'GAS']);
    expect(out.pick.step).toBe('unit');
    expect(out.notes).toEqual(['There is no unit there to support.']);
  });

  test('retreats: a retreat, or a disband by choosing the unit again', () => {
    const position: Position = { ...opening(), phase: 'F1901R', units: [], dislodged: [{ power: 'FRANCE', kind: 'A', at: 'BUR', from: 'MUN' }] };
    const c = ctx('move', { position, phaseType: 'R' });
    expect(clicks(c, ['BUR', 'GAS']).orders).toEqual(['A BUR - GAS']);
    expect(clicks(c, ['BUR', 'BUR']).orders).toEqual(['A BUR D']);
    expect(targetsFor({ step: 'unit', unit: position.dislodged[0]! }, c)).not.toContain('MUN');
  });

  test('adjustments: builds of the kind chosen, removals', () => {
    const position: Position = { ...opening(), phase: 'W1901A', units: [{ power: 'RUSSIA', kind: 'A', at: 'WAR' }] };
    const c = ctx('move', { position, phaseType: 'A', power: 'RUSSIA', build: 'F' });
    expect(clicks(c, ['STP/NC']).orders).toEqual(['F STP/NC B']);
    expect(clicks({ ...c, build: 'A' }, ['MOS']).orders).toEqual(['A MOS B']);
    expect(targetsFor(IDLE, c).sort()).toEqual(['SEV', 'STP/NC', 'STP/SC']);
    expect(prompt(IDLE, c)).toMatch(/build/);
  });

  test('adjustments under BUILD_ANY and HOME_BUILDS: the centres the rule allows are lit, as the judge will take them', () => {
    // Russia has conquered Rumania (neutral) and Berlin (a German home), and sits in Moscow.
    const centers = { ...opening().centers, RUSSIA: ['MOS', 'WAR', 'SEV', 'STP', 'RUM', 'BER'], GERMANY: ['KIE', 'MUN'] };
    const position: Position = { ...opening(), phase: 'W1901A', centers, units: [{ power: 'RUSSIA', kind: 'A', at: 'MOS' }] };
    const home = ctx('move', { position, phaseType: 'A', power: 'RUSSIA' });
    expect(targetsFor(IDLE, home).sort()).toEqual(['SEV', 'STP', 'WAR']);
    expect(prompt(IDLE, home)).toBe('Choose a home centre to build in.');
    const any = { ...home, rules: ['BUILD_ANY'] };
    expect(targetsFor(IDLE, any).sort()).toEqual(['BER', 'RUM', 'SEV', 'STP', 'WAR']);
    expect(prompt(IDLE, any)).toBe('Choose a centre to build in.');
    expect(clicks(any, ['RUM']).orders).toEqual(['A RUM B']);
    // Any power's home centre, never a neutral one.
    expect(targetsFor(IDLE, { ...home, rules: ['HOME_BUILDS'] }).sort()).toEqual(['BER', 'SEV', 'STP', 'WAR']);
  });

  test('the opening adjustments under MOBILIZE: every home centre nobody owns is lit, and the draft takes one build', () => {
    const centers = Object.fromEntries([...map.powers.keys()].map((p) => [p, [] as string[]]));
    const unplaced = Object.fromEntries([...map.powers.keys()].map((p) => [p, 1]));
    const position: Position = { phase: 'W1900A', units: [], dislodged: [], standoffs: [], centers, unplaced };
    const c = ctx('move', { position, phaseType: 'A', power: 'ENGLAND', rules: ['MOBILIZE'] });
    expect(targetsFor(IDLE, c).sort()).toEqual(['EDI', 'LON', 'LVP']);
    const draft = checkDraft(c, 'BUILD A LVP\nBUILD F LON');
    expect(draft.lines.map((l) => l.answer?.accepted)).toEqual([true, false]);
  });

  test('adjustments owing removals offer no builds: no home centre lit, the prompt asks for a removal', () => {
    // Germany with two centres and three units: one to remove, nothing to build.
    const position: Position = {
      ...opening(),
      phase: 'W1901A',
      units: [
        { power: 'GERMANY', kind: 'A', at: 'RUH' },
        { power: 'GERMANY', kind: 'A', at: 'SIL' },
        { power: 'GERMANY', kind: 'F', at: 'BAL' },
      ],
      centers: { ...opening().centers, GERMANY: ['KIE', 'MUN'] },
    };
    const c = ctx('move', { position, phaseType: 'A', power: 'GERMANY' });
    expect(targetsFor(IDLE, c)).toEqual([]);
    expect(prompt(IDLE, c)).toBe('Choose a unit to remove.');
    expect(choosableFor(IDLE, c).sort()).toEqual(['BAL', 'RUH', 'SIL']);
    // A power with builds owed is asked for a build, and its units are not lit for removal.
    const r = ctx('move', { position: { ...opening(), phase: 'W1901A', units: [{ power: 'RUSSIA', kind: 'A', at: 'WAR' }] }, phaseType: 'A', power: 'RUSSIA' });
    expect(prompt(IDLE, r)).toBe('Choose a home centre to build in.');
    expect(choosableFor(IDLE, r)).toEqual([]);
  });

  test('the places a chosen unit can move to are those the entry checks accept', () => {
    const unit = { power: 'FRANCE', kind: 'A' as const, at: 'PAR' };
    // Into its own fleet's place too: that is legal, it simply fails if the fleet stays.
    expect(targetsFor({ step: 'unit', unit }, ctx()).sort()).toEqual(['BRE', 'BUR', 'GAS', 'PIC']);
    const fleet = { power: 'FRANCE', kind: 'F' as const, at: 'BRE' };
    expect(targetsFor({ step: 'unit', unit: fleet }, ctx()).sort()).toEqual(['ENG', 'GAS', 'MAO', 'PIC']);
  });
});

describe('what the board lights', () => {
  const convoyBoard = (): Position => ({
    ...opening(),
    units: [
      { power: 'ENGLAND', kind: 'F', at: 'NTH' },
      { power: 'ENGLAND', kind: 'F', at: 'LON' },
      { power: 'ENGLAND', kind: 'A', at: 'YOR' },
      { power: 'FRANCE', kind: 'A', at: 'BEL' },
      { power: 'GERMANY', kind: 'A', at: 'MUN' },
    ],
  });

  test('Convoy mode lights its first choice: the fleets at sea that can convoy, not armies or coastal fleets', () => {
    const c = ctx('convoy', { position: convoyBoard(), power: 'ENGLAND' });
    expect(targetsFor(IDLE, c)).toEqual(['NTH']);
    expect(choosableFor(IDLE, c)).toEqual(['NTH']);
    expect(prompt(IDLE, c)).toBe('Choose the fleet that convoys.');
    // Move and Support choose any of one's units first.
    expect(choosableFor(IDLE, { ...c, mode: 'move' }).sort()).toEqual(['LON', 'NTH', 'YOR']);
  });

  test('an army chosen first in Convoy mode is refused with a sentence', () => {
    const out = clicks(ctx('convoy', { position: convoyBoard(), power: 'ENGLAND' }), ['YOR']);
    expect(out.pick).toEqual(IDLE);
    expect(out.notes).toEqual(['An army does not convoy: choose one of your fleets at sea.']);
  });

  test('the fleet chosen, the armies it can convoy are lit, then where they go', () => {
    const position = convoyBoard();
    const c = ctx('convoy', { position, power: 'ENGLAND' });
    const fleet = position.units[0]!;
    expect(targetsFor({ step: 'unit', unit: fleet }, c).sort()).toEqual(['BEL', 'YOR']);
    expect(choosableFor({ step: 'unit', unit: fleet }, c).sort()).toEqual(['BEL', 'NTH', 'YOR']);
  });

  test('no fleet at sea, nothing lit (the opening), and the player is told', () => {
    const c = ctx('convoy');
    expect(choosableFor(IDLE, c)).toEqual([]);
    expect(targetsFor(IDLE, c)).toEqual([]);
    expect(prompt(IDLE, c, choosableFor(IDLE, c))).toBe('None of your fleets can convoy an army now.');
  });

  test('a supporter chosen, the units it can support are lit', () => {
    const unit = { power: 'FRANCE', kind: 'A' as const, at: 'MAR' };
    // From Marseilles: Paris and Brest into Gascony or Burgundy, Munich into Burgundy, Venice into Piedmont;
    // not Rome, Kiel or anything else that reaches no place next to Marseilles.
    expect(targetsFor({ step: 'unit', unit }, ctx('support')).sort()).toEqual(['BRE', 'MUN', 'PAR', 'VEN']);
  });
});

describe('the draft', () => {
  const draft = { map, position: opening(), phaseType: 'M' as const, rules: [], power: 'FRANCE' };

  test('each line answered with the judge’s own words; blank lines kept unanswered', () => {
    const checked = checkDraft(draft, 'A PAR - BUR\n\nA PAR - MUN\nF BRE - XYZ\nA MUN - RUH');
    expect(checked.lines.map((l) => l.answer?.accepted ?? null)).toEqual([true, null, false, false, false]);
    const bad = checked.lines.filter((l) => l.answer && !l.answer.accepted).map((l) => (l.answer && !l.answer.accepted ? l.answer.error.code : ''));
    expect(bad).toEqual(['no_convoy_route', 'unknown_place', 'not_your_unit']);
    expect(checked.orders.map((o) => o.text)).toEqual(['A PAR - BUR']);
    expect(checked.missing.units.map((u) => u.at).sort()).toEqual(['BRE', 'MAR']);
  });

  test('a second line for the same unit is answered with the order it replaces', () => {
    const checked = checkDraft(draft, 'A PAR - PIC\nA PAR - BUR');
    expect(checked.lines.map((l) => l.answer)).toEqual([
      { text: 'A PAR - PIC', accepted: true, order: 'A PAR - PIC' },
      { text: 'A PAR - BUR', accepted: true, order: 'A PAR - BUR', replaces: 'A PAR - PIC' },
    ]);
  });

  test('a clicked order replaces the line of the same unit, else is added', () => {
    let text = 'A PAR - BUR\nF BRE H';
    text = withLine(map, 'M', text, 'A PAR - PIC');
    expect(text).toBe('A PAR - PIC\nF BRE H');
    text = withLine(map, 'M', text, 'A MAR - SPA');
    expect(text).toBe('A PAR - PIC\nF BRE H\nA MAR - SPA');
    expect(withoutUnit(map, 'M', text, 'BRE')).toBe('A PAR - PIC\nA MAR - SPA');
  });

  test('adjustments: what is left to build', () => {
    const position: Position = { ...opening(), phase: 'W1901A', units: [{ power: 'RUSSIA', kind: 'A', at: 'WAR' }] };
    const checked = checkDraft({ ...draft, position, phaseType: 'A', power: 'RUSSIA' }, 'A MOS B');
    expect(checked.missing).toEqual({ units: [], builds: 2, removals: 0 });
  });

  test('adjustments under BUILD_ANY: a build in a conquered centre is taken, and counted against what is owed', () => {
    // Russia's home centres all stand full; Rumania, conquered, is empty.
    const units = ['MOS', 'WAR', 'SEV', 'STP'].map((at) => ({ power: 'RUSSIA', kind: 'A' as const, at }));
    const centers = { ...opening().centers, RUSSIA: ['MOS', 'WAR', 'SEV', 'STP', 'RUM'] };
    const position: Position = { ...opening(), phase: 'W1901A', centers, units };
    const standard = checkDraft({ ...draft, position, phaseType: 'A', power: 'RUSSIA' }, 'A RUM B');
    expect(standard.lines[0]?.answer?.accepted).toBe(false);
    expect(standard.missing.builds).toBe(0);
    const any = checkDraft({ ...draft, position, phaseType: 'A', power: 'RUSSIA', rules: ['BUILD_ANY'] }, 'A RUM B');
    expect(any.lines[0]?.answer?.accepted).toBe(true);
    expect(any.missing).toEqual({ units: [], builds: 0, removals: 0 });
    expect(checkDraft({ ...draft, position, phaseType: 'A', power: 'RUSSIA', rules: ['BUILD_ANY'] }, '').missing.builds).toBe(1);
  });
});

describe('the preview', () => {
  test('against all-hold, and against a guess that bounces', () => {
    const alone = previewPhase(map, opening(), [], { FRANCE: ['A PAR - BUR'] });
    expect(alone.ok && alone.value.results.find((r) => r.order === 'A PAR - BUR')?.result).toBe('succeeds');
    const guessed = previewPhase(map, opening(), [], { FRANCE: ['A PAR - BUR'], GERMANY: ['A MUN - BUR', ' '] });
    expect(guessed.ok && guessed.value.results.find((r) => r.order === 'A PAR - BUR')?.result).toBe('fails');
    expect(guessed.ok && guessed.value.next.phase).toBe('F1901M');
  });
});
