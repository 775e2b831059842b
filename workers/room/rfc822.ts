/*
 * A small writer of Internet mail (RFC 5322 with MIME, RFC 2045 and 2047): enough for the
 * judge's own plain-text messages and its replies to mail, and no more. Every header value
 * is made safe here: no line break a caller slips in can start a header of its own.
 */

/** A mailbox: an address and, if known, the name that goes with it. */
export interface Mailbox {
  readonly address: string;
  readonly name?: string;
}

/** One plain-text message from the judge. */
export interface PlainMessage {
  readonly from: Mailbox;
  readonly to: Mailbox;
  readonly subject: string;
  /** When it was written, epoch milliseconds. */
  readonly date: number;
  /** The Message-ID without its angle brackets: "g1.42@judge.example". */
  readonly messageId: string;
  /** The text, lines separated by "\n". */
  readonly body: string;
}

/** What a reply to a mail says and to whom. */
export interface ReplyParts {
  /** Our mailbox: the address the mail was sent to, under the judge's name. */
  readonly from: Mailbox;
  readonly to: string;
  readonly subject: string;
  /** The Message-ID of the mail answered, with its angle brackets. */
  readonly inReplyTo: string;
  /** The References of the mail answered, if any. */
  readonly references: string | null;
  readonly text: string;
  /** For our own Message-ID, with its angle brackets. */
  readonly messageId: string;
  readonly date: Date;
  /** Files sent with the text (the MAP command's board): the message is then multipart/mixed. */
  readonly attachments?: readonly Attachment[];
}

/** A text file sent with a message, in base64. */
export interface Attachment {
  /** Letters, digits, dots, dashes and underscores only: it is written in a header as it is. */
  readonly filename: string;
  /** "image/svg+xml". */
  readonly contentType: string;
  readonly content: string;
}

const CRLF = '\r\n';

/** Whether text is printable US-ASCII, which may stand in a header as it is. */
const plainAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** Any run of line breaks and other control characters becomes one space. */
const oneLine = (text: string): string => text.replace(/[\x00-\x1f\x7f]+/g, ' ').trim();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const encoder = new TextEncoder();

/**
 * Text as RFC 2047 encoded words ("=?UTF-8?B?…?="), each at most 75 characters and
 * never splitting a character's bytes, joined by folding whitespace.
 */
function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  // 30 bytes make 40 base64 characters: with "=?UTF-8?B?" and "?=", 52, which leaves room
  // on the first line for the header's name.
  for (const ch of text) {
    if (encoder.encode(chunk + ch).length > 30) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk.length > 0) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${base64(encoder.encode(w))}?=`).join(`${CRLF} `);
}

/** Unstructured header text (a Subject): as it is when plain, else encoded words. */
export function headerText(text: string): string {
  const line = oneLine(text);
  return plainAscii(line) ? line : encodedWords(line);
}

/** A display name: a quoted string when plain, else encoded words. */
function displayName(name: string): string {
  const line = oneLine(name);
  if (!plainAscii(line)) return encodedWords(line);
  return `"${line.replace(/(["\\])/g, '\\$1')}"`;
}

/** What an address may hold for us to write it: no space, no angle brackets, no line break, one @. */
const ADDRESS = /^[^\s<>()",;@]+@[^\s<>()",;@]+$/;

/**
 * A header folded at spaces so that no line passes 78 characters where it can be helped
 * (RFC 5322 2.2.3); parts already folded (encoded words) are left as they are.
 */
