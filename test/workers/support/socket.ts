import { exports } from 'cloudflare:workers';

/** A WebSocket client of the judge that queues what it receives, for tests to take in order. */
export class TestSocket {
  private readonly queue: unknown[] = [];
  private readonly waiting: ((message: unknown) => void)[] = [];
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.accept();
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(typeof event.data === 'string' ? event.data : new TextDecoder().decode(event.data)) as unknown;
      const waiter = this.waiting.shift();
      if (waiter === undefined) this.queue.push(message);
      else waiter(message);
    });
    ws.addEventListener('close', () => {
      this.closed = true;
    });
  }

  /**
   * Opens a socket on a game, the secret offered as a subprotocol beside cloud-judge (as the
   * web client does); `query` is added to the address as it is. The response when the judge
   * refuses the upgrade.
   */
  static async open(id: string, options: { secret?: string; protocols?: string[]; query?: string } = {}): Promise<TestSocket | Response> {
    const query = options.query ?? '';
    const headers: Record<string, string> = { upgrade: 'websocket' };
    const protocols = options.protocols ?? (options.secret === undefined ? undefined : ['cloud-judge', options.secret]);
    if (protocols !== undefined) headers['sec-websocket-protocol'] = protocols.join(', ');
    const res = await exports.default.fetch(`http://judge.test/api/games/${id}/ws${query}`, { headers });
    if (res.webSocket === null) return res;
    const socket = new TestSocket(res.webSocket);
    socket.protocol = res.headers.get('sec-websocket-protocol');
    return socket;
  }

  /** The subprotocol the judge answered with. */
  protocol: string | null = null;

  /** The next message received (waiting for it if none is queued). */
  next(): Promise<any> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * The next game pushed, skipping the messages that come before it (a phase processed, a
   * message sent), which are kept in `skipped`.
   */
  async nextGame(): Promise<any> {
    for (;;) {
      const message = await this.next();
      if ((message as { type?: string }).type === 'game') return message;
      this.skipped.push(message);
    }
  }

  /** What `nextGame` passed over, oldest first. */
  readonly skipped: any[] = [];

  /** Messages received and not yet taken. */
  get pending(): number {
    return this.queue.length;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  close(): void {
    this.ws.close(1000, 'done');
  }
}
