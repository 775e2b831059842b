// `npm run load`: a load test of the judge over HTTP on loopback. It starts `wrangler dev`
// on 127.0.0.1 at a free port with a database of its own (or uses `--url`), creates games,
// fills every seat, has every power set WAIT and submit its S1901M orders at once, reads
// every power's orders back, clears the WAIT flags so each game processes its phase, then
// checks every game moved on with every accepted order in its history. It prints requests
// per second and latencies for each step, and the CPU time of processing one phase,
// measured in Node on the engine's own code path (see measureProcessing).
//
//   npm run load -- [--url http://127.0.0.1:8787] [--games 50] [--players 7]
//                   [--concurrency 64] [--budget 300]
//
// Dependency-free (global fetch); every loop is bounded, and it stops by itself within the
// budget. It exits non-zero if an order was lost, a game did not move on, or a step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildWeb } from './build-web.mjs';
import { startDevServer } from './dev-server.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bin, root, run } from './run.mjs';

/** Opening orders for S1901M: moves, a support, a bounce, so the phase has work to do. */
const OPENINGS = /** @type {Record<string, string[]>} */ ({
  AUSTRIA: ['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB'],
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - BUR', 'A MAR S A PAR - BUR', 'F BRE - MAO'],
  GERMANY: ['A MUN - RUH', 'A BER - KIE', 'F KIE - DEN'],
  ITALY: ['A VEN H', 'A ROM - APU', 'F NAP - ION'],
  RUSSIA: ['A WAR - GAL', 'A MOS - UKR', 'F SEV - BLA', 'F STP/SC - BOT'],
  TURKEY: ['A CON - BUL', 'A SMY - CON', 'F ANK - BLA'],
});

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);


/** The step that measures the local stack alone, as a yardstick. */
const FLOOR = 'health (the floor)';
// ---------------------------------------------------------------------------------------
// Arguments

/**
 * @typedef {object} Options
 * @property {string | null} url
 * @property {number} games
 * @property {number} players
 * @property {number} concurrency
 * @property {number} budget seconds for the whole run
 */

/** @returns {Options} */
function readArgs() {
  const args = process.argv.slice(2);
  /** @type {Options} */
  const options = { url: null, games: 50, players: 7, concurrency: 64, budget: 300 };
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    const value = args[i + 1];
    if (value === undefined) usage(`${name} needs a value.`);
    i++;
    switch (name) {
      case '--url':
        options.url = value.replace(/\/+$/, '');
        break;
      case '--games':
        options.games = count(name, value, 1, 1000);
        break;
      case '--players':
        options.players = count(name, value, 1, 7);
        break;
      case '--concurrency':
        options.concurrency = count(name, value, 1, 1000);
        break;
      case '--budget':
        options.budget = count(name, value, 10, 3600);
        break;
      default:
        usage(`Unknown option ${name}.`);
    }
  }
  if (options.url !== null) {
    /** @type {URL} */
    let url;
    try {
      url = new URL(options.url);
    } catch {
      return usage(`${options.url} is not a URL.`);
    }
    if (!LOOPBACK.has(url.hostname)) usage(`The load test runs only against loopback (127.0.0.1, localhost, ::1), not ${url.hostname}.`);
  }
  return options;
}

/**
 * @param {string} name
 * @param {string} value
 * @param {number} min
 * @param {number} max
 */
