import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, rings, sourceFiles } from '../support/import-graph.js';

/**
 * Imports flow one way: no ring of modules, in the rules package (where a ring would load
 * a module half-made) nor in the Worker, types included (a ring of types alone still ties
 * every module in it to every other: env.ts, which every door imports, once imported the
 * GameRoom and with it the whole room). A variant's game module sits above the core's
 * lower modules and below plays.ts, which alone names it.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const written = (found: string[][]): string[] => found.map((ring) => ring.join(' → '));

describe('import rings', () => {
  it('finds a ring when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts', 'd.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set<string>()],
      ['e.ts', new Set(['e.ts'])],
    ]);
    expect(written(rings(graph)).sort()).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts']);
  });

  it('tells an import loaded at run time from one of types alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-rings-'));
    try {
      const files: Record<string, string> = {
        'a.ts': "import type { B } from './b.js';\nexport type { C } from './c';\nexport const a = 1;\n",
        // verbatimModuleSyntax keeps `import {} from './a.js'`: the module is loaded.
        'b.ts': "import { type A } from './a.js';\nexport { a } from './a';\nexport type B = 1;\n",
        'c.ts': "export type C = typeof import('./a.js');\nimport { nothing } from 'vitest';\n",
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const edges = (file: string) => importsOf(dir, file).map((e) => `${e.to}${e.runtime ? '' : ' (type)'}`);
      expect(edges('a.ts')).toEqual(['b.ts (type)', 'c.ts (type)']);
      expect(edges('b.ts')).toEqual(['a.ts', 'a.ts']);
      expect(edges('c.ts')).toEqual(['a.ts (type)']);
      expect(written(rings(importGraph(dir, ['a.ts', 'b.ts', 'c.ts'], false)))).toEqual([]);
      expect(written(rings(importGraph(dir, ['a.ts', 'b.ts', 'c.ts'], true)))).toEqual(['a.ts → b.ts → a.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Reads and parses every module: seconds on a busy machine (the time allowed is no target).
  it('none among the modules of shared/, types included', () => {
    const files = sourceFiles(root, ['shared']);
    expect(files.length).toBeGreaterThan(100);
    expect(written(rings(importGraph(root, files, false)))).toEqual([]);
    expect(written(rings(importGraph(root, files, true)))).toEqual([]);
  }, 60_000);

  // Reads and parses every module: seconds on a busy machine (the time allowed is no target).
  it('none among the modules of workers/ and shared/, types included', () => {
    const files = sourceFiles(root, ['shared', 'workers']);
    expect(written(rings(importGraph(root, files, true)))).toEqual([]);
  }, 60_000);

  it('env.ts imports neither the room nor the Worker; the room and the HTTP routes import nothing of each other', () => {
    const targets = (file: string) => importsOf(root, file).map((e) => e.to);
    expect(targets('workers/env.ts')).toEqual(['workers/room/contract.ts']);
    const api = sourceFiles(root, ['workers/api']);
    for (const file of api) expect(targets(file), file).not.toContain('workers/game-room.ts');
    expect(targets('workers/game-room.ts').filter((t) => t.startsWith('workers/api/'))).toEqual([]);
  });

  it('a variant is named only by plays.ts: the core below it never imports a variant\'s game hooks', () => {
    const variantGames = sourceFiles(root, ['shared/variants']).filter((f) => /\/game\.ts$/.test(f));
    expect(variantGames).toContain('shared/variants/crystal-ball/game.ts');
    const core = sourceFiles(root, ['shared/game']).filter((f) => !f.endsWith('.test.ts') && f !== 'shared/game/plays.ts');
    for (const file of core) {
      const runtime = importsOf(root, file).filter((e) => e.runtime).map((e) => e.to);
      expect(runtime.filter((t) => variantGames.includes(t)), file).toEqual([]);
    }
    // And a variant's game module never reaches up to the dispatch or the commands.
    for (const game of variantGames) {
      const up = importsOf(root, game).map((e) => e.to).filter((t) => /^shared\/game\/(plays|late|ready|apply)\.ts$|^shared\/game\/commands\//.test(t));
      expect(up, game).toEqual([]);
    }
  });
});
