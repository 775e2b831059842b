import app from './app';
import { handleEmail } from './email/handler';
import type { Env } from './env';

export { GameRoom } from './game-room';

export default {
  /** The HTTP API and the static client. */
  fetch: app.fetch,
  /** Mail routed to the judge's address or a game's (Cloudflare Email Routing). */
  email: handleEmail,
} satisfies ExportedHandler<Env>;