function count(name, value, min, max) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) usage(`${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

/**
 * @param {string} problem
 * @returns {never}
 */
function usage(problem) {
  console.error(problem);
  console.error('usage: npm run load -- [--url http://127.0.0.1:PORT] [--games 50] [--players 7] [--concurrency 64] [--budget 300]');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------
// A server of our own

/**
 * Starts `wrangler dev` on loopback with a fresh local database in its own folder, and
 * waits until it answers /api/health.
 * @param {number} deadline epoch ms by which it must be up
 */
async function startServer(deadline) {
  await ensureDeps();
  if (!existsSync(join(root, 'web', 'dist'))) buildWeb();
  // One client makes every game and every join: wrangler.toml's rate limits per client
  // would refuse most of them, so this judge does not count its own machine.
  return startDevServer({ deadline, name: 'load', vars: { RATE_LIMIT_EXEMPT: '127.0.0.1' } });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------
// Requests, timed

/**
 * @typedef {object} Sample
 * @property {number} ms
 * @property {number} status
 */

class Step {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
    /** @type {Sample[]} */
    this.samples = [];
    /** @type {string[]} */
    this.failures = [];
    this.started = 0;
    this.ended = 0;
  }
}

/**
 * One JSON request, timed from the client. Rejects on a network error or a timeout; any
 * answer, whatever its status, is returned with its body.
 * @param {Step} step
 * @param {string} method
 * @param {string} url
 * @param {{ body?: unknown, secret?: string }} [options]
 * @returns {Promise<{ status: number, body: any }>}
 */
async function request(step, method, url, options = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.secret !== undefined) headers.authorization = `Bearer ${options.secret}`;
  const t0 = performance.now();
  const res = await fetch(url, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  step.samples.push({ ms, status: res.status });
  /** @type {any} */
  let body = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/**
 * Runs tasks with at most `limit` at once; tasks not begun by `deadline` are not begun.
 * A task that throws is recorded as a failure of the step.
 * @template T
 * @param {Step} step
 * @param {T[]} items
 * @param {number} limit
 * @param {number} deadline
 * @param {(item: T) => Promise<void>} task
 */
async function pool(step, items, limit, deadline, task) {
  step.started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (Date.now() > deadline) {
        step.failures.push(`${items.length - next} task(s) not begun: the time budget ran out`);
        next = items.length;
        return;
      }
      const item = /** @type {T} */ (items[next++]);
      try {
        await task(item);
      } catch (err) {
        step.failures.push(err instanceof Error ? err.message : String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  step.ended = performance.now();
}

/**
 * @param {number[]} sorted
 * @param {number} q
 */
function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
}

/** @param {Step[]} steps */
function report(steps) {
  const rows = [['step', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'max ms']];
  /** @type {number[]} */
  const all = [];
  let wall = 0;
  let floorP99 = NaN;
  for (const step of steps) {
    const ms = step.samples.map((s) => s.ms).sort((a, b) => a - b);
    const seconds = (step.ended - step.started) / 1000;
    // The floor is a yardstick, not part of a game: it stays out of the totals.
    if (step.name !== FLOOR) {
      all.push(...ms);
      wall += seconds;
    } else floorP99 = quantile(ms, 0.99);
    const errors = step.samples.filter((s) => s.status >= 400).length + step.failures.length;
    rows.push([
      step.name,
      String(ms.length),
      String(errors),
      seconds > 0 ? (ms.length / seconds).toFixed(0) : '-',
      quantile(ms, 0.5).toFixed(1),
      quantile(ms, 0.99).toFixed(1),
      (ms[ms.length - 1] ?? NaN).toFixed(1),
    ]);
  }
  all.sort((a, b) => a - b);
  rows.push([
    'all steps',
    String(all.length),
    '',
    wall > 0 ? (all.length / wall).toFixed(0) : '-',
    quantile(all, 0.5).toFixed(1),
    quantile(all, 0.99).toFixed(1),
    (all[all.length - 1] ?? NaN).toFixed(1),
  ]);
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
  return { p99: quantile(all, 0.99), floorP99 };
}

// ---------------------------------------------------------------------------------------
// The CPU time of processing a phase

/**
 * Processing a phase measured in Node, on the engine's own code: the same `apply` the
 * GameRoom calls, bundled by esbuild as wrangler bundles the Worker. A game of seven
 * players with the openings above, every order in and one WAIT flag holding it, is
 * processed by the master's PROCESS many times from the same state; process.cpuUsage()
 * gives the CPU time. Workers' clocks do not advance during computation, so the time
 * cannot honestly be read inside wrangler dev; this is the engine's share of a request
 * (not the storage writes, the JSON of the wire, or the runtime's own work).
 * @returns {Promise<{ coldMs: number, warmMs: number, runs: number }>}
 */
async function measureProcessing() {
  const dir = mkdtempSync(join(tmpdir(), 'judge-load-cpu-'));
  try {
    const entry = join(dir, 'entry.ts');
    const out = join(dir, 'entry.mjs');
    const gameModule = JSON.stringify(join(root, 'shared', 'game', 'index.ts'));
    writeFileSync(
      entry,
      `import { apply, createGame } from ${gameModule};
const openings = ${JSON.stringify(OPENINGS)};
const world = { now: Date.UTC(2030, 0, 1), random: () => 0 };
const made = createGame({ id: 'cpu', masterSecretHash: 'x', now: world.now, settings: {
  name: 'cpu', variant: 'standard', map: 'standard', rules: [], listed: false,
  deadlines: { movement: 1440, retreats: 720, adjustments: 720, grace: 0 } } });
if (!made.ok) throw new Error(made.error.message);
let state = made.value;
const must = (actor, command) => {
  const r = apply(state, actor, command, world);
  if (!r.ok) throw new Error(command.type + ': ' + r.error.message);
  state = r.value.state;
};
const powers = Object.keys(openings);
for (const p of powers) must({ kind: 'player', playerId: p }, { type: 'join', playerId: p, name: p, secretHash: 'x' });
const seat = (p) => Object.values(state.seats).find((s) => s.playerId === p).power;
must({ kind: 'player', playerId: powers[0] }, { type: 'wait', power: seat(powers[0]), wait: true });
for (const p of powers) must({ kind: 'player', playerId: p }, { type: 'orders', power: seat(p), lines: openings[seat(p)] });
if (state.position.phase !== 'S1901M') throw new Error('the phase processed before it was timed');
const ready = state;
const once = () => {
  const r = apply(ready, { kind: 'master' }, { type: 'process' }, world);
  if (!r.ok || r.value.state.position.phase === 'S1901M') throw new Error('the phase did not process');
};
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let t = cpu();
once();
const coldMs = cpu() - t;
for (let i = 0; i < 50; i++) once();
const runs = 500;
t = cpu();
for (let i = 0; i < runs; i++) once();
const warmMs = (cpu() - t) / runs;
console.log(JSON.stringify({ coldMs, warmMs, runs }));
`,
    );
    const built = await run(bin('esbuild'), [entry, '--bundle', '--platform=node', '--format=esm', '--keep-names', '--log-level=warning', `--outfile=${out}`]);
    if (built !== 0) throw new Error('esbuild could not bundle the engine');
    const output = await capture(process.execPath, [out]);
    return JSON.parse(output.trim().split('\n').pop() ?? '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d) => (text += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${command} exited with ${code}`))));
  });
}

