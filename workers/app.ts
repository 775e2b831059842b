/**
 * The HTTP API as one Hono app. It lives apart from the Worker's entry (index.ts) because
 * the entry module may export only handlers and Durable Object classes: wrangler refuses to
 * start on any other export.
 */
import { cardRoutes } from './api/card';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import packageJson from '../package.json';
import { healthResponse } from '../shared/schemas/api';
import { gameRoutes } from './api/games';
import { mapRoutes } from './api/maps';
import { masterRoutes } from './api/master';
import { crossOrigin } from './api/cross-origin';
import { openApiDocument } from './api/openapi';
import { investRoute } from './api/invest';
import { payolaRoutes } from './api/payola';
import { exchangeRoutes } from './api/exchange';
import { playRoutes } from './api/play';
import { proposalRoutes } from './api/proposals';
import { mount, route, type AppEnv, type Route } from './api/route';
import { ApiError, handleError } from './errors';

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

const healthRoute = route(
  {
    method: 'get',
    path: '/api/health',
    tag: 'meta',
    summary: 'Whether the judge answers, and its version.',
    access: 'none',
    response: healthResponse,
    status: 200,
    errors: [],
  },
  async () => ({ ok: true, version: packageJson.version }),
);

const openApiRoute = route(
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'meta',
    summary: 'This document.',
    access: 'none',
    status: 200,
    errors: [],
  },
  async () => document,
);

/** Every route of the API, in the order the document lists them. */
export const ROUTES: readonly Route[] = [healthRoute, openApiRoute, ...mapRoutes, ...gameRoutes, ...playRoutes, ...proposalRoutes, ...payolaRoutes, ...masterRoutes,
  // ▸ payola (issue 13): add here
  ...exchangeRoutes,
  investRoute,
  // ▸ rules16-mail (issue 16): add here
  // ▸ rules16-time (issue 16): add here
  // ▸ global (issue 14): add here
  // ▸ card (issue 15): add here
  ...cardRoutes,
];
const document = openApiDocument(ROUTES, packageJson.version);

const app = new Hono<AppEnv>();

// First, so that its headers land on every answer, the refusals of the limits below too.
app.use('/api/*', crossOrigin);

app.use(
  '/api/*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
    },
  }),
);

mount(app, ROUTES);

app.notFound((c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    throw new ApiError(404, 'not_found', `There is no ${c.req.method} ${c.req.path} in the API.`);
  }
  // Everything outside the API is the static client.
  return c.env.ASSETS.fetch(c.req.raw);
});

app.onError(handleError);

export default app;
