/** Where a line of a map file came from, for error messages: "standard.map line 42". */
export interface Source {
  readonly file: string;
  readonly line: number;
}

/** One meaningful line of a map file: not blank, not a comment. */
export interface MapLine {
  readonly src: Source;
  /** The line as written, without surrounding white space. */
  readonly text: string;
  /** The line cut at white space (tabs and spaces alike), case kept. */
  readonly words: readonly string[];
}

/** "standard.map line 42", the prefix of every message about a line. */
export const where = (src: Source): string => `${src.file} line ${src.line}`;

/**
 * Cuts a map file into its meaningful lines. A comment is a whole line whose first visible
 * character is `#`; the syntax has no trailing comments, so `#` elsewhere is kept.
 */
export function mapLines(file: string, text: string): MapLine[] {
  const out: MapLine[] = [];
  const raw = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < raw.length; i++) {
    const line = (raw[i] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    out.push({ src: { file, line: i + 1 }, text: line, words: line.split(/\s+/) });
  }
  return out;
}
