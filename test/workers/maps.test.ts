import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardInfo, boardNamed, boardNames } from '../../shared/map/boards';
import { inCalendar, phaseAfter } from '../../shared/map/calendar';
import { formatPhase, parsePhase, type Phase } from '../../shared/map/phase';
import type { GameMap } from '../../shared/map/types';
import { gameView, historyResponse, mapList, mapResponse } from '../../shared/schemas/api';
import { call, expectStatus, processNow, useTestClock } from './support/api';
import { asPower, mailGame, outcomeOf, send } from './support/mail';

/*
 * Every board the instance has (maps/, embedded at build) is played through the API: made,
 * joined by every power, and played a whole game-year by its own calendar. Boards added
 * later (a host's, or the variant boards of other work) are covered by this same test.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const must = (text: string): Phase => {
  const p = parsePhase(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

/** The movement phases of the map's first game-year, in order, and the first of the next year. */
function firstYear(map: GameMap): { moves: string[]; nextYear: string } {
  const begin = must(map.begin);
  const moves: string[] = [];
  let p: Phase | null = begin;
  for (let i = 0; p !== null && i < 64; i++, p = phaseAfter(map, p)) {
    if (p.type !== 'M') continue;
    if (p.year !== begin.year) return { moves, nextYear: formatPhase(p) };
    moves.push(formatPhase(p));
  }
  throw new Error(`${map.name}: the calendar never reaches a second year`);
}

/** Whether `to` follows `from` in the map's calendar, passing over only retreat and adjustment phases. */
function follows(map: GameMap, from: string, to: string): boolean {
  let p = phaseAfter(map, must(from));
  for (let i = 0; p !== null && i < 16; i++, p = phaseAfter(map, p)) {
    if (formatPhase(p) === to) return true;
    if (p.type === 'M') return false;
  }
  return false;
}

type View = ReturnType<typeof gameView.parse>;

/** A power's orders for the phase: every unit holds; builds where owed on free home centres (else waived); removals where owed. */
function ordersFor(map: GameMap, game: View, power: string): string[] {
  const units = game.position.units.filter((u) => u.power === power);
  const phase = must(game.phase);
  if (phase.type === 'M') return units.map((u) => `${u.kind} ${u.at} H`);
  if (phase.type === 'R') return game.position.dislodged.filter((u) => u.power === power).map((u) => `${u.kind} ${u.at} D`);
  const owned = game.position.centers[power] ?? [];
  const owed = owned.length - units.length;
  if (owed < 0) return units.slice(0, -owed).map((u) => `REMOVE ${u.kind} ${u.at}`);
  const taken = new Set(game.position.units.map((u) => u.at.split('/')[0]));
  const lines: string[] = [];
  for (const home of map.powers.get(power)?.homes ?? []) {
    if (lines.length === owed) break;
    if (!owned.includes(home) || taken.has(home)) continue;
    const place = map.locations.get(home)!;
    const coast = map.provinces.get(home)!.coasts[0];
    if (place.armyCanStand) lines.push(`BUILD A ${home}`);
    else if (place.fleetCanStand) lines.push(`BUILD F ${home}`);
    else if (coast !== undefined) lines.push(`BUILD F ${coast}`);
  }
  while (lines.length < owed) lines.push('WAIVE');
  return lines;
}

async function viewOf(id: string, secret: string): Promise<View> {
  const { game } = expectStatus(await call('GET', `/api/games/${id}`, { secret }), 200);
  const parsed = gameView.safeParse(game);
  if (!parsed.success) throw new Error(`the view does not read: ${parsed.error.message}`);
  return parsed.data;
}

describe('GET /api/maps', () => {
  it('lists every board of the instance, with its figures, in the documented shape', async () => {
    const body = expectStatus(await call('GET', '/api/maps'), 200);
    expect(mapList.safeParse(body).success).toBe(true);
    expect(body.maps.map((m: { name: string }) => m.name)).toEqual([...boardNames()]);
    expect(body.maps).toContainEqual(expect.objectContaining({ name: 'standard', centres: 34, units: 22, victory: 18 }));
    expect(body.maps).toContainEqual(expect.objectContaining({ name: 'pure', title: 'Pure', centres: 7, units: 7, victory: 4 }));
    for (const m of body.maps) expect(m).toEqual(JSON.parse(JSON.stringify(boardInfo(m.name))));
  });

  it('gives one board by name, and answers 404 with a sentence for one it does not have', async () => {
    const pure = expectStatus(await call('GET', '/api/maps/pure'), 200);
    expect(mapResponse.parse(pure).map.powers).toHaveLength(7);
    const none = await call('GET', '/api/maps/nowhere');
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('unknown_map');
    expect(none.body.error.message).toMatch(/no map named "nowhere".*pure.*standard/);
  });

  it('is in the OpenAPI document', async () => {
    const doc = expectStatus(await call('GET', '/api/openapi.json'), 200);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/maps', '/api/maps/{name}']));
  });
});

