// `node scripts/bench-resolvers.mjs [RUNS]`: movement.ts's resolveMovement against the lean
// path's resolvePlainMovement (plain-resolver.ts) on the bench's phases (bench/cli-stream.ts),
// each in fresh processes (bench/resolvers.ts, bundled as the command line is): the CPU
// time of the whole process (every thread, the optimizing compiler's included) per phase
// over the first 3,000 phases (cold) and 20,000 (and their second 10,000: warm), best of
// RUNS (5 unless told), the making of the boards taken off; then TurboFan's time over
// 3,000 phases (node --trace-opt, compiling on the main thread so that each job's time is
// its own, not shared with the others'), best of three. Each as the engine comes, and again
// with the switches the command line sets for its own engine (no inlining, no loop peeling).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, env, must, root } from './run.mjs';

const runs = Number(process.argv[2] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'judge-resolvers-'));
try {
  const program = join(dir, 'resolvers.mjs');
  await must(bin('esbuild'), [join(root, 'bench', 'resolvers.ts'), '--bundle', '--platform=node', '--format=esm', '--target=node20', '--log-level=warning', `--outfile=${program}`]);
  const phases = join(dir, 'phases.json');
  await must(process.execPath, [program, 'write', phases, '20000']);

  /** The engine's switches of a round: none, or the command line's. @type {string[]} */
  let engine = [];
  /** One fresh process: its JSON line, and its standard output whole. @param {string[]} flags @param {number} count @param {string} which */
  const once = (flags, count, which) => {
    const r = spawnSync(process.execPath, [...engine, ...flags, program, 'run', phases, String(count), which], { env, maxBuffer: 1 << 30 });
    if (r.status !== 0) throw new Error(`the harness exited with ${r.status}: ${r.stderr}`);
    const out = String(r.stdout);
    return { line: JSON.parse(out.slice(out.lastIndexOf('\n{') + 1)), out };
  };
  /** Best of `runs` by total CPU. @param {number} count @param {string} which */
  const best = (count, which) => {
    let found = null;
    for (let k = 0; k < runs; k++) {
      const { line } = once([], count, which);
      if (found === null || line.total < found.total) found = line;
    }
    return found;
  };
  /** TurboFan's milliseconds over a run, best of three. @param {string} which */
  const compiling = (which) => {
    let least = Infinity;
    for (let k = 0; k < 3; k++) {
      const { out } = once(['--trace-opt', '--no-concurrent-recompilation'], 3000, which);
      let ms = 0;
      for (const m of out.matchAll(/completed compiling .* - took ([\d.]+), ([\d.]+), ([\d.]+) ms/g)) ms += Number(m[1]) + Number(m[2]) + Number(m[3]);
      least = Math.min(least, ms);
    }
    return least;
  };

  for (const switches of [[], ['--no-turbo-inlining', '--no-turbo-loop-peeling']]) {
    engine = switches;
    console.log(switches.length === 0 ? 'The engine as it comes:' : `With the command line's switches (${switches.join(' ')}):`);
    for (const count of [3000, 20000]) {
      const none = best(count, 'none');
      for (const which of ['full', 'plain']) {
        const r = best(count, which);
        const per = (/** @type {number} */ us, /** @type {number} */ n) => (us / n).toFixed(1);
        const warm = count === 20000 ? `, second half ${per(r.secondHalf - none.secondHalf, count / 2)} µs` : '';
        const left = which === 'plain' ? ` (${r.left} left to resolveMovement)` : '';
        console.log(`  ${which.padEnd(5)} ${count} phases: ${per(r.total - none.total, count)} µs a phase${warm}${left}`);
      }
    }
    const base = compiling('none');
    for (const which of ['full', 'plain']) console.log(`  ${which.padEnd(5)} TurboFan over 3000 phases: ${(compiling(which) - base).toFixed(1)} ms`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
