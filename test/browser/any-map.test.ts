import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { Browsers, haveChromium, joinAs, poll, servedJudge, SHOTS, unit } from './chromium.js';

/**
 * A game on a board other than the standard one, in Chromium: Pure Diplomacy (maps/pure/,
 * seven powers, a centre each, every centre beside every other). The master picks the map in
 * the create form's list, France orders by clicking the board the page loaded for that map,
 * Italy supports it, Germany is dislodged and retreats by typing on a phone, and the board
 * shows each result. Skipped where the judge ships no Pure board.
 */

const PURE = join(root, 'maps', 'pure', 'pure.map');
const havePure = existsSync(PURE);
if (!havePure) console.log(`The any-map browser test is skipped: ${PURE} is not there.`);

const browsers = new Browsers();
const pageErrors = browsers.pageErrors;

/** One call to the judge's API from the test itself, for the players who need no browser. */
async function call(base: string, method: string, path: string, body: unknown, secret?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!haveChromium || !havePure)('a game on another map in Chromium', () => {
  const server = servedJudge(browsers);

  test('Pure: picked in the map list, drawn, ordered by clicking, processed, its results on its board', async () => {
    const master = await browsers.open(1280, 900);
    await master.goto(`${server.url}/#/new`);
    // The map list: Pure among the judge's maps, with its facts.
    const pure = master.locator('label.map-choice[data-map="pure"]');
    await poll(() => pure.textContent()).toContain('7 powers · 7 centres');
    await pure.locator('input').check();
    await master.getByLabel('Name', { exact: true }).fill('Pure game');
    await master.getByRole('checkbox', { name: /^POWER_CHOICE\b/ }).check();
    await master.screenshot({ path: join(SHOTS, 'any-map-create.png'), fullPage: true });
    await master.getByRole('button', { name: 'Create the game' }).click();
    await master.waitForURL(/#\/games\//);
    const id = decodeURIComponent(master.url().split('#/games/')[1]!);
    await poll(() => master.getByTestId('secret').textContent()).toMatch(/\S{16,}/);
    await master.getByRole('button', { name: 'I have kept it' }).click();

    // France and Germany join in browsers of their own; the five others through the API.
    const players = new Map<string, Page>();
    for (const [power, width] of [['FRANCE', 1280], ['GERMANY', 360]] as const) {
      const page = await browsers.open(width, width === 360 ? 800 : 900);
      await joinAs(page, master.url(), power);
      players.set(power, page);
    }
    const secrets = new Map<string, string>();
    for (const power of ['AUSTRIA', 'ENGLAND', 'ITALY', 'RUSSIA', 'TURKEY']) {
      const joined = await call(server.url, 'POST', `/api/games/${id}/join`, { name: `Player ${power.toLowerCase()}`, power });
      expect(joined.status).toBe(201);
      secrets.set(power, joined.json.secret as string);
    }
    const france = players.get('FRANCE')!;
    const germany = players.get('GERMANY')!;
    await poll(() => france.locator('.game-head').textContent()).toContain('Spring 1901 movement');

    // The board drawn is Pure's: seven armies, each in its capital, named as the map names them.
    await poll(() => france.locator('svg.board .units [data-at]').count()).toBe(7);
    expect(await unit(france, 'PAR').getAttribute('aria-label')).toBe('France army in Paris');
    expect(await france.locator('svg.board #provinces #MUN').count()).toBe(0);

    // France orders by clicking: Paris to Berlin, one of the six places beside it.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    await unit(france, 'PAR').click();
    expect(await france.locator('svg.board .targets circle').count()).toBe(6);
    // Berlin's target lies under the German army: pointing at the army names its place.
    await unit(france, 'BER').click();
    await poll(() => france.locator('#order-lines').inputValue()).toBe('A PAR - BER');
    await france.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => france.locator('.orders-panel').textContent()).toContain('The judge took 1 of 1 lines');
    await france.screenshot({ path: join(SHOTS, 'any-map-orders.png') });

    // Italy supports it; Germany holds, typed on the phone.
    const italy = await call(server.url, 'PUT', `/api/games/${id}/orders`, { lines: ['A ROM S A PAR - BER'] }, secrets.get('ITALY'));
    expect(italy.status).toBe(200);
    await germany.getByRole('button', { name: 'Orders', exact: true }).click();
    const lines = germany.getByLabel('Orders, one a line (checked as you type)');
    await lines.fill('A BER H');
    await poll(() => germany.locator('#order-checks .ok').count()).toBe(1);
    await germany.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => germany.locator('.orders-panel').textContent()).toContain('The judge took 1 of 1 lines');

    // The master processes: Germany is dislodged from Berlin, and with every other place held
    // (and Paris the attacker's) it has nowhere to go: disbanded, the game goes on to the Fall.
    const processNow = async (next: string) => {
      await master.getByRole('button', { name: 'Master', exact: true }).click();
      await master.getByRole('button', { name: 'Process the phase now' }).click();
      for (const page of [master, france, germany]) await poll(() => page.locator('.game-head').textContent()).toContain(next);
    };
    await processNow('Fall 1901 movement');
    for (const page of [france, germany]) {
      await poll(() => unit(page, 'BER').getAttribute('aria-label')).toBe('France army in Berlin');
      expect(await page.locator('svg.board .units [aria-label^="Germany"]').count()).toBe(0);
    }
    await germany.screenshot({ path: join(SHOTS, 'any-map-phone-fall.png'), fullPage: true });

    // The Spring again, on Pure's board: the move and the support drawn, the German army crossed out.
    await france.getByRole('button', { name: 'Previous phase' }).click();
    await poll(() => france.locator('.slider output').textContent()).toBe('Spring 1901 movement (results)');
    expect(await france.locator('svg.board .orders .move').count()).toBe(1);
    expect(await france.locator('svg.board .orders .support').count()).toBe(1);
    await france.getByRole('button', { name: 'History', exact: true }).click();
    await poll(() => france.locator('.phase .results').first().textContent()).toContain('A PAR - BERsucceeds');
    await france.getByRole('button', { name: 'Next phase' }).click();

    // The Fall held: Berlin is France's, shaded in its tint, and France builds in Paris by clicking.
    await processNow('Winter 1901 adjustments');
    const fill = (at: string) =>
      france.locator(`svg.board #provinces #${at}`).evaluate((el) => {
        const page = globalThis as unknown as { getComputedStyle: (e: typeof el) => { fill: string } };
        return page.getComputedStyle(el).fill;
      });
    await poll(() => fill('BER')).toBe('rgb(127, 198, 245)');
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    await poll(() => france.locator('svg.board .targets circle').count()).toBe(1);
    await france.locator('svg.board .targets circle[data-at="PAR"]').click();
    await poll(() => france.locator('#order-lines').inputValue()).toMatch(/PAR/);
    await poll(() => france.locator('#order-checks .ok').count()).toBe(1);
    await france.screenshot({ path: join(SHOTS, 'any-map-build.png') });
    // France is the only power with an adjustment to make: its build sent, the winter is played.
    await france.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => france.locator('.game-head').textContent()).toContain('Spring 1902 movement');
    await poll(() => unit(france, 'PAR').getAttribute('aria-label')).toBe('France army in Paris');
    await france.getByRole('button', { name: 'Centres', exact: true }).click();
    await poll(() => france.locator('table.chart-table').textContent()).toContain('France');

    expect(pageErrors).toEqual([]);
  });
});