describe('POST /api/games with a map', () => {
  it('refuses a map the instance does not have with 400 and the maps there are', async () => {
    const r = await call('POST', '/api/games', { body: { name: 'G', map: 'nowhere' } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('unknown_map');
    expect(r.body.error.message).toContain('"nowhere"');
    for (const name of boardNames()) expect(r.body.error.message).toContain(name);
  });

  it('refuses a map name that cannot be one with 400 and what a name is', async () => {
    const r = await call('POST', '/api/games', { body: { name: 'G', map: '../standard' } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/lower-case letters, digits and underscores/);
  });

  it('makes a Crystal Ball game on another board', async () => {
    const r = expectStatus(await call('POST', '/api/games', { body: { name: 'G', variant: 'crystal_ball', map: 'pure' } }), 201);
    expect(r.game).toMatchObject({ variant: 'crystal_ball', map: 'pure' });
  });
});

describe.each(boardNames().map((name) => [name]))('a game on %s', (name) => {
  it('is made, joined by every power and played a whole game-year through the API, by the map’s calendar', async () => {
    const map = boardNamed(name)!;
    const info = boardInfo(name)!;
    const made = expectStatus(await call('POST', '/api/games', { body: { name: `On ${name}`, map: name, rules: ['POWER_CHOICE'] } }), 201);
    const g = { id: made.id as string, master: made.masterSecret as string };
    expect(made.game).toMatchObject({ map: name, status: 'forming', phase: map.begin, victory: info.victory });
    expect(made.game.seats.map((s: { power: string }) => s.power)).toEqual(info.powers);
    // The map's dummies are in civil disorder from the start; every other power is open.
    for (const s of made.game.seats) expect([s.power, s.status]).toEqual([s.power, map.dummies.includes(s.power) ? 'dummy' : 'open']);

    const secrets: Record<string, string> = {};
    for (const power of info.powers.filter((p) => !map.dummies.includes(p))) {
      const joined = expectStatus(await call('POST', `/api/games/${g.id}/join`, { body: { name: `Player ${power}`, power } }), 201);
      expect(joined.power).toBe(power);
      secrets[power] = joined.secret;
    }
    let game = await viewOf(g.id, g.master);
    expect(game).toMatchObject({ status: 'active', phase: map.begin });
    expect(game.position.units).toHaveLength(info.units);

    const { moves, nextYear } = firstYear(map);
    const seen: string[] = [];
    // Boards that start on an empty board (chaos) open with builds: the year ends with those units.
    let built = 0;
    for (let step = 0; game.phase !== nextYear; step++) {
      expect(step, `${name}: the year has not ended after ${seen.join(', ')}`).toBeLessThan(12);
      expect(inCalendar(map, must(game.phase)), `${game.phase} is in ${name}'s calendar`).toBe(true);
      seen.push(game.phase);
      const before = game.phase;
      for (const [power, secret] of Object.entries(secrets)) {
        const seat = game.seats.find((s) => s.power === power)!;
        if (!seat.owes || game.phase !== before) continue;
        const lines = ordersFor(map, game, power);
        const answer = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret, body: { lines } }), 200);
        for (const a of answer.answers) expect(a, `${name} ${before} ${power}: ${a.text}`).toMatchObject({ accepted: true });
        built += lines.filter((line) => line.startsWith('BUILD ')).length;
        game = answer.game;
      }
      // Every order in processes the phase by itself; otherwise the master does.
      game = await viewOf(g.id, g.master);
      if (game.phase === before) {
        expectStatus(await processNow(g), 200);
        game = await viewOf(g.id, g.master);
      }
      expect(game.status, `${name}: after ${before}`).toBe('active');
      expect(follows(map, before, game.phase), `${name}: ${game.phase} follows ${before}`).toBe(true);
    }
    // Every movement phase of the first year was played, in the map's order, and nothing moved.
    expect(seen.filter((p) => must(p).type === 'M')).toEqual(moves);
    expect(game.position.units).toHaveLength(info.units + built);
    const history = expectStatus(await call('GET', `/api/games/${g.id}/history?limit=50`, { secret: g.master }), 200);
    expect(historyResponse.safeParse(history).success).toBe(true);
    expect(history.phases.map((p: { position: { phase: string } }) => p.position.phase)).toEqual(seen);
  });
});

