// A minimal HTTP/1.1 client for the benchmarks: each instance holds one keep-alive connection. Node's http client
// costs more CPU per request than the sandbox does, and on this 2-core machine client and server share the CPU:
// measured with it, the figures would be the client's. Bodies are still parsed, and errors still fail the run.
import { connect, type Socket } from 'node:net';

/** A request unanswered this long fails the run instead of hanging it. */
const REQUEST_TIMEOUT_MS = 30_000;

interface Pending {
  raw: string;
  resolve: (status: number, body: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** Sent on a connection that had answered before: the server may have closed it as idle meanwhile. */
  reused: boolean;
}

const open = new Set<HttpConnection>();
let reconnected = 0;

/** Connections the server had closed as idle (Node's keepAliveTimeout, 5 s) and that were opened again. */
export const reconnects = () => reconnected;

/** Closes every connection still open: a measurement that throws leaves its own (the sandbox would wait on them). */
export function closeAll() {
  for (const c of open) c.close();
}

export class HttpConnection {
  private socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: Pending | null = null;
  private nextId = 1;
  private answered = false;
  /** The server ended the connection between requests: the next request opens a new one. */
  private ended = false;
  private failure: Error | null = null;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    open.add(this);
    this.socket = this.connect();
  }

  private connect(): Socket {
    const { hostname, port } = new URL(this.url);
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      try {
        this.drain();
      } catch (error) {
        this.fail(error as Error);
      }
    });
    socket.on('error', (error) => {
      if (socket === this.socket) this.fail(error);
    });
    const ended = () => {
      if (socket !== this.socket || this.failure) return;
      this.ended = true;
      const w = this.waiting;
      // Closed under a request nothing of which was answered: a request into a connection the server closed as
      // idle (it never read it). Sent once more on a new connection; anything else fails the run.
      if (w?.reused && this.buffer.length === 0) {
        this.waiting = null;
        this.send(w, false);
      } else if (w) this.fail(new Error(`${this.url}: connection closed during a request`));
    };
    socket.on('end', ended);
    socket.on('close', ended);
    return socket;
  }

  private fail(error: Error) {
    this.failure ??= error;
    const w = this.waiting;
    this.waiting = null;
    if (w) {
      clearTimeout(w.timer);
      w.reject(error);
    }
    open.delete(this);
    this.socket.destroy();
  }

  private drain() {
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd === -1 || !this.waiting) return;
    const head = this.buffer.subarray(0, headerEnd).toString('latin1');
    const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? NaN);
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!Number.isFinite(length)) throw new Error(`unexpected response: ${head}`);
    const end = headerEnd + 4 + length;
    if (this.buffer.length < end) return;
    const body = this.buffer.subarray(headerEnd + 4, end).toString('utf8');
    this.buffer = this.buffer.subarray(end);
    const w = this.waiting;
    this.waiting = null;
    this.answered = true;
    clearTimeout(w.timer);
    w.resolve(status, body);
  }

  private send(pending: Pending, mayRetry: boolean) {
    if (this.ended) {
      reconnected++;
      this.ended = false;
      this.answered = false;
      this.buffer = Buffer.alloc(0);
      this.socket.destroy();
      this.socket = this.connect();
    }
    this.waiting = { ...pending, reused: mayRetry && this.answered };
    this.socket.write(pending.raw);
  }

  /** One request; resolves with the parsed JSON body, rejects on a status other than 2xx. */
  request<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    const payload = json === undefined ? '' : JSON.stringify(json);
    const extra = Object.entries(this.headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    const body = payload
      ? `content-type: application/json\r\ncontent-length: ${String(Buffer.byteLength(payload))}\r\n`
      : '';
    return new Promise<T>((resolve, reject) => {
      if (this.failure) {
        reject(this.failure);
        return;
      }
      const timer = setTimeout(() => {
        this.fail(new Error(`${method} ${path}: no answer within ${String(this.timeoutMs)} ms`));
      }, this.timeoutMs);
      const pending: Pending = {
        raw: `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${extra}${body}\r\n${payload}`,
        resolve: (status, text) => {
          if (status < 200 || status > 299)
            reject(new Error(`${method} ${path}: ${String(status)} ${text.slice(0, 200)}`));
          else resolve(JSON.parse(text) as T);
        },
        reject,
        timer,
        reused: false,
      };
      this.send(pending, true);
    });
  }

  /** A JSON-RPC call (POST /). */
  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    const body = await this.request<{ result?: T; error?: { message: string } }>('POST', '/', {
      jsonrpc: '2.0',
      id: this.nextId++,
      method,
      params,
    });
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  }

  close() {
    open.delete(this);
    this.failure ??= new Error('connection closed by the bench');
    this.socket.destroy();
  }
}
