import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * `npm run -s maps:check -- FILE.map…`: one line a file, playable with its counts or not
 * playable with the reader's file:line reason, and a non-zero exit when any is not.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reference = join(root, '..', 'shared', 'reference', 'dpjudge', 'maps');
const haveReference = existsSync(join(reference, 'standard.map'));

function mapsCheck(files: string[], env: Record<string, string> = {}): { lines: string[]; status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'maps-check.ts'), ...files], {
    cwd: root,
    env: { ...process.env, INIT_CWD: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { lines: run.stdout.split('\n').filter((l) => l !== ''), status: run.status, stderr: run.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'maps-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Three provinces, two powers, three centres; in a folder of its own with the board it USEs. */
mkdirSync(join(dir, 'good'));
writeFileSync(
  join(dir, 'good', 'board.geography'),
  ['North = nor', 'Middle = mid', 'South = sou', 'LAND NOR ABUTS MID', 'LAND MID ABUTS NOR SOU', 'LAND SOU ABUTS MID'].join('\n') + '\n',
);
writeFileSync(
  join(dir, 'good', 'good.map'),
  ['USE board.geography', 'NORTHMEN (NORTHERN:N) NOR', 'A NOR', 'SOUTHMEN (SOUTHERN:S) SOU', 'A SOU', 'UNOWNED MID'].join('\n') + '\n',
);
/** The same board with a neighbour that is no place, on its fourth line. */
writeFileSync(
  join(dir, 'bad.map'),
  ['North = nor', 'South = sou', 'LAND NOR ABUTS SOU', 'LAND SOU ABUTS NOR XYZ', 'NORTHMEN (NORTHERN:N) NOR', 'A NOR', 'SOUTHMEN (SOUTHERN:S) SOU', 'A SOU'].join('\n') + '\n',
);

describe('maps:check', () => {
  test('a good map, its include beside it, is playable with its counts', () => {
    const good = join(dir, 'good', 'good.map');
    expect(mapsCheck([good])).toEqual({ lines: [`${good}: playable (2 powers, 3 centres)`], status: 0, stderr: '' });
  });

  test('a bad map is not playable, with file and line; one line a file in order; exit 1', () => {
    const good = join(dir, 'good', 'good.map');
    const bad = join(dir, 'bad.map');
    const missing = join(dir, 'missing.map');
    const spaced = join(dir, 'good', 'my board.map');
    writeFileSync(spaced, 'USE board.geography\n');
    const { lines, status } = mapsCheck([bad, good, missing, join(dir, 'notes.txt'), spaced]);
    expect(status).toBe(1);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(new RegExp(`^${escape(bad)}: not playable: bad\\.map line 4: .*XYZ`));
    expect(lines[1]).toBe(`${good}: playable (2 powers, 3 centres)`);
    expect(lines[2]).toBe(`${missing}: not playable: there is no such file`);
    expect(lines[3]).toMatch(/notes\.txt: not playable: a map file's name ends in \.map$/);
    expect(lines[4]).toBe(`${spaced}: not playable: a map file's name is letters, digits and _ . + - only`);
  });

  test('a relative name is taken from the folder npm was run in (INIT_CWD), not the package', () => {
    expect(mapsCheck(['good/good.map'], { INIT_CWD: dir })).toEqual({ lines: ['good/good.map: playable (2 powers, 3 centres)'], status: 0, stderr: '' });
  });

  test('no file named: usage on standard error, exit 2', () => {
    const { lines, status, stderr } = mapsCheck([]);
    expect(status).toBe(2);
    expect(lines).toEqual([]);
    expect(stderr).toMatch(/usage: maps:check/);
  });

  test.skipIf(!haveReference)('reads DPjudge files where they lie (Latin-1, includes beside them)', () => {
    const files = ['standard.map', 'classical.map', '1900.map', 'ambition.map', 'zeus.map'].map((f) => join(reference, f));
    const { lines, status } = mapsCheck(files);
    expect(status).toBe(0);
    expect(lines).toEqual([
      `${files[0]}: playable (7 powers, 34 centres)`,
      `${files[1]}: playable (5 powers, 35 centres)`,
      // A partisan site, then leagues: both played.
      `${files[2]}: playable (7 powers, 39 centres)`,
      // Leagues and claimed homes (&SC): both played.
      `${files[3]}: playable (14 powers, 44 centres)`,
      // Its alternative home (@CAL), the lines of its first winter and the hidden build
      // sites (~) those lines give are all played.
      `${files[4]}: playable (8 powers, 43 centres)`,
    ]);
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
