import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { root } from '../../scripts/run.mjs';
import { Browsers, createGame, franceAndGermany, haveChromium, poll, servedJudge, unit } from './chromium.js';

/**
 * A Payola game in a real browser (Debian's Chromium, playwright-core, `wrangler dev`): the
 * master creates it (ALWAYS_WAIT, so that he processes it), France (desktop) and Germany
 * (phone) join, the others are dummies. France writes an offer sheet, has a line refused as
 * typed (a 0 AgP offer to a German unit), mends it and sends it; sets his acceptance list;
 * sends Germany silver. Germany writes his own sheet, and his page never shows France's.
 * The master processes: France's bribe moves a German army, and France reads his account
 * statement and his units' prices on the board; Germany reads his own, never France's.
 * Screenshots at 1280 and 360 px wide go to docs/screenshots/.
 */

const browsers = new Browsers();
const browser = (width: number, height: number): Promise<Page> => browsers.open(width, height);
const SCREENSHOTS = join(root, 'docs', 'screenshots');
const treasury = async (page: Page): Promise<number> => Number((await page.getByTestId('treasury-head').textContent())?.replace(/\D/g, ''));

/** Opens the history at a processed phase and puts its board on the map. */
async function showInHistory(page: Page, phase: string): Promise<void> {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const details = page.locator(`details.phase[data-phase="${phase}"]`);
  await details.locator(':scope > summary').click();
  await details.getByRole('button', { name: 'Show on the board' }).click();
}