describe('a year on Pure with a capture', () => {
  it('Austria takes Berlin with Moscow’s support from afar, builds in Vienna, and Germany is out', async () => {
    const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Pure capture', map: 'pure', rules: ['POWER_CHOICE'] } }), 201);
    const g = { id: made.id as string, master: made.masterSecret as string };
    const secrets: Record<string, string> = {};
    for (const power of boardInfo('pure')!.powers) {
      secrets[power] = expectStatus(await call('POST', `/api/games/${g.id}/join`, { body: { name: power, power } }), 201).secret;
    }
    const orders = async (power: string, lines: string[]) => {
      const answer = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: secrets[power]!, body: { lines } }), 200);
      for (const a of answer.answers) expect(a, `${power}: ${a.text}`).toMatchObject({ accepted: true });
    };
    await orders('AUSTRIA', ['A VIE - BER']);
    await orders('RUSSIA', ['A MOS S A VIE - BER']);
    expectStatus(await processNow(g), 200);
    // Berlin's army had nowhere to go (every capital held, Vienna its attacker's): disbanded at once.
    let game = await viewOf(g.id, g.master);
    expect(game.phase).toBe('F1901M');
    expect(game.position.units).toContainEqual({ power: 'AUSTRIA', kind: 'A', at: 'BER' });
    expect(game.position.units.some((u) => u.power === 'GERMANY')).toBe(false);
    expectStatus(await processNow(g), 200);
    game = await viewOf(g.id, g.master);
    expect(game.phase).toBe('W1901A');
    expect(game.position.centers.AUSTRIA).toEqual(expect.arrayContaining(['BER', 'VIE']));
    expect(game.seats.find((s) => s.power === 'AUSTRIA')).toMatchObject({ owes: true, centers: 2, units: 1 });
    await orders('AUSTRIA', ['BUILD A VIE']);
    game = await viewOf(g.id, g.master);
    if (game.phase === 'W1901A') {
      expectStatus(await processNow(g), 200);
      game = await viewOf(g.id, g.master);
    }
    expect(game.phase).toBe('S1902M');
    expect(game.position.units.filter((u) => u.power === 'AUSTRIA')).toHaveLength(2);
    expect(game.seats.find((s) => s.power === 'GERMANY')!.status).toBe('eliminated');
  });
});

describe('mail on another board', () => {
  it('CREATE … MAP pure makes a Pure game, whose orders are read on Pure', async () => {
    const game = await mailGame(['MAP pure']);
    const { game: view } = expectStatus(await call('GET', `/api/games/${game.id}`), 200);
    expect(view).toMatchObject({ map: 'pure', status: 'active', phase: 'S1901M' });
    const reply = await asPower(game, 'AUSTRIA', 'A VIE - BER', 'A VIE - MUN');
    // Berlin borders Vienna on Pure; Munich is no place of it.
    expect(outcomeOf(reply, 'A VIE - BER')).not.toMatch(/not|refused/i);
    expect(outcomeOf(reply, 'A VIE - MUN')).toMatch(/MUN/);
    const after = expectStatus(await call('GET', `/api/games/${game.id}/orders`, { secret: game.players.AUSTRIA!.secret }), 200);
    expect(after.orders.AUSTRIA).toEqual(['A VIE - BER']);
  });

  it('the answer to CREATE … MAP pure names the board', async () => {
    const reply = await send({ from: 'master.onpure@example.com', body: ['CREATE onpure masterpw', 'MAP pure', 'SIGNOFF'].join('\n') });
    expect(outcomeOf(reply, 'MAP pure')).toMatch(/Game onpure is made and forming on the Pure board; you are its master\./);
  });

  it('CREATE with a MAP the judge does not have is refused with the maps there are', async () => {
    const reply = await send({ from: 'master.nomap@example.com', body: ['CREATE nomap masterpw', 'MAP nowhere', 'SIGNOFF'].join('\n') });
    expect(outcomeOf(reply, 'CREATE nomap ********')).toMatch(/Not created: There is no map named "nowhere" here; the maps are .*pure.*standard/);
    expect(expectStatus(await call('GET', '/api/games/nomap'), 404)).toBeDefined();
  });

  it('LIST MAPS lists the boards', async () => {
    const reply = await send({ from: 'reader@example.com', body: 'LIST MAPS' });
    expect(reply.text).toContain('pure: Pure (7 powers, 7 centres, 4 to win).');
    expect(reply.text).toContain('standard: Standard (7 powers, 34 centres, 18 to win).');
  });
});
