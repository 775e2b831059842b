import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Browsers, haveChromium, joinAs, servedJudge, poll, POWERS, SHOTS, target, unit, createGame } from './chromium.js';

/**
 * A whole phase in a real browser: Debian's Chromium, driven by playwright-core, against
 * `wrangler dev`. The master creates a game, seven players join it each in a browser of
 * their own, France orders by clicking the board, Germany by typing on a phone-sized page,
 * the master processes the phase, and the board shows the result to both, pushed over the
 * WebSocket. Screenshots go to test/browser/screenshots/latest/ (ignored by git); the ones
 * beside it were taken the same way, looked at, and kept.
 */

const browsers = new Browsers();
const browser = (width: number, height: number): Promise<Page> => browsers.open(width, height);
const pageErrors = browsers.pageErrors;

describe.skipIf(!haveChromium)('the web client in Chromium', () => {
  const server = servedJudge(browsers);

  test('create a game, seven join, order by clicking and typing, process, see the results', async () => {
    // The master creates the game.
    const master = await browser(1280, 900);
    await master.goto(`${server.url}/#/new`);
    await master.getByLabel('Name', { exact: true }).fill('Browser game');
    await master.getByRole('checkbox', { name: /^POWER_CHOICE\b/ }).check();
    const gameUrl = await createGame(master);

    // Seven players join, each in a browser of his own, choosing his power.
    const pages = new Map<string, Page>();
    for (const power of POWERS) {
      const small = power === 'GERMANY';
      const page = await browser(small ? 360 : 1280, small ? 800 : 900);
      await joinAs(page, gameUrl, power);
      if (power === 'FRANCE' || power === 'GERMANY') pages.set(power, page);
      else await browsers.close(page);
    }
    const france = pages.get('FRANCE')!;
    const germany = pages.get('GERMANY')!;

    // The game is full, so it has started: Spring 1901, pushed to the open pages.
    await poll(() => france.locator('.game-head').textContent()).toContain('Spring 1901 movement');

    // France orders by clicking: a move, a supported move's support, a fleet's move.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    await unit(france, 'PAR').click();
    await target(france, 'BUR').click();
    await france.getByRole('button', { name: 'Support', exact: true }).click();
    await unit(france, 'MAR').click();
    await unit(france, 'PAR').click();
    await target(france, 'BUR').click();
    // The fleet by keyboard alone: focus it, Enter, focus its destination, Enter.
    await france.getByRole('button', { name: 'Move', exact: true }).press('Enter');
    await unit(france, 'BRE').focus();
    await france.keyboard.press('Enter');
    await target(france, 'MAO').focus();
    await france.keyboard.press('Enter');
    await poll(() => france.locator('#order-lines').inputValue()).toBe('A PAR - BUR\nA MAR S A PAR - BUR\nF BRE - MAO');
    await poll(() => france.locator('#order-checks .ok').count()).toBe(3);
    expect(await france.locator('svg.board .orders .move').count()).toBe(2);
    expect(await france.locator('svg.board .orders .support').count()).toBe(1);
    // The preview, adjudicated in the browser: against all-hold the move succeeds.
    await france.getByText('Preview the results here').click();
    await france.getByRole('button', { name: 'Adjudicate' }).click();
    await poll(() => france.locator('.preview .results').textContent()).toContain('A PAR - BURsucceeds');
    await france.getByRole('button', { name: 'Clear the preview' }).click();
    await france.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => france.locator('.orders-panel').textContent()).toContain('The judge took 3 of 3 lines');
    await france.locator('h1').scrollIntoViewIfNeeded();
    await france.screenshot({ path: join(SHOTS, 'desktop-orders.png') });

    // Germany types on a phone: a mistake is answered as the judge would, then mended.
    await germany.getByRole('button', { name: 'Orders', exact: true }).click();
    const lines = germany.getByLabel('Orders, one a line (checked as you type)');
    await lines.fill('A MUN - BUR\nA BER - XYZ');
    await poll(() => germany.locator('#order-checks .bad').textContent()).toMatch(/A BER - XYZ: .*XYZ/);
    await lines.fill('A MUN - BUR\nA BER - KIE\nF KIE - DEN');
    await poll(() => germany.locator('#order-checks .ok').count()).toBe(3);
    await poll(() => germany.locator('.unit-orders .missing').count()).toBe(0);
    await germany.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => germany.locator('.orders-panel').textContent()).toContain('The judge took 3 of 3 lines');
    // Each unit's order is shown as the judge writes it, not as typed.
    expect(await germany.locator('table.unit-orders tr', { hasText: 'A MUN' }).locator('td').first().textContent()).toBe('A MUN - BUR');
    // Taken back from the keyboard (the judge then holds none, and the lines go), then sent again.
    await germany.getByRole('button', { name: 'Clear my orders' }).focus();
    await germany.keyboard.press('Enter');
    await poll(() => germany.locator('.orders-panel .status').textContent()).toBe('You have not sent orders for this phase yet.');
    await poll(() => lines.inputValue()).toBe('');
    // Sent again as a player might type it: the history shows it as the judge writes it.
    await lines.fill('a mun-bur\nA BER - KIE\nF KIE - DEN');
    await germany.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => germany.locator('.orders-panel').textContent()).toContain('The judge took 3 of 3 lines');
    // On the phone the board starts zoomed in on one's own units, a tap area 44 px across each,
    // and the tools of ordering by pointing are right under it, on the first screen.
    await germany.evaluate('window.scrollTo(0, 0)');
    const tap = await germany.locator('svg.board .hits [data-at="MUN"]').boundingBox();
    expect(tap!.width).toBeGreaterThanOrEqual(44);
    const board = (await germany.locator('.board-frame').boundingBox())!;
    const support = (await germany.getByRole('button', { name: 'Support', exact: true }).boundingBox())!;
    expect(support.y).toBeGreaterThan(board.y + board.height);
    expect(support.y + support.height).toBeLessThanOrEqual(800);
    await germany.screenshot({ path: join(SHOTS, 'phone-orders.png'), fullPage: true });

    // The master processes the phase; the others hold by default.
    await master.getByRole('button', { name: 'Master', exact: true }).click();
    await master.getByRole('button', { name: 'Process the phase now' }).click();
    await poll(() => master.locator('.game-head').textContent()).toContain('Fall 1901 movement');

    // Both players see the new board, pushed: France in Burgundy, Germany bounced back to Munich.
    for (const page of [france, germany]) {
      await poll(() => page.locator('.game-head').textContent()).toContain('Fall 1901 movement');
      await poll(() => unit(page, 'BUR').getAttribute('aria-label')).toBe('France army in Burgundy');
      expect(await unit(page, 'MUN').getAttribute('aria-label')).toBe('Germany army in Munich');
      expect(await unit(page, 'MAO').count()).toBe(1);
      expect(await unit(page, 'DEN').count()).toBe(1);
    }
    await france.screenshot({ path: join(SHOTS, 'desktop-fall.png') });

    // The history: the slider back to Spring shows its orders and results on the board.
    await france.getByRole('button', { name: 'Previous phase' }).click();
    await poll(() => france.locator('.slider output').textContent()).toBe('Spring 1901 movement (results)');
    expect(await france.locator('svg.board .orders .move.failed').count()).toBeGreaterThan(0);
    // The bounce in Burgundy is marked with a cross, not only a paler arrow.
    expect(await france.locator('svg.board .marks .fail').count()).toBe(1);
    // The land is shaded by owner: Paris in France's tint, Burgundy (no centre) not.
    const fill = (at: string) => france.locator(`svg.board #provinces #${at}`).evaluate((el) => {
      // The test's own types have no DOM: the page's window, as much of it as is read here.
      const page = globalThis as unknown as { getComputedStyle: (e: typeof el) => { fill: string } };
      return page.getComputedStyle(el).fill;
    });
    expect(await fill('PAR')).toBe('rgb(127, 198, 245)');
    expect(await fill('BUR')).toBe('rgb(236, 224, 191)');
    // The whole board is in view: Armenia's name inside the board's east edge.
    const drawn = (await france.locator('svg.board').boundingBox())!;
    const armenia = (await france.locator('svg.board #label-ARM').boundingBox())!;
    expect(armenia.x + armenia.width).toBeLessThan(drawn.x + drawn.width);
    await france.getByRole('button', { name: 'History', exact: true }).click();
    await poll(() => france.locator('.phase .results').first().textContent()).toContain('A MUN - BURfails');
    await france.screenshot({ path: join(SHOTS, 'desktop-history.png') });
    // On the phone, "Show on the board" brings the board (above the panels) into view.
    await germany.getByRole('button', { name: 'History', exact: true }).click();
    await germany.locator('details.phase summary').first().click();
    await germany.getByRole('button', { name: 'Show on the board' }).click();
    await poll(async () => (await germany.locator('.board-frame').boundingBox())!.y).toBeGreaterThanOrEqual(-1);
    await germany.getByRole('button', { name: 'Centres', exact: true }).click();
    await germany.screenshot({ path: join(SHOTS, 'phone-centres.png'), fullPage: true });

    expect(pageErrors).toEqual([]);
  });
});
