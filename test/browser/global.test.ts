import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { Browsers, haveChromium, joinAs, poll, servedJudge, unit } from './chromium.js';
import { US, RF, SA, EU, GA, PR } from '../support/global-powers.js';

/**
 * Global Diplomacy on the board, in Chromium (issue 14): Africa's player at desktop width
 * orders an air force's support (two spaces away, over the Sahara) and a bombing chain (the
 * arsenal in South Africa, the navy in Madagascar carrying, the South Indian Ocean the
 * target) by clicking the board; Asia's player watches on a 360 px phone; after the phase
 * both see the scorched ocean, the navy lost and Madagascar cut off. The other four powers
 * play through the API. Screenshots go to docs/screenshots/global-*.png.
 */

const browsers = new Browsers();
const SCREENSHOTS = join(root, 'docs', 'screenshots');

async function call(base: string, method: string, path: string, body: unknown, secret?: string): Promise<{ status: number; json: Record<string, any> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/**
 * Lines typed into the page's orders and sent; waits for the judge to take them all, or,
 * when they are the last the phase waits for (`last`), for the phase to move on.
 */
async function typeOrders(page: Page, lines: readonly string[], last = false): Promise<void> {
  const before = await page.locator('.game-head').textContent();
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  await poll(() => page.locator('#order-checks .ok').count()).toBe(0);
  await page.locator('#order-lines').fill(lines.join('\n'));
  await poll(() => page.locator('#order-checks .ok').count()).toBe(lines.length);
  await page.getByRole('button', { name: 'Send orders' }).click();
  if (last) await poll(() => page.locator('.game-head').textContent()).not.toBe(before);
  else await poll(() => page.locator('.orders-panel').textContent()).toContain(`The judge took ${lines.length} of ${lines.length} lines`);
}

describe.skipIf(!haveChromium)('a Global game in Chromium', () => {
  const server = servedJudge(browsers);

  test('an air force’s support and a bombing chain ordered on the board, and the scars it leaves', async () => {
    const made = await call(server.url, 'POST', '/api/games', { name: 'Globe', variant: 'global', map: 'global', rules: ['POWER_CHOICE'] });
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    const master = made.json.masterSecret as string;
    const url = `${server.url}/#/games/${encodeURIComponent(id)}`;
    const secrets = new Map<string, string>();
    for (const power of [US, RF, SA, EU]) {
      const joined = await call(server.url, 'POST', `/api/games/${id}/join`, { name: `Player ${power.toLowerCase()}`, power });
      expect(joined.status).toBe(201);
      secrets.set(power, joined.json.secret as string);
    }
    const africa = await browsers.open(1280, 900);
    await joinAs(africa, url, GA);
    const asia = await browsers.open(360, 800);
    await joinAs(asia, url, PR);
    const order = async (power: string, lines: string[]) => {
      const answer = await call(server.url, 'PUT', `/api/games/${id}/orders`, { lines }, secrets.get(power));
      expect(answer.status).toBe(200);
    };
    const phase = async () => (await call(server.url, 'GET', `/api/games/${id}`, undefined)).json.game.phase as string;
    const processNow = async () => expect((await call(server.url, 'POST', `/api/games/${id}/master/process`, { phase: await phase() }, master)).status).toBe(200);

    // The opening builds on the empty board: Africa's air force among them, South Africa kept for an arsenal.
    await order(US, ['BUILD A ALA', 'BUILD AF CAN', 'BUILD A SUS', 'BUILD A WUS']);
    await order(RF, ['BUILD A RUS', 'BUILD A UKR', 'BUILD A URA', 'BUILD A YAK']);
    await order(SA, ['BUILD A ARG', 'BUILD A BRA', 'BUILD A COL', 'BUILD A PER']);
    await order(EU, ['BUILD A BRI', 'BUILD A CEU', 'BUILD A SCA', 'BUILD A WEU']);
    await typeOrders(asia, ['BUILD A CHN', 'BUILD A JAP', 'BUILD A SCH', 'BUILD N SEA']);
    await typeOrders(africa, ['BUILD AF EGY', 'BUILD A NIG', 'BUILD F MAD', 'WAIVE'], true);
    await poll(phase).toBe('W2101M');
    // Winter: Africa holds all (an arsenal owed); Asia's navy sails. Spring: on to the South Indian Ocean.
    await typeOrders(africa, ['AF EGY H', 'A NIG H', 'F MAD H']);
    await typeOrders(asia, ['N SEA - NIO']);
    await processNow();
    await poll(phase).toBe('S2101M');
    await typeOrders(asia, ['F NIO - SIO']);
    await processNow();
    await poll(phase).toBe('S2101A');
    await typeOrders(africa, ['BUILD AS SAF'], true);
    await poll(phase).toBe('U2101M');
    await poll(() => africa.locator('.game-head').textContent()).toContain('Summer 2101');

    // The pieces: an aircraft and a warhead, not discs; Antarctica closed in Summer, with a title saying when it opens.
    await africa.getByRole('button', { name: 'Orders', exact: true }).click();
    await poll(() => unit(africa, 'SAF').locator('path.body').count()).toBe(1);
    expect(await unit(africa, 'SAF').locator('.trefoil').count()).toBe(1);
    expect(await unit(africa, 'EGY').locator('path.body').count()).toBe(1);
    expect(await unit(africa, 'EGY').getAttribute('aria-label')).toMatch(/air force in Egypt/);
    expect(await africa.locator('svg.board .scar.closed[data-province="ANT"] title').textContent()).toMatch(/^Antarctica: closed this season \(open in Fall and Winter\)/);

    // The air force supports the army in Nigeria to hold, two spaces away over the Sahara: by clicks.
    await africa.getByRole('button', { name: 'Support', exact: true }).click();
    await unit(africa, 'EGY').click();
    await unit(africa, 'NIG').click();
    await unit(africa, 'NIG').click();
    // The bombing chain: the arsenal, the navy that carries, the target chosen twice.
    await africa.getByRole('button', { name: 'Bomb', exact: true }).click();
    await poll(() => africa.locator('.board-tools .prompt').textContent()).toContain('Choose your arsenal');
    await unit(africa, 'SAF').click();
    await unit(africa, 'MAD').click();
    await unit(africa, 'SIO').click();
    await poll(() => africa.locator('.board-tools .prompt').textContent()).toContain('choose SIO again to drop the bomb there');
    await unit(africa, 'SIO').click();
    await poll(() => africa.locator('#order-lines').inputValue()).toBe('AF EGY S A NIG\nAS SAF BOMB VIA MAD TO SIO\nF MAD CARRY FROM SAF TO SIO');
    await poll(() => africa.locator('#order-checks .ok').count()).toBe(3);
    // Drawn: the support's line and ring, the chain through Madagascar with its target marked.
    expect(await africa.locator('svg.board .orders .support-hold').count()).toBe(1);
    await poll(() => africa.locator('svg.board .chains .chain').count()).toBe(2);
    expect(await africa.locator('svg.board .chains .chain[data-chain="3"]').count()).toBe(2);
    expect(await africa.locator('svg.board .chain-targets .target').count()).toBe(1);
    await africa.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => africa.locator('.orders-panel').textContent()).toContain('The judge took 3 of 3 lines');
    await africa.locator('svg.board').scrollIntoViewIfNeeded();
    await africa.screenshot({ path: join(SCREENSHOTS, 'global-orders-desktop.png') });
    // The same page at a phone's width, zoomed in on Africa's units: the pieces and the chain at 360 px.
    await africa.setViewportSize({ width: 360, height: 800 });
    await africa.getByRole('button', { name: 'Zoom', exact: true }).click();
    await africa.locator('svg.board').scrollIntoViewIfNeeded();
    await africa.screenshot({ path: join(SCREENSHOTS, 'global-orders-phone.png') });
    await africa.getByRole('button', { name: 'Zoom', exact: true }).click();
    await africa.setViewportSize({ width: 1280, height: 900 });

    // The bomb falls: the South Indian Ocean scorched for good, Asia's navy lost, Madagascar cut off.
    await processNow();
    await poll(phase).toBe('F2101M');
    for (const page of [africa, asia]) {
      await poll(() => page.locator('svg.board .scar.destroyed[data-province="SIO"]').count()).toBe(1);
      await poll(() => page.locator('svg.board .scar.cutOff[data-province="MAD"]').count()).toBe(1);
      expect(await unit(page, 'SIO').count()).toBe(0);
    }
    expect(await africa.locator('svg.board .scar.destroyed title').textContent()).toBe('South Indian Ocean: destroyed by a nuclear bomb. No unit may ever enter it again.');
    await africa.screenshot({ path: join(SCREENSHOTS, 'global-scars-desktop.png') });
    // The history tells what the Summer's bomb did; shown on the board, the Summer has its chain and target.
    await africa.getByRole('button', { name: 'History', exact: true }).click();
    const summer = africa.locator('details.phase[data-phase="U2101M"]');
    await poll(() => summer.getByTestId('nuclear-notes').textContent()).toContain('Destroyed by a nuclear bomb: South Indian Ocean.');
    await summer.locator('summary').click();
    await summer.getByRole('button', { name: 'Show on the board' }).click();
    await poll(() => africa.locator('svg.board .chain-targets .target').count()).toBe(1);
    expect(await africa.locator('svg.board .scar.destroyed').count()).toBe(0);
    await asia.screenshot({ path: join(SCREENSHOTS, 'global-scars-phone.png'), fullPage: true });
  });
});
