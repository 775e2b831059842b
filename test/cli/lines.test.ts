import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { describe, expect, test } from 'vitest';
import { byteLineSplitter } from '../../cli/lines.js';

/**
 * The command line read its input as text (`setEncoding('utf8')`, a StringDecoder) cut
 * into lines by node:readline; it now cuts the bytes themselves, and must cut the same
 * lines: each line it gives, decoded, is the line readline gave from the decoded chunks.
 */

/** The chunks decoded as `setEncoding('utf8')` decoded them, the decoder's last word included. */
function decoded(chunks: Buffer[]): string[] {
  const decoder = new StringDecoder('utf8');
  return [...chunks.map((c) => decoder.write(c)), decoder.end()];
}

async function readlineLines(chunks: Buffer[]): Promise<string[]> {
  const out: string[] = [];
  for await (const line of createInterface({ input: Readable.from(decoded(chunks)), crlfDelay: Infinity })) out.push(line);
  return out;
}

interface Cut {
  line: Buffer;
  /** The line was given as a piece of the chunk it lies in, not copied. */
  inChunk: boolean;
}

function splitterCuts(chunks: Buffer[]): Cut[] {
  const cuts: Cut[] = [];
  let chunk: Buffer | null = null;
  const split = byteLineSplitter((bytes, start, end) => {
    cuts.push({ line: Buffer.from(bytes.subarray(start, end)), inChunk: bytes === chunk });
  });
  for (const c of chunks) {
    chunk = c;
    split.push(c);
  }
  chunk = null;
  split.end();
  return cuts;
}

/** Every way of cutting `bytes` into two or three chunks. */
function chunkings(bytes: Buffer): Buffer[][] {
  const out: Buffer[][] = [[bytes]];
  for (let i = 0; i <= bytes.length; i++) {
    out.push([bytes.subarray(0, i), bytes.subarray(i)]);
    for (let j = i; j <= bytes.length; j++) out.push([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]);
  }
  return out;
}

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s/g, ''), 'hex');

describe('byteLineSplitter', () => {
  test.each([
    'a\nb\n', 'a\nb', 'a\r\nb\r\n', 'a\rb\r', 'a\r\rb', 'a\n\nb\n', '\n', '\r\n', '\r', '\n\r', '', 'abc',
    'a\r\n\r\nb', 'x\r\n\ny\r', '{"a":1}\r\n{"b":2}\n\r\n',
    // Characters of two, three and four bytes, next to every kind of end.
    'é\n€\r\n😀\rx€', '\r€\n😀', 'ü😀\r\n\r€',
  ])('cuts %j as readline does, however it arrives', async (text) => {
    for (const chunks of chunkings(Buffer.from(text, 'utf8'))) {
      expect(splitterCuts(chunks).map((c) => c.line.toString('utf8'))).toEqual(await readlineLines(chunks));
    }
  });

  test.each([
    ['a byte UTF-8 never has', 'ff 0a 41 fe 0d 0a'],
    ['a character cut short by the end of its line', 'e2 82 0a e2 0d 0a 41 f0 9f 98 0d'],
    ['continuation bytes alone', '80 80 0a bf 41'],
    ['an overlong form, a surrogate, a code point beyond U+10FFFF', 'c0 af 0a ed a0 80 0a f4 90 80 80'],
    ['a byte order mark', 'ef bb bf 7b 7d 0a ef bb bf'],
    ['a character cut short by the end of the input', '41 0a e2 82'],
    ['the end of line after a lone lead byte', '0d e2 0a 0d f0 0d 0a'],
  ])('cuts bytes that are not UTF-8 (%s) into the lines readline gives from their decoding', async (_, bytes) => {
    for (const chunks of chunkings(hex(bytes))) {
      expect(splitterCuts(chunks).map((c) => c.line.toString('utf8'))).toEqual(await readlineLines(chunks));
    }
  });

  test('gives a line inside one chunk as a piece of that chunk, and a line across chunks from one buffer, grown only when too small', () => {
    const lines: Buffer[] = [];
    const owners = new Set<Buffer>();
    const split = byteLineSplitter((bytes, start, end) => {
      lines.push(Buffer.from(bytes.subarray(start, end)));
      owners.add(bytes);
    });
    const first = Buffer.from('one\ntw');
    split.push(first);
    split.push(Buffer.from('o\nthr'));
    split.push(Buffer.from('ee\n'));
    expect(lines.map(String)).toEqual(['one', 'two', 'three']);
    // The chunk itself, then the same carry buffer twice.
    expect(owners.size).toBe(2);
    expect(owners.has(first)).toBe(true);
    // A line longer than the carry buffer, across many chunks.
    const long = 'x'.repeat(20_000);
    for (let i = 0; i < long.length; i += 1000) split.push(Buffer.from(long.slice(i, i + 1000)));
    split.push(Buffer.from('\nlast'));
    split.end();
    expect(lines.slice(3).map(String)).toEqual([long, 'last']);
  });

  test('cuts a long stream in odd chunks as readline does', async () => {
    const parts = ['{"id":"Zürich €"}', '', 'plain', '\u{1F600}'.repeat(50), 'x'.repeat(5000)];
    const ends = ['\n', '\r\n', '\r'];
    let text = '';
    for (let i = 0; i < 400; i++) text += parts[i % parts.length]! + ends[(i * 7) % ends.length]!;
    const bytes = Buffer.concat([Buffer.from(text + 'tail'), hex('e2 82')]);
    for (const size of [1, 2, 3, 7, 64, 1000, 4096, 65_536]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const cuts = splitterCuts(chunks);
      expect(cuts.map((c) => c.line.toString('utf8'))).toEqual(await readlineLines(chunks));
      if (size === 65_536) expect(cuts.filter((c) => !c.inChunk).length).toBeLessThanOrEqual(chunks.length);
    }
  });
});
