import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

describe('GET /api/health', () => {
  it('answers ok with the package version', async () => {
    const res = await exports.default.fetch('http://judge.test/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: true, version: packageJson.version });
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/health'],
  ])('%s %s is a 404 JSON error', async (method, path) => {
    const res = await exports.default.fetch(`http://judge.test${path}`, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain(path);
  });
});
