import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameResponse, historyResponse } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, POWERS, useTestClock, withPages, type Power, type TestGame } from './support/api';
import { TestSocket } from './support/socket';

/*
 * A whole Crystal Ball game (revised rules) through the HTTP API only: lists written for
 * named movement phases two at a time, the first lock, a replaced list, refused lists,
 * proxies, annotations, adjustments entered without a phase, Austria eliminated (its last
 * Spring list played with a Russian proxy), and a draw agreed with two phases in the pipe.
 * At every step each power, an observer and a caller without a secret read the game, its
 * orders, its history, its export and its WebSocket, and none sees another power's lists.
 *
 * The script was first played with the pure engine (shared/game), then replayed here.
 */

// ---------------------------------------------------------------------------------------
// The script

type Lists = Partial<Record<Power, string[]>>;

/** Germany lends France its army in Munich; France marches it to Burgundy. */
const S1901M: Record<Power, string[]> = {
  AUSTRIA: ['A VIE - BOH', 'A BUD - SER', 'F TRI - ALB'],
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - PIC', 'A MAR H', 'F BRE H', 'A MUN - BUR'],
  GERMANY: ['A MUN P FRANCE', 'A BER - KIE', 'F KIE - DEN'],
  ITALY: ['A VEN - TYR', 'A ROM - VEN', 'F NAP - ION'],
  RUSSIA: ['A WAR - GAL', 'A MOS H', 'F SEV H', 'F STP/SC H'],
  TURKEY: ['F ANK H', 'A CON H', 'A SMY H'],
};

/** France's first Fall list, replaced before the Spring processes. */
const F1901M_FRANCE_FIRST = ['A PIC - BEL', 'A MAR H', 'F BRE H'];

/** Austria leaves its centres; Italy and Russia walk in. France's order to Burgundy finds no proxy this time. */
const F1901M: Record<Power, string[]> = {
  AUSTRIA: ['A BOH H', 'A SER - ALB', 'F ALB - ADR'],
  ENGLAND: ['F NTH H', 'F NWG H', 'A YOR H'],
  FRANCE: ['A PIC H', 'A MAR H', 'F BRE H', 'A BUR H'],
  GERMANY: ['A KIE H', 'F DEN H'],
  ITALY: ['A TYR - VIE', 'A VEN - TRI', 'F ION H'],
  RUSSIA: ['A GAL - BUD', 'A MOS H', 'F SEV H', 'F STP/SC H'],
  TURKEY: ['F ANK H', 'A CON H', 'A SMY H'],
};

/** Written before the Fall is known: Russia gives Austria its army in Moscow, which Austria uses. */
const S1902M: Record<Power, string[]> = {
  AUSTRIA: ['A MOS - UKR'],
  ENGLAND: ['F NTH H', 'F NWG H', 'A YOR H'],
  FRANCE: ['A PIC H', 'A MAR H', 'F BRE H'],
  GERMANY: ['A KIE H', 'F DEN H', 'A BUR H'],
  ITALY: ['A VIE H', 'A TRI H', 'F ION H'],
  RUSSIA: ['A MOS P AUSTRIA', 'F SEV H', 'F STP/SC H', 'A BUD H'],
  TURKEY: ['F ANK H', 'A CON H', 'A SMY H'],
};

/** Winter 1901, entered as it occurs, without a phase: Austria, with no centre left, removes its three units. */
const W1901A: Record<string, string[]> = {
  AUSTRIA: ['A BOH D', 'A ALB D', 'F ADR D'],
  ITALY: ['BUILD A ROM', 'BUILD F NAP'],
  RUSSIA: ['BUILD A WAR'],
  GERMANY: ['BUILD A MUN'],
};

/** Austria has no unit and writes no Fall list. */
const F1902M: Lists = {
  ENGLAND: ['F NTH H', 'F NWG H', 'A YOR H'],
  FRANCE: ['A PIC H', 'A MAR H', 'F BRE H'],
  GERMANY: ['A KIE H', 'F DEN H', 'A BUR H', 'A MUN H'],
  ITALY: ['A VIE - GAL', 'A TRI H', 'F ION H', 'A ROM H', 'F NAP H'],
  RUSSIA: ['A UKR H', 'F SEV H', 'F STP/SC H', 'A BUD H', 'A WAR H'],
  TURKEY: ['F ANK H', 'A CON H', 'A SMY H'],
};

/** Still in the pipe when the draw is agreed. */
const S1903M: Lists = {
  ENGLAND: ['F NTH - NWY', 'F NWG H', 'A YOR - LON'],
  FRANCE: ['A PIC - BEL', 'A MAR - SPA', 'F BRE - MAO'],
};

