/**
 * Bytes arriving in chunks, cut into lines as node:readline cuts text (with `crlfDelay:
 * Infinity`): a line ends at "\n", "\r\n" or a lone "\r", and the bytes after the last
 * end, if any, are a line too. The command line once read its input with readline; this
 * does the same on the bytes themselves, so that a line is never made a string unless the
 * full path needs one, and every answer stays where it was.
 *
 * The ends of line are ASCII, never part of a UTF-8 character, so cutting the bytes cuts
 * the lines that decoding the stream first would have given (test/cli/lines.test.ts).
 */

/**
 * Called with each line: bytes[start, end), without its end of line. The bytes are the
 * chunk itself or the splitter's own buffer, valid only until the call returns.
 */
export type OnLine = (bytes: Buffer, start: number, end: number) => void;

export interface ByteLineSplitter {
  /** Gives `onLine` each line this chunk completes, in order. */
  push(chunk: Buffer): void;
  /** Gives `onLine` the last line, unended, at the end of the input. */
  end(): void;
}

export function byteLineSplitter(onLine: OnLine): ByteLineSplitter {
  // The start of a line that began in an earlier chunk, kept until its end comes; the
  // buffer is grown when a line needs it, never made again for each line.
  let carry = Buffer.allocUnsafe(1 << 12);
  let carried = 0;
  // The last chunk ended with "\r": a "\n" starting this one ends no second line.
  let afterCr = false;

  const keep = (chunk: Buffer, start: number, end: number): void => {
    const need = carried + end - start;
    if (need > carry.length) {
      const bigger = Buffer.allocUnsafe(Math.max(2 * carry.length, need));
      carry.copy(bigger, 0, 0, carried);
      carry = bigger;
    }
    carried += chunk.copy(carry, carried, start, end);
  };

  return {
    push(chunk) {
      const n = chunk.length;
      let from = 0;
      // As readline: only the chunk right after the "\r" may begin with its "\n" (an empty one ends the wait).
      if (afterCr && n > 0 && chunk[0] === 10) from = 1;
      afterCr = false;
      // Where the next "\n" and "\r" are, each looked for again only once passed: input
      // nearly always ends its lines with "\n" alone, and then no "\r" is ever looked for twice.
      let lf = chunk.indexOf(10, from);
      let cr = chunk.indexOf(13, from);
      while (lf >= 0 || cr >= 0) {
        let stop: number;
        let next: number;
        if (cr >= 0 && (lf < 0 || cr < lf)) {
          stop = cr;
          next = cr + 1;
          if (next === n) afterCr = true;
          else if (chunk[next] === 10) next++;
        } else {
          stop = lf;
          next = lf + 1;
        }
        if (carried === 0) {
          onLine(chunk, from, stop);
        } else {
          keep(chunk, from, stop);
          const length = carried;
          carried = 0;
          onLine(carry, 0, length);
        }
        from = next;
        if (lf >= 0 && lf < from) lf = chunk.indexOf(10, from);
        if (cr >= 0 && cr < from) cr = chunk.indexOf(13, from);
      }
      if (from < n) keep(chunk, from, n);
    },
    end() {
      if (carried === 0) return;
      const length = carried;
      carried = 0;
      onLine(carry, 0, length);
    },
  };
}
