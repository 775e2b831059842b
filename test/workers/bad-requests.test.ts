import { env, exports } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../workers/app';
import { call, expectStatus, fullGame, newGame, newSecretLike, useTestClock, type TestGame } from './support/api';

/*
 * Every endpoint against every kind of bad request: each gets a 4xx with an error body,
 * and the game is left exactly as it was.
 */

type Who = 'nobody' | 'master' | 'player' | 'observer';

interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** After /api/games/:id. */
  readonly path: string;
  /** A body the endpoint would accept. */
  readonly body?: Record<string, unknown>;
  /** A body of the right JSON but the wrong types. */
  readonly wrong?: Record<string, unknown>;
  /** Who may call it. */
  readonly as: Who;
}

const ENDPOINTS: Record<string, Endpoint> = {
  view: { method: 'GET', path: '', as: 'nobody' },
  join: { method: 'POST', path: '/join', body: { name: 'Zed' }, wrong: { name: 7 }, as: 'nobody' },
  observe: { method: 'POST', path: '/observe', body: { name: 'Ona' }, wrong: { name: ['Ona'] }, as: 'nobody' },
  takeover: { method: 'POST', path: '/takeover', body: { power: 'FRANCE', name: 'Tak' }, wrong: { power: 3, name: 'Tak' }, as: 'nobody' },
  'read orders': { method: 'GET', path: '/orders', as: 'player' },
  orders: { method: 'PUT', path: '/orders', body: { lines: ['A PAR H'] }, wrong: { lines: 'A PAR H' }, as: 'player' },
  'clear orders': { method: 'DELETE', path: '/orders', body: {}, wrong: { power: 5 }, as: 'player' },
  'read press': { method: 'GET', path: '/press', as: 'player' },
  press: { method: 'POST', path: '/press', body: { to: 'ALL', body: 'Hello' }, wrong: { to: 'ALL', body: 42 }, as: 'player' },
  vote: { method: 'PUT', path: '/vote', body: { vote: { kind: 'draw' } }, wrong: { vote: { kind: 'win' } }, as: 'player' },
  wait: { method: 'PUT', path: '/wait', body: { wait: true }, wrong: { wait: 'yes' }, as: 'player' },
  resign: { method: 'POST', path: '/resign', body: {}, wrong: { power: false }, as: 'player' },
  contact: { method: 'PUT', path: '/contact', body: { by: 'web' }, wrong: { by: 'fax' }, as: 'player' },
  accept: { method: 'PUT', path: '/accept', body: { list: 'EF?' }, wrong: { list: ['E', 'F'] }, as: 'player' },
  absence: { method: 'POST', path: '/absences', body: { to: Date.UTC(2040, 0, 3) }, wrong: { to: 'soon' }, as: 'player' },
  'clear absences': { method: 'DELETE', path: '/absences', body: {}, wrong: { all: true }, as: 'player' },
  'later deadline': { method: 'POST', path: '/deadline', body: { at: Date.UTC(2040, 0, 9) }, wrong: { at: 'tomorrow' }, as: 'player' },
  transfer: { method: 'POST', path: '/transfers', body: { to: 'FRANCE', amount: 5 }, wrong: { to: 'FRANCE', amount: '5' }, as: 'player' },
  history: { method: 'GET', path: '/history', as: 'nobody' },
  export: { method: 'GET', path: '/export', as: 'nobody' },
  start: { method: 'POST', path: '/master/start', body: {}, wrong: { now: true }, as: 'master' },
  process: { method: 'POST', path: '/master/process', body: { phase: 'S1901M' }, wrong: { now: true }, as: 'master' },
  preview: { method: 'POST', path: '/master/preview', body: {}, wrong: { now: true }, as: 'master' },
  rollback: { method: 'POST', path: '/master/rollback', body: {}, wrong: { phase: 1901 }, as: 'master' },
  rollforward: { method: 'POST', path: '/master/rollforward', body: {}, wrong: { phase: 'x' }, as: 'master' },
  pause: { method: 'POST', path: '/master/pause', body: {}, wrong: { now: true }, as: 'master' },
  resume: { method: 'POST', path: '/master/resume', body: {}, wrong: { now: true }, as: 'master' },
  deadline: { method: 'POST', path: '/master/deadline', body: { at: Date.UTC(2040, 0, 9) }, wrong: { at: 'tomorrow' }, as: 'master' },
  dummy: { method: 'POST', path: '/master/dummy', body: { power: 'FRANCE' }, wrong: { power: null }, as: 'master' },
  control: { method: 'POST', path: '/master/control', body: { power: 'FRANCE', controllers: ['ENGLAND'] }, wrong: { power: 'FRANCE', controllers: 'ENGLAND' }, as: 'master' },
  terminate: { method: 'POST', path: '/master/terminate', body: {}, wrong: { now: true }, as: 'master' },
};

