import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb } from '../../scripts/build-web.mjs';
import { startDevServer as startWrangler, type DevServer } from '../../scripts/dev-server.mjs';
import { root } from '../../scripts/run.mjs';

/**
 * `wrangler dev` for the browser tests: on loopback at a free port, with a fresh local
 * database in a folder of its own, so the tests neither need nor touch anyone's state.
 * One serves every test file (judge-setup.ts), so loopback is exempt from the rate limits.
 */
export type { DevServer };

export async function startDevServer(deadline: number): Promise<DevServer> {
  if (!existsSync(join(root, 'web', 'dist', 'index.html'))) buildWeb();
  return startWrangler({ deadline, name: 'browser', ownInspector: true, vars: { RATE_LIMIT_EXEMPT: '127.0.0.1' } });
}
