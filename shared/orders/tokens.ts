/**
 * Cutting a line of text into the tokens the order grammar reads.
 *
 * Both player input and the names of a map go through this one function, so that a
 * name matches however it is spaced or punctuated: "ST. PETERSBURG", "ST.PETERSBURG" and
 * "St Petersburg" all become the tokens ST PETERSBURG.
 */

/** Every form of the move mark ("-", "->", "→", "–", "—", ">") becomes this token. */
export const MOVE_MARK = '-';

/**
 * A hyphen between two letters with no space ("MID-ATLANTIC", "LON-NTH"). It may be part of
 * a name or a move mark written tightly; the grammar decides which. A character players do
 * not type (the non-breaking hyphen) keeps it apart from a spaced move mark.
 */
export const JOINED_HYPHEN = '\u2011';

export const SLASH = '/';
export const OPEN = '(';
export const CLOSE = ')';

// Letters and digits beyond ASCII ("MÜNCHEN"); tested only for characters above 127.
const WIDE_WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

// What a character is to the tokenizer (plain numbers: this runs for every character).
const WORD = 0;
const SEPARATOR = 1;
const OTHER = 2;
type CharClass = typeof WORD | typeof SEPARATOR | typeof OTHER;

function classify(text: string, i: number): CharClass {
  const c = text.charCodeAt(i);
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c === 95) {
    return WORD;
  }
  // Dots and commas carry no meaning ("ST. PETERSBURG", "A PAR H."); `+` joins the words
  // of a name in DPjudge map files and some players write it too.
  if (c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 46 || c === 44 || c === 43) {
    return SEPARATOR;
  }
  if (c < 128) return OTHER;
  if (c === 0xa0 || c === 0x2007 || c === 0x202f || c === 0x3000 || (c >= 0x2000 && c <= 0x200b)) {
    return SEPARATOR;
  }
  return WIDE_WORD_CHAR.test(text.charAt(i)) ? WORD : OTHER;
}

/** The one-character tokens, and the move marks written with other dashes or arrows. */
function punctuation(ch: string): string {
  switch (ch) {
    case '/':
      return SLASH;
    case '(':
    case '[':
      return OPEN;
    case ')':
    case ']':
      return CLOSE;
    case '>':
    case '\u2013': // en dash
    case '\u2014': // em dash
    case '\u2212': // minus sign
    case '\u2192': // rightwards arrow
      return MOVE_MARK;
    default:
      return ch;
  }
}

/**
 * Upper-cases `text` and cuts it into words and punctuation. Words are runs of letters,
 * digits, apostrophes and underscores; `/`, `(`, `)` stand alone; separators vanish.
 */
export function tokenize(text: string): string[] {
  const upper = text.toUpperCase();
  const tokens: string[] = [];
  const n = upper.length;
  let i = 0;
  while (i < n) {
    const cls = classify(upper, i);
    if (cls === WORD) {
      const start = i;
      while (i < n && classify(upper, i) === WORD) i++;
      tokens.push(upper.slice(start, i));
      if (i < n && upper.charCodeAt(i) === 45 && i + 1 < n && classify(upper, i + 1) === WORD) {
        tokens.push(JOINED_HYPHEN);
        i++;
      }
      continue;
    }
    if (cls === SEPARATOR) {
      i++;
      continue;
    }
    const ch = upper.charAt(i);
    if (ch === '-') {
      // "->" is one mark; a lone "-" too.
      i += i + 1 < n && upper.charAt(i + 1) === '>' ? 2 : 1;
      tokens.push(MOVE_MARK);
      continue;
    }
    tokens.push(punctuation(ch));
    i++;
  }
  return tokens;
}

/** Tokens back to readable text for messages: "MID-ATLANTIC OCEAN", "SPA / NC". */
export function untokenize(tokens: readonly string[]): string {
  let out = '';
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as string;
    if (t === JOINED_HYPHEN) {
      out += '-';
      continue;
    }
    if (k > 0 && tokens[k - 1] !== JOINED_HYPHEN && t !== CLOSE && t !== SLASH && tokens[k - 1] !== SLASH && tokens[k - 1] !== OPEN) {
      out += ' ';
    }
    out += t;
  }
  return out;
}