const names = Object.keys(ENDPOINTS);
const withBody = names.filter((n) => ENDPOINTS[n]!.body !== undefined);

let game: TestGame;

beforeAll(async () => {
  useTestClock();
  game = await fullGame();
});
afterAll(() => vi.useRealTimers());

function secretOf(g: TestGame, who: Who): string | undefined {
  switch (who) {
    case 'nobody':
      return undefined;
    case 'master':
      return g.master;
    case 'player':
    case 'observer':
      return g.seats.ENGLAND.secret;
  }
}

/** Everything the master can see of the game, and the room's outbox: what must not change. */
async function snapshot(id: string, master: string) {
  const view = expectStatus(await call('GET', `/api/games/${id}`, { secret: master }), 200);
  const outbox = await env.GAME_ROOM.getByName(id).outbox();
  return { view, outbox };
}

async function expectError(answer: { status: number; body: any }, status: number, code: string) {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(answer.status).toBe(status);
}

describe('every endpoint', () => {
  it.each(names)('%s: an unknown game is a 404', async (name) => {
    const e = ENDPOINTS[name]!;
    for (const id of ['nosuchgame0', 'NOT-AN-ID', 'x'.repeat(80)]) {
      const answer = await call(e.method, `/api/games/${id}${e.path}`, { body: e.body, secret: newSecretLike() });
      await expectError(answer, 404, 'no_game');
    }
  });

  it.each(names)('%s: a wrong secret is a 401 and changes nothing', async (name) => {
    const e = ENDPOINTS[name]!;
    const before = await snapshot(game.id, game.master);
    const answer = await call(e.method, `/api/games/${game.id}${e.path}`, { body: e.body, secret: newSecretLike() });
    await expectError(answer, 401, 'bad_secret');
    expect(await snapshot(game.id, game.master)).toEqual(before);
  });

  it.each(withBody)('%s: malformed JSON is a 400 and changes nothing', async (name) => {
    const e = ENDPOINTS[name]!;
    const before = await snapshot(game.id, game.master);
    const answer = await call(e.method, `/api/games/${game.id}${e.path}`, { body: '{"lines": [', secret: secretOf(game, e.as) });
    await expectError(answer, 400, 'bad_json');
    expect(await snapshot(game.id, game.master)).toEqual(before);
  });

  it.each(withBody)('%s: the wrong types are a 400 with details and change nothing', async (name) => {
    const e = ENDPOINTS[name]!;
    const before = await snapshot(game.id, game.master);
    for (const body of [e.wrong, [e.body], 'null', { ...e.body, unknownField: 1 }]) {
      const answer = await call(e.method, `/api/games/${game.id}${e.path}`, { body, secret: secretOf(game, e.as) });
      await expectError(answer, 400, 'invalid_request');
      expect(Array.isArray(answer.body.error.details)).toBe(true);
    }
    expect(await snapshot(game.id, game.master)).toEqual(before);
  });

  it.each(withBody)('%s: a body over the limit is a 413 and changes nothing', async (name) => {
    const e = ENDPOINTS[name]!;
    const before = await snapshot(game.id, game.master);
    const huge = JSON.stringify({ ...e.body, pad: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await call(e.method, `/api/games/${game.id}${e.path}`, { body: huge, secret: secretOf(game, e.as) }), 413, 'body_too_large');
    // Also when the size is not announced and the body comes as a stream.
    const stream = new Blob([huge]).stream();
    await expectError(
      await call(e.method, `/api/games/${game.id}${e.path}`, { body: stream, secret: secretOf(game, e.as) }),
      413,
      'body_too_large',
    );
    expect(await snapshot(game.id, game.master)).toEqual(before);
  });

  it.each(names.filter((n) => ENDPOINTS[n]!.as === 'master'))('%s: a player is refused a master command with a 403', async (name) => {
    const e = ENDPOINTS[name]!;
    const before = await snapshot(game.id, game.master);
    await expectError(await call(e.method, `/api/games/${game.id}${e.path}`, { body: e.body, secret: game.seats.ITALY.secret }), 403, 'not_allowed');
    expect(await snapshot(game.id, game.master)).toEqual(before);
  });

  it.each(names.filter((n) => ENDPOINTS[n]!.as !== 'nobody' && ENDPOINTS[n]!.method !== 'GET'))(
    '%s: without a secret is a 401',
    async (name) => {
      const e = ENDPOINTS[name]!;
      const before = await snapshot(game.id, game.master);
      await expectError(await call(e.method, `/api/games/${game.id}${e.path}`, { body: e.body }), 401, 'secret_required');
      expect(await snapshot(game.id, game.master)).toEqual(before);
    },
  );
});

describe('commands out of their time', () => {
  /** What each command gets in a forming game (one player seated) and in a finished one. */
  const OUT_OF_PHASE: Record<string, { forming: [number, string] | null; finished: [number, string] | null }> = {
    join: { forming: null, finished: [409, 'wrong_status'] },
    takeover: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    orders: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    'clear orders': { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    press: { forming: null, finished: null },
    vote: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    wait: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    resign: { forming: null, finished: [409, 'wrong_status'] },
    start: { forming: null, finished: [409, 'wrong_status'] },
    process: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    preview: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    rollback: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    rollforward: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    pause: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    resume: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    deadline: { forming: [409, 'wrong_status'], finished: [409, 'wrong_status'] },
    dummy: { forming: null, finished: [409, 'wrong_status'] },
    terminate: { forming: null, finished: [409, 'wrong_status'] },
  };

  async function forming(): Promise<{ id: string; master: string; player: string }> {
    const { id, master } = await newGame({ rules: ['POWER_CHOICE'] });
    const joined = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Eve', power: 'ENGLAND' } }), 201);
    return { id, master, player: joined.secret };
  }

  async function finished(): Promise<{ id: string; master: string; player: string }> {
    const g = await fullGame();
    expectStatus(await call('POST', `/api/games/${g.id}/master/terminate`, { secret: g.master }), 200);
    return { id: g.id, master: g.master, player: g.seats.ENGLAND.secret };
  }

  for (const [when, make] of [
    ['forming', forming],
    ['finished', finished],
  ] as const) {
    const cases = Object.entries(OUT_OF_PHASE).filter(([, v]) => v[when] !== null);
    it.each(cases.map(([n]) => n))(`%s in a ${when} game is refused and changes nothing`, async (name) => {
      const e = ENDPOINTS[name]!;
      const [status, code] = OUT_OF_PHASE[name]![when]!;
      const g = await make();
      const before = await snapshot(g.id, g.master);
      const secret = e.as === 'master' ? g.master : e.as === 'player' ? g.player : undefined;
      await expectError(await call(e.method, `/api/games/${g.id}${e.path}`, { body: e.body, secret }), status, code);
      expect(await snapshot(g.id, g.master)).toEqual(before);
    });
  }
});

describe('creating a game', () => {
  it.each([
    ['no name', {}, 400, 'invalid_request'],
    ['a name of the wrong type', { name: 5 }, 400, 'invalid_request'],
    ['an unknown field', { name: 'G', colour: 'red' }, 400, 'invalid_request'],
    ['a variant not built', { name: 'G', variant: 'chaos' }, 400, 'invalid_request'],
    ['a map the instance does not have', { name: 'G', map: 'nowhere' }, 400, 'unknown_map'],
    ['a map named with capitals', { name: 'G', map: 'Pure' }, 400, 'invalid_request'],
    ['an unknown rule', { name: 'G', rules: ['NO_SUCH_RULE'] }, 400, 'bad_rules'],
    ['fractional minutes', { name: 'G', deadlines: { movement: 0.5 } }, 400, 'invalid_request'],
    ['victory out of reach', { name: 'G', victory: 40 }, 400, 'bad_rules'],
    ['an edition not of the Crystal Ball rules', { name: 'G', variant: 'crystal_ball', edition: 'modern' }, 400, 'invalid_request'],
    ['an edition for a standard game', { name: 'G', edition: 'revised' }, 400, 'bad_rules'],
    ['Crystal Ball on a map the instance does not have', { name: 'G', variant: 'crystal_ball', map: 'nowhere' }, 400, 'unknown_map'],
  ])('refuses %s', async (_what, body, status, code) => {
    await expectError(await call('POST', '/api/games', { body }), status, code);
  });

  it('says what was wrong with the variant and the edition', async () => {
    const variant = await call('POST', '/api/games', { body: { name: 'G', variant: 'crystal ball' } });
    expect(variant.body.error.message).toContain('standard, crystal_ball, payola, solitaire, card or global');
    const edition = await call('POST', '/api/games', { body: { name: 'G', variant: 'crystal_ball', edition: 'modern' } });
    expect(edition.body.error.message).toContain('revised or original');
    const standard = await call('POST', '/api/games', { body: { name: 'G', edition: 'revised' } });
    expect(standard.body.error.message).toContain('Crystal Ball games only');
  });
});

describe('a phase named in a standard game', () => {
  it('is refused unless it is the phase on the board, and changes nothing', async () => {
    const g = await fullGame();
    const before = await snapshot(g.id, g.master);
    const other = await call('PUT', `/api/games/${g.id}/orders`, { body: { lines: ['A PAR - BUR'], phase: 'F1901M' }, secret: g.seats.FRANCE.secret });
    await expectError(other, 409, 'no_orders_now');
    expect(other.body.error.message).toBe('Orders are taken for S1901M now, not for F1901M.');
    expect(await snapshot(g.id, g.master)).toEqual(before);
    const same = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { body: { lines: ['A PAR - BUR'], phase: 's1901m' }, secret: g.seats.FRANCE.secret }), 200);
    expect(same.answers).toEqual([{ text: 'A PAR - BUR', accepted: true, order: 'A PAR - BUR' }]);
  });
});

