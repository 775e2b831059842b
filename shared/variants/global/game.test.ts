import { describe, expect, it } from 'vitest';
import { apply } from '../../game/apply.js';
import { createGame } from '../../game/create.js';
import { DEADLINES, T0 } from '../../game/test-game.js';
import type { Actor, Applied, Command, GameSettings, GameState } from '../../game/types.js';
import { ordersText } from '../../text/orders.js';
import { viewGame } from '../../views/view.js';
import { endingSentence } from '../../text/ending.js';
import { US, RF, SA, EU, GA, PR, SIX as POWERS } from '../../../test/support/global-powers.js';

/**
 * Global Diplomacy played through `apply` (seed 002): the opening builds on an empty board,
 * the all-hold turn that owes an arsenal, the arsenal built, a bomb that destroys a space and
 * the unit in it, a centre cut off and removed a season later, the nuclear endings, victory,
 * the end at the first elimination and ROLLBACK.
 */

const master: Actor = { kind: 'master' };
const player = (power: string): Actor => ({ kind: 'player', playerId: `p-${power}` });

function globalSettings(rules: readonly string[] = [], more: Partial<GameSettings> = {}): GameSettings {
  return { name: 'Globe', variant: 'global', map: 'global', rules, deadlines: DEADLINES, listed: true, ...more };
}

