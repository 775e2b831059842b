import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readMail } from '../../workers/email/commands';
import { fromJsonText } from '../../workers/room/json-text';
import { FALL_1901, SPRING_1901 } from '../../shared/game/test-script';
import { asMaster, asPower, mailGame, outcomeOf, POWERS, send, storedState, type MailGame, type Reply } from './support/mail';

/** A Crystal Ball game played by mail: lists by ORDERS lines, the board's orders without one, and only one's own lists in every reply. */

type Power = (typeof POWERS)[number];

/** The section that ends a reply: the lists as they stand. */
const closing = (reply: Reply): string => {
  const at = reply.text.lastIndexOf('-'.repeat(72));
  if (at < 0) throw new Error(`no closing section in:\n${reply.text}`);
  return reply.text.slice(at);
};

/** Every power but this one writes its list (the script's lines) under the given ORDERS line. */
async function othersWrite(game: MailGame, header: string, script: Record<string, string[]>, but: Power): Promise<Record<string, Reply>> {
  const replies: Record<string, Reply> = {};
  for (const power of POWERS) if (power !== but) replies[power] = await asPower(game, power, header, ...script[power]!);
  return replies;
}

/** Lines of other powers' lists in the script, to look for where they must not be. */
const othersLines = (script: Record<string, string[]>, power: Power): string[] => POWERS.filter((p) => p !== power).flatMap((p) => script[p]!);

describe('ORDERS lines as the mail reads them', () => {
  const read = (line: string) => readMail([line], { game: null }).items[0]!.command;
  it.each([
    ['ORDERS', null],
    ['orders s1902m', 'S1902M'],
    ['ORDERS S1902', 'S1902M'],
    ['ORDERS SPRING 1902', 'SPRING 1902 MOVEMENT'],
    ['ORDERS FOR FALL 1901', 'FALL 1901 MOVEMENT'],
    ['ORDERS Fall 1901 Retreats', 'FALL 1901 RETREATS'],
    ['ORDERS WINTER 1901 BUILDS', 'WINTER 1901 ADJUSTMENTS'],
    ['ORDERS F1901R', 'F1901R'],
    ['ORDERS BUILDS', 'BUILDS'],
    ['ORDERS retreat', 'RETREATS'],
    ['ORDERS REMOVALS', 'REMOVES'],
  ])('%s names %s (a phase written long is made short by the game\'s calendar)', (line, phase) => {
    expect(read(line)).toEqual({ kind: 'orders_for', phase });
  });
  it.each(['ORDERS 1902', 'ORDERS SPRING', 'ORDERS S1902X', 'ORDERS SPRING 1902 MOVEMENT NOW', 'ORDERS FOR'])('%s is no phase', (line) => {
    expect(read(line)).toMatchObject({ kind: 'orders_for', error: expect.stringMatching(/ORDERS S1902M/) });
  });
});

