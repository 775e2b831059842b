import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Browsers, createGame, franceAndGermany, haveChromium, joinAs, servedJudge, poll, POWERS, SHOTS, target, unit } from './chromium.js';

/**
 * A Crystal Ball game in a real browser (Debian's Chromium, playwright-core, `wrangler
 * dev`): the master creates it, France (desktop) and Germany (phone) join, the master
 * starts it with the other powers as dummies. Each writes a list for Spring 1901 (France
 * first drafts by clicking, has a list refused whole, mends it; a proxy goes to Germany);
 * the lists lock and Fall 1901 opens; each writes a list for Fall 1901, and Spring 1901
 * processes. The history then shows each player his own annotated list beside the board of
 * Spring 1901, and nobody else's. Screenshots go to test/browser/screenshots/latest/.
 */

const browsers = new Browsers();
const browser = (width: number, height: number): Promise<Page> => browsers.open(width, height);
const pageErrors = browsers.pageErrors;
/** The phases in the pipe as the orders panel lists them, each with its status. */
const pipe = (page: Page) => page.locator('ol.pipe li').allTextContents();
/** Each row of a power's annotated list: its number, order, annotation and result. */
const annotated = (page: Page, power: string) =>
  page
    .locator(`table.annotated[data-power="${power}"] tbody tr`)
    .evaluateAll((rows) => rows.map((r) => ['.n', '.order', '.annotation', '.result'].map((c) => r.querySelector(c)?.textContent?.trim() ?? '')));

/** Opens the history at a processed phase and puts its board on the map. */
async function showInHistory(page: Page, phase: string): Promise<void> {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const details = page.locator(`details.phase[data-phase="${phase}"]`);
  await details.locator('summary').click();
  await details.getByRole('button', { name: 'Show on the board' }).click();
}

