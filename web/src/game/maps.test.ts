import { afterEach, describe, expect, test, vi } from 'vitest';
import { api } from '../api.js';
import { mapChoices, mapFacts, STANDARD_ENTRY } from './maps.js';

const pure = { name: 'pure', title: 'Pure', powers: STANDARD_ENTRY.powers, centres: 7, units: 7, victory: 4 };
const ancmed = { name: 'ancmed', title: 'Ancient Mediterranean', credit: 'By someone.', powers: ['CARTHAGE', 'EGYPT', 'GREECE', 'PERSIA', 'ROME'], centres: 34, units: 15, victory: 18 };

describe('the create form’s maps', () => {
  test('the judge’s list, the standard board first, the others by title', () => {
    const answer = { ok: true as const, value: { maps: [pure, STANDARD_ENTRY, ancmed] } };
    expect(mapChoices(answer).map((m) => m.name)).toEqual(['standard', 'ancmed', 'pure']);
  });

  test('a judge that lists no maps (404 before GET /api/maps), or cannot be reached, offers the standard board alone', () => {
    expect(mapChoices({ ok: false, error: { status: 404, code: 'not_found', message: 'No such route.' } })).toEqual([STANDARD_ENTRY]);
    expect(mapChoices({ ok: false, error: { status: 0, code: 'network', message: 'x' } })).toEqual([STANDARD_ENTRY]);
    expect(mapChoices({ ok: true, value: { maps: [] } })).toEqual([STANDARD_ENTRY]);
    expect(mapChoices(null)).toEqual([STANDARD_ENTRY]);
  });

  test('each map said in a line', () => {
    expect(mapFacts(STANDARD_ENTRY)).toBe('7 powers · 34 centres · 18 to win');
    expect(mapFacts(ancmed)).toBe('5 powers · 34 centres · 18 to win');
  });
});

describe('GET /api/maps, as the form asks for it', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/api/maps' ? new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }) : new Response('', { status: 500 }))));

  test('the list read and offered', async () => {
    answering(200, { maps: [STANDARD_ENTRY, pure] });
    expect((await api.maps().then(mapChoices)).map((m) => m.name)).toEqual(['standard', 'pure']);
  });

  test('a judge without the route: the standard board alone', async () => {
    answering(404, { error: { code: 'not_found', message: 'There is no such route.' } });
    expect(await api.maps().then(mapChoices)).toEqual([STANDARD_ENTRY]);
  });

  test('an answer that does not read: the standard board alone', async () => {
    answering(200, { maps: [{ name: 'pure' }] });
    expect(await api.maps().then(mapChoices)).toEqual([STANDARD_ENTRY]);
  });
});
