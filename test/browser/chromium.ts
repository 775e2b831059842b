import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { CHROMIUM, haveChromium } from './chromium-path.js';

/**
 * What every browser test shares: Debian's Chromium driven by playwright-core (never a
 * downloaded browser), one browser context a player so each has his own localStorage and
 * cookies, the page errors seen, and the waits and board locators the tests read the page with.
 */

export { CHROMIUM, haveChromium };
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Screenshots of the latest run (ignored by git); the ones kept lie beside this folder. */
export const SHOTS = join(root, 'test', 'browser', 'screenshots', 'latest');
export const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];

if (!haveChromium) {
  // CI installs it (.ci/run): there, its absence is a failure, not a reason to skip.
  if (process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing: .ci/run should have installed chromium.`);
  console.log(`The browser tests are skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);
}

/**
 * The players' browsers of one test file, closed together. One Chromium is started for the
 * file, and each player gets a context of his own in it: a fresh profile (storage, cookies,
 * cache) as a browser of his own would have, without starting Chromium again for each.
 */
export class Browsers {
  private chromium: Promise<Browser> | undefined;
  private readonly contexts: BrowserContext[] = [];
  /** Errors thrown in any page: a test ends by finding none. */
  readonly pageErrors: string[] = [];

  /** A browser of its own (its own localStorage), the size of a desktop or of a phone. */
  async open(width: number, height: number): Promise<Page> {
    mkdirSync(SHOTS, { recursive: true });
    this.chromium ??= chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const context = await (await this.chromium).newContext({ viewport: { width, height } });
    this.contexts.push(context);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => this.pageErrors.push(String(e)));
    return page;
  }

  async close(page: Page): Promise<void> {
    const context = page.context();
    await context.close();
    this.contexts.splice(this.contexts.indexOf(context), 1);
  }

  async closeAll(): Promise<void> {
    for (const c of [...this.contexts]) await c.close().catch(() => undefined);
    this.contexts.length = 0;
    const browser = this.chromium;
    this.chromium = undefined;
    if (browser !== undefined) await (await browser).close().catch(() => undefined);
  }
}

/** Waits for what the page shows; generous, since CI runs the other suites beside this one. */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 100 });

export const unit = (page: Page, at: string) => page.locator(`svg.board .units [data-at="${at}"]`);
export const target = (page: Page, at: string) => page.locator(`svg.board .targets circle[data-at="${at}"]`);

/** The master sends the create form as he filled it in and keeps his secret: the new game's address. */
export async function createGame(master: Page): Promise<string> {
  await master.getByRole('button', { name: 'Create the game' }).click();
  await master.waitForURL(/#\/games\//);
  const url = master.url();
  await poll(() => master.getByTestId('secret').textContent()).toMatch(/\S{16,}/);
  await master.getByRole('button', { name: 'I have kept it' }).click();
  return url;
}

/** France joins on a desktop, Germany on a phone, and the master starts the game: the other five are dummies. */
export async function franceAndGermany(browsers: Browsers, master: Page, url: string): Promise<{ france: Page; germany: Page }> {
  const france = await browsers.open(1280, 900);
  await joinAs(france, url, 'FRANCE');
  const germany = await browsers.open(360, 800);
  await joinAs(germany, url, 'GERMANY');
  await master.getByRole('button', { name: 'Master', exact: true }).click();
  await master.getByRole('button', { name: /^Start now/ }).click();
  return { france, germany };
}

/** A player joins the game at `url` as `power` (POWER_CHOICE), keeps his secret, and sees his seat. */
export async function joinAs(page: Page, url: string, power: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Your name').fill(`Player ${power.toLowerCase()}`);
  await page.getByRole('combobox', { name: /^Power/ }).selectOption(power);
  await page.getByRole('button', { name: /^Join/ }).click();
  await poll(() => page.getByTestId('secret').textContent()).toMatch(/\S{16,}/);
  await page.getByRole('button', { name: 'I have kept it' }).click();
  // The page names the power as the board spells it ("You play Greater African Union" for
  // GREATERAFRICANUNION): compared without the spaces and case the spelling adds.
  await poll(async () => ((await page.locator('.game-head').textContent()) ?? '').replace(/\s+/g, '').toUpperCase()).toContain(`YOUPLAY${power}`);
}

/**
 * The judge a test file plays against: the one `wrangler dev` the browser project started
 * for all its files (judge-setup.ts); after the file's tests its browsers are closed.
 * Call it inside the file's describe.
 */
export function servedJudge(browsers: Browsers): { readonly url: string } {
  afterAll(async () => {
    await browsers.closeAll();
  });
  return {
    get url(): string {
      const url = inject('judgeUrl');
      if (!url) throw new Error('The judge is not started: the browser project starts it (test/browser/judge-setup.ts).');
      return url;
    },
  };
}
