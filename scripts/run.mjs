// What every runner shares: the repo root, the environment for wrangler and workerd, and a
// way to run a child process to completion. Dependency-free: it runs before `npm ci` may have.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment for every child. Wrangler and the workers pool otherwise send usage
 * metrics and fetch request.cf data from Cloudflare; neither is reachable in CI, and a
 * judge run should not phone home.
 */
export const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * The binary npm installed for a dependency, run without npx's lookup or prompts.
 * @param {string} name
 */
export function bin(name) {
  return join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
}

/**
 * @typedef {object} RunOptions
 * @property {import('node:child_process').StdioOptions} [stdio]
 * @property {Record<string, string>} [env] added to the shared environment
 */

/**
 * Runs a command with the shared environment; resolves with its exit code (a signal counts
 * as failure), never rejects, so a runner can go on and report.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
      ...options,
      env: { ...env, ...options.env },
    });
    child.on('error', (err) => {
      console.error(`could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a step that must succeed, or exits with its code.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/**
 * True when this module is the script node was started with.
 * @param {string} importMetaUrl
 */
export function isMain(importMetaUrl) {
  return process.argv[1] !== undefined && fileURLToPath(importMetaUrl) === process.argv[1];
}
