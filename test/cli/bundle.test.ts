import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import { startingPosition } from '../../shared/adjudicate/position.js';
import { positionJson } from '../../shared/adjudicate/request.js';
import { standardMap } from '../../shared/map/standard.js';
import { readGolden } from '../datc/golden.js';
import { randomOrders, rng } from '../support/random-game.js';
import { buildCli } from '../../scripts/build-cli.mjs';

/**
 * `npm run judge` runs the command line from its esbuild bundle (scripts/build-cli.mjs),
 * which reads its input in chunks and writes its answers in batches: the bundle must
 * answer every stream exactly as the source, run line by line, always did.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let dir = '';
let bundle = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'judge-cli-'));
  bundle = buildCli(join(dir, 'judge.mjs'));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], input: string): { stdout: string; status: number | null } {
  const r = spawnSync(process.execPath, args, { cwd: root, input, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 28 });
  return { stdout: r.stdout, status: r.status };
}

/** Requests of every kind: the DATC cases, a random game's phases, and lines that are wrong. */
function requests(): string[] {
  const map = standardMap();
  const datc = join(root, 'test', 'datc');
  const lines: string[] = [];
  for (const f of readdirSync(datc).filter((f) => /^6\.[A-Z]\.txt$/.test(f))) {
    for (const c of readGolden(f, readFileSync(join(datc, f), 'utf8'))) {
      const block = c.blocks[0]!;
      const orders: Record<string, string[]> = {};
      for (const o of block.orders) (orders[o.power] ??= []).push(o.text);
      lines.push(JSON.stringify({ id: c.id, phase: block.phase, units: block.units ?? {}, dislodged: block.dislodged ?? {}, standoffs: block.standoffs ?? [], ...(block.centers ? { centers: block.centers } : {}), orders, rules: c.rules }));
    }
  }
  const random = rng(7);
  let position = startingPosition(map);
  for (let i = 0; i < 150; i++) {
    const orders = randomOrders(map, position, random);
    lines.push(JSON.stringify({ id: i, ...positionJson(position), orders }));
    const next = adjudicatePhase({ map, position, orders });
    if (!next.ok) throw new Error(next.error.message);
    position = next.value.next;
  }
  lines.push(
    'not JSON', '', '[1]', 'null', '{"id":"no units","phase":"S1901M"}',
    '{"id":"long phase","phase":"S1901MMMMMMMMMMM","units":{}}',
    '{"id":"__proto__","phase":"S1901M","units":{"__proto__":["A PAR"]}}',
    '{"id":"extra","phase":"S1901R","units":{},"dislodged":{"FRANCE":[{"unit":"A PAR","from":"BUR","x":1}]}}',
    '{"id":"bad from","phase":"S1901R","units":{},"dislodged":{"FRANCE":[{"unit":"A PAR","from":""}]}}',
    '{"id":"cb","variant":"crystal_ball","crystalBall":"original","phase":"S1901M","units":{"FRANCE":["A PAR"]},"orders":{"FRANCE":["A PAR - BUR"]}}',
    '{"id":"cb?","variant":"standard","crystalBall":"sideways","phase":"S1901M","units":{}}',
    '{"id":"orders","phase":"S1901M","units":{"FRANCE":["A PAR"]},"orders":{"FRANCE":"A PAR - BUR"}}',
  );
  return lines;
}

describe('the bundled command line', () => {
  test('answers a stream exactly as the source does, whatever the line endings', () => {
    const lines = requests();
    const lf = lines.join('\n') + '\n';
    const source = run(['--import', 'tsx', join(root, 'cli', 'judge.ts'), 'adjudicate'], lf);
    expect(source.status).toBe(0);
    expect(source.stdout.split('\n')).toHaveLength(lines.length + 1);
    for (const input of [lf, lines.join('\r\n'), lines.join('\r') + '\r']) {
      const built = run([bundle, 'adjudicate'], input);
      expect(built.status).toBe(0);
      expect(built.stdout).toBe(source.stdout);
    }
  }, 180_000);

  test('refuses an unknown command as the source does', () => {
    const r = spawnSync(process.execPath, [bundle, 'frobnicate'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage: judge adjudicate/);
  });
});
