import { DurableObject } from 'cloudflare:workers';
import type { Env } from './env';

/**
 * One game: its state, its deadline alarm, its listeners. This first version only proves
 * the binding, the SQLite-backed storage and typed RPC work end to end; the game itself
 * (commands, alarms, WebSockets, the outbox) is built out in a later issue.
 */
export class GameRoom extends DurableObject<Env> {
  /** Answers with the id it was reached by, so a caller can see which room it talks to. */
  async ping(): Promise<{ ok: true; id: string }> {
    return { ok: true, id: this.ctx.id.toString() };
  }
}