const SURVIVORS = POWERS.filter((p) => p !== 'AUSTRIA');

// ---------------------------------------------------------------------------------------
// Helpers for the repeated calls

/** Who reads the game: a power's player, an observer, or a caller without a secret. */
type Reader = Power | 'OBSERVER' | 'ANYONE';
const READERS: readonly Reader[] = [...POWERS, 'OBSERVER', 'ANYONE'];

let g: TestGame;
let observer: string;
const sockets = new Map<Reader | 'MASTER', TestSocket>();

const secretOf = (who: Reader | 'MASTER'): string | undefined =>
  who === 'MASTER' ? g.master : who === 'OBSERVER' ? observer : who === 'ANYONE' ? undefined : g.seats[who].secret;

const path = (rest = '') => `/api/games/${g.id}${rest}`;

/** GET as a reader; the body, after a 200. */
async function read(who: Reader | 'MASTER', rest = ''): Promise<any> {
  const secret = secretOf(who);
  return expectStatus(await call('GET', path(rest), secret === undefined ? {} : { secret }), 200);
}

/** The game as a reader sees it, read through the schema the web client reads it with. */
async function view(who: Reader | 'MASTER'): Promise<any> {
  const body = await read(who);
  const parsed = gameResponse.parse(body);
  // Nothing the judge sends is lost by the client's reading: lists and annotations included.
  expect(parsed).toEqual(body);
  return withPages(g.id, body.game, secretOf(who));
}

/** PUT a power's list for a movement phase (or, without a phase, the board's orders). */
function write(power: Power, phase: string | undefined, lines: readonly string[]) {
  return call('PUT', path('/orders'), { secret: g.seats[power].secret, body: { lines, ...(phase === undefined ? {} : { phase }) } });
}

/** Writes a list that must be accepted line by line. */
async function writeOk(power: Power, phase: string | undefined, lines: readonly string[]): Promise<any> {
  const body = expectStatus(await write(power, phase, lines), 200);
  expect(body.power).toBe(power);
  for (const answer of body.answers) expect(answer, `${power} ${phase}: ${answer.text}`).toMatchObject({ accepted: true });
  return body;
}

/** Every power of the table writes its list for the phase, in map order. */
async function writeAll(phase: string, lists: Lists, only: readonly Power[] = POWERS): Promise<void> {
  for (const power of only) {
    const lines = lists[power];
    if (lines !== undefined) await writeOk(power, phase, lines);
  }
}

/** A processed list as its power sees it: [order, annotation, result] per line. */
function annotated(game: any, phase: string, power: Power): [string, string | undefined, string | undefined][] {
  const list = game.lists.find((l: any) => l.phase === phase && l.power === power);
  expect(list, `${power}'s list for ${phase}`).toBeDefined();
  expect(list.status).toBe('processed');
  return list.lines.map((l: any) => [l.order, l.annotation, l.result]);
}

/** The lists a view holds, as "phase power status". */
const listsOf = (game: any): string[] => game.lists.map((l: any) => `${l.phase} ${l.power} ${l.status}`);

/** A movement phase of the history: its lists and annotated results are secret before the end. */
const movement = (record: any): boolean => String(record.position.phase).endsWith('M');

/** What `who` may see of others' lists in a game view or a history: nothing before the end. */
function expectNoOtherLists(who: Reader, game: { lists?: any[]; history?: any[]; lastPhase?: any; orders: Record<string, unknown> }, where: string): void {
  const own = (power: string) => power === who;
  for (const list of game.lists ?? []) expect(own(list.power), `${where}: ${who} sees ${list.power}'s ${list.phase} list`).toBe(true);
  expectHistoryCut(who, game.history ?? (game.lastPhase ? [game.lastPhase] : []), where);
  for (const power of Object.keys(game.orders)) expect(own(power), `${where}: ${who} sees ${power}'s orders`).toBe(true);
}

function expectHistoryCut(who: Reader, history: any[], where: string): void {
  for (const record of history.filter(movement)) {
    const phase = record.position.phase;
    for (const power of Object.keys(record.orders)) expect(power, `${where}: ${who} sees ${power}'s ${phase} list`).toBe(who);
    for (const r of record.results) expect(r.power, `${where}: ${who} sees ${r.power}'s ${phase} line ${r.order}`).toBe(who);
  }
}

