import { describe, expect, test } from 'vitest';
import { contrastWithWhite, distance, hexLab } from '../../shared/draw/oklab.js';
import { NEAR, PALETTE, powerColours, powerLabel } from './powers.js';

const STANDARD = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];
/** The 34 powers of Chaos (a power a centre), and two more: Void has 36. */
const MANY = Array.from({ length: 36 }, (_, i) => `POWER${i}`);

const closest = (colours: readonly string[]): number => {
  let min = Infinity;
  for (let i = 0; i < colours.length; i++) for (let j = i + 1; j < colours.length; j++) min = Math.min(min, distance(hexLab(colours[i]!), hexLab(colours[j]!)));
  return min;
};

describe('the powers’ colours', () => {
  test('the standard powers keep the colours players know, on any map', () => {
    const modern = powerColours(['BRITAIN', 'EGYPT', 'FRANCE', 'GERMANY', 'ITALY', 'POLAND', 'RUSSIA', 'SPAIN', 'TURKEY', 'UKRAINE']);
    expect(modern.get('FRANCE')).toBe('#3fa2dc');
    expect(powerColours(STANDARD).get('TURKEY')).toBe('#d9a51c');
    // The others are told apart from them as from each other.
    expect(closest([...modern.values()])).toBeGreaterThanOrEqual(NEAR);
  });

  test('36 powers get 36 different colours, none two alike to the eye, each carrying a white A or F', () => {
    const colours = [...powerColours(MANY).values()];
    expect(new Set(colours).size).toBe(36);
    expect(closest(colours)).toBeGreaterThan(0.06);
    for (const c of colours) expect(contrastWithWhite(c), c).toBeGreaterThanOrEqual(3);
  });

  test('a map of few powers gets colours far apart', () => {
    expect(closest([...powerColours(['CARTHAGE', 'EGYPT', 'GREECE', 'PERSIA', 'ROME']).values()])).toBeGreaterThan(0.1);
    expect(closest([...powerColours(['ENGLAND', 'FRANCE', 'BURGUNDY']).values()])).toBeGreaterThan(0.1);
  });

  test('the same map always gets the same colours, whatever else was drawn before', () => {
    expect([...powerColours(MANY)]).toEqual([...powerColours(MANY)]);
    expect(PALETTE.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
  });

  test('more powers than the palette holds still get a colour each', () => {
    const huge = Array.from({ length: PALETTE.length + 3 }, (_, i) => `P${i}`);
    const colours = powerColours(huge);
    expect(colours.size).toBe(huge.length);
  });
});

describe('the powers’ names', () => {
  test.each([
    ['FRANCE', 'France'],
    ['NEW-YORK', 'New-York'],
    ['HOLY ROMAN EMPIRE', 'Holy Roman Empire'],
    ['HOLY_ROMAN', 'Holy Roman'],
    ['B.C.', 'B.C.'],
    ['USA', 'USA'],
    ['CSA', 'CSA'],
    ['STPETERSBURG', 'Stpetersburg'],
  ])('%s reads %s', (name, label) => expect(powerLabel(name)).toBe(label));
});
