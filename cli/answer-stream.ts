/**
 * `judge adjudicate`'s stream: the bytes of standard input in, one answer line for each
 * line read out, in order (docs/command-line.md, "Feeding it many games").
 */
import { isAscii, isUtf8 } from 'node:buffer';
import type { PlainMovementAnswerer } from '../shared/adjudicate/plain-movement.js';
import { answerJsonLine, type MapsByVariant } from '../shared/adjudicate/request.js';
import { byteLineSplitter } from './lines.js';

/** Where the answers go: standard output, or a test's collector. */
export interface AnswerSink {
  /** False when the sink wants no more until 'drain'. */
  write(bytes: Uint8Array): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * Answers every line of `input` into `output`. A line is read as the bytes it came in:
 * by the lean path (`lean`, null when turned off) when it takes it, else decoded as UTF-8
 * (an invalid byte read as U+FFFD, as reading the input as text always did) and answered
 * by the full path. Every line of a chunk of input is answered, and the chunk's answers go
 * out in one write: a write for each line cost more than most adjudications.
 */
export async function answerStream(input: AsyncIterable<Buffer>, output: AnswerSink, lean: PlainMovementAnswerer | null, maps: MapsByVariant): Promise<void> {
  // Each answer copied at once into the chunk's buffer: strings joined for a whole chunk
  // live until it is written, and the collector copied them over and over meanwhile.
  let out = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  const room = (bytes: number): void => {
    if (used + bytes <= out.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(2 * out.length, used + bytes));
    out.copy(bigger, 0, 0, used);
    out = bigger;
  };

  // The chunk being cut, and whether it is all ASCII (nearly always): then its lines are
  // UTF-8 as they stand. Any other line is given to the lean path only if it is valid
  // UTF-8, so that it reads the same bytes as the text decoded would have given it.
  let chunk: Buffer | null = null;
  let ascii = false;
  const answerBytes = (bytes: Buffer, start: number, end: number): void => {
    const n = lean !== null && ((ascii && bytes === chunk) || isUtf8(bytes.subarray(start, end))) ? lean.answer(bytes, start, end) : -1;
    if (n >= 0) {
      room(n + 1);
      out.set(lean!.out.subarray(0, n), used);
      used += n;
    } else {
      const text = answerJsonLine(bytes.toString('utf8', start, end), maps);
      room(3 * text.length + 1);
      used += out.write(text, used, 'utf8');
    }
    out[used++] = 10;
  };

  // The buffer goes to the sink as it is, so the next chunk's answers go into a new one,
  // as large as this one grew (chunks are alike), but not without bound: one huge answer
  // would otherwise keep every buffer after it huge.
  const flush = async (): Promise<void> => {
    if (used === 0) return;
    const full = out.subarray(0, used);
    out = Buffer.allocUnsafe(Math.min(out.length, 1 << 20));
    used = 0;
    if (!output.write(full)) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  };

  const split = byteLineSplitter(answerBytes);
  for await (const bytes of input) {
    chunk = bytes;
    ascii = isAscii(bytes);
    split.push(bytes);
    await flush();
  }
  chunk = null;
  split.end();
  await flush();
}
