import { describe, expect, it } from 'vitest';
import app, { ROUTES } from '../../workers/app';
import { openApiPath } from '../../workers/api/openapi';
import { call, expectStatus } from './support/api';

type Operation = { operationId: string; responses: Record<string, unknown>; requestBody?: unknown; parameters: { name: string; in: string }[] };

async function document() {
  return expectStatus(await call('GET', '/api/openapi.json'), 200) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it('lists every route the app serves, and no other', async () => {
    const doc = await document();
    const served = app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(served);
    expect(served.length).toBe(ROUTES.length);
    expect(served.length).toBeGreaterThanOrEqual(28);
  });

  it('gives each operation a unique id, its path parameters, its answers and its errors', async () => {
    const doc = await document();
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          expect(op.parameters, `${method} ${path}`).toContainEqual(expect.objectContaining({ name, in: 'path' }));
        }
        expect(Object.keys(op.responses).some((s) => s.startsWith('2') || s === '101'), `${method} ${path}`).toBe(true);
        expect(op.responses['400'], `${method} ${path}`).toBeDefined();
        if (op.requestBody !== undefined) expect(op.responses['413'], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('describes request bodies from the zod schemas', async () => {
    const doc = await document();
    const put = doc.paths['/api/games/{id}/orders']!.put!;
    const schema = (put.requestBody as { content: { 'application/json': { schema: any } } }).content['application/json'].schema;
    expect(schema).toMatchObject({ type: 'object', required: ['lines'], additionalProperties: false });
    expect(schema.properties.lines).toMatchObject({ type: 'array', items: { type: 'string' } });
    const list = doc.paths['/api/games']!.get!;
    expect(list.parameters.map((p) => p.name)).toEqual(['state', 'variant', 'player', 'limit', 'cursor']);
  });

  it('describes Crystal Ball: the variant and edition of a new game, the phase of a list, the lists and annotations of a game', async () => {
    const doc = await document();
    const bodyOf = (op: Operation) => (op.requestBody as { content: { 'application/json': { schema: any } } }).content['application/json'].schema;
    const answerOf = (op: Operation, status: string) =>
      (op.responses[status] as { content: { 'application/json': { schema: any } } }).content['application/json'].schema;
    const create = bodyOf(doc.paths['/api/games']!.post!);
    expect(create.properties.variant.enum).toEqual(['standard', 'crystal_ball', 'payola']);
    expect(create.properties.edition.enum).toEqual(['revised', 'original']);
    const orders = bodyOf(doc.paths['/api/games/{id}/orders']!.put!);
    expect(orders.properties.phase).toMatchObject({ type: 'string', pattern: expect.any(String) });
    const game = answerOf(doc.paths['/api/games/{id}']!.get!, '200').properties.game;
    expect(game.properties.lists.items.properties.status.enum).toEqual(['open', 'locked', 'processed', 'standing']);
    expect(game.properties.lists.items.properties.lines.items.properties.annotation).toMatchObject({ type: 'string' });
    expect(game.properties.lastPhase.anyOf[0].properties.results.items.properties.annotation).toMatchObject({ type: 'string' });
    const history = answerOf(doc.paths['/api/games/{id}/history']!.get!, '200');
    expect(history.properties.phases.items.properties.results.items.properties.annotation).toMatchObject({ type: 'string' });
    expect(history.properties.lists.items.properties.status.enum).toEqual(['open', 'locked', 'processed', 'standing']);
  });
});
