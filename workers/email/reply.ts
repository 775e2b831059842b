import { RULE, wrap } from '../../shared/text/layout';
import type { ReadMail } from './commands';
import type { Ran, Told } from './session';

/**
 * The text of the judge's answer to a mail, the way judges have always answered: every
 * line the judge read, quoted, with what became of it beneath; the texts asked for; and at
 * the end the orders as they now stand. Pure.
 */

const NOTE = '    ';

function toldLines(told: Told, lines: readonly string[]): string[] {
  const out: string[] = [];
  told.item.lines.forEach((at, k) => {
    out.push(`> ${k === 0 ? told.item.echo : (told.item.echoes?.get(at) ?? lines[at]!)}`.trimEnd());
    const note = told.lineNotes?.get(at);
    if (note !== undefined) out.push(...wrap(note, NOTE));
  });
  for (const note of told.notes) {
    // A secret is one long word: `wrap` leaves it whole on its line.
    if (note !== '') out.push(...wrap(note, NOTE));
  }
  // A text ends with its own line break: one blank line, not two, before what follows.
  if (told.text !== undefined && told.text.trim() !== '') out.push('', told.text.replace(/\n+$/, ''));
  return out;
}

/** The reply to a mail the judge read; `after`: lines that end it (the web address of each game it signed on to). */
export function replyText(lines: readonly string[], read: ReadMail, ran: Ran, after: readonly string[] = []): string {
  const out = ['The judge read your mail. Each line is quoted below (">", passwords masked)', 'with what became of it beneath.'];
  let previousWasOrder = false;
  for (const told of ran.told) {
    const isOrder = told.item.command.kind === 'order';
    if (!(isOrder && previousWasOrder)) out.push('');
    out.push(...toldLines(told, lines));
    previousWasOrder = isOrder && told.text === undefined;
  }
  if (ran.told.length === 0) out.push('', 'There was nothing in it to do: no line of it is a command.');
  if (read.unread > 0) out.push('', `(${read.unread === 1 ? 'The line' : `The ${read.unread} lines`} after SIGNOFF ${read.unread === 1 ? 'was' : 'were'} not read.)`);
  for (const closing of ran.closing) out.push('', RULE, closing.replace(/\n+$/, ''));
  const text = out.join('\n').replace(/\n+$/, '');
  return `${after.length === 0 ? text : [text, '', ...after].join('\n')}\n`;
}

/** The reply to a mail the judge did not read, saying why. */
export function notReadText(why: string): string {
  return `The judge did not read your mail: ${why}\n\nNothing in it was done. Send your commands as plain text, one a line.\n`;
}