describe('a Crystal Ball list', () => {
  let crystal: TestGame;
  beforeAll(async () => {
    crystal = await fullGame({ variant: 'crystal_ball' });
  });

  it.each([
    ['a phase that is not a phase name', { lines: ['A PAR H'], phase: 'spring' }],
    ['a phase of the wrong type', { lines: ['A PAR H'], phase: 1901 }],
    ['a phase too long', { lines: ['A PAR H'], phase: 'S1901901M' }],
    ['a list name that is none', { lines: ['A PAR H'], phase: 'DISBANDS' }],
    ['an empty phase', { lines: ['A PAR H'], phase: '' }],
  ])('refuses %s with a 400 that says how a phase is named', async (_what, body) => {
    const before = await snapshot(crystal.id, crystal.master);
    const answer = await call('PUT', `/api/games/${crystal.id}/orders`, { body, secret: crystal.seats.FRANCE.secret });
    await expectError(answer, 400, 'invalid_request');
    expect(answer.body.error.message).toMatch(/phase/);
    expect(await snapshot(crystal.id, crystal.master)).toEqual(before);
  });

  it('refuses malformed JSON and an oversized body', async () => {
    await expectError(await call('POST', '/api/games', { body: '{name' }), 400, 'bad_json');
    await expectError(await call('POST', '/api/games', { body: { name: 'x'.repeat(MAX_BODY_BYTES) } }), 413, 'body_too_large');
  });
});

