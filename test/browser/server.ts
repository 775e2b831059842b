import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from '../../scripts/build-web.mjs';
import { bin, env, root, run } from '../../scripts/run.mjs';

/**
 * `wrangler dev` for the browser test: on loopback at a free port, with a fresh local
 * database in a folder of its own, so the test neither needs nor touches anyone's state.
 */
export interface DevServer {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDevServer(deadline: number): Promise<DevServer> {
  if (!existsSync(join(root, 'web', 'dist', 'index.html'))) buildWeb();
  const state = mkdtempSync(join(tmpdir(), 'judge-browser-'));
  const applied = await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { CI: 'true' },
  });
  if (applied !== 0) throw new Error('wrangler could not apply the migrations to the browser test database.');
  const port = await freePort();
  // Its own devtools port too: the default one may be held by a developer's `npm start`.
  const inspector = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  // Its own process group, so that stopping it stops workerd with it.
  const child = spawn(
    bin('wrangler'),
    ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', state, '--show-interactive-dev-session=false', '--log-level', 'warn'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  let exited = false;
  child.on('exit', () => (exited = true));

  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (!exited) {
      signal('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) signal('SIGKILL');
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
