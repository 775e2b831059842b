import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { powerLabel } from '../../shared/draw/colours.js';
import { startDevServer, type DevServer } from './server.js';

/**
 * What every browser test shares: Debian's Chromium driven by playwright-core (never a
 * downloaded browser), one profile a player so each has his own localStorage, the page
 * errors seen, and the waits and board locators the tests read the page with.
 */

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Screenshots of the latest run (ignored by git); the ones kept lie beside this folder. */
export const SHOTS = join(root, 'test', 'browser', 'screenshots', 'latest');
export const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];

export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) {
  // CI installs it (.ci/run): there, its absence is a failure, not a reason to skip.
  if (process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing: .ci/run should have installed chromium.`);
  console.log(`The browser tests are skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);
}

/** The browsers one test file opens, closed and their profiles removed together. */
export class Browsers {
  private readonly dirs: string[] = [];
  private readonly contexts: BrowserContext[] = [];
  /** Errors thrown in any page: a test ends by finding none. */
  readonly pageErrors: string[] = [];

  /** A browser of its own (its own localStorage), the size of a desktop or of a phone. */
  async open(width: number, height: number): Promise<Page> {
    mkdirSync(SHOTS, { recursive: true });
    const dir = mkdtempSync(join(tmpdir(), 'judge-chromium-'));
    this.dirs.push(dir);
    const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ARGS, viewport: { width, height } });
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
    for (const d of this.dirs) rmSync(d, { recursive: true, force: true });
  }
}

/** Waits for what the page shows; generous, since CI runs the other suites beside this one. */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 100 });

export const unit = (page: Page, at: string) => page.locator(`svg.board .units [data-at="${at}"]`);
export const target = (page: Page, at: string) => page.locator(`svg.board .targets circle[data-at="${at}"]`);

/** A player joins the game at `url` as `power` (POWER_CHOICE), keeps his secret, and sees his seat. */
export async function joinAs(page: Page, url: string, power: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Your name').fill(`Player ${power.toLowerCase()}`);
  await page.getByRole('combobox', { name: /^Power/ }).selectOption(power);
  await page.getByRole('button', { name: /^Join/ }).click();
  await poll(() => page.getByTestId('secret').textContent()).toMatch(/\S{16,}/);
  await page.getByRole('button', { name: 'I have kept it' }).click();
  await poll(() => page.locator('.game-head').textContent()).toContain(`You play ${powerLabel(power)}`);
}

/**
 * The judge a test file plays against: `wrangler dev` started before its tests, and after
 * them its browsers closed and the judge stopped. Call it inside the file's describe.
 */
export function servedJudge(browsers: Browsers): { readonly url: string } {
  let server: DevServer | undefined;
  beforeAll(async () => {
    server = await startDevServer(Date.now() + 90_000);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });
  return {
    get url(): string {
      if (server === undefined) throw new Error('The judge is not started yet.');
      return server.url;
    },
  };
}
