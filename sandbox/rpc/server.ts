import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ledger } from '../chain/ledger';
import { foreignOriginMessage, originPolicy, type OriginPolicy } from '../edge/cors';
import { hostPolicy, refuseForeignHost, type HostPolicy } from '../edge/host';
import { createRpcHandler, handleRpcText, type RpcHandler } from './handler';
import { createRpcWebSocket } from './ws';

// Like a local validator (websockets on port + 1, where web3.js looks, and on the RPC port). CORS and Host checks
// on both ports: any other origin is refused (a simple POST could airdrop).

export interface RpcServerOptions {
  ledger: Ledger;
  host?: string;
  port?: number;
  wsPort?: number;
  allowedOrigins?: readonly string[];
}

export interface RunningRpcServer {
  url: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** agave's MAX_REQUEST_BODY_SIZE: refused before parsing. */
const MAX_REQUEST_BODY_SIZE = 51_200;

function corsHeaders(req: IncomingMessage, allowed: OriginPolicy): Record<string, string> {
  const { origin } = req.headers;
  if (origin === undefined || !allowed(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BODY_SIZE) chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(size > MAX_REQUEST_BODY_SIZE ? null : Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
  cors: Record<string, string> = {},
) {
  res.writeHead(status, { ...cors, 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function serveRpc(
  handler: RpcHandler,
  allowed: OriginPolicy,
  hosts: HostPolicy,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (refuseForeignHost(req, res, hosts)) return;
  const cors = corsHeaders(req, allowed);
  if (req.method === 'OPTIONS') {
    // Preflight: allow whatever headers the browser asks for (solana-client, content-type…).
    const asked = req.headers['access-control-request-headers'];
    res.writeHead(204, { ...cors, 'access-control-allow-headers': asked ?? 'content-type' });
    res.end();
    return;
  }
  if (!allowed(req.headers.origin)) {
    send(res, 403, foreignOriginMessage(req.headers.origin ?? ''), undefined, cors);
    return;
  }
  if (req.method === 'GET') {
    // A validator answers GET /health with its health; every other GET is not JSON-RPC.
    if (req.url?.split('?')[0] === '/health') send(res, 200, 'ok', undefined, cors);
    else send(res, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', undefined, cors);
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', undefined, cors);
    return;
  }
  const text = await readBody(req);
  if (text === null) {
    send(res, 413, 'Payload Too Large', undefined, cors);
    return;
  }
  const reply = await handleRpcText(handler, text);
  send(res, 200, reply ?? '', 'application/json; charset=utf-8', cors);
}

export function listen(server: Server, host: string, port: number): Promise<number> {
  // Far past a client's idle gap: a keep-alive socket the server drops just as a busy client reuses it is an ECONNRESET.
  server.keepAliveTimeout = 120_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const CLOSE_GRACE_MS = 500;

/** A client mid-call gets its reply, not a reset. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, CLOSE_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function origin(scheme: 'http' | 'ws', host: string, port: number) {
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${String(port)}`;
}

export async function startRpcServer(options: RpcServerOptions): Promise<RunningRpcServer> {
  const { ledger, host = '127.0.0.1', port = 8899 } = options;
  const handler = createRpcHandler(ledger);
  const allowed = originPolicy(options.allowedOrigins, { extensions: true });
  const hosts = hostPolicy(host);
  const pubsub = createRpcWebSocket(ledger, { origins: allowed, hosts });

  const rpc = createServer((req, res) => {
    serveRpc(handler, allowed, hosts, req, res).catch((cause: unknown) => {
      if (!res.headersSent) send(res, 500, `Internal error: ${String(cause)}`);
      else res.destroy();
    });
  });
  rpc.on('upgrade', pubsub.handleUpgrade);

  const ws = createServer((req, res) => {
    if (refuseForeignHost(req, res, hosts)) return;
    send(res, 426, 'Upgrade Required: this port speaks Solana pubsub over websockets');
  });
  ws.on('upgrade', pubsub.handleUpgrade);

  let rpcPort: number;
  let wsPort: number;
  try {
    rpcPort = await listen(rpc, host, port);
    wsPort = await listen(ws, host, options.wsPort ?? (port === 0 ? 0 : port + 1));
  } catch (cause) {
    await Promise.all([closeServer(rpc), closeServer(ws), pubsub.close()]);
    throw cause;
  }

  let closing: Promise<void> | null = null;
  return {
    url: origin('http', host, rpcPort),
    wsUrl: origin('ws', host, wsPort),
    close() {
      closing ??= Promise.all([pubsub.close(), closeServer(rpc), closeServer(ws)]).then(() => undefined);
      return closing;
    },
  };
}
