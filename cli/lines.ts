/**
 * Text arriving in chunks, cut into lines as node:readline cuts them (with `crlfDelay:
 * Infinity`): a line ends at "\n", "\r\n" or a lone "\r", and the text after the last
 * end, if any, is a line too. The command line once read its input with readline; this
 * does the same without its cost per line, so every answer stays where it was.
 */
export interface LineSplitter {
  /** The lines this chunk completes. */
  push(chunk: string): string[];
  /** The last line, unended, at the end of the input. */
  end(): string[];
}

export function lineSplitter(): LineSplitter {
  let rest = '';
  // A chunk ended with "\r": a "\n" starting the next one ends no second line.
  let afterCr = false;
  return {
    push(chunk) {
      let text = rest + chunk;
      if (afterCr && rest === '' && text.startsWith('\n')) text = text.slice(1);
      // Input nearly always ends its lines with "\n" alone: a split on one character is
      // several times cheaper than the regular expression, which only a "\r" needs.
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