describe.skipIf(!haveChromium)('a Crystal Ball game in Chromium', () => {
  const server = servedJudge(browsers);

  test('lists for two phases, the lock, Spring processed, each annotated list beside its board', async () => {
    // The master creates a Crystal Ball game (the revised rules, the default edition).
    const master = await browser(1280, 900);
    await master.goto(`${server.url}/#/new`);
    await master.getByLabel('Name', { exact: true }).fill('Crystal game');
    await master.getByRole('combobox', { name: 'Variant' }).selectOption('crystal_ball');
    await expect(master.getByRole('radio', { name: /Revised rules/ }).isChecked()).resolves.toBe(true);
    await master.getByRole('checkbox', { name: /^POWER_CHOICE\b/ }).check();
    const gameUrl = await createGame(master);

    // France on a desktop, Germany on a phone; the master starts, the other five are dummies.
    const { france, germany } = await franceAndGermany(browsers, master, gameUrl);
    for (const page of [france, germany]) await poll(() => page.locator('.game-head').textContent()).toContain('Lists open for Spring 1901 movement');

    // France: the pipe holds Spring 1901, open. A click drafts the army's move into the list.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    await poll(() => pipe(france)).toEqual(['Spring 1901 movement open for lists']);
    await unit(france, 'PAR').click();
    await target(france, 'BUR').click();
    const lines = france.getByLabel('List for Spring 1901 movement, one order a line (checked as you type)');
    await poll(() => lines.inputValue()).toBe('A PAR - BUR');
    // Typed: a unit without its kind cannot stand in a list; the client says so at once,
    // and the judge, sent it anyway, refuses the list whole.
    await lines.fill('A PAR - BUR\nPIC - BEL');
    await poll(() => france.locator('#list-checks .bad').textContent()).toContain('PIC - BEL: Say whether the unit in PIC is an army or a fleet');
    await france.getByRole('button', { name: 'Send the list for Spring 1901 movement' }).click();
    await poll(() => france.locator('.sent[role=alert]').textContent()).toContain('The judge refused the list for Spring 1901 movement whole');
    // Mended: an order to a unit France imagines, one revoked by the next, a proxy to Germany.
    await lines.fill('A PAR - BUR\nA PIC - BEL\nF BRE - ENG\nF BRE - MAO\nA MAR P GERMANY');
    await poll(() => france.locator('#list-checks .ok').count()).toBe(5);
    await france.getByRole('button', { name: 'Send the list for Spring 1901 movement' }).click();
    await poll(() => france.locator('.sent[role=status]').textContent()).toBe('The judge took the list for Spring 1901 movement: 5 lines.');
    await poll(() => france.locator('.orders-panel .status').textContent()).toContain('The judge holds a list of 5 lines for Spring 1901 movement');

    // Germany, on the phone, types his list, ordering France's army by its proxy. With his
    // list in, every live power has written: Spring 1901 locks and Fall 1901 opens.
    await germany.getByRole('button', { name: 'Orders', exact: true }).click();
    const gLines = germany.getByLabel('List for Spring 1901 movement, one order a line (checked as you type)');
    await gLines.fill('A MUN - RUH\nA BER - KIE\nF KIE - DEN\nA MAR - PIE');
    await poll(() => germany.locator('#list-checks .ok').count()).toBe(4);
    await germany.getByRole('button', { name: 'Send the list for Spring 1901 movement' }).click();
    await poll(() => germany.locator('.sent[role=status]').textContent()).toBe('The judge took the list for Spring 1901 movement: 4 lines.');
    for (const page of [france, germany]) await poll(() => pipe(page)).toEqual(['Spring 1901 movement locked', 'Fall 1901 movement open for lists']);
    await poll(() => germany.locator('.game-head').textContent()).toContain('Lists open for Fall 1901 movement');
    await poll(() => france.locator('section.list.locked .list-lines li').allTextContents()).toEqual([
      'A PAR - BUR',
      'A PIC - BEL',
      'F BRE - ENG',
      'F BRE - MAO',
      'A MAR P GERMANY',
    ]);
    await germany.screenshot({ path: join(SHOTS, 'crystal-phone-lists.png'), fullPage: true });

    // The master sees every list: France's, and Germany's beside it.
    await master.getByRole('button', { name: 'Orders', exact: true }).click();
    await master.getByRole('combobox', { name: 'Order for' }).selectOption('FRANCE');
    await poll(() => master.locator('section.list.locked .list-lines li').first().textContent()).toBe('A PAR - BUR');
    await poll(() => master.locator('section.list.locked details.others summary').textContent()).toBe('Other powers’ lists for Spring 1901 movement (1)');

    // Fall 1901, written blind: France's units where France expects them to be.
    const fall = france.getByLabel('List for Fall 1901 movement, one order a line (checked as you type)');
    await poll(() => fall.inputValue()).toBe('');
    await fall.fill('A BUR - MUN\nF MAO - SPA/NC\nA PIE - VEN');
    await poll(() => france.locator('#list-checks .ok').count()).toBe(3);
    await france.getByRole('button', { name: 'Send the list for Fall 1901 movement' }).click();
    await poll(() => france.locator('.sent[role=status]').textContent()).toBe('The judge took the list for Fall 1901 movement: 3 lines.');
    await france.locator('h1').scrollIntoViewIfNeeded();
    await france.screenshot({ path: join(SHOTS, 'crystal-desktop-lists.png') });

    // Germany's Fall list is the last one Spring waits for: Spring 1901 processes.
    await germany.getByLabel('List for Fall 1901 movement, one order a line (checked as you type)').fill('A RUH - BEL\nA KIE - HOL\nF DEN H');
    await germany.getByRole('button', { name: 'Send the list for Fall 1901 movement' }).click();
    for (const page of [france, germany]) {
      await poll(() => page.locator('.game-head').textContent()).toContain('Fall 1901 movement');
      await poll(() => pipe(page)).toEqual(['Fall 1901 movement locked', 'Spring 1902 movement open for lists']);
      await poll(() => unit(page, 'BUR').getAttribute('aria-label')).toBe('France army in Burgundy');
      expect(await unit(page, 'PIE').getAttribute('aria-label')).toBe('France army in Piedmont');
      expect(await unit(page, 'RUH').getAttribute('aria-label')).toBe('Germany army in Ruhr');
    }

    // France's history: the board of Spring 1901 with France's list beside it, annotated;
    // Germany's list stays secret from France until the game ends.
    await showInHistory(france, 'S1901M');
    await poll(() => france.locator('.slider output').textContent()).toBe('Spring 1901 movement (results)');
    await poll(() => annotated(france, 'FRANCE')).toEqual([
      ['1', 'A PAR - BUR', 'ordered', 'succeeds'],
      ['2', 'A PIC - BEL', 'no unit', 'ignored'],
      ['3', 'F BRE - ENG', 'revoked', 'ignored'],
      ['4', 'F BRE - MAO', 'ordered', 'succeeds'],
      ['5', 'A MAR P GERMANY', 'proxied', 'succeeds'],
    ]);
    expect(await france.locator('table.annotated').count()).toBe(1);
    expect(await france.locator('table.annotated tbody tr').nth(1).locator('.reason').textContent()).toBe('There is no army in Picardy.');
    expect(await france.locator('table.annotated tr.t-dropped').count()).toBe(2);
    // On the board only what counted is drawn: the army's and the fleet's moves, not the dropped lines.
    expect(await france.locator('svg.board .orders .move').count()).toBe(2);
    await france.screenshot({ path: join(SHOTS, 'crystal-desktop-history.png') });

    // Germany sees his own, the army of Marseilles moved by France's proxy.
    await showInHistory(germany, 'S1901M');
    await poll(() => annotated(germany, 'GERMANY')).toEqual([
      ['1', 'A MUN - RUH', 'ordered', 'succeeds'],
      ['2', 'A BER - KIE', 'ordered', 'succeeds'],
      ['3', 'F KIE - DEN', 'ordered', 'succeeds'],
      ['4', 'A MAR - PIE', 'byProxy', 'succeeds'],
    ]);
    expect(await germany.locator('table.annotated[data-power="FRANCE"]').count()).toBe(0);
    await germany.screenshot({ path: join(SHOTS, 'crystal-phone-history.png'), fullPage: true });

    // The master's history holds every power's Spring 1901: the two lists, and the dummies' units held by the judge.
    await master.getByRole('button', { name: 'History', exact: true }).click();
    await master.locator('details.phase[data-phase="S1901M"] summary').click();
    await poll(() => master.locator('table.annotated').evaluateAll((t) => t.map((e) => e.getAttribute('data-power')))).toEqual(POWERS);
    expect((await annotated(master, 'AUSTRIA')).sort()).toEqual([
      ['', 'A BUD H (added by the judge)', 'default', 'succeeds'],
      ['', 'A VIE H (added by the judge)', 'default', 'succeeds'],
      ['', 'F TRI H (added by the judge)', 'default', 'succeeds'],
    ]);


    // Spring 1902's lists let Fall 1901 process: France has taken Munich and Spain, Germany
    // the Low Countries and Denmark; the board is at Winter 1901, both with builds to make.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    await france.getByLabel('List for Spring 1902 movement, one order a line (checked as you type)').fill('A MUN H');
    await france.getByRole('button', { name: 'Send the list for Spring 1902 movement' }).click();
    await poll(() => france.locator('.sent[role=status]').textContent()).toBe('The judge took the list for Spring 1902 movement: 1 line.');
    await germany.getByRole('button', { name: 'Orders', exact: true }).click();
    await germany.getByLabel('List for Spring 1902 movement, one order a line (checked as you type)').fill('A BEL H');
    await germany.getByRole('button', { name: 'Send the list for Spring 1902 movement' }).click();
    for (const page of [france, germany]) {
      await poll(() => pipe(page)).toEqual(['Winter 1901 adjustments on the board now', 'Spring 1902 movement locked', 'Fall 1902 movement open for lists']);
    }
    await poll(() => unit(france, 'MUN').getAttribute('aria-label')).toBe('France army in Munich');

    // The builds are ordered as in a standard game, with no phase named.
    await poll(() => france.locator('.orders-panel .orders-panel h2').textContent()).toBe('Orders for France, Winter 1901 adjustments');
    const builds = france.getByLabel('Orders, one a line (checked as you type)');
    await builds.fill('BUILD A PAR\nBUILD F BRE');
    await poll(() => france.locator('#order-checks .ok').count()).toBe(2);
    await france.getByRole('button', { name: 'Send orders' }).click();
    await poll(() => france.locator('.orders-panel .orders-panel').textContent()).toContain('The judge took 2 of 2 lines');
    expect(await france.getByRole('button', { name: 'Clear my orders' }).count()).toBe(0);
    await france.screenshot({ path: join(SHOTS, 'crystal-desktop-builds.png') });
    await germany.getByLabel('Orders, one a line (checked as you type)').fill('BUILD A BER\nBUILD F KIE');
    await germany.getByRole('button', { name: 'Send orders' }).click();
    for (const page of [france, germany]) {
      await poll(() => pipe(page)).toEqual(['Spring 1902 movement locked', 'Fall 1902 movement open for lists']);
      await poll(() => unit(page, 'PAR').getAttribute('aria-label')).toBe('France army in Paris');
      expect(await unit(page, 'KIE').getAttribute('aria-label')).toBe('Germany fleet in Kiel');
    }

    expect(pageErrors).toEqual([]);
  });

  test('the original rules: standing lists kept and replaced, a contradiction, every processed list revealed', async () => {
    const master = await browser(1280, 900);
    await master.goto(`${server.url}/#/new`);
    await master.getByLabel('Name', { exact: true }).fill('Original crystal game');
    await master.getByRole('combobox', { name: 'Variant' }).selectOption('crystal_ball');
    await master.getByRole('radio', { name: /Original rules/ }).check();
    await master.getByRole('checkbox', { name: /^POWER_CHOICE\b/ }).check();
    const gameUrl = await createGame(master);
    const france = await browser(1280, 900);
    await joinAs(france, gameUrl, 'FRANCE');
    await master.getByRole('button', { name: 'Master', exact: true }).click();
    await master.getByRole('button', { name: /^Start now/ }).click();
    await poll(() => france.locator('.game-head').textContent()).toContain('Lists open for Spring 1901 movement');

    // No proxies under these rules; the standing lists are there to write, and replace.
    await france.getByRole('button', { name: 'Orders', exact: true }).click();
    const spring = france.getByLabel('List for Spring 1901 movement, one order a line (checked as you type)');
    await spring.fill('A PAR P GERMANY');
    await poll(() => france.locator('#list-checks .bad').textContent()).toContain('This game allows no proxy orders.');
    const retreats = france.getByLabel('Standing retreat list');
    await retreats.fill('A BUR - PIC\nF MAO - POR');
    await poll(() => france.locator('.standing-list').first().locator('.checks .ok').count()).toBe(2);
    await france.getByRole('button', { name: 'Send the standing retreat list' }).click();
    await poll(() => france.locator('.sent[role=status]').textContent()).toBe('The judge took the standing retreat list: 2 lines.');
    await poll(() => france.locator('#standing-retreat-help').textContent()).toContain('The judge holds 2 lines: A BUR - PIC, F MAO - POR.');

    // Spring: two different orders to one army contradict each other; an army France lacks.
    await spring.fill('A PAR - BUR\nA PAR - PIC\nA PIC - BEL\nF BRE - MAO');
    await france.getByRole('button', { name: 'Send the list for Spring 1901 movement' }).click();
    await poll(() => pipe(france)).toEqual(['Spring 1901 movement locked', 'Fall 1901 movement open for lists']);
    await france.getByLabel('List for Fall 1901 movement, one order a line (checked as you type)').fill('A PAR - PIC');
    await france.getByRole('button', { name: 'Send the list for Fall 1901 movement' }).click();
    await poll(() => pipe(france)).toEqual(['Fall 1901 movement locked', 'Spring 1902 movement open for lists']);

    await showInHistory(france, 'S1901M');
    await poll(() => france.locator('.slider output').textContent()).toBe('Spring 1901 movement (results)');
    await poll(() => annotated(france, 'FRANCE')).toEqual([
      ['1', 'A PAR - BUR', 'contradicted', 'void'],
      ['2', 'A PAR - PIC', 'contradicted', 'void'],
      ['3', 'A PIC - BEL', 'no such unit', 'ignored'],
      ['4', 'F BRE - MAO', 'ordered', 'succeeds'],
      ['', 'A MAR H (added by the judge)', 'default', 'succeeds'],
    ]);
    // Rule 3.4: once played, every list is shown to all, the dummies' held units too.
    expect(await france.locator('table.annotated').evaluateAll((t) => t.map((e) => e.getAttribute('data-power')))).toEqual(POWERS);
    await france.screenshot({ path: join(SHOTS, 'crystal-original-history.png') });

    expect(pageErrors).toEqual([]);
  });
});
