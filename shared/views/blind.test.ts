import { describe, expect, it } from 'vitest';
import type { Position, Unit } from '../adjudicate/types.js';
import { gameMap } from '../game/board.js';
import { activeGame, formingGame, master, must, orderAll, player, settings, tryApply } from '../game/test-game.js';
import type { Actor } from '../game/types.js';
import { eyesOn, resultsSightFor, seesUnit } from './blind.js';
import { resultsText } from '../text/results.js';
import { historyFor, recordFor } from './history.js';
import { viewGame } from './view.js';

/** What each BLIND modifier lets a power see, from the seed's words (1.6), on hand-made boards. */

const map = gameMap(settings());

/** A board from lines such as "RUSSIA A WAR"; centres as given. */
function board(units: readonly string[], centers: Record<string, readonly string[]> = {}): Position {
  const parsed: Unit[] = units.map((line) => {
    const [power, kind, at] = line.split(' ');
    return { power: power!, kind: kind as 'A' | 'F', at: at! };
  });
  return { phase: 'S1901M', units: parsed, dislodged: [], standoffs: [], centers };
}

/** The game's rules once resolved (MYOPIC brings in its shorthand, and so on). */
const rulesOf = (...rules: string[]) => formingGame([...rules, '!HIDE_DUMMIES']).settings.rules;

/** The units of `position` the power sees, as "A WAR" lines, and the centres whose owner he sees among `centres`. */
function seen(position: Position, power: string, rules: readonly string[], centres: readonly string[] = []) {
  const eyes = eyesOn(map, position, power, rules);
  return {
    units: position.units.filter((u) => u.power !== power && seesUnit(map, eyes, u)).map((u) => `${u.kind} ${u.at}`),
    centres: centres.filter((c) => eyes.centres.has(c)),
  };
}

// England: an army in Moscow, far from home; Russia: an army in Warsaw and a fleet in
// Sevastopol (both next to Moscow) and an army in Prussia (not).
const FAR = board(['ENGLAND A MOS', 'RUSSIA A WAR', 'RUSSIA F SEV', 'RUSSIA A PRU'], { RUSSIA: ['WAR', 'SEV', 'MOS'], TURKEY: ['ANK'] });

describe('BLIND: what a unit sees', () => {
  it('sees the units in the provinces next to its own, and no farther', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('BLIND')).units).toEqual(['A WAR', 'F SEV']);
  });
  it('sees by province, not coast: a fleet in the Western Mediterranean sees one on the north coast of Spain', () => {
    const p = board(['ENGLAND F WES', 'FRANCE F SPA/NC']);
    expect(seen(p, 'ENGLAND', rulesOf('BLIND')).units).toEqual(['F SPA/NC']);
    expect(seen(p, 'FRANCE', rulesOf('BLIND')).units).toEqual(['F WES']);
  });
  it('shows the owners of the centres within its viewing range, and no others', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('BLIND'), ['WAR', 'SEV', 'ANK']).centres).toEqual(['WAR', 'SEV']);
  });
});

describe('BLIND: what a home centre sees', () => {
  // England owns none of its homes and has no unit near them; Germany's fleet is in the North Sea.
  const p = board(['ENGLAND A MOS', 'GERMANY F NTH'], { FRANCE: ['LON'] });
  it('sees the units next to a home centre, owned or not', () => {
    expect(seen(p, 'ENGLAND', rulesOf('BLIND')).units).toEqual(['F NTH']);
  });
  it('NO_SCS_SEE: centres give no sight', () => {
    expect(seen(p, 'ENGLAND', rulesOf('NO_SCS_SEE')).units).toEqual([]);
  });
  it('OWN_SCS_SEE: the centres owned now see, the homes not', () => {
    expect(seen(p, 'ENGLAND', rulesOf('OWN_SCS_SEE')).units).toEqual([]);
    const owned = board(['ENGLAND A MOS', 'FRANCE A PAR'], { ENGLAND: ['BRE'] });
    expect(seen(owned, 'ENGLAND', rulesOf('OWN_SCS_SEE')).units).toEqual(['A PAR']);
    expect(seen(owned, 'ENGLAND', rulesOf('BLIND')).units).toEqual([]);
  });
});

