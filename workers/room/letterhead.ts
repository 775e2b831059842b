import type { Env } from '../env';
import type { Mailbox } from './rfc822';

/*
 * What every mail of the judge carries, whichever way it goes out (a reply to a mail, or
 * the outbox's results, press and notices): one sender name, and the game's web address,
 * so that a player can always find the game's page from his mail.
 */

/** The name the judge signs its mail with, replies and results alike. */
export const JUDGE_NAME = 'Cloud Judge';

/** The judge's mailbox at `address` (its own, or a game's): always under the one name. */
export const judgeMailbox = (address: string): Mailbox => ({ address, name: JUDGE_NAME });

/** The web client's address: PUBLIC_URL without a trailing slash. */
export const judgeWebAddress = (env: Pick<Env, 'PUBLIC_URL'>): string => env.PUBLIC_URL.replace(/\/+$/, '');

/** A game's page on the web client: `<PUBLIC_URL>/#/games/<id>`. */
export function gameWebAddress(env: Pick<Env, 'PUBLIC_URL'>, gameId: string): string {
  return `${judgeWebAddress(env)}/#/games/${encodeURIComponent(gameId)}`;
}

/** The line that ends a mail about a game: where to see it on the web. */
export const webLine = (env: Pick<Env, 'PUBLIC_URL'>, gameId: string): string => `The game on the web: ${gameWebAddress(env, gameId)}`;

/** A mail's text with the game's web address after it. */
export const withWebLine = (env: Pick<Env, 'PUBLIC_URL'>, gameId: string, body: string): string =>
  `${body.replace(/\n+$/, '')}\n\n${webLine(env, gameId)}\n`;
