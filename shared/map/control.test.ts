import { describe, expect, test } from 'vitest';
import { STANDARD_MAP_FILES } from './generated/standard-map.js';
import { readRotation } from './control.js';
import { readMap } from './read.js';
import { writeMap } from './write.js';

/** CONTROL and ROTATE as Map.txt writes them, read onto the standard board. */

const read = (text: string) => readMap('variant', (file) => (file === 'variant.map' ? text : STANDARD_MAP_FILES[file]));

const mapOf = (text: string) => {
  const r = read(text);
  if (!r.ok) return expect.fail(r.error.message);
  return r.value;
};

const errorOf = (text: string) => {
  const r = read(text);
  return r.ok ? expect.fail('read') : r.error.message;
};

describe('CONTROL powerName… (Map.txt: "puts the current (a dummy) power under the control of another power")', () => {
  test('after a dummy\'s power line, its controllers in order; MASTER is one', () => {
    const m = mapOf('USE standard\nDUMMY ITALY\nITALY\nCONTROL AUSTRIA FRANCE\nRUSSIA\nDUMMY\nCONTROL MASTER');
    expect(m.controls).toEqual({ ITALY: ['AUSTRIA', 'FRANCE'], RUSSIA: ['MASTER'] });
    expect(m.rotate).toBeUndefined();
    expect(mapOf('USE standard').controls).toBeUndefined();
  });

  test.each([
    ['CONTROL AUSTRIA', 'CONTROL must follow the power line'],
    ['DUMMY ITALY\nITALY\nCONTROL', 'CONTROL of ITALY names no power'],
    ['ITALY\nCONTROL AUSTRIA', 'CONTROL of ITALY: only a dummy power is controlled'],
    ['DUMMY ITALY\nITALY\nCONTROL PRUSSIA', 'CONTROL of ITALY names PRUSSIA, which is not a power of the map'],
    ['DUMMIES ITALY AUSTRIA\nITALY\nCONTROL AUSTRIA', 'CONTROL of ITALY names AUSTRIA, a dummy: a dummy controls nobody'],
    ['DUMMY ITALY\nITALY\nCONTROL AUSTRIA\nCONTROL FRANCE', 'ITALY has two CONTROL lines'],
  ])('%s is refused with its line', (lines, message) => {
    const error = errorOf(`USE standard\n${lines}`);
    expect(error).toMatch(/^variant\.map line \d+: /);
    expect(error).toContain(message);
  });
});

describe('ROTATE', () => {
  test('the forms of Map.txt: ROTATE [CONTROL], ROTATE AFTER [phaseType]…, ROTATE BEFORE / FOR phaseType…', () => {
    expect(readRotation([])).toEqual([{ when: 'CONTROL' }]);
    expect(readRotation(['CONTROL'])).toEqual([{ when: 'CONTROL' }]);
    expect(readRotation(['AFTER'])).toEqual([{ when: 'AFTER' }]);
    expect(readRotation(['AFTER', 'M', 'BEFORE', 'A'])).toEqual([{ when: 'AFTER', phase: 'M' }, { when: 'BEFORE', phase: 'A' }]);
    expect(readRotation(['FOR', 'MOVEMENT'])).toEqual([{ when: 'FOR', phase: 'M' }]);
    expect(readRotation(['BEFORE'])).toContain('write ROTATE');
    expect(readRotation(['AROUND', 'M'])).toContain('write ROTATE');
    expect(readRotation(['AFTER', 'X'])).toContain('write ROTATE');
  });

  test('read once from the map; a second line or a bad one is refused', () => {
    expect(mapOf('USE standard\nROTATE AFTER M').rotate).toEqual([{ when: 'AFTER', phase: 'M' }]);
    expect(errorOf('USE standard\nROTATE\nROTATE AFTER')).toContain('two ROTATE lines');
    expect(errorOf('USE standard\nROTATE BEFORE')).toContain('write ROTATE');
  });
});

test('the map writer keeps CONTROL and ROTATE: what it writes reads back the same', () => {
  const m = mapOf('USE standard\nDUMMY ITALY\nITALY\nCONTROL AUSTRIA FRANCE\nROTATE AFTER M BEFORE A');
  const again = readMap('written', (file) => (file === 'written.map' ? writeMap(m) : undefined));
  if (!again.ok) return expect.fail(again.error.message);
  expect(again.value.controls).toEqual(m.controls);
  expect(again.value.rotate).toEqual(m.rotate);
});
