// Builds the static client into web/dist, which wrangler serves as the Worker's assets:
// the boards of maps/ embedded first, then Vite, run in web/ with web/vite.config.ts. Synchronous, because `npm start` and `npm test`
// call it before anything else and go on only once web/dist is whole.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { env, isMain, root } from './run.mjs';

const web = join(root, 'web');
export const dist = join(web, 'dist');

/**
 * The budget of the client's JavaScript a page loads, the rules package included, gzipped:
 * every file but the boards' map chunks (`map-<name>-….js`, one a board, fetched only by a
 * game on that board: web/vite.config.ts), plus the largest of those.
 */
export const JS_BUDGET_BYTES = 150 * 1024;

/** A board's map files, in a chunk of their own. */
const MAP_CHUNK = /(^|\/)map-[a-z0-9_]+-[^/]*\.js$/;

/**
 * What a page loads, gzipped: the client's own JavaScript, and the largest board's map with it.
 * A map chunk the page itself names (`index.html`: a static import of the entry, preloaded)
 * is loaded by every page, and counts with the client's.
 * @param {{ file: string, bytes: number }[]} sizes
 * @param {string} [html] web/dist/index.html; read from there when absent
 * @returns {{ client: number, largestMap: { file: string, bytes: number } | null, loaded: number, maps: number }}
 */
export function pageWeight(sizes, html = readFileSync(join(dist, 'index.html'), 'utf8')) {
  const lazy = (/** @type {{ file: string }} */ f) => MAP_CHUNK.test(f.file) && !html.includes(f.file);
  const maps = sizes.filter(lazy);
  const client = sizes.filter((f) => !lazy(f)).reduce((sum, f) => sum + f.bytes, 0);
  const largestMap = maps.reduce((big, f) => (big === null || f.bytes > big.bytes ? f : big), /** @type {{ file: string, bytes: number } | null} */ (null));
  return { client, largestMap, loaded: client + (largestMap?.bytes ?? 0), maps: maps.length };
}

export function buildWeb() {
  embedMaps();
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build'], { cwd: web, env, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(`The web client did not build (vite exited with ${built.status ?? built.signal}).`);
    process.exit(built.status ?? 1);
  }
}

/**
 * Embeds the boards of maps/ into shared/map/generated/ (scripts/embed-maps.ts), so that a
 * folder a host dropped into maps/ is never left out of the build: the client, the Worker
 * and the CLI all read the boards from there. A board that does not read stops the build.
 */
export function embedMaps() {
  const embedded = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'embed-maps.ts')], { cwd: root, env, stdio: 'inherit' });
  if (embedded.status !== 0) {
    console.error(`The boards of maps/ were not embedded (scripts/embed-maps.ts exited with ${embedded.status ?? embedded.signal}).`);
    process.exit(embedded.status ?? 1);
  }
}

/**
 * Each JavaScript file of web/dist with its size gzipped, as a browser fetches it.
 * @returns {{ file: string, bytes: number }[]}
 */
export function jsSizes() {
  /** @type {{ file: string, bytes: number }[]} */
  const out = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.m?js$/.test(entry.name)) out.push({ file: path.slice(dist.length + 1), bytes: gzipSync(readFileSync(path), { level: 9 }).length });
    }
  };
  walk(dist);
  return out;
}

if (isMain(import.meta.url)) {
  buildWeb();
  const weight = pageWeight(jsSizes());
  const kB = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
  const largest = weight.largestMap === null ? '' : `, with the largest of ${weight.maps} boards' maps (${weight.largestMap.file}, ${kB(weight.largestMap.bytes)})`;
  console.log(`web/dist: ${kB(weight.loaded)} of JavaScript gzipped a page loads: ${kB(weight.client)} of client${largest} (budget ${JS_BUDGET_BYTES / 1024} kB).`);
  if (weight.loaded > JS_BUDGET_BYTES) process.exit(1);
}
