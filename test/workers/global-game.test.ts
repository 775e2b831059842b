import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, processNow, useTestClock } from './support/api';
import { US, RF, SA, EU, GA, PR, SIX } from '../support/global-powers';

/*
 * A Global Diplomacy game through the HTTP door, in workerd, with six players (seed 002):
 * the opening builds on an empty board, a turn in which Africa orders all its units to hold
 * (owed an arsenal, announced with the results), the arsenal built in Spring's adjustments,
 * a bomb from South Africa on the South Indian Ocean that destroys the space and Asia's navy
 * in it, Madagascar cut off with it and removed the season after, and the view's `global`
 * field at each step. The positions are reached by orders; the master processes each phase.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

interface Globe {
  readonly id: string;
  readonly master: string;
  readonly secrets: Record<string, string>;
}

async function sixPlayers(): Promise<Globe> {
  const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Globe', variant: 'global', map: 'global', rules: ['POWER_CHOICE'] } }), 201);
  const secrets: Record<string, string> = {};
  for (const power of SIX) {
    secrets[power] = expectStatus(await call('POST', `/api/games/${made.id}/join`, { body: { name: `Player ${power}`, power } }), 201).secret;
  }
  return { id: made.id, master: made.masterSecret, secrets };
}

const view = async (g: Globe, secret?: string) => expectStatus(await call('GET', `/api/games/${g.id}`, secret === undefined ? {} : { secret }), 200).game;

async function order(g: Globe, power: string, lines: string[]): Promise<any[]> {
  return expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets[power], body: { lines } }), 200).answers;
}

async function orderAccepted(g: Globe, power: string, lines: string[]): Promise<void> {
  for (const answer of await order(g, power, lines)) expect(answer, `${power}: ${answer.text}`).toMatchObject({ accepted: true });
}

async function processed(g: Globe): Promise<any> {
  return expectStatus(await processNow(g), 200).game;
}

const unitsOf = (game: any, power: string): string[] =>
  game.position.units.filter((u: any) => u.power === power).map((u: any) => `${u.kind} ${u.at}`).sort();

describe('a Global game through the API, six players', () => {
  it('plays from the opening builds through an all-hold turn, an arsenal, a nuclear strike and a removed centre', async () => {
    const g = await sixPlayers();
    let game = await view(g);
    expect(game).toMatchObject({ status: 'active', phase: 'F2100A', variant: 'global' });
    expect(game.position.units).toEqual([]);
    expect(game.global).toEqual({ destroyed: [], removed: [], cutOff: [], closed: ['POL'], entitled: {} });

    // The opening builds: Africa leaves South Africa empty, for its arsenal to come.
    await orderAccepted(g, US, ['BUILD A ALA', 'BUILD A CAN', 'BUILD A SUS', 'BUILD A WUS']);
    await orderAccepted(g, RF, ['BUILD A RUS', 'BUILD A UKR', 'BUILD A URA', 'BUILD A YAK']);
    await orderAccepted(g, SA, ['BUILD A ARG', 'BUILD A BRA', 'BUILD A COL', 'BUILD A PER']);
    await orderAccepted(g, EU, ['BUILD A BRI', 'BUILD A CEU', 'BUILD A SCA', 'BUILD A WEU']);
    await orderAccepted(g, PR, ['BUILD A CHN', 'BUILD A JAP', 'BUILD A SCH', 'BUILD F SEA']);
    // No arsenal is owed yet: refused with a sentence.
    const early = await order(g, GA, ['BUILD AS SAF']);
    expect(early[0]).toMatchObject({ accepted: false, error: { code: 'no_arsenal_owed' } });
    await orderAccepted(g, GA, ['BUILD A EGY', 'BUILD A NIG', 'BUILD F MAD', 'WAIVE']);
    game = await view(g);
    expect(game.phase).toBe('W2101M');
    expect(unitsOf(game, GA)).toEqual(['A EGY', 'A NIG', 'F MAD']);

    // Winter: Africa orders all its units to hold; Asia's navy sails for the South Indian Ocean.
    await orderAccepted(g, GA, ['A EGY H', 'A NIG H', 'F MAD H']);
    await orderAccepted(g, PR, ['F SEA - NIO']);
    game = await processed(g);
    expect(game.phase).toBe('S2101M');
    expect(game.global.entitled).toEqual({ [GA]: 1 });
    const winter = expectStatus(await call('GET', `/api/games/${g.id}/history?limit=10`), 200).phases.at(-1);
    expect(winter.global.nuclear).toEqual([GA]);

    // Spring: the navy goes on; nobody gains a centre, Africa alone has a build.
    await orderAccepted(g, PR, ['F NIO - SIO']);
    game = await processed(g);
    expect(game.phase).toBe('S2101A');
    await orderAccepted(g, GA, ['BUILD AS SAF']);
    game = await view(g);
    expect(game.phase).toBe('U2101M');
    expect(unitsOf(game, GA)).toEqual(['A EGY', 'A NIG', 'AS SAF', 'F MAD']);
    expect(game.global.entitled).toEqual({});

    // Summer: the arsenal bombs the South Indian Ocean. The space is destroyed with Asia's navy in it.
    const bomb = await order(g, GA, ['Arsenal SAF bomb SIO']);
    expect(bomb[0]).toMatchObject({ accepted: true, order: 'AS SAF BOMB SIO' });
    game = await processed(g);
    expect(game.phase).toBe('F2101M');
    expect(unitsOf(game, PR)).toEqual(['A CHN', 'A JAP', 'A SCH']);
    expect(game.global).toMatchObject({ destroyed: ['SIO'], removed: [], cutOff: ['MAD'] });
    const summer = expectStatus(await call('GET', `/api/games/${g.id}/history?limit=10`), 200).phases.at(-1);
    expect(summer.results).toEqual(expect.arrayContaining([expect.objectContaining({ power: GA, order: 'AS SAF BOMB SIO', result: 'succeeds' })]));
    expect(summer.global.destroyed).toEqual(['SIO']);

    // No unit moves into the destroyed space again.
    const into = await order(g, GA, ['F MAD - SIO']);
    expect(into[0]).toMatchObject({ accepted: false, error: { code: 'destroyed_space' } });

    // Fall: Madagascar, cut off from every other centre, is removed; Africa must remove a unit.
    game = await processed(g);
    expect(game.global).toMatchObject({ destroyed: ['SIO'], removed: ['MAD'], cutOff: [] });
    expect(game.position.centers[GA]).toEqual(['EGY', 'NIG', 'SAF']);
    expect(game.phase).toBe('F2101A');
    // Every viewer sees the scars.
    expect((await view(g, g.secrets[US])).global).toMatchObject({ destroyed: ['SIO'], removed: ['MAD'] });
  });

  it('takes the setups for fewer players and the end at the first elimination as options, shown in the view', async () => {
    const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Kind', variant: 'global', map: 'global', firstElimination: true } }), 201);
    expect(made.game.global.firstElimination).toBe(true);
    const standard = await call('POST', '/api/games', { body: { name: 'Kind', firstElimination: true } });
    expect(standard.status).toBe(400);
    expect(standard.body.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/Global Diplomacy games only/) });
    // XIV.2: the five-player setup, the European Union a dummy whose units hold; a setup the board has not: refused.
    const five = expectStatus(await call('POST', '/api/games', { body: { name: 'Five', variant: 'global', map: 'global', setup: 'global5' } }), 201);
    expect(five.game.global.setup).toBe('global5');
    expect(five.game.seats.find((s: any) => s.power === EU).status).toBe('dummy');
    const seven = await call('POST', '/api/games', { body: { name: 'Seven', variant: 'global', map: 'global', setup: 'global7' } });
    expect(seven.status).toBe(400);
    expect(seven.body.error.code).toBe('unknown_map');
    const elsewhere = await call('POST', '/api/games', { body: { name: 'Flat', variant: 'global', map: 'standard' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/played on the Global board/) });
  });
});
