import { describe, expect, test } from 'vitest';
import type { Position, Unit } from '../../../shared/adjudicate/types.js';
import { provinceOf } from '../../../shared/game/duty.js';
import { STANDARD_MAP_FILES } from '../../../shared/map/generated/standard-map.js';
import { readMap } from '../../../shared/map/read.js';
import { standardMap } from '../../../shared/map/standard.js';
import type { GameMap } from '../../../shared/map/types.js';
import { click, IDLE, prompt, type ClickContext, type MoveMode, type Pick } from './clicking.js';
import { checkDraft } from './draft.js';
import { choosableFor, targetsFor } from './targets.js';

/**
 * The offers of ordering by clicks (the places lit, the units choosable, the line under the
 * board) follow the game's board options and its map's facts, as the judge's entry checks
 * do: what is lit is what the judge takes, no more and no less.
 */

const standard = standardMap();

/** A board written over the standard one, as a variant's map file would be. */
function boardOf(text: string): GameMap {
  const read = readMap('variant', (file) => (file === 'variant.map' ? text : STANDARD_MAP_FILES[file]));
  if (!read.ok) return expect.fail(read.error.message);
  return read.value;
}

const centres = (map: GameMap) => Object.fromEntries([...map.powers.values()].map((p) => [p.name, [...p.centers]]));

function at(map: GameMap, units: readonly Unit[], more: Partial<Position> = {}): Position {
  return { phase: 'S1901M', units, dislodged: [], standoffs: [], centers: centres(map), ...more };
}

const unit = (power: string, text: string): Unit => ({ power, kind: text[0] as 'A' | 'F', at: text.slice(2) });

