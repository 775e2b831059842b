import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { lineSplitter } from '../../cli/lines.js';

/** The command line read its input with node:readline; its own splitter must cut the same lines. */

async function readlineLines(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const line of createInterface({ input: Readable.from(chunks), crlfDelay: Infinity })) out.push(line);
  return out;
}

function splitterLines(chunks: string[]): string[] {
  const split = lineSplitter();
  return [...chunks.flatMap((c) => split.push(c)), ...split.end()];
}

/** Every way of cutting `text` into two or three chunks. */
function chunkings(text: string): string[][] {
  const out: string[][] = [[text]];
  for (let i = 0; i <= text.length; i++) {
    out.push([text.slice(0, i), text.slice(i)]);
    for (let j = i; j <= text.length; j++) out.push([text.slice(0, i), text.slice(i, j), text.slice(j)]);
  }
  return out;
}

describe('lineSplitter', () => {
  test.each([
    'a\nb\n', 'a\nb', 'a\r\nb\r\n', 'a\rb\r', 'a\r\rb', 'a\n\nb\n', '\n', '\r\n', '\r', '\n\r', '', 'abc',
    'a\r\n\r\nb', 'x\r\n\ny\r', '{"a":1}\r\n{"b":2}\n\r\n',
  ])('cuts %j as readline does, however it arrives', async (text) => {
    for (const chunks of chunkings(text)) expect(splitterLines(chunks)).toEqual(await readlineLines(chunks));
  });
});
