import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Ledger } from '../chain/ledger';
import { foreignOriginMessage, type OriginPolicy } from '../edge/cors';
import { FOREIGN_HOST_STATUS, foreignHostMessage, refuseUpgrade, type HostPolicy } from '../edge/host';
import {
  errorResponse,
  INTERNAL_ERROR,
  INVALID_REQUEST,
  PARSE_ERROR,
  resultResponse,
  RpcError,
  stringifyJson,
} from './json-rpc';
import { SubscriptionRegistry, type SubscriptionClient } from './subscriptions';

/** A browser's upgrade is not subject to CORS, so the RPC's Host and Origin checks are made here too. */

export interface RpcWebSocketOptions {
  origins: OriginPolicy;
  hosts: HostPolicy;
  maxPayload?: number;
  maxSubscriptionsPerClient?: number;
}

export const MAX_PAYLOAD = 64 * 1024;
export const MAX_SUBSCRIPTIONS_PER_CLIENT = 256;

export interface RpcWebSocket {
  handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  stats(): { connections: number; subscriptions: number };
  close(): Promise<void>;
}

interface Connection {
  registry: SubscriptionRegistry;
  client: SubscriptionClient;
  maxSubscriptions: number;
}

function call({ registry, client, maxSubscriptions }: Connection, method: string, params: unknown) {
  // 'slotUnsubscribe' does not end in 'Subscribe': only new subscriptions count.
  if (method.endsWith('Subscribe') && registry.countOf(client) >= maxSubscriptions) {
    throw new RpcError(
      INTERNAL_ERROR,
      `Subscription refused: at most ${String(maxSubscriptions)} subscriptions per connection`,
    );
  }
  return registry.call(client, method, params);
}

function frame(connection: Connection, request: unknown) {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'));
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const validId = id === undefined || id === null || typeof id === 'string' || typeof id === 'number';
  const replyId = validId && id !== undefined ? id : null;
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !validId) {
    return errorResponse(replyId, new RpcError(INVALID_REQUEST, 'Invalid request'));
  }
  // Clients ping with id-less notifications (kit's autopinger, web3.js's keep-alive): the frame itself keeps the
  // connection warm and a notification gets no answer.
  if (id === undefined) return undefined;
  try {
    return resultResponse(replyId, call(connection, method, params));
  } catch (cause) {
    const error = cause instanceof RpcError ? cause : new RpcError(INTERNAL_ERROR, `Internal error: ${String(cause)}`);
    return errorResponse(replyId, error);
  }
}

function onMessage(connection: Connection, socket: WebSocket, text: string) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    socket.send(stringifyJson(errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error'))));
    return;
  }
  if (Array.isArray(body)) {
    const replies = body.map((request) => frame(connection, request)).filter((r) => r !== undefined);
    if (body.length === 0)
      socket.send(stringifyJson(errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'))));
    else if (replies.length > 0) socket.send(stringifyJson(replies));
    return;
  }
  const reply = frame(connection, body);
  if (reply) socket.send(stringifyJson(reply));
}

export function createRpcWebSocket(ledger: Ledger, options: RpcWebSocketOptions): RpcWebSocket {
  const registry = new SubscriptionRegistry(ledger);
  const maxSubscriptions = options.maxSubscriptionsPerClient ?? MAX_SUBSCRIPTIONS_PER_CLIENT;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload ?? MAX_PAYLOAD });

  wss.on('connection', (socket) => {
    const client: SubscriptionClient = {
      notify(method, subscription, result) {
        if (socket.readyState !== socket.OPEN) return;
        socket.send(stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription } }));
      },
    };
    const connection: Connection = { registry, client, maxSubscriptions };
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        socket.send(stringifyJson(errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error'))));
        return;
      }
      const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      onMessage(connection, socket, bytes.toString('utf8'));
    });
    socket.on('close', () => {
      registry.dropClient(client);
    });
    socket.on('error', () => {
      registry.dropClient(client);
    });
  });

  return {
    handleUpgrade: (request, socket, head) => {
      const { host, origin } = request.headers;
      if (!options.hosts(host)) {
        refuseUpgrade(socket, FOREIGN_HOST_STATUS, foreignHostMessage(host ?? ''));
        return;
      }
      if (!options.origins(origin)) {
        refuseUpgrade(socket, 403, foreignOriginMessage(origin ?? ''));
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        wss.emit('connection', ws, request);
      });
    },
    stats() {
      return { connections: wss.clients.size, subscriptions: registry.size };
    },
    close() {
      registry.close();
      for (const ws of wss.clients) ws.terminate();
      return new Promise<void>((resolve) => {
        wss.close(() => {
          resolve();
        });
      });
    },
  };
}
