import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Browsers, haveChromium, servedJudge, poll, SHOTS, unit } from './chromium.js';

/**
 * A deadline a group can trust, in a real browser: a game made from the create form's
 * defaults (civil disorder on), seven players join, six order (one on a phone, asked to
 * confirm lines the judge would refuse, his draft surviving a reload), one never does.
 * The master brings the deadline near; at the alarm the late power's units hold, the game
 * goes on to Fall, and every open page says who was in civil disorder.
 */

const browsers = new Browsers();
const browser = (width: number, height: number): Promise<Page> => browsers.open(width, height);

interface Unit {
  readonly power: string;
  readonly kind: string;
  readonly at: string;
}

interface Answer {
  readonly id: string;
  readonly masterSecret: string;
  readonly secret: string;
  readonly game: { readonly position: { readonly units: Unit[] }; readonly rules: string[]; readonly viewer: { readonly power?: string | null } };
}

const label = (power: string): string => power.charAt(0) + power.slice(1).toLowerCase();

describe.skipIf(!haveChromium)('a late power in Chromium', () => {
  const server = servedJudge(browsers);

  const api = async (method: string, path: string, secret: string | null, body?: unknown) => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(secret === null ? {} : { authorization: `Bearer ${secret}` }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    return (await answer.json()) as Answer;
  };

  /** A page that signs in with a secret it was given. */
  const signedIn = async (width: number, height: number, url: string, secret: string): Promise<Page> => {
    const page = await browser(width, height);
    await page.goto(url);
    await page.getByLabel('Or use a secret you were given').fill(secret);
    await page.getByRole('button', { name: 'Use it' }).click();
    await poll(() => page.locator('.game-head').textContent()).toMatch(/You play|You are the master/);
    return page;
  };

  test('the deadline passes with one power silent: its units hold, the game goes on, every page says so', async () => {
    // The master creates the game from the form's defaults: civil disorder is on, and said so.
    const master = await browser(1280, 900);
    await master.goto(`${server.url}/#/new`);
    await master.getByLabel('Name', { exact: true }).fill('Late game');
    const disorder = master.getByRole('checkbox', { name: /^Civil disorder/ });
    expect(await disorder.isChecked()).toBe(true);
    expect(await master.locator('form.create').textContent()).toContain('Their units without orders hold');
    await master.getByRole('button', { name: 'Create the game' }).click();
    await master.waitForURL(/#\/games\//);
    const gameUrl = master.url();
    const id = decodeURIComponent(/#\/games\/([^/?]+)/.exec(gameUrl)![1]!);
    await poll(() => master.getByTestId('secret').textContent()).toMatch(/\S{16,}/);
    const masterSecret = (await master.getByTestId('secret').textContent())!.trim();
    await master.getByRole('button', { name: 'I have kept it' }).click();

    // Seven join, each dealt a power; the sixth on a phone, the seventh will be late.
    const players: { power: string; secret: string; page: Page | null }[] = [];
    for (let i = 0; i < 7; i++) {
      const phone = i === 5;
      const page = await browser(phone ? 360 : 1280, phone ? 800 : 900);
      await page.goto(gameUrl);
      await page.getByLabel('Your name').fill(phone ? 'Maximilian' : `Player ${i + 1}`);
      await page.getByRole('button', { name: /^Join/ }).click();
      await poll(() => page.getByTestId('secret').textContent()).toMatch(/\S{16,}/);
      const secret = (await page.getByTestId('secret').textContent())!.trim();
      await page.getByRole('button', { name: 'I have kept it' }).click();
      await poll(() => page.locator('.game-head').textContent()).toMatch(/You play [A-Z][a-z]+/);
      // The page names the power as people do ("France"); its key is the name upper case on this board.
      const power = /You play ([A-Z][a-z]+)/.exec((await page.locator('.game-head').textContent())!)![1]!.toUpperCase();
      const keep = i >= 5;
      players.push({ power, secret, page: keep ? page : null });
      if (!keep) await browsers.close(page);
    }
    const [phone, late] = [players[5]!, players[6]!];
    const phonePage = phone.page!;
    const latePage = late.page!;
    await poll(() => master.locator('.game-head').textContent()).toContain('Spring 1901 movement');
    const start = await api('GET', `/api/games/${id}`, null);
    expect(start.game.rules).toContain('CIVIL_DISORDER');
    const holds = (power: string) => start.game.position.units.filter((u) => u.power === power).map((u) => `${u.kind} ${u.at} H`);

    // Five order through the API with their secrets.
    for (const p of players.slice(0, 5)) await api('PUT', `/api/games/${id}/orders`, p.secret, { lines: holds(p.power) });

    // The phone player types, with a line the judge would refuse: sending asks first.
    await phonePage.getByRole('button', { name: 'Orders', exact: true }).click();
    const lines = phonePage.getByLabel('Orders, one a line (checked as you type)');
    const mine = holds(phone.power);
    await lines.fill(`${mine[0]}\nA XYZ - ABC`);
    await poll(() => phonePage.locator('#order-checks .bad').count()).toBe(1);
    // Under civil disorder, and only there, a unit without orders holds at the deadline.
    expect(await phonePage.locator('.orders-panel .warning').textContent()).toContain('they will hold at the deadline');
    await phonePage.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => phonePage.locator('.confirm-send').textContent()).toContain('The judge will refuse this line: A XYZ - ABC');
    await phonePage.locator('.orders-panel').screenshot({ path: join(SHOTS, 'late-confirm-phone.png') });
    await phonePage.getByRole('button', { name: 'Go back and fix them' }).click();
    // The draft survives a reload, not sent yet.
    await phonePage.reload();
    await phonePage.getByRole('button', { name: 'Orders', exact: true }).click();
    await poll(() => lines.inputValue()).toBe(`${mine[0]}\nA XYZ - ABC`);
    expect(await phonePage.locator('.orders-panel .status').textContent()).toContain('not sent yet');
    // One good line sent: the orders are in, but incomplete, and everybody sees that (who, not what).
    await lines.fill(mine[0]!);
    await phonePage.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => phonePage.locator('.orders-panel .status').textContent()).toContain('they are incomplete');
    await master.getByRole('button', { name: 'Players', exact: true }).click();
    const statusOf = (page: Page, power: string) => page.locator('table.seats tr', { hasText: label(power) }).locator('.order-status');
    await poll(() => statusOf(master, phone.power).textContent()).toBe('incomplete');
    expect(await statusOf(master, late.power).textContent()).toBe('none');
    expect(await statusOf(master, players[0]!.power).textContent()).toBe('complete');
    await lines.fill(mine.join('\n'));
    await phonePage.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => phonePage.locator('.orders-panel .status').textContent()).toContain('your complete orders');
    await poll(() => statusOf(master, phone.power).textContent()).toBe('complete');
    // The players' table, every power's status spelled out, fits the phone.
    await phonePage.getByRole('button', { name: 'Players', exact: true }).click();
    await poll(() => phonePage.locator('table.seats .order-status').count()).toBe(7);
    expect(await phonePage.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    // The master brings the deadline near; the alarm does the rest.
    await api('POST', `/api/games/${id}/master/deadline`, masterSecret, { at: Date.now() + 3000 });
    const pages = [master, phonePage, latePage];
    for (const page of pages) {
      await poll(() => page.locator('.game-head').textContent()).toContain('Fall 1901 movement');
      await poll(() => page.locator('.late-notice').textContent()).toBe(`Spring 1901 movement: ${label(late.power)} was in civil disorder (units without orders held).`);
    }
    // The late power's units held where they stood.
    for (const u of start.game.position.units.filter((u) => u.power === late.power)) expect(await unit(latePage, u.at).count()).toBe(1);
    const after = await api('GET', `/api/games/${id}`, null);
    expect((after.game as unknown as { lastPhase: { late?: string[] } }).lastPhase.late).toEqual([late.power]);

    await master.screenshot({ path: join(SHOTS, 'late-desktop.png') });
    await phonePage.getByRole('button', { name: 'Players', exact: true }).click();
    // Nothing on the phone is wider than its screen (a vote's long choices once pushed the panel out).
    expect(await phonePage.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await phonePage.screenshot({ path: join(SHOTS, 'late-phone.png'), fullPage: true });
    expect(browsers.pageErrors).toEqual([]);
  });

  test('without civil disorder the page says the game waits for the master, and who was late', async () => {
    const made = await api('POST', '/api/games', null, { name: 'Waiting game', rules: [] });
    const secrets: string[] = [];
    for (let i = 0; i < 7; i++) secrets.push((await api('POST', `/api/games/${made.id}/join`, null, { name: `Player ${i + 1}` })).secret);
    const seats = await Promise.all(secrets.map(async (secret) => ({ secret, power: (await api('GET', `/api/games/${made.id}`, secret)).game.viewer.power! })));
    const start = await api('GET', `/api/games/${made.id}`, null);
    const holds = (power: string) => start.game.position.units.filter((u) => u.power === power).map((u) => `${u.kind} ${u.at} H`);
    const late = seats[6]!;
    for (const s of seats.slice(0, 6)) await api('PUT', `/api/games/${made.id}/orders`, s.secret, { lines: holds(s.power) });

    const url = `${server.url}/#/games/${made.id}`;
    const master = await signedIn(1280, 900, url, made.masterSecret);
    const phone = await signedIn(360, 800, url, late.secret);
    // Before the deadline the late player is told the truth: the game will wait, not hold.
    await phone.getByRole('button', { name: 'Orders', exact: true }).click();
    await poll(() => phone.locator('.orders-panel .warning').textContent()).toContain('the game will wait for the master');
    expect(await phone.locator('.orders-panel .warning').textContent()).not.toContain('will hold');

    await api('POST', `/api/games/${made.id}/master/deadline`, made.masterSecret, { at: Date.now() + 3000 });
    for (const page of [master, phone]) {
      await poll(() => page.locator('.late-notice').textContent()).toContain(`Waiting for the master: ${label(late.power)} was late.`);
      expect(await page.locator('.deadline').textContent()).toContain('(passed)');
      expect(await page.locator('.game-head').textContent()).toContain('Spring 1901 movement');
    }
    // The late player is told where things stand, and may still send his orders.
    expect(await phone.locator('.orders-panel .warning').textContent()).toContain('the deadline has passed and the game waits for the master');
    await master.screenshot({ path: join(SHOTS, 'waiting-desktop.png') });
    await phone.screenshot({ path: join(SHOTS, 'waiting-phone.png') });

    // The master processes: the late units hold, and both pages say who was in civil disorder.
    await master.getByRole('button', { name: 'Master', exact: true }).click();
    await master.getByRole('button', { name: 'Process the phase now' }).click();
    for (const page of [master, phone]) {
      await poll(() => page.locator('.game-head').textContent()).toContain('Fall 1901 movement');
      await poll(() => page.locator('.late-notice').textContent()).toBe(`Spring 1901 movement: ${label(late.power)} was in civil disorder (units without orders held).`);
    }
    expect(browsers.pageErrors).toEqual([]);
  });
});
