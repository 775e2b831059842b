import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Browsers, haveChromium, servedJudge, poll, POWERS, SHOTS } from './chromium.js';

/**
 * Keeping players informed, in a real browser: the game is made and played over the API
 * (quick), France watches it on the page. Unread press is counted in the Press tab and
 * the title, and stays counted over a reload until read; a processed phase is announced
 * with its results one click away; the list of your games says the orders are due; the
 * master sees who has WAIT set.
 */

const browsers = new Browsers();

describe.skipIf(!haveChromium)('keeping players informed', () => {
  const server = servedJudge(browsers);

  const call = async (method: string, path: string, secret: string | null, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.ok, JSON.stringify(json)).toBe(true);
    return json;
  };

  /** A browser holding this secret for the game, as if it had joined there. */
  const holding = async (id: string, credential: Record<string, unknown>): Promise<Page> => {
    const page = await browsers.open(1280, 900);
    await page.goto(`${server.url}/`);
    const key = JSON.stringify(`cloud-judge:game:${id}`);
    const value = JSON.stringify(JSON.stringify({ ...credential, savedAt: Date.now() }));
    // A string, run in the page: this file is type-checked without the DOM.
    await page.evaluate(`window.localStorage.setItem(${key}, ${value})`);
    await page.goto(`${server.url}/#/games/${id}`);
    return page;
  };

  test('unread press, the processed phase, your games, WAIT flags', async () => {
    const deadlines = { movement: 1440, retreats: 1440, adjustments: 1440, grace: 0 };
    const made = await call('POST', '/games', null, { name: 'Friday game', rules: ['POWER_CHOICE'], deadlines, listed: false, variant: 'standard' });
    const id = made.id as string;
    const masterSecret = made.masterSecret as string;
    const secrets: Record<string, string> = {};
    for (const power of POWERS) secrets[power] = (await call('POST', `/games/${id}/join`, null, { name: `Player ${power.toLowerCase()}`, power })).secret as string;

    const france = await holding(id, { secret: secrets.FRANCE, role: 'player', power: 'FRANCE', name: 'Player france' });
    await poll(() => france.locator('.game-head').textContent()).toContain('Spring 1901 movement');
    const pressTab = france.getByRole('button', { name: /^Press/ });
    const unread = france.getByTestId('unread-press');

    // Two messages come: counted in the tab and the title, pushed over the socket.
    await call('POST', `/games/${id}/press`, secrets.ENGLAND!, { to: 'ALL', body: 'Peace in the Channel?' });
    await call('POST', `/games/${id}/press`, secrets.GERMANY!, { to: ['FRANCE'], body: 'Burgundy stays empty.' });
    await poll(() => unread.textContent()).toBe('2');
    await poll(() => france.title()).toBe('(2) Friday game — Cloud Judge');
    // France's own message is no news to him.
    await call('POST', `/games/${id}/press`, secrets.FRANCE!, { to: ['GERMANY'], body: 'Agreed.' });
    await france.screenshot({ path: join(SHOTS, 'informed-unread.png') });
    await france.reload();
    await poll(() => unread.textContent()).toBe('2');

    // Read: the count goes, and stays gone over a reload.
    await pressTab.click();
    await poll(() => france.title()).toBe('Friday game — Cloud Judge');
    await france.getByRole('button', { name: 'Players', exact: true }).click();
    expect(await unread.count()).toBe(0);
    await france.reload();
    await poll(() => france.locator('.game-head').textContent()).toContain('Spring 1901 movement');
    expect(await unread.count()).toBe(0);
    expect(await france.title()).toBe('Friday game — Cloud Judge');

    // The master sees who has WAIT set.
    await call('PUT', `/games/${id}/wait`, secrets.ITALY!, { wait: true });
    const master = await holding(id, { secret: masterSecret, role: 'master', power: null, name: 'Friday game' });
    await master.getByRole('button', { name: 'Master', exact: true }).click();
    await poll(() => master.getByTestId('waits').textContent()).toContain('WAIT set by Italy');
    await master.screenshot({ path: join(SHOTS, 'informed-master-waits.png') });

    // The phase is processed: France's page says so, at the new phase, the results a click away.
    await call('POST', `/games/${id}/master/process`, masterSecret, { phase: 'S1901M' });
    const notice = france.getByTestId('phase-notice');
    await poll(() => notice.textContent()).toContain('Spring 1901 movement processed: see the results. Now: Fall 1901 movement.');
    await poll(() => france.locator('.slider output').textContent()).toBe('Now: Fall 1901 movement');
    await france.screenshot({ path: join(SHOTS, 'informed-notice.png') });
    await france.setViewportSize({ width: 360, height: 800 });
    await france.screenshot({ path: join(SHOTS, 'informed-notice-phone.png') });
    await france.setViewportSize({ width: 1280, height: 900 });
    await notice.getByRole('button', { name: 'see the results' }).click();
    await poll(() => france.locator('.slider output').textContent()).toBe('Spring 1901 movement (results)');
    await poll(() => france.locator('details.phase[data-phase="S1901M"]').getAttribute('open')).not.toBeNull();

    // Your games: the name, the phase in words, the orders due.
    await france.goto(`${server.url}/#/`);
    const row = france.locator('table.mine tbody tr').first();
    await poll(() => row.textContent()).toContain('Fall 1901 movement');
    expect(await row.textContent()).toContain('Friday game');
    expect(await row.textContent()).toContain('Your orders are due');
    await france.screenshot({ path: join(SHOTS, 'informed-your-games.png') });

    expect(browsers.pageErrors).toEqual([]);
  });
});