/** The next message of a socket, or a clear failure instead of a hang. */
async function nextPush(socket: TestSocket, who: string): Promise<any> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${who}'s WebSocket received nothing for 10 s`)), 10_000);
  });
  try {
    return await Promise.race([socket.next(), late]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** Every push a socket has received up to the game's revision now; each checked by `check`. */
async function drain(who: Reader | 'MASTER', revision: number, check: (game: any) => void): Promise<any> {
  const socket = sockets.get(who)!;
  for (;;) {
    const message = await nextPush(socket, who);
    // A processed phase is pushed on its own, before the game: checked as a history of one.
    if (message.type === 'phase') {
      check({ lists: message.lists ?? [], history: [message.record], orders: {} });
      continue;
    }
    expect(message.type, JSON.stringify(message)).toBe('game');
    check(message.game);
    if (message.game.revision >= revision) return message.game;
  }
}

/**
 * The secrecy of the lists from every reader's view, by every door: the game, this phase's
 * orders, the history, the export and the WebSocket pushes since the last check.
 */
async function expectSecrecy(step: string): Promise<void> {
  const { revision } = await view('MASTER');
  for (const who of READERS) {
    const where = `${step}, as ${who}`;
    expectNoOtherLists(who, await view(who), `${where}: GET /games/:id`);
    const orders = await read(who, '/orders');
    for (const power of Object.keys(orders.orders)) expect(power, `${where}: GET /orders`).toBe(who);
    const history = historyResponse.parse(await read(who, '/history'));
    expectHistoryCut(who, history.phases, `${where}: GET /history`);
    const exported = await read(who, '/export');
    for (const phase of exported.phases.filter((p: any) => String(p.name).endsWith('M'))) {
      for (const [power, lines] of Object.entries(phase.orders as Record<string, string[] | null>)) {
        if (power !== who) expect(lines ?? [], `${where}: GET /export shows ${power}'s ${phase.name} list`).toEqual([]);
      }
    }
    await drain(who, revision, (game) => expectNoOtherLists(who, game, `${where}: WebSocket`));
  }
  await drain('MASTER', revision, () => undefined);
}

// ---------------------------------------------------------------------------------------
// The game

const STEP = 120_000;

describe('a whole Crystal Ball game through the API', () => {
  beforeAll(async () => {
    useTestClock();
    g = await fullGame({ variant: 'crystal_ball' });
    const watched = expectStatus(await call('POST', path('/observe'), { body: { name: 'Olga' } }), 201);
    observer = watched.secret;
    for (const who of [...READERS, 'MASTER'] as const) {
      const secret = secretOf(who);
      const socket = await TestSocket.open(g.id, secret === undefined ? {} : { secret });
      if (!(socket instanceof TestSocket)) throw new Error(`${who} got no WebSocket: ${socket.status}`);
      sockets.set(who, socket);
    }
  }, STEP);

  afterAll(() => {
    for (const socket of sockets.values()) socket.close();
    vi.useRealTimers();
  });

  it('is created as a Crystal Ball game, open for S1901M lists', async () => {
    const game = await view('MASTER');
    expect(game).toMatchObject({ variant: 'crystal_ball', edition: 'revised', status: 'active', phase: 'S1901M', lists: [] });
    expect(game.rules).toEqual(expect.arrayContaining(['FICTIONAL_OK', 'PROXY_OK']));
    await expectSecrecy('at the start');
  }, STEP);

  it('S1901M: refuses a list for a phase not open, one without a phase, and one with a line that cannot stand', async () => {
    const ahead = await write('TURKEY', 'F1901M', ['F ANK - BLA']);
    expect(ahead.status).toBe(409);
    expect(ahead.body.error).toMatchObject({ code: 'no_orders_now', message: expect.stringContaining('S1901M') });

    const unnamed = await write('TURKEY', undefined, ['F ANK - BLA']);
    expect(unnamed.status).toBe(409);
    expect(unnamed.body.error.message).toMatch(/names the movement phase/);

    // "EDI - NWG" names no unit kind: the whole list is refused, every line answered.
    const refused = expectStatus(await write('ENGLAND', 's1901m', ['F LON - NTH', 'EDI - NWG']), 200);
    expect(refused.answers.map((a: any) => (a.accepted ? 'ok' : a.error.code))).toEqual(['list_refused', 'no_unit_kind']);
    expect((await view('ENGLAND')).lists).toEqual([]);
    expect((await view('MASTER')).seats.find((s: any) => s.power === 'ENGLAND').submitted).toBe(false);
  }, STEP);

  it('S1901M: each power writes its list, sees it open, and the first lock comes when all have written', async () => {
    await writeAll('S1901M', S1901M, POWERS.filter((p) => p !== 'TURKEY'));
    const france = await view('FRANCE');
    expect(france.lists).toEqual([{ phase: 'S1901M', power: 'FRANCE', status: 'open', lines: S1901M.FRANCE.map((order) => ({ order })), hidden: 0 }]);
    expect((await view('ANYONE')).seats.filter((s: any) => s.submitted).map((s: any) => s.power)).toEqual(POWERS.filter((p) => p !== 'TURKEY'));
    await expectSecrecy('S1901M, all but Turkey written');

    await writeOk('TURKEY', 'S1901M', S1901M.TURKEY);
    const locked = await view('FRANCE');
    expect(locked.phase).toBe('S1901M');
    expect(locked.history).toEqual([]);
    expect(listsOf(locked)).toEqual(['S1901M FRANCE locked']);
    const late = await write('FRANCE', 'S1901M', ['A PAR H']);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('no_orders_now');
    await expectSecrecy('S1901M locked');
  }, STEP);

  it('F1901M: France replaces its list; when all are in, S1901M processes and each power sees its own annotations', async () => {
    await writeOk('FRANCE', 'F1901M', F1901M_FRANCE_FIRST);
    await writeAll('F1901M', F1901M, POWERS.filter((p) => p !== 'FRANCE' && p !== 'TURKEY'));
    await writeOk('FRANCE', 'F1901M', F1901M.FRANCE);
    const replaced = (await view('FRANCE')).lists.find((l: any) => l.phase === 'F1901M');
    expect(replaced.lines.map((l: any) => l.order)).toEqual(F1901M.FRANCE);
    await expectSecrecy('F1901M, France replaced its list');

    await writeOk('TURKEY', 'F1901M', F1901M.TURKEY);
    const france = await view('FRANCE');
    expect(france.phase).toBe('F1901M');
    expect(france.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'BUR' });
    expect(listsOf(france)).toEqual(['S1901M FRANCE processed', 'F1901M FRANCE locked']);
    expect(annotated(france, 'S1901M', 'FRANCE')).toEqual([
      ['A PAR - PIC', 'ordered', 'succeeds'],
      ['A MAR H', 'ordered', 'succeeds'],
      ['F BRE H', 'ordered', 'succeeds'],
      ['A MUN - BUR', 'byProxy', 'succeeds'],
    ]);
    // The history carries the same annotations, for France's lines only.
    expect(france.history[0].results).toContainEqual(expect.objectContaining({ power: 'FRANCE', order: 'A MUN - BUR', annotation: 'byProxy' }));
    const germany = await view('GERMANY');
    expect(annotated(germany, 'S1901M', 'GERMANY')[0]).toEqual(['A MUN P FRANCE', 'proxied', 'succeeds']);
    const fromHistory = historyResponse.parse(await read('GERMANY', '/history'));
    expect(fromHistory.phases[0]!.results[0]).toMatchObject({ power: 'GERMANY', order: 'A MUN P FRANCE', annotation: 'proxied' });

    // The master sees every list: there is something to keep secret, and the checks below catch it.
    const master = await view('MASTER');
    expect(listsOf(master).filter((l) => l.startsWith('S1901M'))).toEqual(POWERS.map((p) => `S1901M ${p} processed`));
    expect(Object.keys(master.history[0].orders)).toEqual([...POWERS]);
    expect(() => expectNoOtherLists('FRANCE', master, 'the master\'s view read as France')).toThrow(/FRANCE sees AUSTRIA's S1901M list/);
    expect(() => expectHistoryCut('OBSERVER', master.history, 'the master\'s history read by an observer')).toThrow();
    await expectSecrecy('S1901M processed');
  }, STEP);

  it('S1902M: lists are written before the Fall is known; then F1901M processes and Austria has lost every centre', async () => {
    // S1901M is over: its lists can no longer be written.
    const over = await write('ITALY', 'S1901M', ['A VEN H']);
    expect(over.status).toBe(409);
    await writeAll('S1902M', S1902M);
    const france = await view('FRANCE');
    expect(france.phase).toBe('W1901A');
    expect(annotated(france, 'F1901M', 'FRANCE')).toContainEqual(['A BUR H', 'noProxy', 'ignored']);
    const austria = await view('AUSTRIA');
    expect(austria.position.centers.AUSTRIA ?? []).toEqual([]);
    // He learns he is out only after his next Spring list: the seat is still his.
    expect(austria.seats.find((s: any) => s.power === 'AUSTRIA').status).toBe('taken');
    expect(listsOf(austria)).toEqual(['S1901M AUSTRIA processed', 'F1901M AUSTRIA processed', 'S1902M AUSTRIA locked']);
    await expectSecrecy('F1901M processed');
  }, STEP);

  it('W1901A: removals and builds are entered without a phase, and the board moves on to S1902M', async () => {
    await writeOk('AUSTRIA', undefined, W1901A.AUSTRIA!);
    // Austria reads back its removals, before they are played; nobody else sees them.
    expect(await read('AUSTRIA', '/orders')).toEqual({ phase: 'W1901A', orders: { AUSTRIA: W1901A.AUSTRIA } });
    expect((await view('AUSTRIA')).orders).toEqual({ AUSTRIA: W1901A.AUSTRIA });
    expect((await read('ITALY', '/orders')).orders).toEqual({ ITALY: [] });
    await expectSecrecy('W1901A, Austria\'s removals in');
    for (const [power, lines] of Object.entries(W1901A).slice(1)) await writeOk(power as Power, undefined, lines);
    const game = await view('ANYONE');
    expect(game.phase).toBe('S1902M');
    expect(game.position.units.filter((u: any) => u.power === 'AUSTRIA')).toEqual([]);
    expect(game.position.units).toContainEqual({ power: 'ITALY', kind: 'F', at: 'NAP' });
    expect(game.history.map((r: any) => r.position.phase)).toEqual(['S1901M', 'F1901M', 'W1901A']);
    await expectSecrecy('W1901A processed');
  }, STEP);

  it('F1902M: S1902M processes with Austria\'s list played by proxy, and only then is Austria out', async () => {
    await writeAll('F1902M', F1902M);
    const austria = await view('AUSTRIA');
    expect(austria.phase).toBe('F1902M');
    expect(annotated(austria, 'S1902M', 'AUSTRIA')).toEqual([['A MOS - UKR', 'byProxy', 'succeeds']]);
    expect(austria.position.units).toContainEqual({ power: 'RUSSIA', kind: 'A', at: 'UKR' });
    expect(austria.seats.find((s: any) => s.power === 'AUSTRIA').status).toBe('eliminated');
    expect(annotated(await view('RUSSIA'), 'S1902M', 'RUSSIA')[0]).toEqual(['A MOS P AUSTRIA', 'proxied', 'succeeds']);

    const refused = await write('AUSTRIA', 'S1903M', ['A UKR H']);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/out of the game/);
    const proxy = expectStatus(await write('GERMANY', 'S1903M', ['A MUN P AUSTRIA', 'A KIE H']), 200);
    expect(proxy.answers.map((a: any) => (a.accepted ? 'ok' : a.error.code))).toEqual(['proxy_to_eliminated', 'list_refused']);
    await expectSecrecy('S1902M processed, Austria out');
  }, STEP);

  it('a draw agreed with F1902M locked and S1903M lists in reveals every list to everyone', async () => {
    await writeAll('S1903M', S1903M);
    await expectSecrecy('S1903M lists in');
    for (const power of SURVIVORS) {
      expectStatus(await call('PUT', path('/vote'), { secret: g.seats[power].secret, body: { vote: { kind: 'draw' } } }), 200);
    }
    const { revision } = await view('MASTER');
    const everything = listsOf(await view('MASTER'));
    expect(everything).toEqual(expect.arrayContaining(['F1902M ITALY locked', 'S1903M FRANCE open', 'S1903M ENGLAND open', 'S1902M AUSTRIA processed']));
    for (const who of READERS) {
      const game = await view(who);
      expect(game.status).toBe('finished');
      expect(game.ending).toEqual({ kind: 'draw', powers: SURVIVORS });
      expect(listsOf(game), who).toEqual(everything);
      expect(annotated(game, 'S1901M', 'FRANCE')[3]).toEqual(['A MUN - BUR', 'byProxy', 'succeeds']);
      const history = historyResponse.parse(await read(who, '/history'));
      const spring = history.phases.find((r) => r.position.phase === 'S1901M')!;
      expect(Object.keys(spring.orders).sort(), who).toEqual([...POWERS]);
      expect(spring.results).toContainEqual(expect.objectContaining({ power: 'GERMANY', order: 'A MUN P FRANCE', annotation: 'proxied' }));
      // The push carries the lists still to be played; the processed ones are every reader's now, on the history's pages.
      const pushed = await drain(who, revision, () => undefined);
      expect(listsOf(pushed), `${who}'s WebSocket`).toEqual(everything.filter((l) => !l.endsWith('processed')));
    }
  }, STEP);
});
