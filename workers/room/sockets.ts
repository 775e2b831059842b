import type { Actor } from '../../shared/game/types';

/*
 * The room's WebSocket listeners, kept by the hibernation API: the runtime holds the
 * sockets while the object sleeps, and each socket carries who is watching in its
 * attachment, so that every push is cut to what that viewer may see.
 */

interface Attachment {
  readonly viewer: Actor | null;
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

/** Sends without minding a socket that has just gone away: its close event follows. */
export function send(ws: WebSocket, message: unknown): void {
  try {
    ws.send(JSON.stringify(message));
  } catch {
    // Closed or closing.
  }
}

/**
 * Sends each listener the message made for its viewer. Viewers alike share one message, so
 * a crowd of anonymous watchers costs one view.
 */
export function pushAll(ctx: DurableObjectState, messageFor: (viewer: Actor | null) => unknown): number {
  const made = new Map<string, string>();
  let sent = 0;
  for (const ws of ctx.getWebSockets()) {
    const viewer = viewerOf(ws);
    const key = JSON.stringify(viewer);
    let text = made.get(key);
    if (text === undefined) {
      text = JSON.stringify(messageFor(viewer));
      made.set(key, text);
    }
    try {
      ws.send(text);
      sent++;
    } catch {
      // Closed or closing.
    }
  }
  return sent;
}
