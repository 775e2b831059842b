// Type-checks each runtime with its own tsconfig: the rules package alone (no Node, no DOM),
// the Node side (CLI, scripts, bench, Node tests), the Worker with its tests, the web client.
import { spawn } from 'node:child_process';
import { bin, env, isMain, root, run } from './run.mjs';

export const PROJECTS = [
  { name: 'shared', config: 'shared/tsconfig.json' },
  { name: 'node', config: 'tsconfig.json' },
  { name: 'workers', config: 'workers/tsconfig.json' },
  { name: 'web', config: 'web/tsconfig.json' },
];

/**
 * Checks every project, even after a failure; returns the names of those that failed.
 * Given `output`, what tsc and the check say is added to it instead of printed: `npm test`
 * checks while vitest runs, and prints the checks' report after vitest's.
 * @param {{ output?: string[] }} [options]
 */
export async function typecheck({ output } = {}) {
  const failed = [];
  for (const { name, config } of PROJECTS) {
    const started = Date.now();
    const args = ['-p', config, '--pretty'];
    const code = output === undefined ? await run(bin('tsc'), args) : await runInto(output, bin('tsc'), args);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const line = `typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`;
    if (output === undefined) console.log(line);
    else output.push(`${line}\n`);
    if (code !== 0) failed.push(name);
  }
  return failed;
}

/**
 * Runs a command as run() does, its output added to `output`; resolves with its exit code.
 * @param {string[]} output
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runInto(output, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    child.stdout.on('data', (d) => output.push(String(d)));
    child.stderr.on('data', (d) => output.push(String(d)));
    child.on('error', (err) => {
      output.push(`could not run ${command}: ${err.message}\n`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

if (isMain(import.meta.url)) {
  const failed = await typecheck();
  process.exit(failed.length === 0 ? 0 : 1);
}
