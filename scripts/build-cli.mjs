// `npm run build:cli`: bundles the `judge` command line (cli/judge.ts and the rules package
// it runs) into dist/judge.mjs with esbuild, so that it starts and runs as plain Node
// rather than through a development loader. `npm run judge` builds it first when a source
// is newer than the bundle (currentCli).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, env, isMain, root } from './run.mjs';

export const cliBundle = join(root, 'dist', 'judge.mjs');

/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = ['cli', 'shared', 'maps'];

/**
 * Builds the command line into `outfile` (dist/judge.mjs unless told); exits if esbuild
 * fails, for nothing can go on without it.
 * @param {string} [outfile]
 */
export function buildCli(outfile = cliBundle) {
  // Written aside and renamed into place, so that a judge starting meanwhile never runs half a bundle.
  const partial = `${outfile}.${process.pid}.partial`;
  const built = spawnSync(bin('esbuild'), [
    join(root, 'cli', 'judge.ts'), '--bundle', '--platform=node', '--format=esm', '--target=node20',
    '--log-level=warning', `--outfile=${partial}`,
  ], { cwd: root, env, stdio: 'inherit', shell: process.platform === 'win32' });
  if (built.status !== 0) {
    rmSync(partial, { force: true });
    console.error(`The command line did not build (esbuild exited with ${built.status ?? built.signal}).`);
    process.exit(built.status ?? 1);
  }
  renameSync(partial, outfile);
  return outfile;
}

/**
 * The newest modification time among the files under `dir`.
 * @param {string} dir
 * @returns {number}
 */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** dist/judge.mjs, built again first if it is missing or older than a source. */
export function currentCli() {
  const stale = !existsSync(cliBundle)
    || SOURCES.some((dir) => newest(join(root, dir)) > statSync(cliBundle).mtimeMs)
    || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(cliBundle).mtimeMs;
  return stale ? buildCli() : cliBundle;
}

if (isMain(import.meta.url)) {
  buildCli();
  console.log(`${cliBundle.slice(root.length + 1)}: ${(statSync(cliBundle).size / 1024).toFixed(0)} kB`);
}
