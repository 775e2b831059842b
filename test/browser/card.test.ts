import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { Browsers, haveChromium, joinAs, poll, servedJudge, target, unit } from './chromium.js';

/**
 * A Card Diplomacy round played live in Chromium by three players in three browsers
 * (Austria and England at desktop width, Turkey on a 360 px phone), the four others through
 * the API: each stacks his deck on the page, the cards show on every page at once, and each
 * order played appears on the others' pages, board and steps, as the pushes come.
 * Screenshots go to docs/screenshots/card-*.png.
 */

const browsers = new Browsers();
const SCREENSHOTS = join(root, 'docs', 'screenshots');

async function call(base: string, method: string, path: string, body: unknown, secret?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const TOPS: Record<string, string> = { AUSTRIA: 'AS', ENGLAND: 'KS', FRANCE: 'QS', GERMANY: 'JS', ITALY: '10S', RUSSIA: '9S', TURKEY: '2S' };

describe.skipIf(!haveChromium)('a Card Diplomacy round in Chromium, three players live', () => {
  const server = servedJudge(browsers);

  test('stacked on the page, each card and each move seen by the others as it happens', async () => {
    const made = await call(server.url, 'POST', '/api/games', { name: 'Card table', variant: 'card', cardClock: 900, rules: ['POWER_CHOICE'] });
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    const url = `${server.url}/#/games/${encodeURIComponent(id)}`;
    const pages = new Map<string, Page>();
    for (const [power, width] of [['AUSTRIA', 1280], ['ENGLAND', 1280], ['TURKEY', 360]] as const) {
      const page = await browsers.open(width, width === 360 ? 800 : 900);
      await joinAs(page, url, power);
      pages.set(power, page);
    }
    const secrets = new Map<string, string>();
    for (const power of ['FRANCE', 'GERMANY', 'ITALY', 'RUSSIA']) {
      const joined = await call(server.url, 'POST', `/api/games/${id}/join`, { name: `Player ${power.toLowerCase()}`, power });
      expect(joined.status).toBe(201);
      secrets.set(power, joined.json.secret as string);
    }
    const austria = pages.get('AUSTRIA')!;
    const england = pages.get('ENGLAND')!;
    const turkey = pages.get('TURKEY')!;
    await poll(() => austria.getByTestId('card-table').textContent()).toContain('Stacked: 0 of 7');

    // The four by the API stack first; the three on their pages.
    for (const [power, secret] of secrets) expect((await call(server.url, 'PUT', `/api/games/${id}/card/deck`, { cards: [TOPS[power]] }, secret)).status).toBe(200);
    await poll(() => turkey.getByTestId('card-table').textContent()).toContain('Stacked: 4 of 7');
    await austria.screenshot({ path: join(SCREENSHOTS, 'card-stack-desktop.png'), fullPage: true });
    for (const [power, page] of pages) {
      await page.getByLabel(/Stack your deck/).fill(TOPS[power]!);
      await page.getByRole('button', { name: 'Stack', exact: true }).click();
    }
    // Every card shown at once, on every page; Austria's ace orders first.
    for (const page of pages.values()) {
      await poll(() => page.locator('.card-shown li').count()).toBe(7);
      await poll(() => page.getByTestId('card-due').textContent()).toMatch(/^(Your turn|Austria’s turn)/);
    }
    expect(await austria.getByTestId('card-due').textContent()).toContain('Your turn');
    // England's page shows its own deck, past the card it showed (a deck holds each card
    // once). It asked for Austria's ace not to be there, which a deck of its own holds,
    // and one shuffle in ten deals among the next five: the test failed by chance.
    await poll(() => england.locator('.card-deck').textContent()).not.toContain('KS');
    expect(await england.locator('.card-deck').textContent()).toMatch(/^Your next cards: (\S+ ){4}\S+$/);

    // Austria makes its order by clicking the board, as the web orders: the army, then Galicia.
    await unit(austria, 'VIE').click();
    await target(austria, 'GAL').click();
    await poll(() => austria.getByLabel(/Your order/).inputValue()).toBe('A VIE - GAL');
    await austria.getByRole('button', { name: 'Play', exact: true }).click();
    // England and Turkey see the army in Galicia and the step, pushed.
    for (const page of [england, turkey]) {
      await poll(() => unit(page, 'GAL').count()).toBe(1);
      await poll(() => page.locator('.card-steps').textContent()).toContain('A VIE - GAL');
    }
    await poll(() => england.getByTestId('card-due').textContent()).toContain('Your turn');
    await england.getByLabel(/Your order/).fill('F LON - NTH');
    await england.getByRole('button', { name: 'Play', exact: true }).click();
    await poll(() => unit(austria, 'NTH').count()).toBe(1);
    // The four between pass, through the API.
    for (const power of ['FRANCE', 'GERMANY', 'ITALY', 'RUSSIA']) expect((await call(server.url, 'POST', `/api/games/${id}/card/pass`, {}, secrets.get(power))).status).toBe(200);
    // Turkey, the lowest card, must order last: no pass offered.
    await poll(() => turkey.getByTestId('card-due').textContent()).toContain('Your turn');
    expect(await turkey.getByRole('button', { name: 'Pass', exact: true }).count()).toBe(0);
    await england.screenshot({ path: join(SCREENSHOTS, 'card-round-desktop.png'), fullPage: true });
    await turkey.screenshot({ path: join(SCREENSHOTS, 'card-round-phone.png'), fullPage: true });
    await turkey.getByLabel(/Your order/).fill('F ANK - BLA');
    await turkey.getByRole('button', { name: 'Play', exact: true }).click();
    for (const page of [austria, england]) await poll(() => unit(page, 'BLA').count()).toBe(1);
    // Round two's cards are shown on every page.
    for (const page of pages.values()) await poll(() => page.locator('.card-steps li').count()).toBeGreaterThanOrEqual(9);
    expect(browsers.pageErrors).toEqual([]);
  }, 240_000);
});
