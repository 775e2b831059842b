/**
 * The lines of a mail's text the judge reads as commands: the text the sender wrote
 * himself, without what his mail program added. Pure.
 *
 * Left out: quoted lines (`>`), the line that introduces a quotation ("On … wrote:", or any
 * line ending in a colon that is followed by quoted lines), everything from a forwarded or
 * Outlook-quoted original ("-----Original Message-----") or a signature ("-- ") on, and
 * comment lines (`//`, as DPjudge allows). A line beginning with two backslashes declares
 * its own line break: `\\; SIGNON Fgame pw;A PAR H` is two lines, for mail programs that
 * cannot send one.
 *
 * Inside a press (from a PRESS or BROADCAST line to its ENDPRESS or ENDBROADCAST) every
 * line is the sender's message and is kept as written, blank lines too: a line beginning
 * with `>` or ending with a colon is the writer's, not his mail program's. A press that
 * no ENDPRESS closes is read like the rest of the mail.
 */

const QUOTED = /^\s*>/;
const SIGNATURE = /^--\s*$/;
const ORIGINAL = /^\s*(-{2,}\s*(original message|forwarded message|mensaje original|message d'origine|ursprüngliche nachricht)\s*-{2,}|_{20,}|begin forwarded message:)\s*$/i;
const ATTRIBUTION = /^\s*on\b.*\bwrote:\s*$/i;
const COMMENT = /^\s*\/\//;
const PRESS_START = /^\s*(press|broadcast)\b/i;
const PRESS_END = /^\s*(endpress|endbroadcast|signoff)\b/i;

/** Whether a line ending the press comes at or after `i`. */
const pressEndsAfter = (lines: readonly string[], i: number): boolean => lines.slice(i).some((l) => PRESS_END.test(l));

/** Splits a line that declares its own line break (`\\x …`), else gives it whole. */
function ownBreaks(line: string): string[] {
  const m = /^\s*\\\\\s*([^\sA-Za-z0-9])(.*)$/.exec(line);
  if (m === null) return [line];
  const [, mark, rest] = m;
  return rest!.split(mark!);
}

/** The next line after `i` that is not blank, or undefined. */
function nextFilled(lines: readonly string[], i: number): string | undefined {
  for (let j = i + 1; j < lines.length; j++) if (lines[j]!.trim() !== '') return lines[j];
  return undefined;
}

/** Whether the line at `i` introduces the quotation that follows it. */
function introducesQuote(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  const next = nextFilled(lines, i);
  if (ATTRIBUTION.test(line)) return true;
  // "On Mon, 1 Jan 2040 at 10:00, Ann <ann@" / "example.com> wrote:", folded by the mailer.
  const folded = lines[i + 1];
  if (/^\s*on\s/i.test(line) && folded !== undefined && /\bwrote:\s*$/i.test(folded)) return true;
  return /:\s*$/.test(line) && next !== undefined && QUOTED.test(next);
}

/** The command lines of a mail's text, in order; blank lines kept (they separate press paragraphs). */
export function commandLines(text: string): string[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inPress = false;
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    // A press never closed is read as the rest of the mail is: what a mail program
    // quoted below it is not the sender's message.
    if (inPress && pressEndsAfter(raw, i)) {
      if (PRESS_END.test(line)) inPress = false;
      out.push(line.replace(/\s+$/, ''));
      continue;
    }
    if (SIGNATURE.test(line) || ORIGINAL.test(line)) break;
    if (QUOTED.test(line) || COMMENT.test(line)) continue;
    if (introducesQuote(raw, i)) {
      // The folded second line of an attribution goes with it.
      if (!ATTRIBUTION.test(line) && raw[i + 1] !== undefined && /\bwrote:\s*$/i.test(raw[i + 1]!)) i++;
      continue;
    }
    for (const part of ownBreaks(line)) {
      const kept = part.replace(/\s+$/, '');
      // What was left out leaves no run of blank lines behind.
      if (kept === '' && out[out.length - 1] === '') continue;
      out.push(kept);
      if (PRESS_START.test(kept)) inPress = true;
    }
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  while (out.length > 0 && out[0] === '') out.shift();
  return out;
}
