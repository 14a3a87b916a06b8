import { getRequestListener } from '@hono/node-server';
import { createServer, type RequestListener } from 'node:http';
import { Clock } from './chain/clock';
import { statePathOf, type SandboxConfig } from './config';
import { createApiApp } from './http/app';
import { originPolicy } from './edge/cors';
import { withFastOrders } from './http/fast-orders';
import { hostPolicy, withHostCheck } from './edge/host';
import { closeServer, listen, startRpcServer } from './rpc/server';
import { Sandbox } from './sandbox';

export interface RunningSandbox {
  sandbox: Sandbox;
  apiUrl: string;
  rpcUrl: string;
  wsUrl: string;
  stop(): Promise<void>;
}

async function serve(listener: RequestListener, host: string, port: number) {
  const server = createServer(listener);
  return { server, port: await listen(server, host, port) };
}

export async function startSandbox(config: SandboxConfig): Promise<RunningSandbox> {
  const sandbox = Sandbox.open({ seed: config.seed, statePath: statePathOf(config), reset: config.reset });
  const clock = new Clock(sandbox.ledger, config.slotMs);
  clock.catchUp(sandbox.lastWrittenMs);
  const app = createApiApp({
    sandbox,
    clock,
    apiKey: config.apiKey,
    allowedOrigins: config.allowOrigins,
    dialect: config.dialect,
  });
  const hono = getRequestListener(app.fetch, { hostname: config.host });
  // The Host check runs first, so the order fast path is under it too (one string compare per request).
  const api = await serve(
    withHostCheck(
      withFastOrders(hono, sandbox, config.apiKey, originPolicy(config.allowOrigins), config.dialect),
      hostPolicy(config.host),
    ),
    config.host,
    config.port,
  );
  const rpc = await startRpcServer({
    ledger: sandbox.ledger,
    host: config.host,
    port: config.rpcPort,
    wsPort: config.wsPort ?? (config.rpcPort === 0 ? 0 : config.rpcPort + 1),
    allowedOrigins: config.allowOrigins,
  });
  // A fresh world is written at once (the file may hold another); a restored one is on disk already with its journal.
  if (!sandbox.restored) sandbox.save(true);
  clock.start();
  sandbox.startMarket();
  // A failed save (disk full, read-only folder) must not end the process: say so once, retry on every tick.
  let saveFailing = false;
  const saver = setInterval(() => {
    try {
      sandbox.save();
      if (saveFailing) console.error('sandbox: state saved again.');
      saveFailing = false;
    } catch (error) {
      if (!saveFailing) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(
          `sandbox: could not save ${String(statePathOf(config))} (${reason}); still running, will retry every tick.`,
        );
      }
      saveFailing = true;
    }
  }, config.saveMs);
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
      sandbox.close();
      // An idle open connection (a browser's preconnect) held `server.close()` for ever, and SIGTERM was ignored.
      await Promise.all([rpc.close(), closeServer(api.server)]);
    },
  };
}
