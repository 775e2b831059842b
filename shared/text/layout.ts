/**
 * Plain text laid out the way judges' mail has always been: lines no wider than 78
 * characters, so that no mail reader folds them, and columns made with spaces.
 */

/** The widest line a text of ours may have. */
export const WIDTH = 78;

/** The line that parts one text from the next in a mail (a phase's results from the next's, a reply from the orders after it). */
export const RULE = '-'.repeat(72);

/**
 * Words laid into lines of at most `width` characters. The first line begins with
 * `first`, the others with `rest` (a hanging indent). A single word longer than a line
 * (an address, say) is left whole on a line of its own rather than cut.
 */
export function wrap(text: string, first = '', rest = first, width = WIDTH): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else {
      line = empty ? line + word : `${line} ${word}`;
    }
    empty = false;
  }
  lines.push(empty ? line.trimEnd() : line);
  return lines;
}

/** A paragraph written as it is wrapped: the lines joined. */
export const paragraph = (text: string, first = '', rest = first): string => wrap(text, first, rest).join('\n');

/**
 * A text someone else wrote (a press message), folded to our width: each of its lines is
 * wrapped at spaces, blank lines and the indentation of each line kept.
 */
export function fold(text: string): string {
  const out: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.length <= WIDTH) {
      out.push(line);
      continue;
    }
    const indent = /^\s*/.exec(line)![0];
    out.push(...wrap(line, indent));
  }
  return out.join('\n');
}

/** Text padded with spaces to `width` on the right. */
export const pad = (text: string, width: number): string => text.padEnd(width, ' ');

/** Text padded with spaces to `width` on the left: numbers in a column. */
export const padLeft = (text: string, width: number): string => text.padStart(width, ' ');

/** The width of the widest of these texts. */
export const widest = (texts: Iterable<string>): number => {
  let w = 0;
  for (const t of texts) w = Math.max(w, t.length);
  return w;
};

/** Blocks of lines joined with one blank line between them; empty blocks left out. */
export const blocks = (...parts: readonly (string | null | undefined)[]): string =>
  `${parts.filter((p): p is string => p !== null && p !== undefined && p.length > 0).join('\n\n')}\n`;