// ---------------------------------------------------------------------------------------
// The run

/**
 * @typedef {object} Seat
 * @property {string} game
 * @property {string} secret
 * @property {string} power
 * @property {string[]} accepted the lines the judge accepted, as written
 */

/**
 * @param {string} base
 * @param {Options} options
 * @param {number} deadline
 */
async function load(base, options, deadline) {
  const api = `${base}/api/games`;
  const steps = {
    floor: new Step(FLOOR),
    create: new Step('create game'),
    join: new Step('join'),
    wait: new Step('set WAIT'),
    orders: new Step('submit orders'),
    read: new Step('read orders back'),
    release: new Step('clear WAIT (processes)'),
    check: new Step('view game'),
  };
  // The same number of requests as the joins, to a route that does nothing: what wrangler
  // dev and workerd cost on this machine at this concurrency, before any game logic.
  const pings = Array.from({ length: options.games * options.players }, (_, i) => i);
  await pool(steps.floor, pings, options.concurrency, deadline, async () => {
    const res = await request(steps.floor, 'GET', `${base}/api/health`);
    if (res.status !== 200) throw new Error(`health: ${res.status}`);
  });

  /** @type {string[]} */
  const games = [];
  const indices = Array.from({ length: options.games }, (_, i) => i);
  await pool(steps.create, indices, options.concurrency, deadline, async (i) => {
    const res = await request(steps.create, 'POST', api, { body: { name: `load ${i}`, listed: true } });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    games.push(res.body.id);
  });

  /** @type {Seat[]} */
  const seats = [];
  const joins = games.flatMap((game) => Array.from({ length: options.players }, (_, k) => ({ game, k })));
  await pool(steps.join, joins, options.concurrency, deadline, async ({ game, k }) => {
    const res = await request(steps.join, 'POST', `${api}/${game}/join`, { body: { name: `player ${k}` } });
    if (res.status !== 201) throw new Error(`join: ${res.status} ${JSON.stringify(res.body)}`);
    seats.push({ game, secret: res.body.secret, power: res.body.power, accepted: [] });
  });

  // WAIT first, so that the phase does not process while the orders are read back.
  await pool(steps.wait, seats, options.concurrency, deadline, async (seat) => {
    const res = await request(steps.wait, 'PUT', `${api}/${seat.game}/wait`, { secret: seat.secret, body: { wait: true } });
    if (res.status !== 200) throw new Error(`wait: ${res.status} ${JSON.stringify(res.body)}`);
  });

  await pool(steps.orders, seats, options.concurrency, deadline, async (seat) => {
    const lines = OPENINGS[seat.power] ?? [];
    const res = await request(steps.orders, 'PUT', `${api}/${seat.game}/orders`, { secret: seat.secret, body: { lines } });
    if (res.status !== 200) throw new Error(`orders: ${res.status} ${JSON.stringify(res.body)}`);
    /** @type {{ text: string, accepted: boolean }[]} */
    const answers = res.body.answers;
    seat.accepted = answers.filter((a) => a.accepted).map((a) => a.text);
    if (seat.accepted.length !== lines.length) throw new Error(`orders: ${seat.power} had ${lines.length - seat.accepted.length} line(s) refused`);
  });

  /** @type {string[]} */
  const lost = [];
  await pool(steps.read, seats, options.concurrency, deadline, async (seat) => {
    const res = await request(steps.read, 'GET', `${api}/${seat.game}/orders`, { secret: seat.secret });
    if (res.status !== 200) throw new Error(`read orders: ${res.status} ${JSON.stringify(res.body)}`);
    const mine = /** @type {string[]} */ (res.body.orders[seat.power] ?? []);
    for (const line of seat.accepted) if (!mine.includes(line)) lost.push(`${seat.game} ${seat.power} "${line}" missing before processing`);
  });

  await pool(steps.release, seats, options.concurrency, deadline, async (seat) => {
    const res = await request(steps.release, 'PUT', `${api}/${seat.game}/wait`, { secret: seat.secret, body: { wait: false } });
    if (res.status !== 200) throw new Error(`clear wait: ${res.status} ${JSON.stringify(res.body)}`);
  });

  // Every game should have processed S1901M when its last WAIT cleared; allow a few looks
  // in case a room processes at its alarm instead.
  /** @type {string[]} */
  const stuck = [];
  await pool(steps.check, games, options.concurrency, deadline, async (game) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      // The view holds the current phase only; the processed ones are read from the history's pages (the newest here).
      const res = await request(steps.check, 'GET', `${api}/${game}/history`);
      if (res.status !== 200) throw new Error(`history: ${res.status} ${JSON.stringify(res.body)}`);
      /** @type {{ position: { phase: string }, orders: Record<string, string[]> }[]} */
      const history = res.body.phases;
      const spring = history.find((h) => h.position.phase === 'S1901M');
      if (spring !== undefined) {
        for (const seat of seats.filter((s) => s.game === game)) {
          const kept = spring.orders[seat.power] ?? [];
          for (const line of seat.accepted) if (!kept.includes(line)) lost.push(`${game} ${seat.power} "${line}" missing from the processed phase`);
        }
        return;
      }
      await sleep(200);
    }
    stuck.push(game);
  });

  return { steps: Object.values(steps), games, seats, lost, stuck };
}

