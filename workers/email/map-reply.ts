import { isPicture } from '../board/picture';
import type { Attachment } from '../room/rfc822';

/**
 * The MAP command's answer: the board goes as an attachment (Email.txt: "it returns you, as
 * an e-mail attachment, the map displaying the current positions"), an SVG file any browser
 * opens, named for the game and phase; the reply's text says it is there. A board that
 * cannot be drawn gets the sentence why instead.
 */
export type MailAttachment = Attachment;

export function mapAnswer(text: string, game: string, phase: string): { notes: string[]; attachment?: MailAttachment } {
  if (!isPicture(text)) return { notes: [text] };
  const filename = `${game}-${phase}.svg`.toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return { notes: [`The board is attached as ${filename}: open it with a web browser.`], attachment: { filename, contentType: 'image/svg+xml', content: text } };
}
