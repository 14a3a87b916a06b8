// A minimal HTTP/1.1 client for the benchmarks: each instance holds one keep-alive connection. Node's http client
// costs more CPU per request than the sandbox does, and on this 2-core machine client and server share the CPU:
// measured with it, the figures would be the client's. Bodies are still parsed, and errors still fail the run.
import { connect, type Socket } from 'node:net';

export class HttpConnection {
  private socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((status: number, body: string) => void) | null = null;
  private nextId = 1;

  constructor(
    url: string,
    private readonly headers: Record<string, string> = {},
  ) {
    const { hostname, port } = new URL(url);
    this.socket = connect(Number(port), hostname);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.drain();
    });
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
    const resolve = this.waiting;
    this.waiting = null;
    resolve(status, body);
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
      this.waiting = (status, text) => {
        if (status < 200 || status > 299)
          reject(new Error(`${method} ${path}: ${String(status)} ${text.slice(0, 200)}`));
        else resolve(JSON.parse(text) as T);
      };
      this.socket.write(`${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${extra}${body}\r\n${payload}`);
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
    this.socket.destroy();
  }
}
