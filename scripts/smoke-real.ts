// npm run smoke:real -- [--base-url URL] [--api-key KEY] [--wallet ADDRESS]: every read once against a real service.
import { readFileSync } from 'node:fs';
import { createApiClient } from '../src/api/http';
import { formatSmoke, runSmoke } from '../src/api/smoke/smoke';

function dotenv(): Record<string, string> {
  let text = '';
  try {
    text = readFileSync('.env', 'utf8');
  } catch {
    return {};
  }
  const pairs = text.split('\n').map((l) => /^\s*([A-Z_]+)=(.*)$/.exec(l));
  return Object.fromEntries(pairs.flatMap((m) => (m ? [[m[1] as string, m[2] as string]] : [])));
}

const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const env = { ...dotenv(), ...process.env };
const baseUrl = flag('base-url') ?? env.VITE_API_BASE_URL ?? 'https://api.jup.ag';
const apiKey = flag('api-key') ?? env.VITE_API_KEY;
const wallet = flag('wallet') ?? env.SMOKE_WALLET ?? 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV';

const results = await runSmoke(createApiClient({ baseUrl, apiKey, timeoutMs: 20_000 }), wallet);
console.log(`smoke:real against ${baseUrl}\n${formatSmoke(results)}`);
const bad = results.filter((r) => r.outcome !== 'parsed').length;
console.log(`${String(results.length - bad)} of ${String(results.length)} answers parsed`);
process.exitCode = bad ? 1 : 0;
