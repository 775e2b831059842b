import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// workers/env.ts is written by hand; this catches it drifting from wrangler.toml.
describe('the bindings of wrangler.toml', () => {
  it('are all present with the kinds workers/env.ts declares', () => {
    expect(typeof env.DB.prepare).toBe('function');
    expect(typeof env.GAME_ROOM.idFromName).toBe('function');
    expect(typeof env.ASSETS.fetch).toBe('function');
    expect(typeof env.MAIL.send).toBe('function');
    expect(env.JUDGE_ADDRESS).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(env.PUBLIC_URL).toMatch(/^https?:\/\/[^\s]+$/);
  });

  it('serve the static client from web/dist', async () => {
    const res = await env.ASSETS.fetch('http://judge.test/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Cloud Judge</title>');
  });
});