describe('BLIND modifiers', () => {
  it('NO_UNITS_SEE: units give no sight', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('NO_UNITS_SEE'), ['WAR']).units).toEqual([]);
    expect(seen(FAR, 'ENGLAND', rulesOf('NO_UNITS_SEE'), ['WAR']).centres).toEqual([]);
  });
  it('SEE_NO_SCS: the units are seen, but no owner of a centre not his own', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('SEE_NO_SCS'), ['WAR', 'SEV'])).toEqual({ units: ['A WAR', 'F SEV'], centres: [] });
  });
  it('SEE_ALL_SCS: the owner of every centre on the board', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('SEE_ALL_SCS'), ['WAR', 'ANK', 'TUN'])).toEqual({ units: ['A WAR', 'F SEV'], centres: ['WAR', 'ANK', 'TUN'] });
  });
  it('SEE_NO_UNITS: never a unit but his own, while centre owners in range are still shown', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('SEE_NO_UNITS'), ['WAR'])).toEqual({ units: [], centres: ['WAR'] });
  });
  it('UNITS_SEE_OTHER: an army sees only fleets; centres show no foreign unit', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('UNITS_SEE_OTHER')).units).toEqual(['F SEV']);
    const home = board(['ENGLAND A MOS', 'GERMANY F NTH']);
    expect(seen(home, 'ENGLAND', rulesOf('UNITS_SEE_OTHER')).units).toEqual([]);
  });
  it('UNITS_SEE_SAME: an army sees only armies; centres show no foreign unit', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('UNITS_SEE_SAME')).units).toEqual(['A WAR']);
    const home = board(['ENGLAND A MOS', 'GERMANY F NTH']);
    expect(seen(home, 'ENGLAND', rulesOf('UNITS_SEE_SAME')).units).toEqual([]);
  });
  it('MYOPIC: no unit and no centre owner but his own', () => {
    const rules = rulesOf('MYOPIC');
    expect(rules).toEqual(expect.arrayContaining(['SEE_NO_SCS', 'SEE_NO_UNITS', 'NO_UNITS_SEE', 'NO_SCS_SEE']));
    expect(seen(FAR, 'ENGLAND', rules, ['WAR', 'SEV'])).toEqual({ units: [], centres: [] });
    expect(eyesOn(map, board(['ENGLAND A MOS'], { ENGLAND: ['LON'] }), 'ENGLAND', rules).centres.has('LON')).toBe(true);
  });
  it('VENETIAN: owned (not home) centres see; foreign centre owners are not revealed', () => {
    const owned = board(['ENGLAND A MOS', 'FRANCE A PAR'], { ENGLAND: ['BRE'], FRANCE: ['PAR'] });
    expect(seen(owned, 'ENGLAND', rulesOf('VENETIAN'), ['PAR', 'BRE'])).toEqual({ units: ['A PAR'], centres: ['BRE'] });
  });
  it('GREEK: units see only their own kind, centres report nothing', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('GREEK')).units).toEqual(['A WAR']);
    // Germany's homes tell nothing of Holland's owner; its own army in Munich sees its kind next door.
    const p = board(['GERMANY A MUN', 'FRANCE A BUR', 'FRANCE F HOL'], { FRANCE: ['HOL'] });
    expect(seen(p, 'GERMANY', rulesOf('GREEK'), ['HOL'])).toEqual({ units: ['A BUR'], centres: [] });
  });
  it('TROJAN: units see only the other kind, centres report nothing', () => {
    expect(seen(FAR, 'ENGLAND', rulesOf('TROJAN')).units).toEqual(['F SEV']);
    const p = board(['GERMANY A MUN', 'FRANCE A BUR', 'FRANCE F HOL'], { FRANCE: ['HOL'] });
    expect(seen(p, 'GERMANY', rulesOf('TROJAN'), ['HOL'])).toEqual({ units: [], centres: [] });
  });
});

