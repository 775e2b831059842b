import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { Browsers, createGame, franceAndGermany, haveChromium, poll, servedJudge } from './chromium.js';

/**
 * An EXCHANGE Payola game in Chromium: the master creates it, France (desktop) and Germany
 * (phone) join, the others are dummies. France, as his company's player, puts his IPO on sale
 * at 2 AgP a share; Germany buys five of France's shares from his own treasury, and both
 * pages show the register: 95 left in France's IPO, 5 Germany's. Screenshots at 1280 and 360 px go to docs/screenshots/.
 */

const browsers = new Browsers();
const browser = (width: number, height: number): Promise<Page> => browsers.open(width, height);
const SCREENSHOTS = join(root, 'docs', 'screenshots');

describe.skipIf(!haveChromium)('an EXCHANGE game in Chromium', () => {
  const server = servedJudge(browsers);

  test('a company sets its share price, another power buys shares, the register shown to both', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const master = await browser(1280, 900);
    await master.goto(`${server.url}/#/new`);
    await master.getByLabel('Name', { exact: true }).fill('Exchange game');
    await master.getByRole('combobox', { name: 'Variant' }).selectOption('payola');
    await master.getByRole('checkbox', { name: /^EXCHANGE\b/ }).check();
    await master.getByRole('checkbox', { name: /^POWER_CHOICE\b/ }).check();
    await master.getByRole('checkbox', { name: /^ALWAYS_WAIT\b/ }).check();
    const gameUrl = await createGame(master);

    const { france, germany } = await franceAndGermany(browsers, master, gameUrl);
    for (const page of [france, germany]) await poll(() => page.locator('.game-head').textContent()).toContain('Spring 1901');

    // France puts his company's IPO on sale.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    const price = france.getByRole('form', { name: 'Share price' });
    await price.getByLabel(/IPO price/).fill('2');
    await price.getByRole('button', { name: 'Set price' }).click();
    await poll(() => france.locator('.exchange').textContent()).toContain('The IPO sells at 2 AgP a share.');

    // Germany buys five of France's shares.
    await germany.getByRole('button', { name: 'Orders', exact: true }).click();
    const buy = germany.getByRole('form', { name: 'Buy shares' });
    await poll(() => buy.locator('select[name="company"] option').allTextContents()).toContain('France');
    await buy.locator('select[name="company"]').selectOption('FRANCE');
    await buy.getByLabel('Shares').fill('5');
    await buy.getByRole('button', { name: 'Buy' }).click();
    await poll(() => germany.locator('.exchange').textContent()).toContain('Bought 5 shares of France.');
    // The register: France's IPO holds 95 now, at 2 AgP, run by its player; Germany holds 5.
    const franceRow = (page: Page) => page.locator('.exchange tr', { hasText: 'France' }).first().textContent();
    await poll(async () => (await franceRow(germany))?.replace(/\s+/g, '')).toBe('France952AgPitsplayer5');
    await germany.screenshot({ path: join(SCREENSHOTS, 'exchange-phone.png'), fullPage: true });

    // France's page, refreshed by the push, shows the shares sold out of its IPO.
    await poll(async () => (await franceRow(france))?.replace(/\s+/g, '')).toBe('France952AgPitsplayer—');
    await poll(() => france.getByTestId('stockholders').textContent()).toBe('Stockholders of France: Germany 5; 95 still in its IPO.');
    await france.screenshot({ path: join(SCREENSHOTS, 'exchange-desktop.png'), fullPage: true });
  });
});
