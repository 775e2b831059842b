import { z } from 'zod';
import { errorResponse } from '../../shared/schemas/api';
import type { Route, RouteSpec } from './route';

/*
 * The OpenAPI 3.1 document of the API, written from the routes' own records and zod
 * schemas, so it describes exactly what the Worker serves and checks.
 */

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12, without its $schema line (the document gives the dialect). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/games/:id` → `/api/games/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}');

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is malformed: bad JSON, wrong types, a field too long, or a body over the limit.',
  401: 'No secret, or a secret that does not open this game.',
  403: 'The secret is good, but does not allow this.',
  404: 'No such game.',
  409: 'Not now: the game’s state or phase does not allow it.',
  413: 'Too large: the body is larger than the API accepts, or what it asks would make the game keep more than it may (too_large, press_too_long).',
  415: 'The body is not sent as application/json.',
  426: 'A WebSocket upgrade was expected.',
  429: 'Too many, too often: too many games, entries or sockets from the caller’s address (rate_limited: wait as long as Retry-After says), or too much press from one sender (press_too_fast: the message says when to try again).',
  503: 'The archive could not be read; try again.',
};

function parameters(spec: RouteSpec): JsonSchema[] {
  const path = [...spec.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query: JsonSchema[] = [];
  if (spec.query instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(spec.query.shape as Record<string, z.ZodType>)) {
      query.push({ name, in: 'query', required: !field.safeParse(undefined).success, schema: jsonSchema(field, 'input') });
    }
  }
  return [...path, ...query];
}

function operation(spec: RouteSpec): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  if (spec.status === 101) {
    responses['101'] = { description: 'Switching to the WebSocket protocol.' };
  } else {
    responses[String(spec.status)] = {
      description: spec.status === 201 ? 'Created.' : 'OK.',
      ...(spec.response === undefined ? {} : { content: { 'application/json': { schema: jsonSchema(spec.response, 'output') } } }),
    };
  }
  const errors = new Set([400, ...spec.errors, ...(spec.body === undefined ? [] : [413, 415])]);
  for (const status of [...errors].sort()) {
    responses[String(status)] = {
      description: STATUS_TEXT[status] ?? 'An error.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const security = spec.access === 'secret' ? [{ secret: [] }] : spec.access === 'optional' ? [{}, { secret: [] }] : [];
  return {
    operationId: `${spec.method}${openApiPath(spec.path)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .split(/[/._-]/)
      .filter((w) => w !== '')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('')}`,
    summary: spec.summary,
    tags: [spec.tag],
    ...(security.length === 0 ? {} : { security }),
    parameters: parameters(spec),
    ...(spec.body === undefined
      ? {}
      : { requestBody: { required: false, content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } } } }),
    responses,
  };
}

/** The whole document for these routes. */
export function openApiDocument(routes: readonly Route[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { spec } of routes) {
    const path = openApiPath(spec.path);
    paths[path] = { ...paths[path], [spec.method]: operation(spec) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Cloud Judge',
      version,
      description:
        'A Diplomacy judge in the DPjudge tradition. Secrets are sent as Authorization: Bearer <secret>; every error is {"error": {"code", "message", "details"?}}.',
    },
    paths,
    components: {
      securitySchemes: { secret: { type: 'http', scheme: 'bearer', description: 'The secret given when the game was created, joined or observed.' } },
      schemas: { Error: jsonSchema(errorResponse, 'output') },
    },
  };
}
