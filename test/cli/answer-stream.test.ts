import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { cliStream } from '../../bench/cli-stream.js';
import { answerStream, type AnswerSink } from '../../cli/answer-stream.js';
import { plainMovementAnswerer, plainMovementText, type PlainMovementAnswerer } from '../../shared/adjudicate/plain-movement.js';
import { answerJsonLine } from '../../shared/adjudicate/request.js';
import { boardNamed } from '../../shared/map/boards.js';
import { standardMap } from '../../shared/map/standard.js';
import { rng } from '../support/random-game.js';

/**
 * `judge adjudicate` reads its input as bytes (cli/answer-stream.ts); it read it as text
 * before, and must answer every stream exactly as it did, byte for byte: whatever the
 * chunks, the ends of line, the characters, bytes that are not UTF-8, a byte order mark,
 * an unended last line or no input at all. The reading as it was is kept here (`before`),
 * the reference the new one is held to.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const map = standardMap();
const maps = (name: string) => boardNamed(name);

/** The splitter the command line cut its text with (readline's lines), as it was. */
function textLineSplitter(): { push(chunk: string): string[]; end(): string[] } {
  let rest = '';
  let afterCr = false;
  return {
    push(chunk) {
      let text = rest + chunk;
      if (afterCr && rest === '' && text.startsWith('\n')) text = text.slice(1);
      const lines = text.includes('\r') ? text.split(/\r\n|\n|\r/) : text.split('\n');
      afterCr = text.endsWith('\r');
      rest = lines.pop()!;
      return lines;
    },
    end() {
      const last = rest;
      rest = '';
      return last === '' ? [] : [last];
    },
  };
}

/**
 * The answers as the command line gave them when it read text: the chunks decoded as
 * `setEncoding('utf8')` decoded them (a chunk that decodes to nothing is no chunk; the
 * decoder's last word is one), each line answered by the lean path on its text, else by
 * the full path, the answers written as UTF-8.
 */
function before(chunks: readonly Buffer[], lean: boolean): Buffer {
  const plain = lean ? plainMovementText(plainMovementAnswerer(map)!) : null;
  const decoder = new StringDecoder('utf8');
  const split = textLineSplitter();
  let answers = '';
  const answer = (lines: string[]): void => {
    for (const line of lines) answers += (plain?.(line) ?? answerJsonLine(line, maps)) + '\n';
  };
  for (const chunk of chunks) {
    const text = decoder.write(chunk);
    if (text !== '') answer(split.push(text));
  }
  const last = decoder.end();
  if (last !== '') answer(split.push(last));
  answer(split.end());
  return Buffer.from(answers, 'utf8');
}

/** A sink that takes every write, or that asks for a 'drain' after each (`slow`); what it was given, and how often it was written to while full. */
function sink(slow: boolean): AnswerSink & { bytes(): Buffer; overrun: number } {
  const got: Buffer[] = [];
  let full = false;
  let drain: (() => void) | null = null;
  return {
    overrun: 0,
    write(bytes) {
      if (full) this.overrun++;
      got.push(Buffer.from(bytes));
      if (!slow) return true;
      full = true;
      setImmediate(() => {
        full = false;
        drain?.();
        drain = null;
      });
      return false;
    },
    once(_, listener) {
      drain = listener;
      return this;
    },
    bytes: () => Buffer.concat(got),
  };
}

/** The lean path, counting the lines it answers. */
function counted(): PlainMovementAnswerer & { answered: number } {
  const lean = plainMovementAnswerer(map)!;
  return {
    answered: 0,
    answer(input, start, end) {
      const n = lean.answer(input, start, end);
      if (n >= 0) this.answered++;
      return n;
    },
    get out() {
      return lean.out;
    },
  };
}

async function* from(chunks: readonly Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk;
}

async function after(chunks: readonly Buffer[], lean: PlainMovementAnswerer | null, slow = false): Promise<Buffer> {
  const out = sink(slow);
  await answerStream(from(chunks), out, lean, maps);
  expect(out.overrun).toBe(0);
  return out.bytes();
}

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s/g, ''), 'hex');
const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

/** Two armies bouncing in Tyrolia, a line the lean path takes, with the id given (as JSON). */
const bounce = (...id: Buffer[]): Buffer =>
  Buffer.concat([
    utf8('{"id":'), ...id,
    utf8(',"phase":"S1901M","units":{"AUSTRIA":["A VIE"],"ITALY":["A VEN"]},"orders":{"AUSTRIA":["A VIE - TYR"],"ITALY":["A VEN - TYR"]}}'),
  ]);

/** Short lines of every awkward kind, each ended its own way, the last unended. */
const awkward = Buffer.concat([
  hex('ef bb bf'), bounce(utf8('"after a byte order mark"')), utf8('\n'),
  bounce(utf8('1')), utf8('\r\n'),
  bounce(utf8('"Zürich € 😀"')), utf8('\r'),
  bounce(utf8('"'), hex('ff'), utf8('"')), utf8('\n'),
  bounce(utf8('"'), hex('e2 82'), utf8('"')), utf8('\r\n'),
  utf8('\n'), utf8('not JSON, é\r'), hex('c0 af ed a0 80 0a'),
  bounce(utf8('"last"')),
]);

