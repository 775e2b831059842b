import { describe, expect, test } from 'vitest';
import { asciiText, readUtf8, writeUtf8 } from './utf8.js';

describe('UTF-8 by hand', () => {
  const texts = ['', 'A PAR - BUR', 'Zürich', 'Москва', '日本', 'a😀b', '\u2028', '\u007f\u0080\u07ff\u0800\uffff'];

  test('writes what TextEncoder writes, lone surrogates as U+FFFD', () => {
    for (const text of [...texts, 'x\ud800y', '\udc00', 'end\ud83d']) {
      const out = new Uint8Array(3 * text.length);
      const n = writeUtf8(text, out, 0);
      expect([...out.subarray(0, n)]).toEqual([...new TextEncoder().encode(text)]);
    }
  });

  test('reads back what it writes, and a stray byte as U+FFFD', () => {
    for (const text of texts) {
      const out = new Uint8Array(3 * text.length + 2);
      out[0] = 120;
      const n = writeUtf8(text, out, 1);
      expect(readUtf8(out, 1, n)).toBe(text);
    }
    expect(readUtf8(Uint8Array.from([0x41, 0xff, 0x42, 0xc3]), 0, 4)).toBe('A\ufffdB\ufffd');
    expect(readUtf8(Uint8Array.from([0xe0, 0x80, 0x80]), 0, 3)).toBe('\ufffd\ufffd\ufffd');
  });

  test('reads ASCII only', () => {
    expect(asciiText(Uint8Array.from([65, 32, 66]), 0, 3)).toBe('A B');
    expect(asciiText(Uint8Array.from([65, 0xc3, 0xbc]), 0, 3)).toBeNull();
    const long = new Uint8Array(10_000).fill(65);
    expect(asciiText(long, 5, 9_005)).toBe('A'.repeat(9_000));
  });
});
