import app from './app';
import type { Env } from './env';

export { GameRoom } from './game-room';

export default app satisfies ExportedHandler<Env>;