function foldHeader(header: string): string {
  return header
    .split(CRLF)
    .map((line) => {
      if (line.length <= 78) return line;
      const out: string[] = [];
      let rest = line;
      while (rest.length > 78) {
        const cut = rest.lastIndexOf(' ', 78);
        if (cut <= 0) break;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      out.push(rest);
      return out.join(CRLF);
    })
    .join(CRLF);
}

/** Whether the judge can write this address in a header. */
export const writableAddress = (address: string): boolean => ADDRESS.test(address) && address.length <= 254;

/** `"Name" <address>`, or the bare address. */
export function mailbox(box: Mailbox): string {
  if (!writableAddress(box.address)) throw new Error(`Not an address the judge can write: ${JSON.stringify(box.address)}`);
  const name = box.name === undefined ? '' : oneLine(box.name);
  return name.length === 0 ? box.address : `${displayName(name)} <${box.address}>`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const two = (n: number): string => String(n).padStart(2, '0');

/** The date as RFC 5322 writes it, in UTC: "Tue, 01 Jan 2030 13:05:00 +0000". */
export function mailDate(ms: number): string {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]}, ${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`;
}

/**
 * The body in quoted-printable (RFC 2045): lines of at most 76 characters, any byte that
 * is not plain ASCII written as =XX, soft breaks where a line is too long.
 */
function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let encoded = '';
    for (const b of encoder.encode(line)) {
      const plain = (b >= 33 && b <= 126 && b !== 61) || b === 32;
      encoded += plain ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    // Whitespace at the end of a line would be lost in transport: encode it.
    encoded = encoded.replace(/ $/, '=20');
    while (encoded.length > 76) {
      let cut = 75;
      // Never split an =XX.
      const eq = encoded.lastIndexOf('=', cut);
      if (eq > cut - 3) cut = eq;
      out.push(`${encoded.slice(0, cut)}=`);
      encoded = encoded.slice(cut);
    }
    out.push(encoded);
  }
  return out.join(CRLF);
}

/**
 * The whole message, headers and body, lines ending in CRLF. It says that a robot wrote
 * it (Auto-Submitted, RFC 3834), so that no auto-responder answers and no mail loop
 * starts. A body that is plain ASCII with short lines goes as it is (7bit); any other
 * in quoted-printable.
 */
export function writeMessage(message: PlainMessage): string {
  const body = message.body.replace(/\r\n?/g, '\n').replace(/\n?$/, '\n');
  const lines = body.split('\n');
  const sevenBit = lines.every((l) => plainAscii(l) && l.length <= 998);
  const headers = [
    `From: ${mailbox(message.from)}`,
    `To: ${mailbox(message.to)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${mailDate(message.date)}`,
    `Message-ID: <${oneLine(message.messageId).replace(/[<>\s]/g, '')}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${sevenBit ? '7bit' : 'quoted-printable'}`,
    'Auto-Submitted: auto-generated',
    // Outlook's own way of asking for no out-of-office answers.
    'X-Auto-Response-Suppress: All',
  ];
  const text = sevenBit ? lines.join(CRLF) : quotedPrintable(body);
  return `${headers.map(foldHeader).join(CRLF)}${CRLF}${CRLF}${text.replace(/(\r\n)?$/, CRLF)}`;
}

/**
 * The judge's reply to a mail: plain UTF-8 text in quoted-printable, threaded under the
 * mail it answers (In-Reply-To, References) and marked as sent by a machine in answer
 * (Auto-Submitted: auto-replied, RFC 3834), so that well-behaved mailers never answer it
 * in turn.
 */
export function replyMessage(parts: ReplyParts): string {
  const references = [parts.references === null ? '' : oneLine(parts.references), oneLine(parts.inReplyTo)].filter((r) => r !== '').join(' ');
  const subject = /^re:/i.test(oneLine(parts.subject)) ? oneLine(parts.subject) : `Re: ${oneLine(parts.subject)}`.trim();
  const headers = [
    `From: ${mailbox(parts.from)}`,
    `To: <${oneLine(parts.to)}>`,
    `Subject: ${headerText(subject)}`,
    `Date: ${mailDate(parts.date.getTime())}`,
    `Message-ID: ${oneLine(parts.messageId)}`,
    `In-Reply-To: ${oneLine(parts.inReplyTo)}`,
    `References: ${references}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
  ];
  const text = quotedPrintable(parts.text.replace(/\r\n?/g, '\n'));
  const files = parts.attachments ?? [];
  if (files.length === 0) {
    headers.push('Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable');
    return `${headers.map(foldHeader).join(CRLF)}${CRLF}${CRLF}${text}${CRLF}`;
  }
  // A boundary that no base64 line and no quoted-printable line can hold ("=_" never starts one).
  const boundary = `=_judge_${crypto.randomUUID()}`;
  headers.push(`Content-Type: multipart/mixed; boundary="${boundary}"`);
  const bodies = [
    ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '', text].join(CRLF),
    ...files.map((f) => {
      const name = f.filename.replace(/[^A-Za-z0-9._-]/g, '') || 'attachment';
      const type = f.contentType.replace(/[^A-Za-z0-9.+/-]/g, '');
      return [`Content-Type: ${type}; name="${name}"`, `Content-Disposition: attachment; filename="${name}"`, 'Content-Transfer-Encoding: base64', '', base64Lines(encoder.encode(f.content))].join(CRLF);
    }),
  ];
  const body = `${bodies.map((b) => `--${boundary}${CRLF}${b}${CRLF}`).join('')}--${boundary}--${CRLF}`;
  return `${headers.map(foldHeader).join(CRLF)}${CRLF}${CRLF}${body}`;
}

/** Bytes in base64, in lines of 76 characters (RFC 2045). */
function base64Lines(bytes: Uint8Array): string {
  const lines: string[] = [];
  // 57 bytes make one line of 76; in chunks, so that no string of the whole file is built by concatenation a byte at a time.
  for (let i = 0; i < bytes.length; i += 57) lines.push(base64(bytes.subarray(i, i + 57)));
  return lines.join(CRLF);
}
