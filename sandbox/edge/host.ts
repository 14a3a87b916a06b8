import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';

// DNS rebinding: a page re-points its own name at 127.0.0.1 and reads the answers as same-origin, past CORS, but its
// Host is still that name. On a wildcard --host IP addresses pass too: a rebinding page always uses a name.
export type HostPolicy = (host: string | undefined) => boolean;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

function isNameWithPort(host: string, name: string): boolean {
  if (host === name) return true;
  if (host.length < name.length + 2 || host.length > name.length + 6 || !host.startsWith(name)) return false;
  if (host.charCodeAt(name.length) !== 58) return false; // ':'
  for (let i = name.length + 1; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function withoutPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

export function hostPolicy(configured = '127.0.0.1'): HostPolicy {
  const own = configured.toLowerCase();
  const names = [...new Set([...LOOPBACK, isIP(own) === 6 ? `[${own}]` : own])];
  const anyAddress = WILDCARDS.has(own);
  const known = (host: string) => {
    for (const name of names) if (isNameWithPort(host, name)) return true;
    return false;
  };
  // Every request of a client carries the same Host: the last one accepted costs one string compare.
  let lastAccepted: string | null = null;
  return (host) => {
    if (host === undefined || host === lastAccepted) return true;
    const ok = known(host) || known(host.toLowerCase()) || (anyAddress && isIP(withoutPort(host)) !== 0);
    if (ok) lastAccepted = host;
    return ok;
  };
}

export function foreignHostMessage(host: string) {
  return `Host ${host} is not served by the sandbox (a guard against DNS rebinding): use localhost, 127.0.0.1 or [::1], or start it with --host ${withoutPort(host)}`;
}

export const FOREIGN_HOST_STATUS = 403;

export function refuseForeignHost(req: IncomingMessage, res: ServerResponse, allowed: HostPolicy): boolean {
  const { host } = req.headers;
  if (allowed(host)) return false;
  const body = JSON.stringify({ error: foreignHostMessage(host ?? '') });
  res.writeHead(FOREIGN_HOST_STATUS, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
  return true;
}

export function withHostCheck(next: RequestListener, allowed: HostPolicy): RequestListener {
  return (req, res) => {
    if (!refuseForeignHost(req, res, allowed)) next(req, res);
  };
}

export function refuseUpgrade(socket: Duplex, status: number, error: string) {
  const body = JSON.stringify({ error });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
  );
}