/** The bench's movement phases with the awkward lines among them: long lines, many chunks. */
function mixed(count: number): Buffer {
  const parts: Buffer[] = [];
  cliStream(map, count).forEach((line, i) => {
    parts.push(utf8(line + (i % 3 === 2 ? '\r\n' : '\n')));
    if (i % 40 === 0) parts.push(awkward, utf8('\n'));
  });
  return Buffer.concat(parts);
}

/** `bytes` cut at the given places. */
function cut(bytes: Buffer, at: number[]): Buffer[] {
  const places = [0, ...at.sort((a, b) => a - b), bytes.length];
  return places.slice(1).map((end, i) => bytes.subarray(places[i], end));
}

describe('judge adjudicate reads bytes', () => {
  test('answers the awkward lines as before, cut anywhere into two chunks, with and without the lean path', async () => {
    const lean = counted();
    for (const withLean of [true, false]) {
      const expected = before([awkward], withLean);
      for (let i = 0; i <= awkward.length; i++) {
        const chunks = cut(awkward, [i]);
        expect(await after(chunks, withLean ? lean : null)).toEqual(expected);
        // The old reading does not depend on its chunks either.
        if (i % 97 === 0) expect(before(chunks, withLean)).toEqual(expected);
      }
    }
    // Both paths had lines: the lean path's answers were copied out too.
    expect(lean.answered).toBeGreaterThan(awkward.length);
  }, 60_000);

  test('answers the awkward lines as before, cut anywhere into three chunks or into single bytes', async () => {
    const expected = before([awkward], true);
    const random = rng(11);
    const lean = plainMovementAnswerer(map)!;
    for (let k = 0; k < 300; k++) {
      const chunks = cut(awkward, [Math.floor(random() * (awkward.length + 1)), Math.floor(random() * (awkward.length + 1))]);
      expect(await after(chunks, lean)).toEqual(expected);
    }
    expect(await after(cut(awkward, [...awkward.keys()]), lean)).toEqual(expected);
  }, 60_000);

  test('answers a stream of movement phases and awkward lines as before, in chunks of any size, waiting when the output is full', async () => {
    const stream = mixed(200);
    const expected = before([stream], true);
    const lean = counted();
    for (const size of [1000, 4096, 65_536, stream.length]) {
      const chunks = cut(stream, [...Array(Math.ceil(stream.length / size) - 1).keys()].map((i) => (i + 1) * size));
      expect(await after(chunks, lean, size === 4096)).toEqual(expected);
    }
    expect(lean.answered).toBeGreaterThanOrEqual(4 * 200);
    expect(await after(cut(stream, [1000, 5000, 70_000]), null)).toEqual(before([stream], false));
  }, 120_000);

  test('offers the lean path every line that is UTF-8 and no other, and writes out what it answers', async () => {
    // A lean path that answers every line it is offered with the line itself: were a line
    // that is not UTF-8 offered, its bytes would be written as they came, not as the text decoded.
    const offered: Buffer[] = [];
    const echo: PlainMovementAnswerer = {
      out: new Uint8Array(1 << 12),
      answer(input, start, end) {
        offered.push(Buffer.from(input.subarray(start, end)));
        this.out.set(input.subarray(start, end));
        return end - start;
      },
    };
    const lines = awkward.toString('latin1').split(/\r\n|\n|\r/).map((l) => Buffer.from(l, 'latin1'));
    const utf8Lines = lines.filter((l) => l.toString('utf8') === '' || Buffer.from(l.toString('utf8'), 'utf8').equals(l));
    expect(utf8Lines.length).toBe(lines.length - 3);
    for (const at of [[], [1], [200, 201, 202], [...awkward.keys()]]) {
      offered.length = 0;
      const out = await after(cut(awkward, at), echo);
      expect(offered).toEqual(utf8Lines);
      const answers = lines.map((l) => (utf8Lines.includes(l) ? l : utf8(answerJsonLine(l.toString('utf8'), maps))));
      expect(out).toEqual(Buffer.concat(answers.flatMap((a) => [a, utf8('\n')])));
    }
  });

  test('answers nothing to no input, and nothing to chunks that hold nothing', async () => {
    expect(await after([], counted())).toEqual(Buffer.alloc(0));
    expect(await after([Buffer.alloc(0), Buffer.alloc(0)], null)).toEqual(Buffer.alloc(0));
  });

  test('the command line itself answers as before, with and without the lean path', () => {
    const stream = mixed(300);
    const run = (env: Record<string, string>, input: Buffer) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'judge.ts'), 'adjudicate'], {
        cwd: root,
        input,
        env: { ...process.env, ...env },
        timeout: 120_000,
        maxBuffer: 1 << 28,
      });
    const lean = run({}, stream);
    expect(lean.status).toBe(0);
    expect(lean.stdout).toEqual(before([stream], true));
    const full = run({ JUDGE_FULL_PATH: '1' }, stream);
    expect(full.stdout).toEqual(lean.stdout);
    const none = run({}, Buffer.alloc(0));
    expect(none.status).toBe(0);
    expect(none.stdout.length).toBe(0);
  }, 180_000);
});
