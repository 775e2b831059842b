/**
 * The text of an HTML mail, for mail programs that send no plain part: line breaks where
 * the HTML breaks lines (br, p, div, li, tr, headings), tags left out, entities read.
 * Enough for commands, one a line; no layout is kept. Pure.
 */

const NAMED: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function entity(whole: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return safeChar(parseInt(name.slice(2), 16), whole);
  if (name.startsWith('#')) return safeChar(parseInt(name.slice(1), 10), whole);
  return NAMED[name.toLowerCase()] ?? whole;
}

const safeChar = (code: number, whole: string): string => (Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole);

const PARAGRAPH = '\u0001';
const BLOCK = '\u0002';

export function htmlText(html: string): string {
  return html
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[^>]*>[^]*?<\/\1\s*>/gi, '')
    .replace(/\r?\n/g, ' ')
    .replace(/<br\b[^>]*>/gi, '\n')
    // The end of a paragraph leaves a blank line; other blocks (a div a line, as mail
    // programs write) a line break, however many of them meet.
    .replace(/<\/p\s*>/gi, PARAGRAPH)
    .replace(/<\/?(p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol)\b[^>]*>/gi, BLOCK)
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/[ \u0002]*\u0001[ \u0001\u0002]*/g, '\n\n')
    .replace(/ *\u0002[ \u0002]*/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
