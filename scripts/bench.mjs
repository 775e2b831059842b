// `npm run bench`: bundles bench/index.ts the way wrangler bundles the Worker (esbuild,
// ES modules, names kept) and runs the bundle, so the figures are those of the code that
// ships rather than of a development loader; the command line is timed through its own
// bundle, dist/judge.mjs (build-cli.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentCli } from './build-cli.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bin, must, root } from './run.mjs';

await ensureDeps();
const dir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
try {
  const out = join(dir, 'bench.mjs');
  await must(bin('esbuild'), [join(root, 'bench', 'index.ts'), '--bundle', '--platform=node', '--format=esm', '--keep-names', '--log-level=warning', `--outfile=${out}`]);
  // The command line is timed from its own bundle, the one `npm run judge` runs.
  await must(process.execPath, [out, ...process.argv.slice(2)], { env: { JUDGE_ROOT: root, JUDGE_CLI: currentCli() } });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
