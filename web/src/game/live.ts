import { useEffect, useRef, useState } from 'preact/hooks';
import { api, readSocketMessage, socketProtocols, socketUrl, type ApiProblem, type GameView, type SocketMessage } from '../api.js';

/**
 * The game as this browser may see it, kept fresh: read once over HTTP, then replaced by
 * every view the game's WebSocket pushes. A dropped socket is opened again, a little later
 * each time, and the game is read anew so nothing pushed meanwhile is missed. What else is
 * pushed (a processed phase, a new message) goes to `onPush`: the view holds neither.
 */
export interface LiveGame {
  readonly game: GameView | null;
  readonly error: ApiProblem | null;
  readonly connected: boolean;
  /** Put in a view an HTTP answer brought, unless a newer one is already shown. */
  readonly accept: (game: GameView) => void;
  readonly reload: () => void;
}

export function useLiveGame(id: string, secret: string | null, onPush?: (message: Exclude<SocketMessage, { type: 'game' }>) => void): LiveGame {
  const pushTo = useRef(onPush);
  pushTo.current = onPush;
  const [game, setGame] = useState<GameView | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [connected, setConnected] = useState(false);
  const [generation, setGeneration] = useState(0);
  const latest = useRef<GameView | null>(null);

  const accept = (next: GameView) => {
    // Revisions only grow; an older view arriving late must not undo a newer one.
    if (latest.current !== null && latest.current.id === next.id && next.revision < latest.current.revision && sameViewer(latest.current, next)) return;
    latest.current = next;
    setGame(next);
    setError(null);
  };

  useEffect(() => {
    let closed = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    latest.current = null;
    setGame(null);

    const load = async () => {
      const answer = await api.view(id, secret);
      if (closed) return;
      if (answer.ok) accept(answer.value.game);
      else setError(answer.error);
    };

    const open = () => {
      if (closed) return;
      socket = new WebSocket(socketUrl(window.location, id), socketProtocols(secret));
      socket.onopen = () => {
        attempts = 0;
        setConnected(true);
      };
      socket.onmessage = (event) => {
        const message = readSocketMessage(event.data);
        if (message?.type === 'game') accept(message.game);
        else if (message !== null) pushTo.current?.(message);
      };
      socket.onclose = () => {
        setConnected(false);
        if (closed) return;
        attempts++;
        retry = setTimeout(() => {
          void load();
          open();
        }, Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)));
      };
    };

    void load();
    open();
    return () => {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      socket?.close();
    };
  }, [id, secret, generation]);

  return { game, error, connected, accept, reload: () => setGeneration((g) => g + 1) };
}

function sameViewer(a: GameView, b: GameView): boolean {
  return JSON.stringify(a.viewer) === JSON.stringify(b.viewer);
}

/** The time now, ticking once a second while the component is shown. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
