// Type-checks each runtime with its own tsconfig: the rules package alone (no Node, no DOM),
// the Node side (CLI, scripts, bench, Node tests), the Worker with its tests, the web client.
import { bin, isMain, run } from './run.mjs';

export const PROJECTS = [
  { name: 'shared', config: 'shared/tsconfig.json' },
  { name: 'node', config: 'tsconfig.json' },
  { name: 'workers', config: 'workers/tsconfig.json' },
  { name: 'web', config: 'web/tsconfig.json' },
];

/** Checks every project, even after a failure; returns the names of those that failed. */
export async function typecheck() {
  const failed = [];
  for (const { name, config } of PROJECTS) {
    const started = Date.now();
    const code = await run(bin('tsc'), ['-p', config, '--pretty']);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
    if (code !== 0) failed.push(name);
  }
  return failed;
}

if (isMain(import.meta.url)) {
  const failed = await typecheck();
  process.exit(failed.length === 0 ? 0 : 1);
}