describe('BLIND views', () => {
  const observer: Actor = { kind: 'observer', playerId: 'o' };
  const game = () => must(activeGame(['BLIND', '!HIDE_DUMMIES']), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'h' }).state;

  it('gives each power its own units and those next to its units and homes (Austria sees Venice from Trieste)', () => {
    const v = viewGame(game(), player('AUSTRIA'));
    expect(v.position.units.filter((u) => u.power !== 'AUSTRIA').map((u) => `${u.power} ${u.kind} ${u.at}`)).toEqual(['ITALY A VEN']);
    expect(v.sight?.places).toContain('VEN');
    expect(v.sight?.places).not.toContain('ROM');
    expect(Object.keys(v.position.centers).filter((p) => (v.position.centers[p] ?? []).length > 0).sort()).toEqual(['AUSTRIA', 'ITALY']);
    expect(v.position.centers['ITALY']).toEqual(['VEN']);
    // His own counts whole; Italy's as his board shows it.
    expect(v.seats.find((s) => s.power === 'AUSTRIA')).toMatchObject({ units: 3, centers: 3 });
    expect(v.seats.find((s) => s.power === 'AUSTRIA')!.countsUnknown).toBeUndefined();
    // Italy's, marked as not told: no page shows them as Italy's counts.
    expect(v.seats.find((s) => s.power === 'ITALY')).toMatchObject({ units: 1, centers: 1, countsUnknown: true });
    expect(v.centres[0]!.counts).toEqual({ AUSTRIA: 3 });
  });
  it('shows an observer no unit and no centre, and the master everything', () => {
    const g = game();
    const o = viewGame(g, observer);
    expect(o.position.units).toEqual([]);
    expect(Object.values(o.position.centers).flat()).toEqual([]);
    expect(o.sight).toEqual({ places: [], centres: [] });
    const m = viewGame(g, master);
    expect(m.position.units).toHaveLength(22);
    expect(m.sight).toBeUndefined();
  });
  it('shows an OMNISCIENT observer everything, for as long as the master keeps him so', () => {
    let g = game();
    expect(tryApply(g, observer, { type: 'set_omniscient', playerId: 'o', omniscient: true })).toBe('not_allowed');
    g = must(g, master, { type: 'set_omniscient', playerId: 'o', omniscient: true }).state;
    expect(viewGame(g, observer).position.units).toHaveLength(22);
    expect(viewGame(g, observer).sight).toBeUndefined();
    g = must(g, master, { type: 'set_omniscient', playerId: 'o', omniscient: false }).state;
    expect(viewGame(g, observer).position.units).toEqual([]);
    expect(tryApply(activeGame(), master, { type: 'set_omniscient', playerId: 'p-france', omniscient: true })).toBe('bad_rules');
  });
  it("cuts each processed phase to the units the power saw before or after it, and shows all once the game has ended", () => {
    // Germany moves into Burgundy (France sees it arrive), Russia into Ukraine (out of France's sight).
    const g = orderAll(game(), { GERMANY: ['A MUN - BUR'], RUSSIA: ['A WAR - UKR'], FRANCE: ['A PAR - PIC'], AUSTRIA: [], ENGLAND: [], ITALY: [], TURKEY: [] }).state;
    const done = must(g, master, { type: 'process' }).state;
    expect(done.history).toHaveLength(1);
    const french = historyFor(done, player('FRANCE'))[0]!;
    const powersIn = (r: typeof french) => [...new Set(r.results.map((x) => x.power))].sort();
    expect(powersIn(french)).toEqual(['FRANCE', 'GERMANY']);
    // Burgundy was in France's sight before the moves (next to Paris), Munich not: the army ARRIVES; its order stays Germany's.
    expect(french.results.filter((r) => r.power === 'GERMANY').map((r) => r.order)).toEqual(['A BUR ARRIVES']);
    expect(Object.keys(french.orders).sort()).toEqual(['FRANCE']);
    // Austria saw Venice before and after (from Trieste), not where Italy's army went: it DEPARTS.
    expect(historyFor(done, player('AUSTRIA'))[0]!.results.filter((r) => r.power === 'ITALY').map((r) => r.order)).toEqual(['A VEN H']);
    expect(french.position.units.every((u) => u.power === 'FRANCE')).toBe(true);
    expect(historyFor(done, observer)[0]!.results).toEqual([]);
    expect(historyFor(done, master)[0]!.results.length).toBe(22);
    const ended = must(done, master, { type: 'terminate' }).state;
    expect(historyFor(ended, player('FRANCE'))[0]!.results.length).toBe(22);
    expect(viewGame(ended, observer).position.units).toHaveLength(22);
  });

  it('never tells a player that an order was void, and hides a failed move from out of sight', () => {
    // France supports a German army that is not in Burgundy (SHOW_PHANTOM: shown as written);
    // Italy's army in Piedmont tries Marseilles, which holds: France sees it from Marseilles.
    // Russia's army in Warsaw tries Prussia and bounces with Germany's from Berlin: out of France's sight.
    const g = orderAll(game(), {
      FRANCE: ['A PAR S A BUR - PIC', 'A MAR H'],
      ITALY: ['A VEN - PIE'],
      AUSTRIA: [],
      ENGLAND: [],
      GERMANY: ['A BER - PRU'],
      RUSSIA: ['A WAR - PRU'],
      TURKEY: [],
    }).state;
    const s1 = must(g, master, { type: 'process' }).state;
    const masterSees = historyFor(s1, master)[0]!.results.find((r) => r.order === 'A PAR S A BUR - PIC')!;
    expect(masterSees.result).toBe('void');
    const french = historyFor(s1, player('FRANCE'))[0]!;
    const told = french.results.find((r) => r.order === 'A PAR S A BUR - PIC')!;
    expect(told.result).toBe('succeeds');
    expect(told.reason).toBeUndefined();
    // Piedmont is next to Marseilles, Venice out of sight: Italy's army ARRIVES; Austria sees it leave Venice.
    expect(french.results.map((r) => r.order)).toContain('A PIE ARRIVES');
    expect(historyFor(s1, player('AUSTRIA'))[0]!.results.filter((r) => r.power === 'ITALY').map((r) => r.order)).toEqual(['A VEN DEPARTS']);
    // Germany sees Prussia (next to Berlin) but not Warsaw: Russia's move from there failed, so Germany is not told of it.
    const german = historyFor(s1, player('GERMANY'))[0]!;
    expect(german.results.map((r) => r.order)).toContain('A BER - PRU');
    expect(german.results.map((r) => r.order)).not.toContain('A WAR - PRU');
    // England sees neither.
    expect(historyFor(s1, player('ENGLAND'))[0]!.results.every((r) => r.power === 'ENGLAND')).toBe(true);
  });
  it('hides a failed move into sight from a place out of sight, and shows one that arrived', () => {
    // Turkey's army in Smyrna moves to Armenia; Turkey's fleet in Ankara and Russia's in Sevastopol bounce in the Black Sea.
    const g = orderAll(game(), { TURKEY: ['A SMY - ARM', 'F ANK - BLA'], RUSSIA: ['F SEV - BLA'], AUSTRIA: [], ENGLAND: [], FRANCE: [], GERMANY: [], ITALY: [] }).state;
    const s1 = must(g, master, { type: 'process' }).state;
    const russian = historyFor(s1, player('RUSSIA'))[0]!.results.map((r) => r.order);
    // Smyrna is out of Russia's sight, Armenia in it (next to Sevastopol): the army ARRIVES.
    expect(russian).toContain('A ARM ARRIVES');
    expect(russian).not.toContain('A SMY - ARM');
    // Ankara is out of Russia's sight (not next to Sevastopol, Moscow, Warsaw or St Petersburg): the fleet bounced, so Russia is not told of it.
    expect(russian).not.toContain('F ANK - BLA');
  });

  it("tells a player's results mail only his own adjustments and the board he saw after the year", () => {
    let g = must(game(), master, { type: 'process' }).state;
    g = orderAll(g, { GERMANY: ['F KIE - HOL'], AUSTRIA: [], ENGLAND: [], FRANCE: [], ITALY: [], RUSSIA: [], TURKEY: [] }).state;
    g = must(g, master, { type: 'process' }).state;
    expect(g.position.phase).toBe('W1901A');
    const fall = g.history[1]!;
    const english = resultsText(g, recordFor(g, fall, player('ENGLAND')), resultsSightFor(g, player('ENGLAND')));
    const adjustments = english.slice(english.indexOf('Adjustments:'));
    expect(adjustments).toMatch(/England:\s+3 supply centres, 3 units\./);
    expect(adjustments).not.toMatch(/Germany|France|Russia/);
    // Neither the German fleet's move nor Germany's centres: out of sight they appear unowned, as the seed says.
    expect(english).not.toMatch(/F KIE - HOL|Germany/);
    const whole = resultsText(g, recordFor(g, fall, master), resultsSightFor(g, master));
    expect(whole).toMatch(/Germany:\s+4 supply centres, 3 units: builds 1\./);
    expect(whole).toContain('F KIE - HOL');
  });
});