describe('bodies not sent as JSON', () => {
  // What a page elsewhere can send without the API's leave: a form, or text/plain.
  const CROSS_SITE = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];

  it.each(CROSS_SITE)('a game is not created from %s (415), and the list of games is as it was', async (type) => {
    const answer = await call('POST', '/api/games', { body: JSON.stringify({ name: 'Drive-by' }), headers: { 'content-type': type } });
    await expectError(answer, 415, 'unsupported_media_type');
    expect(answer.body.error.message).toContain('application/json');
  });

  it('join, observe and take over from text/plain are refused, and the game keeps nothing', async () => {
    const g = await newGame();
    const before = await snapshot(g.id, g.master);
    for (const [path, body] of [['/join', { name: 'Jo' }], ['/observe', { name: 'Ona' }], ['/takeover', { power: 'FRANCE', name: 'Tak' }]] as const) {
      const answer = await call('POST', `/api/games/${g.id}${path}`, { body: JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      await expectError(answer, 415, 'unsupported_media_type');
    }
    expect(await snapshot(g.id, g.master)).toEqual(before);
  });

  it('a body with no Content-Type is refused too, and says so; a +json type and a charset are JSON', async () => {
    const bare = await exports.default.fetch('http://judge.test/api/games', { method: 'POST', body: new Blob(['{"name":"G"}']) });
    expect(bare.status).toBe(415);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toContain('no Content-Type was given');
    expectStatus(await call('POST', '/api/games', { body: { name: 'G' }, headers: { 'content-type': 'application/json; charset=utf-8' } }), 201);
    expectStatus(await call('POST', '/api/games', { body: { name: 'G' }, headers: { 'content-type': 'application/merge-patch+json' } }), 201);
  });
});

describe('times out of range', () => {
  it('refuses a deadline past any date the judge can write, and keeps the game as it was', async () => {
    const g = await fullGame();
    const before = await snapshot(g.id, g.master);
    for (const at of [8_640_000_000_000_001, Date.UTC(10_000, 0, 1)]) {
      const answer = await call('POST', `/api/games/${g.id}/master/deadline`, { body: { at }, secret: g.master });
      await expectError(answer, 400, 'invalid_request');
      expect(JSON.stringify(answer.body)).toContain('no later than the end of year 9999');
    }
    expect(await snapshot(g.id, g.master)).toEqual(before);
    // The game still answers.
    const view = await call('GET', `/api/games/${g.id}`, { secret: g.master });
    expect(view.status).toBe(200);
  });
});

describe('the game list', () => {
  it.each([
    ['an unknown state', '?state=paused', 'invalid_request'],
    ['a limit out of range', '?limit=1000', 'invalid_request'],
    ['a cursor it did not give', '?cursor=bm9wZQ', 'bad_cursor'],
    ['an unknown parameter', '?colour=red', 'invalid_request'],
  ])('refuses %s', async (_what, query, code) => {
    await expectError(await call('GET', `/api/games${query}`), 400, code);
  });
});
