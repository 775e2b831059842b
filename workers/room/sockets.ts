import type { Actor } from '../../shared/game/types';

/*
 * The room's WebSocket listeners, kept by the hibernation API: the runtime holds the
 * sockets while the object sleeps, and each socket carries who is watching in its
 * attachment, so that every push is cut to what that viewer may see.
 */

interface Attachment {
  readonly viewer: Actor | null;
  /** When the client last asked for the game (`{"type":"view"}`), epoch milliseconds. */
  readonly askedAt?: number;
}

/** Takes a socket into the room's care for this viewer. */
export function accept(ctx: DurableObjectState, ws: WebSocket, viewer: Actor | null): void {
  ctx.acceptWebSocket(ws, [viewer?.kind ?? 'anonymous']);
  ws.serializeAttachment({ viewer } satisfies Attachment);
}

/** Who watches through this socket. */
export function viewerOf(ws: WebSocket): Actor | null {
  const attachment = ws.deserializeAttachment() as Attachment | null;
  return attachment?.viewer ?? null;
}

/**
 * Whether the client may have the game again now: not if it asked less than `interval`
 * milliseconds ago. The time is kept on the socket, so it holds through hibernation.
 */
export function mayAskAgain(ws: WebSocket, now: number, interval: number): boolean {
  const attachment = (ws.deserializeAttachment() as Attachment | null) ?? { viewer: null };
  if (attachment.askedAt !== undefined && now - attachment.askedAt < interval) return false;
  ws.serializeAttachment({ ...attachment, askedAt: now } satisfies Attachment);
  return true;
}

/** Sends without minding a socket that has just gone away: its close event follows. */
export function send(ws: WebSocket, message: unknown): void {
  try {
    ws.send(JSON.stringify(message));
  } catch {
    // Closed or closing.
  }
}

/**
 * Sends each listener the messages made for its viewer, in order. Viewers alike share one
 * set of messages, so a crowd of anonymous watchers costs one view.
 */
export function pushAll(ctx: DurableObjectState, messagesFor: (viewer: Actor | null) => readonly unknown[]): number {
  const made = new Map<string, string[]>();
  let sent = 0;
  for (const ws of ctx.getWebSockets()) {
    const viewer = viewerOf(ws);
    const key = JSON.stringify(viewer);
    let texts = made.get(key);
    if (texts === undefined) {
      texts = messagesFor(viewer).map((m) => JSON.stringify(m));
      made.set(key, texts);
    }
    try {
      for (const text of texts) ws.send(text);
      sent++;
    } catch {
      // Closed or closing.
    }
  }
  return sent;
}
