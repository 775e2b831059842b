import { join } from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Browsers, haveChromium, servedJudge, poll, POWERS, SHOTS } from './chromium.js';

/**
 * Keeping players informed, in a real browser: the game is made and played over the API
 * (quick), France watches it on the page. Unread press is counted in the Press tab and
 * the title, and stays counted over a reload until read; a processed phase is announced
 * with its results one click away; the list of your games says the orders are due; the
 * master sees who has WAIT set. And the new limits told truly: the client framed by no one,
 * the master's address state, the press a successor is kept from, unread press past a
 * page, the messages missed while the socket was down.
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
    // The title is set once the page has read the game, which may be after its head is drawn.
    await poll(() => france.title()).toBe('Friday game — Cloud Judge');

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

  /** Errors a page reports that say the Content-Security-Policy refused something. */
  const cspRefusals: string[] = [];
  const watchCsp = (page: Page) =>
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspRefusals.push(m.text());
    });

  test('the client framed by no one; the address, earlier press held back, unread past a page, a dropped socket', async () => {
    // The static client carries the defensive headers (Workers static assets' _headers), and the file itself is not served.
    for (const path of ['/', '/index.html', '/no-such-page']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);

    const deadlines = { movement: 1440, retreats: 1440, adjustments: 1440, grace: 0 };
    const made = await call('POST', '/games', null, { name: 'Heir game', rules: ['POWER_CHOICE'], deadlines, listed: false, variant: 'standard' });
    const id = made.id as string;
    const masterSecret = made.masterSecret as string;
    const secrets: Record<string, string> = {};
    for (const power of POWERS) secrets[power] = (await call('POST', `/games/${id}/join`, null, { name: `Player ${power.toLowerCase()}`, power })).secret as string;
    // England writes to France; France leaves; an heir takes the power over, kept from that letter.
    await call('POST', `/games/${id}/press`, secrets.ENGLAND!, { to: ['FRANCE'], body: 'Before the heir.' });
    await call('POST', `/games/${id}/resign`, secrets.FRANCE!, {});
    const heirSecret = (await call('POST', `/games/${id}/takeover`, null, { power: 'FRANCE', name: 'Heir' })).secret as string;

    // The master: no address given, so no code box; France's seat holds back press, England's not.
    const master = await holding(id, { secret: masterSecret, role: 'master', power: null, name: 'Heir game' });
    watchCsp(master);
    await master.getByRole('button', { name: 'Master', exact: true }).click();
    const seat = master.getByLabel("A power's seat");
    const handover = master.getByRole('button', { name: 'Hand its earlier press to its player' });
    await poll(() => seat.locator('option[value="FRANCE"]').textContent()).toBe('France (taken, press held back)');
    expect(await seat.locator('option[value="ENGLAND"]').textContent()).toBe('England (taken)');
    await seat.selectOption('ENGLAND');
    await poll(() => handover.count()).toBe(0);
    expect(await master.getByTestId('address-state').count()).toBe(0);
    // He gives an address: the box asks for the code mailed there, naming it.
    await call('PUT', `/games/${id}/contact`, masterSecret, { email: 'gm@example.org' });
    await poll(() => master.getByTestId('address-state').textContent()).toContain('The code the judge mailed to gm@example.org');
    await seat.selectOption('FRANCE');
    await poll(() => handover.count()).toBe(1);
    await master.screenshot({ path: join(SHOTS, 'informed-master-handover.png'), fullPage: true });
    await master.setViewportSize({ width: 360, height: 800 });
    await master.screenshot({ path: join(SHOTS, 'informed-master-handover-phone.png'), fullPage: true });
    await master.setViewportSize({ width: 1280, height: 900 });
    await handover.click();
    await poll(() => seat.locator('option[value="FRANCE"]').textContent()).toBe('France (taken)');
    expect(await handover.count()).toBe(0);

    // The heir reads his press, then is away while 25 messages come: more than a page.
    const heir = await holding(id, { secret: heirSecret, role: 'player', power: 'FRANCE', name: 'Heir' });
    watchCsp(heir);
    // Every socket the page opens goes through here, so that the test can drop them.
    let cut = false;
    const sockets: WebSocketRoute[] = [];
    await heir.routeWebSocket(/\/ws$/, (ws) => {
      if (cut) return void ws.close();
      sockets.push(ws, ws.connectToServer());
    });
    await heir.reload();
    const pressTab = heir.getByRole('button', { name: /^Press/ });
    await pressTab.click();
    // What England wrote to France before him is his now: the master handed it over.
    await poll(() => heir.locator('ol.press li').count()).toBe(1);
    await heir.getByRole('button', { name: 'Players', exact: true }).click();
    await poll(() => sockets.length).toBeGreaterThan(0);
    for (let i = 1; i <= 25; i++) await call('POST', `/games/${id}/press`, masterSecret, { to: ['FRANCE'], body: `Away ${i}` });
    await heir.reload();
    // Only the newest 20 are loaded, but the count is the view's.
    await poll(() => heir.getByTestId('unread-press').textContent()).toBe('25');
    expect(await heir.title()).toBe('(25) Heir game — Cloud Judge');
    await heir.screenshot({ path: join(SHOTS, 'informed-unread-many.png') });
    await pressTab.click();
    await poll(() => heir.locator('ol.press li').count()).toBe(20);

    // The socket drops; 25 more come meanwhile; once it is back every one of them is shown, not the newest page alone.
    cut = true;
    for (const ws of sockets.splice(0)) await ws.close();
    await poll(() => heir.locator('.live').textContent()).toBe('offline');
    for (let i = 1; i <= 25; i++) await call('POST', `/games/${id}/press`, masterSecret, { to: ['FRANCE'], body: `Gap ${i}` });
    cut = false;
    await poll(() => heir.locator('ol.press li').count()).toBe(45);
    for (const body of ['Gap 1', 'Gap 5', 'Gap 25', 'Away 25']) expect(await heir.locator('ol.press li .press-body', { hasText: new RegExp(`^${body}$`) }).count(), body).toBe(1);
    await heir.setViewportSize({ width: 360, height: 800 });
    await heir.locator('ol.press li .press-body', { hasText: /^Gap 6$/ }).scrollIntoViewIfNeeded();
    await heir.screenshot({ path: join(SHOTS, 'informed-gap-phone.png') });

    // The whole Content-Security-Policy let the client do all of this.
    expect(cspRefusals).toEqual([]);
    expect(browsers.pageErrors).toEqual([]);
  });
});
