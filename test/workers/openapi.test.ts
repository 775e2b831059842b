import { describe, expect, it } from 'vitest';
import app, { ROUTES } from '../../workers/app';
import { openApiPath } from '../../workers/api/openapi';
import { call, expectStatus } from './support/api';

type Operation = { operationId: string; summary?: string; responses: Record<string, unknown>; requestBody?: unknown; parameters: { name: string; in: string }[] };

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
    expect(create.properties.variant.enum).toEqual(['standard', 'crystal_ball', 'payola', 'solitaire', 'card', 'global']);
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

describe('the OpenAPI document of Payola', () => {
  const bodyOf = (op: Operation) => (op.requestBody as { content: { 'application/json': { schema: any } } }).content['application/json'].schema;
  const answerOf = (op: Operation, status: string) =>
    (op.responses[status] as { content: { 'application/json': { schema: any } } }).content['application/json'].schema;

  it('names the acceptance list and transfer routes, their bodies and every error they answer with', async () => {
    const doc = await document();
    const accept = doc.paths['/api/games/{id}/accept']!.put!;
    expect(accept.operationId).toBe('putGamesIdAccept');
    expect(bodyOf(accept)).toMatchObject({ type: 'object', required: ['list'], additionalProperties: false });
    expect(bodyOf(accept).properties.list).toMatchObject({ type: 'string', minLength: 1, maxLength: 60 });
    const transfer = doc.paths['/api/games/{id}/transfers']!.post!;
    expect(transfer.operationId).toBe('postGamesIdTransfers');
    expect(bodyOf(transfer)).toMatchObject({ type: 'object', required: ['to', 'amount'], additionalProperties: false });
    expect(bodyOf(transfer).properties.amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
    expect(Object.keys(transfer.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '429']);
    expect(Object.keys(accept.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
    expect(answerOf(transfer, '201').properties.game.properties.payola).toBeDefined();
  });

  it('names EXCHANGE\'s dividend, share price and share routes, their bodies and errors', async () => {
    const doc = await document();
    const dividend = doc.paths['/api/games/{id}/dividend']!.put!;
    expect(bodyOf(dividend)).toMatchObject({ type: 'object', required: ['perShare'], additionalProperties: false });
    expect(bodyOf(dividend).properties.perShare).toMatchObject({ type: 'integer', minimum: 0 });
    expect(Object.keys(dividend.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
    const price = doc.paths['/api/games/{id}/share-price']!.put!;
    expect(bodyOf(price)).toMatchObject({ required: ['price'] });
    const shares = doc.paths['/api/games/{id}/shares']!.post!;
    expect(bodyOf(shares)).toMatchObject({ required: ['company', 'shares'], additionalProperties: false });
    expect(bodyOf(shares).properties.shares).toMatchObject({ type: 'integer', minimum: 1 });
    expect(Object.keys(shares.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '415']);
    expect(bodyOf(shares).properties.from).toMatchObject({ type: 'string' });
    const sales = doc.paths['/api/games/{id}/share-sales']!.post!;
    expect(bodyOf(sales)).toMatchObject({ required: ['company', 'shares', 'price', 'to'], additionalProperties: false });
    const vote = doc.paths['/api/games/{id}/ceo-vote']!.put!;
    expect(bodyOf(vote)).toMatchObject({ required: ['company', 'candidate'], additionalProperties: false });
    expect(Object.keys(vote.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '409']));
  });

  it('names payola as a variant, the treasuries and sheets of a view, and the money of a processed phase', async () => {
    const doc = await document();
    expect(bodyOf(doc.paths['/api/games']!.post!).properties.variant.enum).toContain('payola');
    const game = answerOf(doc.paths['/api/games/{id}']!.get!, '200').properties.game;
    expect(Object.keys(game.properties.payola.properties).sort()).toEqual(['accept', 'exchange', 'funds', 'offers', 'transfers']);
    expect(Object.keys(game.properties.payola.properties.exchange.properties).sort()).toEqual(['ceos', 'declared', 'holdings', 'prices', 'purses', 'sales', 'votes']);
    const history = answerOf(doc.paths['/api/games/{id}/history']!.get!, '200');
    const record = history.properties.phases.items.properties.payola;
    expect(record.properties).toMatchObject({ funds: expect.any(Object), after: expect.any(Object), units: expect.any(Object), income: expect.any(Object) });
    expect(record.properties.units.items.properties.bids).toBeDefined();
    expect(Object.keys(record.properties.exchange.properties).sort()).toEqual(['after', 'book', 'dividends', 'elections', 'reports']);
    // The orders route answers each offer line as it answers an order.
    const orders = doc.paths['/api/games/{id}/orders']!.put!;
    expect(orders.summary).toContain('offer sheet');
    expect(answerOf(orders, '200').properties.answers.items.anyOf).toHaveLength(2);
  });
});
