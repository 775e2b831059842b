import { describe, expect, test } from 'vitest';
import { fold, wrap, WIDTH } from './layout.js';
import { span, utcTime } from './time.js';

describe('layout', () => {
  test('wrap keeps lines within the width, with a hanging indent', () => {
    const text = 'word '.repeat(40).trim();
    const lines = wrap(text, 'Austria:  ', '          ');
    expect(lines.every((l) => l.length <= WIDTH)).toBe(true);
    expect(lines[0]!.startsWith('Austria:  word')).toBe(true);
    expect(lines[1]!.startsWith('          word')).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(`Austria: ${text}`);
  });

  test('a word longer than a line stands alone, whole', () => {
    const url = `https://example.com/${'x'.repeat(90)}`;
    expect(wrap(`see ${url} now`)).toEqual(['see', url, 'now']);
  });

  test('fold keeps short lines, blank lines and indentation; folds long ones', () => {
    const long = `  ${'abc '.repeat(30).trim()}`;
    expect(fold(`Hello,\r\n\r\n${long}\nBye`)).toBe(
      [
        'Hello,',
        '',
        '  abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc',
        '  abc abc abc abc abc abc abc abc abc abc abc',
        'Bye',
      ].join('\n'),
    );
  });
});

describe('times', () => {
  test.each([
    [Date.UTC(2030, 0, 1, 13, 5), 'Tuesday 1 January 2030, 13:05 UTC'],
    [Date.UTC(2031, 11, 31, 0, 0, 59), 'Wednesday 31 December 2031, 00:00 UTC'],
  ])('utcTime(%i) is %s', (ms, text) => {
    expect(utcTime(ms)).toBe(text);
  });

  test.each([
    [0, 'less than a minute'],
    [59_999, 'less than a minute'],
    [60_000, '1 minute'],
    [3 * 3_600_000 + 5 * 60_000 + 30_000, '3 hours 5 minutes'],
    [2 * 86_400_000 + 3_600_000 + 60_000, '2 days 1 hour'],
    [86_400_000 + 60_000, '1 day'],
  ])('span(%i) is %s', (ms, text) => {
    expect(span(ms)).toBe(text);
  });
});
