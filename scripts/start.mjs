// `npm start`: install if needed, build the static client, bring the local D1 database up
// to the latest migration, then serve everything with `wrangler dev` on http://127.0.0.1:8787.
// Arguments are handed to wrangler dev (`npm start -- --port 8800`).
import { buildWeb } from './build-web.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bin, must, run } from './run.mjs';

await ensureDeps();
buildWeb();
// No stdin and CI=true: wrangler then applies without asking for confirmation.
await must(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { CI: 'true' },
});
process.exit(await run(bin('wrangler'), ['dev', '--ip', '127.0.0.1', ...process.argv.slice(2)]));
