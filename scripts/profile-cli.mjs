// `node scripts/profile-cli.mjs [LINES]`: where `judge adjudicate` spends a short stream's
// time (issue 11: 50 µs a movement phase on 3,000 lines). Runs the bundled judge
// (dist/judge.mjs) on the bench's stream (bench/cli-stream.ts, 3,000 lines unless told) and
// prints, beside a run of one line (the start-up):
//  - the CPU time of the main thread and of V8's helper threads (the optimizing compiler),
//    per line, from /proc (Linux; ticks of 10 ms);
//  - the main thread's samples by source module of the bundle (node --cpu-prof), the
//    garbage collector and JSON.parse/stringify (answerJsonLine's own time) apart;
//  - the optimizing compiler's time per function (node --trace-opt), the functions it
//    compiled at all being those the stream made hot.
// The figures are the profilers' (slower than a plain run): read them as shares.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentCli } from './build-cli.mjs';
import { bin, must, root } from './run.mjs';
import { THREAD_CPU } from './thread-cpu.mjs';

const count = Number(process.argv[2] ?? 3000);
const dir = mkdtempSync(join(tmpdir(), 'judge-profile-'));
try {
  const cli = currentCli();
  const writer = join(dir, 'write-cli-stream.mjs');
  await must(bin('esbuild'), [join(root, 'bench', 'write-cli-stream.ts'), '--bundle', '--platform=node', '--format=esm', '--log-level=warning', `--outfile=${writer}`]);
  const lines = join(dir, 'lines.jsonl');
  const one = join(dir, 'one.jsonl');
  await must(process.execPath, [writer, lines, String(count)]);
  await must(process.execPath, [writer, one, '1']);

  /**
   * The judge run on a file of lines under the given node flags; its standard error.
   * @param {string[]} flags
   * @param {string} input
   */
  const judge = (flags, input) => {
    const run = spawnSync(process.execPath, [...flags, cli, 'adjudicate'], { input: readFileSync(input), maxBuffer: 1 << 30 });
    if (run.status !== 0) throw new Error(`the judge exited with ${run.status}: ${run.stderr}`);
    return String(run.stderr);
  };

  // 1. Main thread and helper threads, best of three by their sum.
  /** @param {string} input @returns {[number, number]} */
  const split = (input) => {
    /** @type {[number, number]} */
    let best = [Infinity, Infinity];
    for (let k = 0; k < 3; k++) {
      const m = /^thread-cpu ([\d.]+) ([\d.]+)$/m.exec(judge(['--import', `data:text/javascript,${encodeURIComponent(THREAD_CPU)}`], input));
      if (!m) throw new Error('no thread times (is this Linux?)');
      if (Number(m[1]) + Number(m[2]) < best[0] + best[1]) best = [Number(m[1]), Number(m[2])];
    }
    return best;
  };
  const [main1, other1] = split(one);
  const [mainN, otherN] = split(lines);
  const per = (/** @type {number} */ ms) => ((ms * 1000) / (count - 1)).toFixed(0);
  console.log(`judge adjudicate, ${count} lines, start-up taken off: ${per(mainN - main1)} µs a line on the main thread, ${per(otherN - other1)} µs on the helper threads (CPU time)`);

  // 2. The main thread's samples, by module of the bundle (esbuild marks each with "// path").
  const source = readFileSync(cli, 'utf8').split('\n');
  /** @type {string[]} */
  const moduleAt = [];
  let current = '(bundle prelude)';
  for (let i = 0; i < source.length; i++) {
    const m = /^\/\/ ((?:shared|cli|maps|node_modules)\/\S+)$/.exec(source[i] ?? '');
    if (m) current = m[1]?.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, 'npm $1') ?? current;
    moduleAt[i] = current;
  }
  /** @param {string} input @returns {Map<string, number>} */
  const samples = (input) => {
    const profDir = mkdtempSync(join(dir, 'prof-'));
    judge(['--cpu-prof', `--cpu-prof-dir=${profDir}`], input);
    const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error('no profile written');
    /** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
    const profile = JSON.parse(readFileSync(join(profDir, file), 'utf8'));
    /** @type {Map<number, number>} */
    const time = new Map();
    profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    /** @type {Map<string, number>} */
    const by = new Map();
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      const key = url.endsWith('judge.mjs')
        ? functionName === 'answerJsonLine' ? 'JSON.parse and JSON.stringify (answerJsonLine)' : moduleAt[lineNumber] ?? '?'
        : functionName.startsWith('(') ? functionName : url === '' ? '(V8 builtins: Map, string, array)' : `(Node: ${functionName || 'anonymous'} in ${url.replace(/^node:internal\//, '')})`;
      by.set(key, (by.get(key) ?? 0) + (time.get(node.id) ?? 0) / 1000);
    }
    return by;
  };
  const base = samples(one);
  const full = samples(lines);
  const shares = [...full].map(([key, ms]) => /** @type {[string, number]} */ ([key, ms - (base.get(key) ?? 0)])).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  const total = shares.reduce((n, [, ms]) => n + ms, 0);
  console.log(`\nMain thread, by module (profiled: ${total.toFixed(0)} ms beyond the start-up):`);
  for (const [key, ms] of shares.slice(0, 20)) console.log(`  ${(100 * ms / total).toFixed(1).padStart(5)}%  ${key}`);

  // 3. The optimizing compiler's time per function ("took A, B, C ms": its three stages).
  const trace = spawnSync(process.execPath, ['--trace-opt', cli, 'adjudicate'], { input: readFileSync(lines), maxBuffer: 1 << 30 });
  /** @type {Map<string, number>} */
  const compiled = new Map();
  for (const m of String(trace.stdout).matchAll(/completed compiling 0x[0-9a-f]+ <JSFunction ([^ >]*)[^>]*> \(target TURBOFAN\) - took ([\d.]+), ([\d.]+), ([\d.]+) ms/g)) {
    const name = m[1] || '(anonymous)';
    compiled.set(name, (compiled.get(name) ?? 0) + Number(m[2]) + Number(m[3]) + Number(m[4]));
  }
  const compileTotal = [...compiled.values()].reduce((a, b) => a + b, 0);
  console.log(`\nOptimizing compiler: ${compiled.size} functions, ${compileTotal.toFixed(0)} ms of compiling (time taken, with the trace on); the largest:`);
  for (const [name, ms] of [...compiled].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(100 * ms / compileTotal).toFixed(1).padStart(5)}%  ${name}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
