import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * scripts/embed-maps.ts: a folder dropped into maps/ becomes a board of the registry, and
 * a board that does not read stops the build with the file and line at fault.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'embed-maps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function embed(maps: string, out: string, ...more: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'embed-maps.ts'), '--maps', maps, '--out', out, ...more], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const TINY = ['North = nor', 'South = sou', 'LAND NOR ABUTS SOU', 'LAND SOU ABUTS NOR', 'NORTHMEN (NORTHERN:N) NOR', 'A NOR', 'SOUTHMEN (SOUTHERN:S) SOU', 'A SOU'];

describe('embedding the boards', () => {
  test('a dropped folder is embedded, with its board.json, and listed in boards.ts', () => {
    const maps = join(dir, 'ok-maps');
    const out = join(dir, 'ok-out');
    cpSync(join(root, 'maps', 'pure'), join(maps, 'pure'), { recursive: true });
    mkdirSync(join(maps, 'tiny'));
    writeFileSync(join(maps, 'tiny', 'tiny.map'), TINY.join('\n') + '\n');
    writeFileSync(join(maps, 'tiny', 'board.json'), '{"title": "Tiny"}');
    const r = embed(maps, out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('2 boards embedded: pure, tiny.');
    const boards = readFileSync(join(out, 'boards.ts'), 'utf8');
    expect(boards).toContain(`import { TINY_MAP_FILES } from './tiny-map.js';`);
    expect(boards).toContain('"tiny": { files: TINY_MAP_FILES, info: {"title":"Tiny"}, figures: {"powers":["NORTHMEN","SOUTHMEN"],"centres":2,"units":2,"victory":2} },');
    expect(readFileSync(join(out, 'tiny-map.ts'), 'utf8')).toContain(JSON.stringify(TINY.join('\n') + '\n'));
    // Nothing changed: --check agrees; a folder taken away: --check says so.
    expect(embed(maps, out, '--check').status).toBe(0);
    rmSync(join(maps, 'tiny'), { recursive: true });
    const stale = embed(maps, out, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('tiny-map.ts');
  });

  test('a board that does not read is a build error naming the file and line', () => {
    const maps = join(dir, 'bad-maps');
    const out = join(dir, 'bad-out');
    mkdirSync(join(maps, 'broken'), { recursive: true });
    // The fourth line names a neighbour that is no place.
    writeFileSync(join(maps, 'broken', 'broken.map'), [...TINY.slice(0, 3), 'LAND SOU ABUTS NOR XYZ', ...TINY.slice(4)].join('\n') + '\n');
    const r = embed(maps, out);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/maps\/broken\/broken\.map line 4: .*XYZ/);
    expect(() => readFileSync(join(out, 'boards.ts'))).toThrow();
  });

  test('a board with hidden build sites (~) is played, no longer refused', () => {
    const maps = join(dir, 'unplayed-maps');
    mkdirSync(join(maps, 'later'), { recursive: true });
    writeFileSync(join(maps, 'later', 'later.map'), [...TINY, 'NORTHMEN ~NOR'].join('\n') + '\n');
    const r = embed(maps, join(dir, 'unplayed-out'));
    expect(r.stderr).not.toContain('not played yet');
    expect(r.status).toBe(0);
  });

  test('a board whose name starts with a digit gets a constant that is a name', () => {
    const maps = join(dir, 'digit-maps');
    const out = join(dir, 'digit-out');
    mkdirSync(join(maps, '1066'), { recursive: true });
    writeFileSync(join(maps, '1066', '1066.map'), TINY.join('\n') + '\n');
    const r = embed(maps, out);
    expect(r.stderr).toBe('');
    expect(readFileSync(join(out, '1066-map.ts'), 'utf8')).toContain('export const BOARD_1066_MAP_FILES');
    expect(readFileSync(join(out, 'boards.ts'), 'utf8')).toContain('"1066": { files: BOARD_1066_MAP_FILES');
  });

  test.each([
    ['Bad-Name', 'Bad-Name.map', 'lower-case letters'],
    ['other', 'else.map', 'has no other.map'],
  ])('a folder %s holding %s is refused', (folder, file, why) => {
    const maps = join(dir, `named-${folder}`);
    mkdirSync(join(maps, folder), { recursive: true });
    writeFileSync(join(maps, folder, file), TINY.join('\n') + '\n');
    const r = embed(maps, join(dir, `named-out-${folder}`));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`maps/${folder}: `);
    expect(r.stderr).toContain(why);
  });

  test('a board.json that does not read is refused', () => {
    const maps = join(dir, 'json-maps');
    mkdirSync(join(maps, 'tiny'), { recursive: true });
    writeFileSync(join(maps, 'tiny', 'tiny.map'), TINY.join('\n') + '\n');
    writeFileSync(join(maps, 'tiny', 'board.json'), '{"name": "Tiny"}');
    const r = embed(maps, join(dir, 'json-out'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('maps/tiny/board.json: "name" is not a field of board.json');
  });

  test("the repo's own embedded boards are up to date", () => {
    expect(embed(join(root, 'maps'), join(root, 'shared', 'map', 'generated'), '--check').status).toBe(0);
  });
});