async function main() {
  const options = readArgs();
  const started = Date.now();
  const deadline = started + options.budget * 1000;
  /** @type {(() => Promise<void>) | null} */
  let stop = null;
  let base = options.url;
  const onSignal = async () => {
    if (stop) await stop();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    if (base === null) {
      console.log('Starting wrangler dev on 127.0.0.1 with a fresh local database …');
      const server = await startServer(Math.min(deadline, Date.now() + 120_000));
      base = server.url;
      stop = server.stop;
    }
    console.log(`Load: ${options.games} games × ${options.players} players against ${base}, at most ${options.concurrency} requests at once.`);
    // The server, workerd and this client share the machine: its size and how busy it is
    // already say much of what the latencies mean.
    const load1 = loadavg()[0] ?? 0;
    console.log(`This machine: ${availableParallelism()} CPUs, load average ${load1.toFixed(2)} before the run.`);
    const result = await load(base, options, deadline);
    console.log('');
    const { p99, floorP99 } = report(result.steps);
    const submitted = result.seats.reduce((n, s) => n + s.accepted.length, 0);
    const failures = result.steps.flatMap((s) => s.failures.map((f) => `${s.name}: ${f}`));
    console.log('');
    console.log(`games created ${result.games.length}/${options.games}, seats filled ${result.seats.length}/${options.games * options.players}`);
    console.log(`orders accepted ${submitted}; lost ${result.lost.length}${result.lost.length === 0 ? ' (every accepted line read back, and kept in the processed phase)' : ''}`);
    console.log(`games that moved on from S1901M: ${result.games.length - result.stuck.length}/${result.games.length}`);
    console.log(`p99 latency over all requests: ${p99.toFixed(1)} ms (target under 100 ms) ${p99 < 100 ? 'met' : 'NOT MET'}`);
    console.log(`  for comparison, GET /api/health at the same concurrency: p99 ${floorP99.toFixed(1)} ms (what the local stack costs before any game logic)`);
    for (const line of [...failures.slice(0, 10), ...result.lost.slice(0, 10)]) console.log(`  ${line}`);

    const cpu = await measureProcessing();
    console.log(
      `CPU time to process one S1901M phase of 7 powers (engine's apply in Node, esbuild bundle): ` +
        `${cpu.warmMs.toFixed(2)} ms warm (mean of ${cpu.runs}), ${cpu.coldMs.toFixed(1)} ms the first time`,
    );
    console.log(`load test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const ok = failures.length === 0 && result.lost.length === 0 && result.stuck.length === 0 && result.games.length === options.games;
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (stop) await stop();
  }
}

await main();
