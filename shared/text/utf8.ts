/**
 * UTF-8 by hand, for the rules package (which has neither Node's Buffer nor the DOM's
 * TextEncoder in its types) where it reads and writes bytes itself: the command line's
 * lean path (adjudicate/plain-movement.ts).
 */

/**
 * Writes `text` as UTF-8 into `out` from `at` and gives where it ends; `out` must have room
 * for 3 bytes a character. A lone surrogate is written as U+FFFD, as TextEncoder and
 * Node's Buffer write it.
 */
export function writeUtf8(text: string, out: Uint8Array, at: number): number {
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      out[at++] = c;
      continue;
    }
    if (c < 0x800) {
      out[at++] = 0xc0 | (c >> 6);
      out[at++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const low = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
        i++;
        out[at++] = 0xf0 | (c >> 18);
        out[at++] = 0x80 | ((c >> 12) & 0x3f);
        out[at++] = 0x80 | ((c >> 6) & 0x3f);
        out[at++] = 0x80 | (c & 0x3f);
        continue;
      }
      c = 0xfffd;
    }
    out[at++] = 0xe0 | (c >> 12);
    out[at++] = 0x80 | ((c >> 6) & 0x3f);
    out[at++] = 0x80 | (c & 0x3f);
  }
  return at;
}

/** The text of bytes[start, end) when every byte is ASCII; null when any is not. */
export function asciiText(bytes: Uint8Array, start: number, end: number): string | null {
  let text = '';
  // In slices, for String.fromCharCode takes its arguments on the stack.
  for (let i = start; i < end; i += 4096) {
    const slice = bytes.subarray(i, Math.min(end, i + 4096));
    for (let j = 0; j < slice.length; j++) if (slice[j]! >= 0x80) return null;
    text += String.fromCharCode(...slice);
  }
  return text;
}

/**
 * The text of UTF-8 bytes[start, end), as writeUtf8 writes it. A byte that does not begin a
 * well-formed sequence is read as U+FFFD on its own (simpler than the WHATWG decoder, which
 * may take several such bytes as one: this reads what the judge wrote, not what it was sent).
 */
export function readUtf8(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  let i = start;
  while (i < end) {
    const c = bytes[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    let code = n === 0 ? c : n === 1 ? c & 0x1f : n === 2 ? c & 0x0f : c & 0x07;
    let ok = n >= 0 && i + n < end;
    for (let k = 1; ok && k <= n; k++) {
      const d = bytes[i + k]!;
      if ((d & 0xc0) !== 0x80) ok = false;
      else code = (code << 6) | (d & 0x3f);
    }
    if (ok && ((n === 2 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff))) || (n === 3 && (code < 0x10000 || code > 0x10ffff)))) ok = false;
    if (!ok) {
      text += '\ufffd';
      i++;
      continue;
    }
    text += String.fromCodePoint(code);
    i += n + 1;
  }
  return text;
}