describe.skipIf(!haveChromium)('a Payola game in Chromium', () => {
  const server = servedJudge(browsers);

  test('offers typed and checked, an acceptance list, a transfer; processed; the ledger and the prices, each player his own', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const master = await browser(1280, 900);
    await master.goto(`${server.url}/#/new`);
    await master.getByLabel('Name', { exact: true }).fill('Payola game');
    await master.getByRole('combobox', { name: 'Variant' }).selectOption('payola');
    await poll(() => master.getByTestId('payola-about').textContent()).toContain('players bribe units');
    // A cap no treasury here comes near: the game's income directives, shown to the players.
    await master.getByLabel(/Income directives/).fill('CAP 1000');
    await master.getByRole('checkbox', { name: /^POWER_CHOICE\b/ }).check();
    await master.getByRole('checkbox', { name: /^ALWAYS_WAIT\b/ }).check();
    const gameUrl = await createGame(master);

    const { france, germany } = await franceAndGermany(browsers, master, gameUrl);
    for (const page of [france, germany]) await poll(() => page.locator('.game-head').textContent()).toContain('Spring 1901');

    // Each player's treasury stands in the page's head.
    await poll(() => treasury(france)).toBeGreaterThan(0);
    const franceFunds = await treasury(france);
    const germanyFunds = await treasury(germany);

    // France's offer sheet, checked as typed: a 0 AgP offer to Germany's army is refused at once.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    await poll(() => france.locator('.payola').textContent()).toContain("This game's income: CAP 1000.");
    const sheet = france.getByLabel('Offer sheet, one offer a line (checked as you type)');
    await sheet.fill('5 : A PAR - BUR\n0 : A MUN - RUH');
    await poll(() => france.locator('#sheet-checks .bad').textContent()).toContain('0 : A MUN - RUH: A 0 AgP offer may be made only to your own units');
    await poll(() => france.locator('#sheet-checks .ok').textContent()).toBe('✓ 5 AgP direct · A PAR: A PAR - BUR');
    // Mended: 3 AgP for the German army's move, alternatives and a plateau read back.
    await sheet.fill('5 : A PAR - BUR\n3 : A MUN - RUH\n0 : F BRE - MAO | H\n2*2#1 : A MAR - PIE');
    await poll(() => france.locator('#sheet-checks .ok').count()).toBe(4);
    expect(await france.locator('#sheet-checks li').allTextContents()).toEqual([
      '✓ 5 AgP direct · A PAR: A PAR - BUR',
      '✓ 3 AgP direct · A MUN: A MUN - RUH',
      '✓ 0 AgP direct · F BRE: F BRE - MAO, or F BRE H',
      '✓ 2 × 2 (never below 1) = 4 AgP direct · A MAR: A MAR - PIE',
    ]);
    await france.getByRole('button', { name: 'Send the offers' }).click();
    await poll(() => france.getByTestId('sheet-answer').textContent()).toBe('The judge took 4 lines.');
    await poll(() => france.locator('section.sheet .status').textContent()).toContain('The judge holds a sheet of 4 lines');

    // The acceptance list: checked as typed, completed with ?, kept by the judge.
    const list = france.getByLabel('New list: initials, ? for the rest');
    await list.fill('FF');
    await poll(() => france.locator('.accept-list .checks.bad').textContent()).toContain('written twice');
    await list.fill('fg');
    await poll(() => france.locator('.accept-list .checks.ok').textContent()).toBe('✓ FG?: France, then Germany, then the others in an order drawn by chance');
    await france.getByRole('button', { name: 'Set the list' }).click();
    await poll(() => france.getByTestId('accept-standing').textContent()).toBe('FG?');

    // A transfer: too much is refused with the judge's sentence; 4 AgP go to Germany at once.
    await france.getByRole('combobox', { name: 'To' }).selectOption('GERMANY');
    await france.getByLabel('AgP').fill(String(franceFunds + 1000));
    await france.getByRole('button', { name: 'Send', exact: true }).click();
    await poll(() => france.locator('form.transfer .error').textContent()).toMatch(/\S/);
    await france.getByLabel('AgP').fill('4');
    await france.getByRole('button', { name: 'Send', exact: true }).click();
    await poll(() => france.locator('form.transfer [role=status]').textContent()).toBe('4 AgP sent to Germany.');
    await poll(() => treasury(france)).toBe(franceFunds - 4);
    await poll(() => treasury(germany)).toBe(germanyFunds + 4);
    await france.locator('h1').scrollIntoViewIfNeeded();
    await france.screenshot({ path: join(SCREENSHOTS, 'payola-desktop-sheet.png'), fullPage: true });

    // Germany pays 2 AgP to hold his army in Munich, less than France's 3 for its move.
    await germany.getByRole('button', { name: 'Orders', exact: true }).click();
    await germany.getByLabel('Offer sheet, one offer a line (checked as you type)').fill('2 : A MUN H\n0 : A BER - KIE\n0 : F KIE - DEN');
    await poll(() => germany.locator('#sheet-checks .ok').count()).toBe(3);
    await germany.getByRole('button', { name: 'Send the offers' }).click();
    await poll(() => germany.getByTestId('sheet-answer').textContent()).toBe('The judge took 3 lines.');
    await germany.screenshot({ path: join(SCREENSHOTS, 'payola-phone-sheet.png'), fullPage: true });
    // Nothing of France's sheet reaches Germany's page (the help's examples aside).
    const germanPage = await germany.content();
    for (const secret of ['A MUN - RUH', 'A MAR - PIE', 'F BRE - MAO', '2*2#1']) expect(germanPage.includes(secret), secret).toBe(false);

    // The master processes; France's bribe moves the German army.
    await master.getByRole('button', { name: 'Process the phase now' }).click();
    for (const page of [france, germany]) {
      await poll(() => page.locator('.game-head').textContent()).toContain('Fall 1901');
      await poll(() => unit(page, 'RUH').getAttribute('aria-label')).toBe('Germany army in Ruhr');
    }
    await poll(() => unit(france, 'BUR').getAttribute('aria-label')).toBe('France army in Burgundy');

    // France's history: his statement, and his units' prices by them on the board.
    await showInHistory(france, 'S1901M');
    await poll(() => france.locator('.slider output').textContent()).toBe('Spring 1901 movement (results)');
    const ledger = france.getByTestId('ledger');
    await poll(() => ledger.locator('h4').textContent()).toBe('Account statement for France');
    await poll(() => france.getByTestId('ledger-after').textContent()).toBe(`${franceFunds - 4 - 5 - 3 - 4} AgP`);
    expect(await ledger.locator('table.ledger-accepted').textContent()).toContain('A MUN - RUH');
    expect(await france.locator('svg.board .tags [data-at="PAR"] text').textContent()).toBe('5');
    expect(await france.locator('svg.board .tags [data-at="BRE"] text').textContent()).toBe('0');
    // Not PUBLIC_TOTALS: no chart for a player.
    expect(await france.getByTestId('payola-chart').count()).toBe(0);
    await france.screenshot({ path: join(SCREENSHOTS, 'payola-desktop-ledger.png'), fullPage: true });

    // Germany's: his own statement, his army bought from under him (*), nothing of France's.
    await showInHistory(germany, 'S1901M');
    await poll(() => germany.getByTestId('ledger').locator('h4').textContent()).toBe('Account statement for Germany');
    expect(await germany.getByTestId('ledger').count()).toBe(1);
    await poll(() => germany.locator('svg.board .tags [data-at="MUN"] text').textContent()).toBe('3*');
    expect(await germany.locator('svg.board .tags [data-at="PAR"]').count()).toBe(0);
    const germanHistory = await germany.content();
    for (const secret of ['3 : A MUN - RUH', '2*2#1', 'Account statement for France']) expect(germanHistory.includes(secret), secret).toBe(false);
    await germany.screenshot({ path: join(SCREENSHOTS, 'payola-phone-ledger.png'), fullPage: true });

    // The master reads every power's statement and the chart.
    await master.getByRole('button', { name: 'History', exact: true }).click();
    await master.locator('details.phase[data-phase="S1901M"] > summary').click();
    await poll(() => master.locator('details.ledger-of summary').allTextContents()).toEqual(expect.arrayContaining(['Account of France', 'Account of Germany']));
    await master.locator('details.chart-of summary').click();
    await poll(() => master.locator('[data-testid="payola-chart"] tr.won').filter({ hasText: 'A MUN - RUH' }).count()).toBe(1);

    expect(browsers.pageErrors).toEqual([]);
  });
});