function ctx(map: GameMap, position: Position, power: string, mode: MoveMode, rules: readonly string[] = [], over: Partial<ClickContext> = {}): ClickContext {
  return { map, position, phaseType: 'M', rules, power, mode, build: 'A', ...over };
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

/** The order a click on `place` completes, and whether the judge's entry (the draft check) takes it. */
function clicked(c: ClickContext, pick: Pick, place: string): { order: string | null; taken: boolean } {
  const out = click(pick, place, c);
  if (out.order === null) return { order: null, taken: false };
  return { order: out.order, taken: checkDraft(c, out.order).lines[0]?.answer?.accepted === true };
}

/**
 * Every place the next click could name, lit exactly when the order it completes is taken by
 * the judge's entry. Armies are pointed at by province (a coast names the same order), fleets
 * by coast where there are coasts; in the first step a click on the unit's own province holds.
 */
function expectLitAsTaken(c: ClickContext, pick: Pick): string[] {
  const kind = pick.step === 'idle' ? c.build : pick.step === 'unit' || pick.step === 'chain' ? pick.unit.kind : pick.target.kind;
  const own = pick.step === 'unit' ? provinceOf(c.map, pick.unit.at) : null;
  const taken: string[] = [];
  for (const l of c.map.locations.values()) {
    const coasted = (c.map.provinces.get(l.province)?.coasts.length ?? 0) > 0;
    if (kind === 'A' ? l.coast !== null : coasted && l.coast === null) continue;
    if (l.province === own) continue;
    if (clicked(c, pick, l.id).taken) taken.push(l.id);
  }
  const lit = sorted(targetsFor(pick, c));
  expect(lit).toEqual(sorted(taken));
  return lit;
}

describe('COASTAL_CONVOY: a fleet on a coast convoys', () => {
  // DATC-style 1.4.CV.1: Italy's fleet in Tuscany carries its army from Piedmont to Rome.
  const italy = at(standard, [unit('ITALY', 'A PIE'), unit('ITALY', 'F TUS')]);
  const [army, fleet] = italy.units as [Unit, Unit];

  test('off: no fleet of Italy can convoy, and Rome is no move of Piedmont', () => {
    const c = ctx(standard, italy, 'ITALY', 'convoy');
    expect(targetsFor(IDLE, c)).toEqual([]);
    expect(prompt(IDLE, c, choosableFor(IDLE, c))).toBe('None of your fleets can convoy an army now.');
    expect(click(IDLE, 'PIE', c).note).toBe('An army does not convoy: choose one of your fleets at sea.');
    expect(expectLitAsTaken(c, { step: 'target', unit: fleet, target: army })).toEqual([]);
    expect(expectLitAsTaken({ ...c, mode: 'move' }, { step: 'unit', unit: army })).not.toContain('ROM');
  });

  test('on: the fleet in Tuscany is lit, then the army, then where it may land; Rome is a move of Piedmont', () => {
    const c = ctx(standard, italy, 'ITALY', 'convoy', ['COASTAL_CONVOY']);
    expect(targetsFor(IDLE, c)).toEqual(['TUS']);
    expect(choosableFor(IDLE, c)).toEqual(['TUS']);
    expect(prompt(IDLE, c, choosableFor(IDLE, c))).toBe('Choose the fleet that convoys.');
    expect(click(IDLE, 'PIE', c).note).toBe('An army does not convoy: choose one of your fleets.');
    expect(targetsFor({ step: 'unit', unit: fleet }, c)).toEqual(['PIE']);
    expect(expectLitAsTaken(c, { step: 'target', unit: fleet, target: army })).toContain('ROM');
    expect(expectLitAsTaken({ ...c, mode: 'move' }, { step: 'unit', unit: army })).toContain('ROM');
    // Clicked through, the order is the one the judge takes.
    const first = click(IDLE, 'TUS', c);
    const second = click(first.pick, 'PIE', c);
    expect(click(second.pick, 'ROM', c).order).toBe('F TUS C A PIE - ROM');
    expect(clicked(c, second.pick, 'ROM').taken).toBe(true);
    expect(clicked({ ...c, rules: [] }, second.pick, 'ROM').taken).toBe(false);
  });

  test('on: a coast joins a route only along its own edges (Spain’s north coast does not touch Marseilles)', () => {
    const north = at(standard, [unit('FRANCE', 'A POR'), unit('FRANCE', 'F SPA/NC')]);
    const south = at(standard, [unit('FRANCE', 'A POR'), unit('FRANCE', 'F SPA/SC')]);
    const [a, nc] = north.units as [Unit, Unit];
    const sc = south.units[1]!;
    expect(expectLitAsTaken(ctx(standard, south, 'FRANCE', 'convoy', ['COASTAL_CONVOY']), { step: 'target', unit: sc, target: a })).toContain('MAR');
    expect(expectLitAsTaken(ctx(standard, north, 'FRANCE', 'convoy', ['COASTAL_CONVOY']), { step: 'target', unit: nc, target: a })).not.toContain('MAR');
  });
});

describe('SIGNAL_SUPPORT: a support to anything is taken, as a signal', () => {
  const opening = at(standard, [...standard.powers.values()].flatMap((p) => p.units.map((u) => ({ power: p.name, kind: u.kind, at: u.at }))));
  const marseilles = unit('FRANCE', 'A MAR');
  const vienna = unit('AUSTRIA', 'A VIE');

  test('off: Marseilles is offered only the units it can support, and Vienna nowhere', () => {
    const c = ctx(standard, opening, 'FRANCE', 'support');
    expect(sorted(targetsFor({ step: 'unit', unit: marseilles }, c))).toEqual(['BRE', 'MUN', 'PAR', 'VEN']);
    expect(expectLitAsTaken(c, { step: 'target', unit: marseilles, target: vienna })).toEqual([]);
    expect(prompt({ step: 'unit', unit: marseilles }, c)).toBe('Choose the unit the army in MAR supports.');
  });

  test('on: every other unit is offered, and every place, Vienna holding or going to Rome among them; the player is told they are signals', () => {
    const c = ctx(standard, opening, 'FRANCE', 'support', ['SIGNAL_SUPPORT']);
    const others = opening.units.filter((u) => u.at !== 'MAR').map((u) => u.at);
    expect(sorted(targetsFor({ step: 'unit', unit: marseilles }, c))).toEqual(sorted(others));
    const lit = expectLitAsTaken(c, { step: 'target', unit: marseilles, target: vienna });
    expect(lit).toEqual(expect.arrayContaining(['VIE', 'ROM', 'BUR']));
    expect(prompt({ step: 'unit', unit: marseilles }, c)).toMatch(/signal/);
    expect(prompt({ step: 'target', unit: marseilles, target: vienna }, c)).toMatch(/signal/);
    expect(clicked(c, { step: 'target', unit: marseilles, target: vienna }, 'ROM')).toEqual({ order: 'A MAR S A VIE - ROM', taken: true });
  });
});

describe('edges marked ~ or *: no support across them', () => {
  // Denmark and Sweden joined by a strait, as test/datc/boards/straits.map has them.
  const straits = boardOf('USE standard\nAMEND DEN ABUTS -SWE ~SWE\nAMEND SWE ABUTS -DEN ~DEN\n');
  const units = [unit('GERMANY', 'A DEN'), unit('GERMANY', 'F BAL'), unit('RUSSIA', 'A SWE')];
  const [denmark, baltic, sweden] = units as [Unit, Unit, Unit];

  test('Denmark supports the Baltic fleet into Sweden on the standard board, not across the strait', () => {
    const across = { step: 'target', unit: denmark, target: baltic } as const;
    expect(expectLitAsTaken(ctx(standard, at(standard, units), 'GERMANY', 'support'), across)).toEqual(['KIE', 'SWE']);
    expect(expectLitAsTaken(ctx(straits, at(straits, units), 'GERMANY', 'support'), across)).toEqual(['KIE']);
    // Nor a support of Sweden holding.
    const held = { step: 'target', unit: denmark, target: sweden } as const;
    expect(expectLitAsTaken(ctx(standard, at(standard, units), 'GERMANY', 'support'), held)).toContain('SWE');
    expect(expectLitAsTaken(ctx(straits, at(straits, units), 'GERMANY', 'support'), held)).not.toContain('SWE');
  });

  test('under SIGNAL_SUPPORT the support across the strait is taken, as a signal, and so offered', () => {
    const c = ctx(straits, at(straits, units), 'GERMANY', 'support', ['SIGNAL_SUPPORT']);
    expect(expectLitAsTaken(c, { step: 'target', unit: denmark, target: baltic })).toContain('SWE');
  });
});

describe('LEAGUE: a strict league supports only its own', () => {
  // England of the strict league NORTH with Germany, as test/datc/boards/leagues.map has it.
  const leagues = boardOf('USE standard\nENGLAND\nLEAGUE NORTH STRICT\nGERMANY\nLEAGUE NORTH\nFRANCE\nLEAGUE WEST\n');
  const units = [unit('ENGLAND', 'F ENG'), unit('FRANCE', 'A BRE'), unit('GERMANY', 'A PIC')];
  const channel = units[0]!;

  test('the English fleet is offered the German army, not the French one', () => {
    const free = ctx(standard, at(standard, units), 'ENGLAND', 'support');
    expect(sorted(targetsFor({ step: 'unit', unit: channel }, free))).toEqual(['BRE', 'PIC']);
    expect(expectLitAsTaken(free, { step: 'target', unit: channel, target: units[1]! })).toEqual(['BRE', 'PIC']);
    const c = ctx(leagues, at(leagues, units), 'ENGLAND', 'support');
    expect(sorted(targetsFor({ step: 'unit', unit: channel }, c))).toEqual(['PIC']);
    expect(expectLitAsTaken(c, { step: 'target', unit: channel, target: units[1]! })).toEqual([]);
  });

  test('under SIGNAL_SUPPORT a support the league bars is taken as a signal, as one the fleet could not give: both are offered', () => {
    // As the DPjudge has it (Game.validOrder): shared/orders/check.ts takes it as a signal.
    const c = ctx(leagues, at(leagues, units), 'ENGLAND', 'support', ['SIGNAL_SUPPORT']);
    const lit = expectLitAsTaken(c, { step: 'target', unit: channel, target: units[1]! });
    expect(lit).toContain('BRE');
    expect(lit).toContain('PIC');
    expect(lit).toContain('GAS');
    expect(clicked(c, { step: 'target', unit: channel, target: units[1]! }, 'BRE')).toEqual({ order: 'F ENG S A BRE', taken: true });
  });

  test('under FICTIONAL_OK no league is checked: the French army is offered, and its supports on the board', () => {
    // The judge also takes supports only imagined fleets could make good (a convoy to Wales);
    // the board lights what the units on it can do.
    const c = ctx(leagues, at(leagues, units), 'ENGLAND', 'support', ['FICTIONAL_OK']);
    const target = { step: 'target', unit: channel, target: units[1]! } as const;
    expect(sorted(targetsFor({ step: 'unit', unit: channel }, c))).toEqual(['BRE', 'PIC']);
    expect(sorted(targetsFor(target, c))).toEqual(['BRE', 'PIC']);
    expect(clicked(c, target, 'PIC')).toEqual({ order: 'F ENG S A BRE - PIC', taken: true });
    expect(clicked({ ...c, rules: [] }, target, 'PIC').taken).toBe(false);
  });
});

describe('build sites the map gives: factories and partisans', () => {
  // France given a factory site in Gascony, a partisan site in Burgundy and a reserve, as test/datc/boards/sites.map.
  const sites = boardOf('USE standard\nFRANCE +GAS *BUR\nRESERVES 1\n');
  const winter = (owned: string[]) =>
    ctx(sites, at(sites, [unit('FRANCE', 'A PAR')], { phase: 'W1901A', centers: { ...centres(sites), FRANCE: owned } }), 'FRANCE', 'move', [], { phaseType: 'A' });

  test('the factory site is lit with the home centres, and the player told; not under NO_FACTORIES', () => {
    const c = winter(['BRE', 'MAR', 'PAR']);
    expect(expectLitAsTaken(c, IDLE)).toEqual(['BRE', 'GAS', 'MAR']);
    expect(prompt(IDLE, c)).toBe('Choose a home centre or a factory site to build in.');
    expect(clicked(c, IDLE, 'GAS')).toEqual({ order: 'A GAS B', taken: true });
    const fleets = { ...c, build: 'F' as const };
    expect(expectLitAsTaken(fleets, IDLE)).toEqual(['BRE', 'GAS', 'MAR']);
    const none = { ...c, rules: ['NO_FACTORIES'] };
    expect(expectLitAsTaken(none, IDLE)).toEqual(['BRE', 'MAR']);
    expect(prompt(IDLE, none)).toBe('Choose a home centre to build in.');
  });

  test('the partisan site is lit while France holds some, not all, of its home centres', () => {
    const c = winter(['BRE', 'MAR', 'BEL']);
    expect(expectLitAsTaken(c, IDLE)).toEqual(['BRE', 'BUR', 'GAS', 'MAR']);
    expect(prompt(IDLE, c)).toBe('Choose a home centre or a factory or partisan site to build in.');
  });
});

describe('homes the game has changed: NEWHOMES and claimed homes (Position.homes)', () => {
  const newhomes = boardOf('USE standard\nNEWHOMES 1902\n');
  const winter = (map: GameMap, owned: string[], more: Partial<Position> = {}) =>
    ctx(map, at(map, [unit('FRANCE', 'A PAR')], { phase: 'W1903A', centers: { ...centres(map), FRANCE: owned }, ...more }), 'FRANCE', 'move', [], { phaseType: 'A' });

  test('before the first reassignment every centre owned is lit; after it, the homes the view carries', () => {
    const before = winter(newhomes, ['BRE', 'PAR', 'SPA']);
    expect(expectLitAsTaken(before, IDLE)).toEqual(['BRE', 'SPA']);
    expect(prompt(IDLE, before)).toBe('Choose a centre to build in.');
    const after = winter(newhomes, ['BRE', 'PAR', 'SPA'], { homes: { FRANCE: ['PAR', 'SPA'] } });
    expect(expectLitAsTaken(after, IDLE)).toEqual(['SPA']);
    expect(prompt(IDLE, after)).toBe('Choose a home centre to build in.');
  });

  test('a claim left lights every centre owned; the claim made, only the homes', () => {
    const claims = boardOf('USE standard\nFRANCE &SC\n');
    expect(expectLitAsTaken(winter(claims, ['BRE', 'PAR', 'BEL']), IDLE)).toEqual(['BEL', 'BRE']);
    expect(expectLitAsTaken(winter(claims, ['BRE', 'PAR', 'BEL'], { homes: { FRANCE: ['BRE', 'MAR', 'PAR', 'SPA'] } }), IDLE)).toEqual(['BRE']);
  });
});
