import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the sandbox addresses', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_BASE_URL: 'http://127.0.0.1:8787',
      VITE_API_KEY: 'sandbox-local-key',
      VITE_RPC_URL: 'http://127.0.0.1:8899',
      VITE_SUBMISSION_URL: 'http://127.0.0.1:8787/tx-rpc',
      VITE_EXPLORER: 'solana-explorer',
      VITE_SANDBOX: true,
    });
  });

  it('takes configured values and treats empty strings as unset', () => {
    const env = parseEnv({ VITE_API_BASE_URL: 'https://api.example.com', VITE_RPC_URL: '', VITE_SANDBOX: 'false' });
    expect(env.VITE_API_BASE_URL).toBe('https://api.example.com');
    expect(env.VITE_RPC_URL).toBe('http://127.0.0.1:8899');
    expect(env.VITE_SANDBOX).toBe(false);
  });

  it('leaves the Sandbox wallet out of a production build unless VITE_SANDBOX says otherwise', () => {
    expect(parseEnv({ PROD: true }).VITE_SANDBOX).toBe(false);
    expect(parseEnv({ PROD: false }).VITE_SANDBOX).toBe(true);
    expect(parseEnv({ PROD: true, VITE_SANDBOX: 'true' }).VITE_SANDBOX).toBe(true);
    expect(parseEnv({ PROD: false, VITE_SANDBOX: 'false' }).VITE_SANDBOX).toBe(false);
  });

  it('refuses a bad value with the variable name', () => {
    expect(() => parseEnv({ VITE_RPC_URL: 'ftp://x' })).toThrow(/VITE_RPC_URL/);
    expect(() => parseEnv({ VITE_EXPLORER: 'etherscan' })).toThrow(/VITE_EXPLORER/);
  });
});
