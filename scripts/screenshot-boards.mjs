// Screenshots of every board the judge ships, as a player sees it in the browser:
//
//   node scripts/screenshot-boards.mjs [name…]
//
// Builds the client, starts the judge as the browser tests do (`wrangler dev` on a fresh
// local database, the rate limits lifted for this machine), and for each board GET /api/maps
// lists (or only those named) creates a game on it, fills every seat, and photographs the
// game page of the player of its first power at desktop size (1280×800) and at a phone's width (360 px):
// docs/screenshots/boards/<name>-desktop.png and <name>-phone.png. A judge that does not
// list its maps (404) has the standard board alone. Needs Debian's Chromium
// (/usr/bin/chromium), driven by playwright-core; never a downloaded browser.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildWeb } from './build-web.mjs';
import { startDevServer } from './dev-server.mjs';
import { root } from './run.mjs';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const OUT = join(root, 'docs', 'screenshots', 'boards');
const SIZES = /** @type {const} */ ([
  ['desktop', 1280, 800],
  ['phone', 360, 800],
]);

/**
 * One call to the judge's API, its answer parsed; a status other than `expect` is an error
 * that names the call and the judge's own words.
 * @param {string} base
 * @param {string} method
 * @param {string} path
 * @param {{ body?: unknown, secret?: string, expect?: number }} [options]
 */
async function call(base, method, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.secret) headers.authorization = `Bearer ${options.secret}`;
  const res = await fetch(`${base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const text = await res.text();
  const body = text === '' ? null : JSON.parse(text);
  if (res.status !== (options.expect ?? 200)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return body;
}

/**
 * The boards to photograph: those named on the command line, else all the judge lists.
 * @param {string} base
 * @returns {Promise<string[]>}
 */
async function boards(base) {
  const res = await fetch(`${base}/api/maps`);
  /** @type {string[]} */
  const listed = res.status === 404 ? ['standard'] : (/** @type {{ maps: { name: string }[] }} */ (await res.json())).maps.map((m) => m.name);
  const asked = process.argv.slice(2);
  const unknown = asked.filter((n) => !listed.includes(n));
  if (unknown.length > 0) throw new Error(`The judge has no map ${unknown.join(', ')}; it has ${listed.join(', ')}.`);
  return asked.length > 0 ? asked : listed;
}

/**
 * A game on the board with every open seat taken: its address and its first player's credential.
 * @param {string} base
 * @param {string} map
 */
async function playedGame(base, map) {
  // POWER_CHOICE, so that the picture is always of the map's first power: the others are dealt the rest.
  const created = await call(base, 'POST', '/api/games', { body: { name: `The ${map} board`, map, rules: ['CIVIL_DISORDER', 'POWER_CHOICE'] }, expect: 201 });
  const open = created.game.seats.filter((/** @type {{ status: string }} */ s) => s.status === 'open').map((/** @type {{ power: string }} */ s) => s.power);
  /** @type {{ secret: string, power: string } | null} */
  let first = null;
  for (let k = 0; k < open.length; k++) {
    const joined = await call(base, 'POST', `/api/games/${created.id}/join`, { body: { name: `Player ${k + 1}`, ...(k === 0 ? { power: open[0] } : {}) }, expect: 201 });
    first ??= { secret: joined.secret, power: joined.power };
  }
  if (first === null) throw new Error(`The ${map} board has no seat to take.`);
  const view = await call(base, 'GET', `/api/games/${created.id}`, { secret: first.secret });
  if (view.game.status !== 'active') throw new Error(`The game on ${map} did not start once its seats were taken (it is ${view.game.status}).`);
  return { id: created.id, name: created.game.name, ...first };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium).`);
  buildWeb();
  mkdirSync(OUT, { recursive: true });
  const server = await startDevServer({ deadline: Date.now() + 120_000, name: 'screenshots', ownInspector: true, vars: { RATE_LIMIT_EXEMPT: '127.0.0.1' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  /** @type {string[]} */
  const errors = [];
  try {
    for (const map of await boards(server.url)) {
      // A board whose game cannot be made (a rule it asks for not built) is said and passed
      // over, so that one board does not cost the pictures of all the others.
      let game;
      try {
        game = await playedGame(server.url, map);
      } catch (e) {
        errors.push(`${map}: ${e instanceof Error ? e.message : e}`);
        continue;
      }
      for (const [size, width, height] of SIZES) {
        const context = await browser.newContext({ viewport: { width, height } });
        // The player's secret kept in the browser, as joining on the page keeps it (web/src/secrets.ts).
        const credential = { secret: game.secret, role: 'player', power: game.power, name: 'Player 1', savedAt: Date.now() };
        // A string run in the page: this script's types know no DOM.
        await context.addInitScript(`window.localStorage.setItem(${JSON.stringify(`cloud-judge:game:${game.id}`)}, ${JSON.stringify(JSON.stringify(credential))});`);
        const page = await context.newPage();
        page.on('pageerror', (e) => errors.push(`${map} ${size}: ${e}`));
        await page.goto(`${server.url}/#/games/${game.id}`);
        await page.locator('.game-head').getByText(`You play ${game.power}`).waitFor({ timeout: 20_000 });
        // The drawing, or the sentence that says the board has none.
        await page.locator('svg.board #provinces, .undrawn').first().waitFor({ timeout: 20_000 });
        await page.locator('svg.board .units [data-at]').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
        const file = join(OUT, `${map}-${size}.png`);
        await page.screenshot({ path: file });
        console.log(`${file.slice(root.length + 1)}: ${game.power} on ${map}, ${width}×${height}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (errors.length > 0) throw new Error(`Not every board was photographed:\n${errors.join('\n')}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