describe('a Crystal Ball game by mail', () => {
  it('is made by CREATE with VARIANT crystal_ball; EDITION REVISED or ORIGINAL, for Crystal Ball games only', async () => {
    const id = `xb${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const made = await send({ from: 'cb@example.com', body: `CREATE ${id} secret XTALBALL\nEDITION REVISED\nSIGNOFF` });
    expect(outcomeOf(made, `CREATE ${id} ********`)).toMatch(/is made and forming, a Crystal Ball game; you are its master/);
    expect((await storedState(id)).settings).toMatchObject({ variant: 'crystal_ball', edition: 'revised' });
    const original = await send({ from: 'cb@example.com', body: `CREATE ${id}o secret\nVARIANT crystal_ball\nEDITION ORIGINAL\nSIGNOFF` });
    expect(outcomeOf(original, `CREATE ${id}o ********`)).toMatch(/is made and forming, a Crystal Ball game/);
    expect((await storedState(`${id}o`)).settings).toMatchObject({ variant: 'crystal_ball', edition: 'original' });
    const standard = await send({ from: 'cb@example.com', body: `CREATE ${id}s secret\nEDITION REVISED\nSIGNOFF` });
    expect(outcomeOf(standard, 'EDITION REVISED')).toMatch(/^Not created: An edition of the rules is chosen for Crystal Ball games only/);
    const unknown = await send({ from: 'cb@example.com', body: `CREATE ${id}u secret\nVARIANT fog\nSIGNOFF` });
    expect(outcomeOf(unknown, 'VARIANT fog')).toMatch(/^Not created: the fog variant is not built; games here are standard, crystal_ball, payola, solitaire, card or global/);
  });

  it('is played by mail: lists written, replaced, refused, locked and processed; builds without a header; every reply shows only its own lists', async () => {
    const game = await mailGame(['VARIANT crystal_ball']);
    const france = (...lines: string[]) => asPower(game, 'FRANCE', ...lines);

    // Lines under no ORDERS line are the list for the open phase, S1901M.
    const first = await france('A PAR - PIC', 'F BRE - MAO');
    expect(outcomeOf(first, 'A PAR - PIC')).toBe('Accepted: A PAR - PIC');
    expect(closing(first)).toMatch(/Lists of France, game[^]*Spring 1901 movement, open: a list sent for it replaces this one:\n  A PAR - PIC\n  F BRE - MAO\n/);

    // The whole list is replaced by the next one, here under its ORDERS line.
    const replaced = await france('ORDERS SPRING 1901', ...SPRING_1901.FRANCE!);
    expect(outcomeOf(replaced, 'ORDERS SPRING 1901')).toBe('Accepted: the 3 lines below, the whole list for S1901M.');
    expect(outcomeOf(replaced, 'A MAR - SPA')).toBe('Accepted: A MAR - SPA');
    expect(closing(replaced)).toMatch(/Spring 1901 movement, open[^\n]*\n  F BRE - MAO\n  A PAR - BUR\n  A MAR - SPA\n\n/);
    expect(closing(replaced)).not.toContain('A PAR - PIC');

    // A list with a line that cannot stand (no unit kind) is refused whole; the one on file stands.
    const refused = await france('ORDERS S1901M', 'A PAR H', 'MAR - PIE');
    expect(outcomeOf(refused, 'ORDERS S1901M')).toBe('Refused: no line below was taken for S1901M; what was on file for it stands.');
    expect(outcomeOf(refused, 'MAR - PIE')).toMatch(/^Refused: /);
    expect(outcomeOf(refused, 'A PAR H')).toBe('Refused: The list was refused whole: line 2 cannot stand in it.');
    expect(closing(refused)).toMatch(/  A PAR - BUR\n  A MAR - SPA/);

    // A list for a phase not yet open is refused with the game's sentence; so is CLEAR.
    const early = await france('ORDERS F1901M', 'A BUR H');
    expect(outcomeOf(early, 'ORDERS F1901M')).toMatch(/^Refused: .*F1901M/);
    expect(outcomeOf(early, 'A BUR H')).toMatch(/^Refused: /);
    const clear = await france('CLEAR');
    expect(outcomeOf(clear, 'CLEAR')).toBe('Refused: A Crystal Ball list is taken back by writing it again: send an empty list for the phase.');

    // Everyone's Spring list in: S1901M locks and F1901M opens. France's own replies never show another's list.
    const spring = await othersWrite(game, 'ORDERS', SPRING_1901, 'FRANCE');
    expect(outcomeOf(spring.TURKEY!, 'ORDERS')).toBe('Accepted: the 3 lines below, the whole list for the open phase.');
    expect(closing(spring.TURKEY!)).toMatch(/Spring 1901 movement, locked, to be processed next:\n  F ANK - BLA[^]*Fall 1901 movement, open[^\n]*\n  No list yet: Turkey's units would hold\./);
    for (const line of othersLines(SPRING_1901, 'TURKEY')) expect(spring.TURKEY!.text).not.toContain(line);
    expect((await storedState(game.id)).crystal.pipe.map((p: { phase: string; locked: boolean }) => [p.phase, p.locked])).toEqual([['S1901M', true], ['F1901M', false]]);

    // The second phase's list, under its header; lines without one go to the open phase too.
    const fall = await france('ORDERS FALL 1901', ...FALL_1901.FRANCE!);
    expect(outcomeOf(fall, 'ORDERS FALL 1901')).toBe('Accepted: the 3 lines below, the whole list for F1901M.');
    expect(closing(fall)).toMatch(/Spring 1901 movement, locked[^\n]*\n  F BRE - MAO\n  A PAR - BUR\n  A MAR - SPA\n\nFall 1901 movement, open[^\n]*\n  F MAO - POR\n  A BUR H\n  A SPA H\n/);
    // A locked list is no longer rewritten.
    const locked = await france('ORDERS S1901M', 'A PAR H');
    expect(outcomeOf(locked, 'ORDERS S1901M')).toMatch(/^Refused: /);

    // The Fall lists in, without a header: Spring 1901 is processed; Spring 1902 opens.
    for (const power of POWERS) if (power !== 'FRANCE') await asPower(game, power, ...FALL_1901[power]!);
    let state = await storedState(game.id);
    const seen = await env.GAME_ROOM.getByName(game.id).history(game.master.secret);
    expect(seen.ok && fromJsonText(seen.value).phases.map((r) => r.position.phase)).toEqual(['S1901M']);
    expect(state.crystal.pipe.map((p: { phase: string; locked: boolean }) => [p.phase, p.locked])).toEqual([['F1901M', true], ['S1902M', false]]);

    // France's HISTORY shows its own Spring list and no other power's; so does anyone's, which shows none.
    const history = await france('HISTORY');
    expect(history.text).toMatch(/Results of Spring 1901 movement/);
    expect(history.text).toMatch(/A PAR - BUR/);
    for (const line of othersLines(SPRING_1901, 'FRANCE')) expect(history.text).not.toContain(line);
    const curious = await send({ from: 'curious@example.com', body: `HISTORY ${game.id}` });
    for (const line of Object.values(SPRING_1901).flat()) expect(curious.text).not.toContain(line);
    // STATUS shows France its own lists and flags, nobody else's.
    const status = await france('STATUS');
    expect(status.text).toMatch(/> STATUS\n\nLists of France[^]*Fall 1901 movement, locked[^\n]*\n  F MAO - POR\n[^]*WAIT: not set\./);
    expect(status.text).not.toMatch(/Lists of (?!France)/);
    // The master sees every list.
    const master = await asMaster(game, 'HISTORY');
    for (const line of Object.values(SPRING_1901).flat()) expect(master.text).toContain(line);

    // Spring 1902: empty lists (ORDERS alone, no lines) are lists; the last one processes Fall 1901.
    const empty = await france('ORDERS');
    expect(outcomeOf(empty, 'ORDERS')).toBe('Accepted: an empty list for the open phase (no orders: every unit holds).');
    expect(closing(empty)).toMatch(/Spring 1902 movement, open[^\n]*\n  An empty list: every unit holds\./);
    for (const power of POWERS) if (power !== 'FRANCE') await asPower(game, power, 'ORDERS S1902M');
    state = await storedState(game.id);
    expect(state.position.phase).toBe('W1901A');

    // The board's builds, written without a header while the board is at adjustments.
    const builds = await france('BUILD A PAR', 'BUILD F BRE');
    expect(outcomeOf(builds, 'BUILD A PAR')).toMatch(/^Accepted: /);
    expect(closing(builds)).toMatch(/Winter 1901 adjustments, on the board now:\n  BUILD A PAR\n  BUILD F BRE/);
    expect(closing(builds)).toMatch(/Spring 1902 movement, locked[^\n]*\n  An empty list/);
    // An ORDERS line names the list even now: France writes the Fall 1902 list while the board builds.
    const ahead = await france('ORDERS', 'A PAR - PIC', 'ORDERS W1901A', 'BUILD A PAR', 'BUILD F BRE');
    expect(outcomeOf(ahead, 'ORDERS')).toBe('Accepted: the line below, the whole list for the open phase.');
    expect(outcomeOf(ahead, 'ORDERS W1901A')).toBe('Accepted: the 2 lines below, the whole list for W1901A.');
    expect(closing(ahead)).toMatch(/Fall 1902 movement, open[^\n]*\n  A PAR - PIC\n/);
    expect(closing(ahead)).not.toMatch(/Lists of (?!France)/);

    const processed = await asMaster(game, 'PROCESS!');
    expect(outcomeOf(processed, 'PROCESS!')).toBe('Processed: the game is now in Spring 1902 movement.');
    state = await storedState(game.id);
    expect(state.position.units).toEqual(expect.arrayContaining([{ power: 'FRANCE', kind: 'A', at: 'PAR' }, { power: 'FRANCE', kind: 'F', at: 'BRE' }]));
  });
});

describe('a Crystal Ball game by mail under the original rules', () => {
  it('takes the standing build list and the remove list under their ORDERS lines, and shows them in the reply', async () => {
    const game = await mailGame(['VARIANT crystal_ball', 'EDITION ORIGINAL']);
    const builds = await asPower(game, 'FRANCE', 'ORDERS BUILDS', 'A PAR B', 'F BRE B', 'ORDERS REMOVES', 'A PAR D', 'ORDERS SPRING 1901', ...SPRING_1901.FRANCE!);
    expect(outcomeOf(builds, 'ORDERS BUILDS')).toBe('Accepted: the 2 lines below, the whole standing build list.');
    expect(outcomeOf(builds, 'ORDERS REMOVES')).toBe('Accepted: the line below, the whole remove list.');
    expect(outcomeOf(builds, 'ORDERS SPRING 1901')).toBe('Accepted: the 3 lines below, the whole list for S1901M.');
    const end = closing(builds);
    expect(end).toMatch(/Spring 1901 movement, open[^\n]*\n  F BRE - MAO\n  A PAR - BUR\n  A MAR - SPA\n/);
    expect(end).toMatch(/Standing build list \(ORDERS BUILDS\):\n  A PAR B\n  F BRE B\n/);
    expect(end).toMatch(/Remove list for the next winter \(ORDERS REMOVES\):\n  A PAR D\n/);
    expect(end).toMatch(/Standing retreat list \(ORDERS RETREATS\):\n  None\./);
    // Another power's reply shows its own standing lists (its initial build list), never France's.
    const england = await asPower(game, 'ENGLAND', 'ORDERS', ...SPRING_1901.ENGLAND!);
    expect(closing(england)).toMatch(/Lists of England/);
    expect(closing(england)).not.toMatch(/A PAR|F BRE/);
  });
});

describe('ORDERS lines in a standard game', () => {
  it('may name the phase being played, and no other', async () => {
    const game = await mailGame();
    const ok = await asPower(game, 'FRANCE', 'ORDERS S1901M', 'A PAR - BUR');
    expect(outcomeOf(ok, 'ORDERS S1901M')).toBe('Accepted: the line below, the whole list for S1901M.');
    expect(outcomeOf(ok, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
    const other = await asPower(game, 'FRANCE', 'ORDERS F1901M', 'A PAR H');
    expect(outcomeOf(other, 'ORDERS F1901M')).toBe('Refused: This game plays one phase at a time: orders are taken for S1901M now, not for F1901M.');
    expect(outcomeOf(other, 'A PAR H')).toMatch(/^Refused: This game plays one phase at a time/);
    expect(closing(other)).toMatch(/Orders of France for Spring 1901[^]*A PAR - BUR/);
    const bad = await asPower(game, 'FRANCE', 'ORDERS SOMETIME', 'A PAR H');
    expect(outcomeOf(bad, 'ORDERS SOMETIME')).toMatch(/^Not understood: "SOMETIME" is not a phase/);
    expect(outcomeOf(bad, 'A PAR H')).toBe('Not sent: the ORDERS line above names no phase the judge can read.');
  });
});
