// `wrangler dev` of our own, for the load test and the browser test: on loopback at a free
// port, with a fresh local database in a folder of its own, so that neither needs nor
// touches anyone's state. Dependency-free.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, env, root, run } from './run.mjs';

/**
 * @typedef {object} DevServer
 * @property {string} url
 * @property {() => Promise<void>} stop stops wrangler (and workerd) and removes the state
 */

/**
 * @typedef {object} DevServerOptions
 * @property {number} deadline epoch ms by which it must be up
 * @property {string} name what it serves, in its state folder's name and in errors: "load", "browser"
 * @property {boolean} [ownInspector] its own devtools port too: the default one may be held by a developer's `npm start`
 * @property {Record<string, string>} [vars] [vars] of wrangler.toml to override (`--var NAME:VALUE`)
 */

/**
 * A port the system has free on loopback just now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `wrangler dev` with the migrations applied to a fresh local database, and waits
 * until it answers /api/health. The static client must be built already.
 * @param {DevServerOptions} options
 * @returns {Promise<DevServer>}
 */
export async function startDevServer({ deadline, name, ownInspector = false, vars = {} }) {
  const state = mkdtempSync(join(tmpdir(), `judge-${name}-`));
  const applied = await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { CI: 'true' },
  });
  if (applied !== 0) throw new Error(`wrangler could not apply the migrations to the ${name} test database.`);
  const port = await freePort();
  const inspector = ownInspector ? ['--inspector-port', String(await freePort())] : [];
  const overrides = Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
  const url = `http://127.0.0.1:${port}`;
  /** @type {string[]} */
  const log = [];
  // Its own process group, so that stopping it stops workerd with it.
  const child = spawn(
    bin('wrangler'),
    ['dev', '--ip', '127.0.0.1', '--port', String(port), ...inspector, ...overrides, '--persist-to', state, '--show-interactive-dev-session=false', '--log-level', 'warn'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  let exited = false;
  child.on('exit', () => (exited = true));

  /** @param {NodeJS.Signals} signal */
  const send = (signal) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (!exited) {
      send('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) send('SIGKILL');
    }
    rmSync(state, { recursive: true, force: true });
  };

  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { url, stop };
    } catch {
      // Not up yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not come up on ${url}:\n${log.join('').slice(-4000)}`);
}
