import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { decodeMapFile, loadMapFromDir } from '../../cli/map-files.js';

/**
 * Map files on disk are UTF-8 in our world and Latin-1 in the DPjudge's: the loader reads
 * either, so that a place written "Bréda" is "Bréda" and not "Br\uFFFDda".
 */

const BOARD = (breda: string) => `# two powers on two provinces
${breda}  = bre
Antwerp = ant

LAND BRE ABUTS ANT
LAND ANT ABUTS BRE

HOLLAND (DUTCH:H) BRE
A BRE
FLANDERS (FLEMISH:F) ANT
A ANT
`;

const dir = mkdtempSync(join(tmpdir(), 'map-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('map files on disk', () => {
  test('a Latin-1 file (é as the byte 0xE9) is read as Latin-1', () => {
    const bytes = Buffer.from(BOARD('Bréda'), 'latin1');
    expect(bytes.includes(0xe9)).toBe(true);
    writeFileSync(join(dir, 'latin.map'), bytes);
    const r = loadMapFromDir(dir, 'latin');
    if (!r.ok) return expect.fail(r.error.message);
    expect(r.value.provinces.get('BRE')?.name).toBe('Bréda');
    expect(r.value.names.get('BRÉDA')).toBeDefined();
  });

  test('a UTF-8 file (é as 0xC3 0xA9) is read as UTF-8, not as two Latin-1 letters', () => {
    writeFileSync(join(dir, 'utf.map'), BOARD('Bréda'), 'utf8');
    const r = loadMapFromDir(dir, 'utf');
    if (!r.ok) return expect.fail(r.error.message);
    expect(r.value.provinces.get('BRE')?.name).toBe('Bréda');
  });

  test('Latin-1 is byte for character, 0x80-0x9F included (not windows-1252)', () => {
    expect(decodeMapFile(Uint8Array.from([0x41, 0x80, 0xe9]))).toBe('A\u0080é');
    expect(decodeMapFile(Buffer.from('Zürich', 'utf8'))).toBe('Zürich');
  });
});
