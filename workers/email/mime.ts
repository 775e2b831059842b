/**
 * The judge's reply as an RFC 5322 message: plain UTF-8 text in quoted-printable, threaded
 * under the mail it answers (In-Reply-To, References) and marked as sent by a machine
 * (Auto-Submitted: auto-replied, RFC 3834), so that well-behaved mailers never answer it
 * in turn. Pure.
 */

/** What a reply says and to whom. */
export interface ReplyParts {
  /** Our address: the one the mail was sent to. */
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  /** The Message-ID of the mail answered, with its angle brackets. */
  readonly inReplyTo: string;
  /** The References of the mail answered, if any. */
  readonly references: string | null;
  readonly text: string;
  /** For our own Message-ID. */
  readonly messageId: string;
  readonly date: Date;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** No header may carry a line break of its own: it would start a header of the sender's making. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** A header value in RFC 2047 encoded words when it is not plain ASCII. */
export function encodeWords(value: string): string {
  const text = oneLine(value);
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  // Encoded words of at most 75 characters: 45 bytes of UTF-8 each, never splitting a character.
  const words: string[] = [];
  let chunk = '';
  for (const ch of text) {
    if (encoder.encode(chunk + ch).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk !== '') words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${btoa(String.fromCharCode(...encoder.encode(w)))}?=`).join(`${CRLF} `);
}

/** A long header folded at spaces, lines kept under 78 characters where the words allow. */
function fold(name: string, value: string): string {
  const words = value.split(' ');
  const lines: string[] = [];
  let line = `${name}:`;
  for (const word of words) {
    if (line.length + 1 + word.length > 76 && line !== `${name}:`) {
      lines.push(line);
      line = '';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join(CRLF);
}

/** Quoted-printable (RFC 2045) of UTF-8 text, lines ending in CRLF, none longer than 76. */
export function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bytes = encoder.encode(line);
    let encoded = '';
    let width = 0;
    bytes.forEach((b, i) => {
      const last = i === bytes.length - 1;
      const plain = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
      const piece = plain ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
      if (width + piece.length > 75) {
        encoded += `=${CRLF}`;
        width = 0;
      }
      encoded += piece;
      width += piece.length;
    });
    out.push(encoded);
  }
  return out.join(CRLF);
}

/** RFC 5322's date: "Tue, 01 Jan 2040 12:00:00 +0000". */
const mailDate = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');

/** The raw reply. */
export function replyMessage(parts: ReplyParts): string {
  const references = [parts.references === null ? '' : oneLine(parts.references), oneLine(parts.inReplyTo)].filter((r) => r !== '').join(' ');
  const subject = /^re:/i.test(oneLine(parts.subject)) ? oneLine(parts.subject) : `Re: ${oneLine(parts.subject)}`.trim();
  const headers = [
    `From: Diplomacy judge <${oneLine(parts.from)}>`,
    `To: <${oneLine(parts.to)}>`,
    /^[\x20-\x7e]*$/.test(subject) ? fold('Subject', subject) : `Subject: ${encodeWords(subject)}`,
    `Date: ${mailDate(parts.date)}`,
    `Message-ID: ${oneLine(parts.messageId)}`,
    `In-Reply-To: ${oneLine(parts.inReplyTo)}`,
    fold('References', references),
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
  ];
  return `${headers.join(CRLF)}${CRLF}${CRLF}${quotedPrintable(parts.text)}${CRLF}`;
}
