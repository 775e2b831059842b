import { EmailMessage } from 'cloudflare:email';
import PostalMime, { decodeWords, type Email } from 'postal-mime';
import type { Env } from '../env';
import { readMail } from './commands';
import { commandLines } from './body';
import { admitSender } from './gate';
import { htmlText } from './html';
import { addressedGame, automaticReason, bareAddress, ownAddresses, type OwnAddresses } from './inbound';
import { MAX_COMMANDS, MAX_LINE_LENGTH, MAX_LINES, MAX_RAW_BYTES } from './limits';
import { judgeMailbox, judgeWebAddress, webLine } from '../room/letterhead';
import { replyMessage, type Attachment } from '../room/rfc822';
import { notReadText, replyText } from './reply';
import { runMail, type Sender } from './session';

/**
 * The mail door: the Worker's `email` handler, for mail Cloudflare Email Routing sends to
 * the judge's address or to a game's (`<game>@` its domain).
 *
 * Mail a machine sent is dropped unanswered, on purpose, and logged; so is a sender's mail
 * beyond the hour's limit (after one answer saying so). Any other mail is answered once,
 * through `message.reply`: with what became of each of its lines, or with why it was not
 * read (too large, too long, no text, not text). This is the door's one error boundary:
 * whatever goes wrong is logged, and the commands carried out before it stay done.
 */
export async function handleEmail(message: ForwardableEmailMessage, env: Env): Promise<void> {
  try {
    await receive(message, env);
  } catch (err) {
    console.error('mail door: unexpected failure', err);
  }
}

/** What a reply needs of the mail it answers. */
interface Answering {
  readonly message: ForwardableEmailMessage;
  readonly own: OwnAddresses;
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
}

async function receive(message: ForwardableEmailMessage, env: Env): Promise<void> {
  const own = ownAddresses(env.JUDGE_ADDRESS);
  const why = automaticReason(message.from, message.headers, own);
  if (why !== null) {
    console.log('mail door: dropped automatic mail', { why, to: message.to });
    return;
  }
  const messageId = message.headers.get('message-id')?.trim() ?? '';
  if (!/^<[^<>\s]+>$/.test(messageId)) {
    // A reply must name the mail it answers; without a Message-ID there is no answering.
    console.log('mail door: dropped mail without a Message-ID', { to: message.to });
    return;
  }
  const answering: Answering = {
    message,
    own,
    messageId,
    to: bareAddress(message.from)!,
    subject: decodeWords(message.headers.get('subject') ?? '') || 'your mail',
  };
  const verdict = await admitSender(env, answering.to);
  if (verdict === 'drop') {
    console.log('mail door: dropped mail over the rate limit', { to: message.to });
    return;
  }
  if (verdict === 'refuse') {
    await reply(answering, notReadText('you have sent more mail this hour than the judge reads from one address. Mail sent before the hour is over goes unanswered; wait, then send your commands again.'));
    return;
  }
  if (message.rawSize > MAX_RAW_BYTES) {
    await reply(answering, notReadText(`it is larger than ${MAX_RAW_BYTES / 1024} KiB (attachments included).`));
    return;
  }
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  if (raw.byteLength > MAX_RAW_BYTES) {
    await reply(answering, notReadText(`it is larger than ${MAX_RAW_BYTES / 1024} KiB (attachments included).`));
    return;
  }
  let email: Email;
  try {
    email = await PostalMime.parse(raw);
  } catch (err) {
    console.log('mail door: unreadable MIME', { error: err instanceof Error ? err.message : String(err) });
    await reply(answering, notReadText('it could not be read as a mail message (its MIME structure is broken).'));
    return;
  }
  const text = email.text ?? (email.html === undefined ? '' : htmlText(email.html));
  if (text.trim() === '') {
    await reply(answering, notReadText('it has no text: the judge reads the plain text of a mail (or its HTML), never attachments.'));
    return;
  }
  if (looksBinary(text)) {
    await reply(answering, notReadText('its text is not text: it holds control characters that no mail program writes.'));
    return;
  }
  const lines = commandLines(text);
  if (lines.length > MAX_LINES) {
    await reply(answering, notReadText(`it has ${lines.length} lines; the judge reads at most ${MAX_LINES} in one mail.`));
    return;
  }
  const long = lines.findIndex((l) => l.length > MAX_LINE_LENGTH);
  if (long >= 0) {
    await reply(answering, notReadText(`line ${long + 1} is longer than ${MAX_LINE_LENGTH} characters.`));
    return;
  }
  const context = { game: addressedGame(message.to, own) };
  const read = readMail(lines, context);
  const commands = read.items.length;
  if (commands > MAX_COMMANDS) {
    await reply(answering, notReadText(`it has ${commands} commands; the judge carries out at most ${MAX_COMMANDS} from one mail.`));
    return;
  }
  const sender: Sender = { address: senderAddress(email) ?? answering.to, name: senderName(email) };
  const ran = await runMail(env, read, sender, context, Date.now());
  // A mail with nothing in it the judge could read is told where to begin, not left at "not understood".
  const lost = ran.games.length === 0 && ran.told.every((t) => t.item.command.kind === 'prose' || t.item.command.kind === 'invalid');
  const after = lost ? [NEWCOMER, `The judge on the web: ${judgeWebAddress(env)}`] : ran.games.map((game) => webLine(env, game));
  await reply(answering, replyText(lines, read, ran, after), ran.told.flatMap((t) => (t.attachment === undefined ? [] : [t.attachment])));
}

const NEWCOMER = 'New to the judge? LIST names the games you may join;\nJOIN game password joins one.';

/** The From header's address, if it has one. */
function senderAddress(email: Email): string | null {
  const from = email.from;
  return from !== undefined && from.address !== undefined && from.address.includes('@') ? from.address.toLowerCase() : null;
}

/** The From header's display name, if any: what a mail player is called in the game. */
function senderName(email: Email): string | null {
  const name = email.from?.name?.trim() ?? '';
  return name === '' ? null : name.slice(0, 40);
}

/** Text with characters no mail program writes: a NUL, or many other control characters. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls > 8 && controls > text.length / 100;
}

/** Answers the mail; a reply the platform refuses is logged, never thrown. */
async function reply(a: Answering, text: string, attachments: readonly Attachment[] = []): Promise<void> {
  // Our From is the address the mail came to: the judge's, or the game's.
  const from = bareAddress(a.message.to) ?? a.own.judge;
  const raw = replyMessage({
    from: judgeMailbox(from),
    to: a.to,
    subject: a.subject,
    inReplyTo: a.messageId,
    references: a.message.headers.get('references'),
    text,
    attachments,
    messageId: `<${crypto.randomUUID()}@${a.own.domain}>`,
    date: new Date(),
  });
  try {
    await a.message.reply(new EmailMessage(from, a.to, raw));
  } catch (err) {
    console.error('mail door: the reply was refused', { to: a.message.to, error: err instanceof Error ? err.message : String(err) });
  }
}
