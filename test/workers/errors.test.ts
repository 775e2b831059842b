import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, handleError } from '../../workers/errors';

// A throwaway app with the real boundary, one route per kind of failure.
function appThrowing(err: () => never) {
  const app = new Hono();
  app.get('/boom', () => err());
  app.onError(handleError);
  return app;
}

async function errorOf(app: Hono) {
  const res = await app.request('/boom');
  return { status: res.status, body: (await res.json()) as { error: Record<string, unknown> } };
}

describe('the error boundary', () => {
  it('keeps the status, code and details of an ApiError', async () => {
    const app = appThrowing(() => {
      throw new ApiError(409, 'game_full', 'The game has all its players.', { seats: 7 });
    });
    expect(await errorOf(app)).toEqual({
      status: 409,
      body: { error: { code: 'game_full', message: 'The game has all its players.', details: { seats: 7 } } },
    });
  });

  it('turns an escaped zod failure into a 400 with the issues', async () => {
    const app = appThrowing(() => {
      z.object({ id: z.string() }).parse({ id: 7 });
      throw new Error('unreachable');
    });
    const { status, body } = await errorOf(app);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details).toEqual([expect.objectContaining({ path: ['id'] })]);
  });

  it('gives a Hono HTTPException a code for its status', async () => {
    const app = appThrowing(() => {
      throw new HTTPException(415, { message: 'Send JSON.' });
    });
    expect(await errorOf(app)).toEqual({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: 'Send JSON.' } },
    });
  });

  it('logs an unknown error and shows only a generic 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = appThrowing(() => {
      throw new Error('secret detail');
    });
    const { status, body } = await errorOf(app);
    expect(status).toBe(500);
    expect(body.error.code).toBe('internal');
    expect(JSON.stringify(body)).not.toContain('secret detail');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
