import { serve, type ServerType } from '@hono/node-server';
import { createServer as createHttpServer, type RequestListener, type ServerOptions } from 'node:http';
import { Clock } from './chain/clock';
import { statePathOf, type SandboxConfig } from './config';
import { createApiApp } from './http/app';
import { withFastOrders } from './http/fast-orders';
import { startRpcServer } from './rpc/server';
import { Sandbox } from './sandbox';

export interface RunningSandbox {
  sandbox: Sandbox;
  apiUrl: string;
  rpcUrl: string;
  wsUrl: string;
  /** Save the state and close every listener. */
  stop(): Promise<void>;
}

function listen(
  app: { fetch: (req: Request) => Response | Promise<Response> },
  host: string,
  port: number,
  wrap: (listener: RequestListener) => RequestListener,
) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const createServer = (options: ServerOptions, listener: RequestListener) =>
      createHttpServer(options, wrap(listener));
    const server = serve({ fetch: app.fetch, hostname: host, port, createServer }, (info) => {
      resolve({ server, port: info.port });
    });
    server.once('error', reject);
  });
}

/** Open (or restore) the sandbox and start its API, RPC, websocket, clock and save timer. */
export async function startSandbox(config: SandboxConfig): Promise<RunningSandbox> {
  const sandbox = Sandbox.open({ seed: config.seed, statePath: statePathOf(config), reset: config.reset });
  const clock = new Clock(sandbox.ledger, config.slotMs);
  const app = createApiApp({ sandbox, clock, apiKey: config.apiKey });
  const api = await listen(app, config.host, config.port, (hono) => withFastOrders(hono, sandbox, config.apiKey));
  const rpc = await startRpcServer({
    ledger: sandbox.ledger,
    host: config.host,
    port: config.rpcPort,
    wsPort: config.wsPort ?? (config.rpcPort === 0 ? 0 : config.rpcPort + 1),
  });
  sandbox.save(true);
  clock.start();
  sandbox.startMarket();
  const saver = setInterval(() => sandbox.save(), config.saveMs);
  saver.unref();
  let stopped = false;
  return {
    sandbox,
    apiUrl: `http://${config.host}:${String(api.port)}`,
    rpcUrl: rpc.url,
    wsUrl: rpc.wsUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(saver);
      clock.stop();
      sandbox.stopMarket();
      sandbox.save(true);
      await rpc.close();
      await new Promise<void>((resolve) => {
        api.server.close(() => {
          resolve();
        });
      });
    },
  };
}
