import { HelpRequested, parseConfig, statePathOf, USAGE } from './config';
import { startSandbox } from './server';
import { StateFileError } from './state/state-file';

async function main() {
  let config;
  try {
    config = parseConfig(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof HelpRequested) {
      console.log(USAGE);
      return;
    }
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  let running;
  try {
    running = await startSandbox(config);
  } catch (error) {
    if (error instanceof StateFileError) {
      console.error(`sandbox: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(`sandbox: a port is already in use (${(error as Error).message}). Is another sandbox running?`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  const { sandbox } = running;
  const statePath = statePathOf(config);
  console.log(
    [
      `Sandbox ready in ${String(Math.round(performance.now() - started))} ms (${sandbox.restored ? 'restored saved state' : 'fresh world'}, seed "${config.seed}", ${String(sandbox.world.size)} tokens)`,
      `  Trading API   ${running.apiUrl}   (x-api-key: ${config.apiKey}${config.dialect === 'real' ? ', real dialect' : ''})`,
      `  Control       ${running.apiUrl}/__sandbox`,
      `  Solana RPC    ${running.rpcUrl}   websocket ${running.wsUrl}`,
      `  State         ${statePath ? `${statePath} (saved every ${String(config.saveMs)} ms and on exit)` : 'in memory only'}`,
      `  Clock         ${config.slotMs > 0 ? `${String(config.slotMs)} ms a slot` : 'stopped (advance it with POST /__sandbox/clock)'}`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
  const shutdown = (signal: string) => {
    console.log(`\nsandbox: ${signal}, saving and stopping…`);
    running.stop().then(
      () => {
        console.log('sandbox: stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('sandbox: error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

// Not a top-level await: the bundle is CommonJS (scripts/sandbox.mjs). A failed start still ends the process.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
