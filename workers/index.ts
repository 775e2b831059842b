import { Hono } from 'hono';
import packageJson from '../package.json';
import type { Env } from './env';
import { ApiError, handleError } from './errors';

export { GameRoom } from './game-room';

const app = new Hono<{ Bindings: Env }>();

app.get('/api/health', (c) => c.json({ ok: true, version: packageJson.version }));

app.notFound((c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    throw new ApiError(404, 'not_found', `There is no ${c.req.method} ${c.req.path} in the API.`);
  }
  // Everything outside the API is the static client.
  return c.env.ASSETS.fetch(c.req.raw);
});

app.onError(handleError);

export default app satisfies ExportedHandler<Env>;
