import { describe, expect, it } from 'vitest';
import { call, expectStatus, gameOf, newGame } from './support/api';

/*
 * EAVESDROP through the API: the master's copy of every private message is his secret, so
 * the rule is out of every listing and page but his, unless he wrote it EAVESDROP!.
 */
const listed = async (id: string) => (expectStatus(await call('GET', '/api/games'), 200).games as { id: string; rules: string[] }[]).find((g) => g.id === id);

describe('EAVESDROP on the API', () => {
  it('is on the master\'s page only: not a stranger\'s, nor the public list', async () => {
    const g = await newGame({ rules: ['EAVESDROP'] });
    expect((await gameOf(g.id, g.master)).rules).toContain('EAVESDROP');
    expect((await gameOf(g.id)).rules).not.toContain('EAVESDROP');
    const row = await listed(g.id);
    if (row !== undefined) expect(row.rules).not.toContain('EAVESDROP');
  });

  it('written EAVESDROP!, it is shown to everyone', async () => {
    const g = await newGame({ rules: ['EAVESDROP!'] });
    expect((await gameOf(g.id)).rules).toContain('EAVESDROP');
  });
});