function must(state: GameState, actor: Actor, command: Command): Applied {
  const r = apply(state, actor, command, { now: T0, random: () => 0 });
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A Global game, its seats taken by `playing` (the rest dummies), started: F2100A, the opening builds. */
function globalGame(rules: readonly string[] = [], playing: readonly string[] = POWERS, more: Partial<GameSettings> = {}): GameState {
  const made = createGame({ id: 'gl', settings: globalSettings(['POWER_CHOICE', ...rules], more), masterSecretHash: 'h', now: T0 });
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value;
  for (const power of playing) s = must(s, player(power), { type: 'join', playerId: `p-${power}`, name: power.toLowerCase(), secretHash: 'x', power }).state;
  if (s.status === 'forming') s = must(s, master, { type: 'start' }).state;
  return s;
}

const orders = (state: GameState, power: string, lines: string[]) => must(state, player(power), { type: 'orders', power, lines });
const process = (state: GameState) => must(state, master, { type: 'process' }).state;
const unitsOf = (state: GameState, power: string) => state.position.units.filter((u) => u.power === power).map((u) => `${u.kind} ${u.at}`).sort();

/** The opening: every power builds its four homes, but Africa leaves South Africa empty (for its arsenal to come). */
const OPENING: Record<string, string[]> = {
  [US]: ['BUILD A ALA', 'BUILD A CAN', 'BUILD A SUS', 'BUILD A WUS'],
  [RF]: ['BUILD A RUS', 'BUILD A UKR', 'BUILD A URA', 'BUILD A YAK'],
  [SA]: ['BUILD A ARG', 'BUILD A BRA', 'BUILD A COL', 'BUILD A PER'],
  [EU]: ['BUILD A BRI', 'BUILD A CEU', 'BUILD A SCA', 'BUILD A WEU'],
  [GA]: ['BUILD A EGY', 'BUILD A NIG', 'BUILD F MAD', 'WAIVE'],
  [PR]: ['BUILD A CHN', 'BUILD A JAP', 'BUILD A SCH', 'BUILD F SEA'],
};

function opened(more: Partial<GameSettings> = {}): GameState {
  let s = globalGame([], POWERS, more);
  for (const power of POWERS) s = orders(s, power, OPENING[power]!).state;
  return s;
}

describe('a Global game (VI.3: "The game begins with a building phase with no prior diplomacy")', () => {
  it('is played on a Global board only, refused with a sentence elsewhere', () => {
    const made = createGame({ id: 'x', settings: globalSettings([], { map: 'standard' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.message).toMatch(/played on the Global board/);
  });

  it('opens at F2100A on an empty board, the globe unscarred and no arsenal owed', () => {
    const s = globalGame();
    expect(s.status).toBe('active');
    expect(s.position.phase).toBe('F2100A');
    expect(s.position.units).toEqual([]);
    expect(s.global).toEqual({ wasteland: { destroyed: [], removed: [], cutOff: [] }, entitled: {} });
    // Fall: the Polar Arctic is closed to movement (VII.3.y: Antarctica is open in Fall and Winter).
    expect(viewGame(s, { kind: 'master' }).global).toEqual({ destroyed: [], removed: [], cutOff: [], closed: ['POL'], entitled: {} });
  });

  it('plays the opening builds and goes on to Winter 2101', () => {
    const s = opened();
    expect(s.position.phase).toBe('W2101M');
    expect(unitsOf(s, GA)).toEqual(['A EGY', 'A NIG', 'F MAD']);
    expect(unitsOf(s, PR)).toEqual(['A CHN', 'A JAP', 'A SCH', 'F SEA']);
  });

  it('builds for the powers nobody plays: armies in their homes, which hold (XIV.2)', () => {
    let s = globalGame([], POWERS.filter((p) => p !== EU));
    expect(s.seats[EU]!.status).toBe('dummy');
    for (const power of POWERS.filter((p) => p !== EU)) s = orders(s, power, OPENING[power]!).state;
    s = process(s);
    expect(unitsOf(s, EU)).toEqual(['A BRI', 'A CEU', 'A SCA', 'A WEU']);
    const report = s.history[0]!.results.find((r) => r.power === EU)!;
    expect(report.default).toBe(true);
    expect(report.reason).toMatch(/Nobody plays this power/);
  });

  it('for five players (XIV.2): "No one plays the European Union (those units hold)", Yakutskaya and Scandinavia gone, victory at 15', () => {
    const made = createGame({ id: 'g5', settings: globalSettings(['POWER_CHOICE'], { setup: 'global5' }), masterSecretHash: 'h', now: T0 });
    if (!made.ok) return expect.fail(made.error.message);
    let s = made.value;
    expect(s.seats[EU]!.status).toBe('dummy');
    for (const power of [US, RF, SA, GA, PR]) s = must(s, player(power), { type: 'join', playerId: `p-${power}`, name: power, secretHash: 'x', power }).state;
    expect(s.status).toBe('active');
    // "RF and EU begin with three units."
    const rf = orders(s, RF, ['BUILD A RUS', 'BUILD A UKR', 'BUILD A URA', 'BUILD A YAK']);
    expect(rf.answers!.filter((a) => a.accepted)).toHaveLength(3);
    s = rf.state;
    for (const power of [US, SA, GA, PR]) s = orders(s, power, OPENING[power]!.filter((l) => l !== 'WAIVE')).state;
    s = process(s);
    expect(s.position.phase).toBe('W2101M');
    // The board gives the European Union its three units (global5.map), which hold.
    expect(unitsOf(s, EU)).toEqual(['A CEU', 'A WEU', 'F BRI']);
    expect(unitsOf(s, RF)).toEqual(['A RUS', 'A UKR', 'A URA']);
    const view = viewGame(s, master);
    expect(view.victory).toBe(15);
    expect(view.global!.setup).toBe('global5');
  });

  it('for four players: Europe and Africa unplayed, their units standing; victory at 15 centres', () => {
    const made = createGame({ id: 'g4', settings: globalSettings(['POWER_CHOICE'], { setup: 'global4' }), masterSecretHash: 'h', now: T0 });
    if (!made.ok) return expect.fail(made.error.message);
    let s = made.value;
    for (const power of [US, RF, SA, PR]) s = must(s, player(power), { type: 'join', playerId: `p-${power}`, name: power, secretHash: 'x', power }).state;
    expect([s.seats[EU]!.status, s.seats[GA]!.status]).toEqual(['dummy', 'dummy']);
    expect(unitsOf(s, GA)).toEqual(['A EGY', 'F NIG', 'F SAF']);
    s = process(s);
    expect(s.position.phase).toBe('W2101M');
    const fifteen = ['BAL', 'CAM', 'EAF', 'IDN', 'IND', 'MEX', 'MIE', 'QLD', 'SAU', 'SOZ', 'SPN'];
    const units = [...s.position.units, ...['ALA', 'CAN', 'SUS', 'WUS', ...fifteen].map((at) => ({ power: US, kind: 'A' as const, at }))];
    s = process({ ...s, position: { ...s.position, phase: 'S2101M', units } });
    expect(s.position.centers[US]).toHaveLength(15);
    expect(s.ending).toEqual({ kind: 'solo', winner: US });
  });

  it('refuses a setup the board does not have, naming those it has', () => {
    const made = createGame({ id: 'g7', settings: globalSettings([], { setup: 'global7' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toEqual({ code: 'unknown_map', message: 'The board global has no setup named "global7": its setups are global3, global4, global5.' });
  });

  it('with three players each plays two superpowers: the partner a dummy the master hands to him (XIV.2), building as he orders', () => {
    let s = globalGame([], [US, EU, GA]);
    for (const [dummy, by] of [[SA, US], [RF, EU], [PR, GA]] as const) s = must(s, master, { type: 'control', power: dummy, controllers: [by] }).state;
    // The Americas' player orders South America's builds; a controlled dummy builds only what it is told.
    s = must(s, player(US), { type: 'orders', power: SA, lines: ['BUILD A ARG', 'BUILD F BRA'] }).state;
    for (const power of [US, EU, GA]) s = orders(s, power, OPENING[power]!).state;
    s = process(s);
    expect(unitsOf(s, SA)).toEqual(['A ARG', 'F BRA']);
    expect(unitsOf(s, RF)).toEqual([]);
  });
});

describe('XII+: "ordering all units to hold during one movement turn" owes an arsenal', () => {
  it('an arsenal build is refused to a power owed none, with a sentence', () => {
    const s = globalGame();
    const r = orders(s, GA, ['BUILD AS SAF']);
    expect(r.answers![0]).toMatchObject({ accepted: false, error: { code: 'no_arsenal_owed' } });
    expect(r.answers![0]!.accepted === false && r.answers![0]!.error.message).toMatch(/owed no arsenal/);
  });

  it('all units ordered to hold by the player: one arsenal owed, announced in the record; held by default: none', () => {
    let s = opened();
    s = orders(s, GA, ['A EGY H', 'A NIG H', 'F MAD H']).state;
    // The United States orders two of its four units to hold: the others hold by default, which is no order.
    s = orders(s, US, ['A ALA H', 'A CAN H']).state;
    s = process(s);
    expect(s.position.phase).toBe('S2101M');
    expect(s.global!.entitled).toEqual({ [GA]: 1 });
    expect(s.history.at(-1)!.global).toMatchObject({ nuclear: [GA] });
    // Spring: Antarctica is closed, the Polar Arctic open.
    expect(viewGame(s, master).global!.closed).toEqual(['ANT']);
    expect(viewGame(s, player(US)).global!.entitled).toEqual({ [GA]: 1 });
  });

  it('a power is told its bombing order as such, not as the hold its unit makes', () => {
    const s = orders(opened(), GA, ['A EGY H', 'F MAD carry bomb from SAF to SIO']).state;
    const text = ordersText(s, GA);
    expect(text).toContain('F MAD CARRY FROM SAF TO SIO');
    expect(text).not.toContain('F MAD H');
  });

  it('a bombing order is not a hold order: its unit holds, but does not earn an arsenal', () => {
    let s = opened();
    s = orders(s, GA, ['A EGY H', 'A NIG H', 'F MAD carry bomb from SAF to SIO']).state;
    expect(s.orders[GA]!.map((o) => o.text)).toContain('F MAD carry bomb from SAF to SIO');
    s = process(s);
    expect(s.global!.entitled).toEqual({});
    const bomb = s.history.at(-1)!.results.find((r) => r.power === GA && /CARRY|carry/i.test(r.order));
    expect(bomb?.result).toBe('fails');
  });

  it('the arsenal is built "as one of the units the superpower would otherwise be allowed to build", spending what is owed', () => {
    let s = opened();
    s = orders(s, GA, ['A EGY H', 'A NIG H', 'F MAD H']).state;
    s = process(s); // W2101M
    s = process(s); // S2101M: nobody moves
    expect(s.position.phase).toBe('S2101A');
    const second = orders(s, GA, ['BUILD AS SAF', 'BUILD AS EGY']);
    expect(second.answers![0]).toMatchObject({ accepted: true, order: 'BUILD AS SAF' });
    expect(second.answers![1]).toMatchObject({ accepted: false, error: { code: 'no_arsenal_owed' } });
    s = second.state;
    expect(s.position.phase).toBe('U2101M');
    expect(unitsOf(s, GA)).toEqual(['A EGY', 'A NIG', 'AS SAF', 'F MAD']);
    expect(s.global!.entitled).toEqual({});
    expect(viewGame(s, master).global!.entitled).toEqual({});
  });
});

/** Africa with its arsenal in South Africa, Asia's navy on its way into the South Indian Ocean: U2101M. */
function armed(): GameState {
  let s = opened();
  s = orders(s, GA, ['A EGY H', 'A NIG H', 'F MAD H']).state;
  s = orders(s, PR, ['F SEA - NIO']).state;
  s = process(s); // W2101M
  s = orders(s, PR, ['F NIO - SIO']).state;
  s = process(s); // S2101M
  s = orders(s, GA, ['BUILD AS SAF']).state; // S2101A
  expect(s.position.phase).toBe('U2101M');
  return s;
}

describe('XII+ and V: a bomb, the space destroyed, the centre cut off and removed the season after', () => {
  it('"Arsenal SAF bomb SIO": the South Indian Ocean is destroyed with the navy in it; Madagascar is cut off, then removed', () => {
    let s = armed();
    expect(unitsOf(s, PR)).toContain('F SIO');
    const r = orders(s, GA, ['Arsenal SAF bomb SIO']);
    expect(r.answers![0]).toMatchObject({ accepted: true, order: 'AS SAF BOMB SIO' });
    s = process(r.state);
    expect(s.position.phase).toBe('F2101M');
    expect(unitsOf(s, PR)).not.toContain('F SIO');
    expect(s.global!.wasteland).toEqual({ destroyed: ['SIO'], removed: [], cutOff: ['MAD'] });
    expect(s.history.at(-1)!.global).toMatchObject({ destroyed: ['SIO'] });
    expect(s.history.at(-1)!.results.find((x) => x.power === GA && x.order === 'AS SAF BOMB SIO')?.result).toBe('succeeds');
    // "No unit may ever move or retreat into that space again."
    const into = orders(s, GA, ['F MAD - SIO']);
    expect(into.answers![0]).toMatchObject({ accepted: false, error: { code: 'destroyed_space' } });
    s = process(s);
    expect(s.global!.wasteland).toEqual({ destroyed: ['SIO'], removed: ['MAD'], cutOff: [] });
    expect(s.position.centers[GA]).not.toContain('MAD');
    expect(viewGame(s, player(RF)).global).toMatchObject({ destroyed: ['SIO'], removed: ['MAD'], cutOff: [] });
    // Africa keeps three centres and four units: one to remove in Fall's adjustments.
    expect(s.position.phase).toBe('F2101A');
  });

  it('a centre bombed in Fall is lost at once: its owner removes a unit in the Fall adjustments', () => {
    let s = armed();
    // Fall 2101: Africa also owns East Africa, with an army in Central Africa to match it.
    s = {
      ...s,
      position: {
        ...s.position,
        phase: 'F2101M',
        units: [...s.position.units, { power: GA, kind: 'A' as const, at: 'CAF' }],
        centers: { ...s.position.centers, [GA]: [...s.position.centers[GA]!, 'EAF'] },
      },
    };
    s = process(orders(s, GA, ['AS SAF BOMB EAF']).state);
    expect(s.global!.wasteland.destroyed).toEqual(['EAF']);
    expect(s.position.centers[GA]).toEqual(['EGY', 'MAD', 'NIG', 'SAF']);
    // Nobody else owes anything; Africa owes one removal, so the build phase is played.
    expect(s.position.phase).toBe('F2101A');
    expect(s.status).toBe('active');
  });

  it('ROLLBACK gives the scars back as they were; ROLLFORWARD plays the bomb again', () => {
    let s = armed();
    s = process(orders(s, GA, ['AS SAF BOMB SIO']).state);
    s = process(s); // F2101M
    const back = must(s, master, { type: 'rollback', phase: 'U2101M' }).state;
    expect(back.position.phase).toBe('U2101M');
    expect(back.global).toEqual({ wasteland: { destroyed: [], removed: [], cutOff: [] }, entitled: {} });
    const forward = must(back, master, { type: 'rollforward' }).state;
    expect(forward.position.phase).toBe('F2101M');
    expect(forward.global!.wasteland).toEqual({ destroyed: ['SIO'], removed: [], cutOff: ['MAD'] });
    const toStart = must(s, master, { type: 'rollback', phase: 'W2101M' }).state;
    expect(toStart.global).toEqual({ wasteland: { destroyed: [], removed: [], cutOff: [] }, entitled: {} });
  });

  it('ROLLBACK with RESTORE gives the bombing order back as it was entered', () => {
    let s = armed();
    s = process(orders(s, GA, ['Arsenal SAF bomb SIO']).state);
    const back = must(s, master, { type: 'rollback', restore: true }).state;
    expect(back.orders[GA]!.map((o) => o.text)).toEqual(['Arsenal SAF bomb SIO']);
    expect(process(back).global!.wasteland.destroyed).toEqual(['SIO']);
  });

  it('an attack on the arsenal, successful or not, destroys the mission: the bomb explodes nowhere', () => {
    let s = armed();
    s = orders(s, GA, ['AS SAF BOMB SIO']).state;
    // Asia attacks the arsenal from the South Indian Ocean itself: the target's own unit cuts it.
    s = orders(s, PR, ['F SIO - SAF']).state;
    s = process(s);
    expect(s.global!.wasteland.destroyed).toEqual([]);
    expect(unitsOf(s, GA)).toContain('AS SAF');
  });
});

describe('XII+: "No unit may ever move or retreat into that space again"', () => {
  /** Summer's retreats: Asia's navy dislodged from the North Indian Ocean, the South Indian Ocean destroyed. */
  function retreating(): GameState {
    const s = opened();
    const units = s.position.units.filter((u) => u.at !== 'SEA').concat([{ power: GA, kind: 'F' as const, at: 'NIO' }]);
    const position = { ...s.position, phase: 'U2101R', units, dislodged: [{ power: PR, kind: 'F' as const, at: 'NIO', from: 'EGY' }], standoffs: [] };
    return { ...s, position, global: { wasteland: { destroyed: ['SIO'], removed: [], cutOff: [] }, entitled: {} } };
  }

  it('a retreat into a destroyed space is refused when written', () => {
    const r = orders(retreating(), PR, ['F NIO - SIO']);
    expect(r.answers![0]).toMatchObject({ accepted: false, error: { code: 'destroyed_space', message: 'No unit may retreat into South Indian Ocean: it was destroyed by a nuclear bomb.' } });
    expect(orders(retreating(), PR, ['F NIO - SEA']).answers![0]).toMatchObject({ accepted: true });
  });

  it('and void when played: the unit does not stand there', () => {
    const s = retreating();
    const stored = { ...s, orders: { [PR]: [{ text: 'F NIO - SIO', order: { kind: 'retreat' as const, unit: { kind: 'F' as const, at: 'NIO' }, to: 'SIO' } }] }, submitted: [PR] };
    const after = process(stored);
    expect(after.position.units.some((u) => u.at === 'SIO')).toBe(false);
    expect(after.history.at(-1)!.results.find((r) => r.power === PR)?.result).not.toBe('succeeds');
  });
});

describe('II: the nuclear endings', () => {
  it('fewer than 16 centres left: "the globe is declared uninhabitable and all players lose"', () => {
    let s = armed();
    const gone = ['ALA', 'CAN', 'WUS', 'RUS', 'UKR', 'URA', 'YAK', 'ARG', 'BRA', 'COL', 'PER', 'BRI', 'CEU', 'SCA', 'WEU', 'CHN', 'JAP', 'SCH', 'SEA', 'BAL', 'TUR'];
    s = { ...s, global: { ...s.global!, wasteland: { destroyed: gone.sort(), removed: [], cutOff: [] } } };
    s = process(orders(s, GA, ['AS SAF BOMB SIO']).state);
    expect(s.status).toBe('finished');
    expect(s.ending).toEqual({ kind: 'uninhabitable' });
  });

  it('no power able even in principle to reach 16: a draw for all remaining players', () => {
    let s = armed();
    // The oceans and every way between the continents destroyed: the Americas keep 10 centres,
    // Europe and Russia 9, Asia 7, Africa 4; none can hold 16 again.
    const cuts = ['NAT', 'MAT', 'SAT', 'CAR', 'EPA', 'NPA', 'SPA', 'WPA', 'BER', 'POL', 'MED', 'NIO', 'SIO', 'TUR', 'CAU', 'KAZ', 'TIB', 'SCS', 'ECS', 'SOJ', 'ISR', 'WSI', 'EAR'];
    s = { ...s, global: { ...s.global!, wasteland: { destroyed: cuts.sort(), removed: [], cutOff: [] } } };
    s = process(s);
    expect(s.status).toBe('finished');
    expect(s.ending).toMatchObject({ kind: 'draw', unreachable: true });
    // Told why, not as a draw the players voted.
    expect(endingSentence(s, s.ending!)).toMatch(/^No power can reach victory any more on what the bombs have left: the game is drawn between United States, /);
  });
});

describe('II and III: victory and the end at the first elimination', () => {
  it('victory at 16 centres at the end of a building season, even when nobody needs to build', () => {
    let s = opened();
    const many = ['ALA', 'CAN', 'SUS', 'WUS', 'MEX', 'CAM', 'COL', 'PER', 'BRA', 'ARG', 'SPN', 'BRI', 'WEU', 'CEU', 'SCA', 'BAL'];
    const centers = Object.fromEntries(Object.entries(s.position.centers).map(([p, list]) => [p, list.filter((c) => !many.includes(c))]));
    // Sixteen units of the United States' standing on sixteen centres it takes at the end of Spring.
    const units = [...s.position.units.filter((u) => !many.includes(u.at)), ...many.map((at) => ({ power: US, kind: 'A' as const, at }))];
    s = { ...s, position: { ...s.position, phase: 'S2101M', units, centers: { ...centers, [US]: ['ALA', 'CAN', 'SUS', 'WUS'] } } };
    s = process(s);
    expect(s.status).toBe('finished');
    expect(s.ending).toEqual({ kind: 'solo', winner: US });
  });

  it('victory at the end of a Spring whose build phase nobody needed (the core checks only on entering one)', () => {
    let s = opened();
    const unowned = ['BAL', 'CAM', 'EAF', 'IDN', 'IND', 'MEX', 'MIE', 'QLD', 'SAU', 'SOZ', 'SPN', 'TUR'];
    const units = [...s.position.units, { power: GA, kind: 'A' as const, at: 'SAF' }, ...unowned.map((at) => ({ power: US, kind: 'A' as const, at }))];
    s = process({ ...s, position: { ...s.position, phase: 'S2101M', units } });
    // Nobody owes a build or a removal: Spring's adjustments are skipped, and the United States holds 16.
    expect(s.position.phase).toBe('U2101M');
    expect(s.position.centers[US]).toHaveLength(16);
    expect(s.status).toBe('finished');
    expect(s.ending).toEqual({ kind: 'solo', winner: US });
  });

  it('firstElimination: the game ends at the end of the year a power is out, the most centres winning', () => {
    let s = opened({ firstElimination: true });
    // Europe loses everything in Fall 2101: its units gone, its centres taken by the Russians.
    const units = s.position.units.filter((u) => u.power !== EU);
    const centers = { ...s.position.centers, [EU]: [], [RF]: [...s.position.centers[RF]!, 'BRI', 'CEU', 'SCA', 'WEU'] };
    s = { ...s, position: { ...s.position, phase: 'F2101M', units, centers } };
    s = process(s);
    expect(s.seats[EU]!.status).toBe('eliminated');
    // Not before the end of the year: Russia builds in Fall first.
    expect(s.position.phase).toBe('F2101A');
    expect(s.status).toBe('active');
    s = process(s);
    expect(s.status).toBe('finished');
    expect(s.ending).toEqual({ kind: 'solo', winner: RF });
  });

  it('is an option of Global games only', () => {
    const made = createGame({ id: 'x', settings: { ...globalSettings(), variant: 'standard', map: 'standard', firstElimination: true }, masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/Global Diplomacy games only/) });
  });

  it('without firstElimination the game goes on', () => {
    let s = opened();
    const units = s.position.units.filter((u) => u.power !== EU);
    const centers = { ...s.position.centers, [EU]: [], [RF]: [...s.position.centers[RF]!, 'BRI', 'CEU', 'SCA', 'WEU'] };
    s = process({ ...s, position: { ...s.position, phase: 'F2101M', units, centers } });
    expect(s.status).toBe('active');
  });
});
