import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env';
import {
  contentSecurityPolicy,
  DEFAULT_URLS,
  headersFileText,
  readHeadersFile,
  rpcWebsocketOrigin,
  securityHeaders,
  sha256,
} from './security-headers.mjs';

const directives = (policy) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

const PRODUCTION = {
  VITE_API_BASE_URL: 'https://api.jup.ag',
  VITE_RPC_URL: 'https://rpc.example.com/?api-key=secret',
  VITE_SUBMISSION_URL: 'https://tx.jup.ag',
};

describe('contentSecurityPolicy', () => {
  it('lets the page talk to the configured API, RPC, its websocket and the submission endpoint only', () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION));
    expect(policy['connect-src']).toBe(
      "connect-src 'self' https://api.jup.ag https://rpc.example.com wss://rpc.example.com https://tx.jup.ag",
    );
    expect(policy['default-src']).toBe("default-src 'self'");
    expect(policy['script-src']).toBe("script-src 'self'");
    expect(policy['img-src']).toBe("img-src 'self' data: blob: https: https://api.jup.ag");
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(policy['object-src']).toBe("object-src 'none'");
    expect(policy['base-uri']).toBe("base-uri 'self'");
  });

  it('defaults to the local sandbox, whose websocket is on the RPC port + 1', () => {
    expect(directives(contentSecurityPolicy({}))['connect-src']).toBe(
      "connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:8899 ws://127.0.0.1:8900",
    );
    expect(rpcWebsocketOrigin('https://rpc.example.com:8443/x')).toBe('wss://rpc.example.com:8444');
  });

  it('keeps its defaults equal to the app config defaults', () => {
    const env = parseEnv({});
    for (const [name, value] of Object.entries(DEFAULT_URLS)) expect(env[name]).toBe(value);
  });

  it('adds the origins the operator allows, and refuses anything but an origin there', () => {
    const env = { ...PRODUCTION, CSP_CONNECT_SRC: 'https://mainnet.helius-rpc.com  wss://mainnet.helius-rpc.com' };
    expect(directives(contentSecurityPolicy(env))['connect-src']).toMatch(
      /https:\/\/tx\.jup\.ag https:\/\/mainnet\.helius-rpc\.com wss:\/\/mainnet\.helius-rpc\.com$/,
    );
    expect(() => contentSecurityPolicy({ CSP_CONNECT_SRC: 'https://x.example/path' })).toThrow(/CSP_CONNECT_SRC/);
    expect(() => contentSecurityPolicy({ CSP_CONNECT_SRC: '*' })).toThrow(/not an origin/);
  });

  it('names inline scripts and styles by hash, and leaves frame-ancestors out of a <meta> policy', () => {
    const hashes = { scriptHashes: [sha256('boot()')], styleHashes: [sha256('a{}')] };
    const policy = directives(contentSecurityPolicy({}, { ...hashes, header: false }));
    expect(policy['script-src']).toBe(`script-src 'self' ${sha256('boot()')}`);
    expect(policy['style-src']).toBe(`style-src 'self' ${sha256('a{}')}`);
    expect(policy['frame-ancestors']).toBeUndefined();
    expect(sha256('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('headers', () => {
  it('sends no referrer, and reads back what the build writes to dist/_headers', () => {
    const headers = securityHeaders(PRODUCTION);
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(file, headersFileText(headers));
    expect(readHeadersFile(file)).toEqual(headers);
    expect(readHeadersFile(join(tmpdir(), 'no-such-build', '_headers'))).toEqual({});
  });
});
