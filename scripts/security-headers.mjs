// The built app's security headers (issue 24): why each one, and how to deploy them, in docs/deploy.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// src/config/env.ts's defaults (the local sandbox); security-headers.test.mjs keeps the two equal.
export const DEFAULT_URLS = {
  VITE_API_BASE_URL: 'http://127.0.0.1:8787',
  VITE_RPC_URL: 'http://127.0.0.1:8899',
  VITE_SUBMISSION_URL: 'http://127.0.0.1:8787/tx-rpc',
};

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// As web3.js's Connection derives it: port + 1 when the URL names one.
export function rpcWebsocketOrigin(rpcUrl) {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port !== '') url.port = String(Number(url.port) + 1);
  return url.origin;
}

export function contentSecurityPolicy(env, { scriptHashes = [], styleHashes = [], header = true } = {}) {
  const url = (name) => new URL(env[name] || DEFAULT_URLS[name]).origin;
  const api = url('VITE_API_BASE_URL');
  const rpc = url('VITE_RPC_URL');
  const extra = (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean);
  for (const origin of extra) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(`CSP_CONNECT_SRC: "${origin}" is not an origin such as https://rpc.example.com`);
    }
  }
  const connect = [api, rpc, rpcWebsocketOrigin(rpc), url('VITE_SUBMISSION_URL'), ...extra];
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...scriptHashes],
    ["style-src 'self'", ...styleHashes],
    // Token logos come from anywhere over https; the sandbox draws its own on the API's origin; blob: is the
    // preview of an image the user picks for a launch.
    ["img-src 'self' data: blob: https:", api],
    ["connect-src 'self'", ...connect],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ...(header ? [["frame-ancestors 'none'"]] : []),
  ];
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
}

export function securityHeaders(env, hashes) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, hashes),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

export const headersFileText = (headers) =>
  `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;
const hashesOf = (html, pattern) => [...html.matchAll(pattern)].map((m) => sha256(m[1]));

function sonnerStyle() {
  const code = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
  if (!literal) throw new Error('security-headers: Sonner no longer inserts its stylesheet as expected');
  return JSON.parse(literal);
}

export function securityHeadersPlugin(env) {
  let headersFile = null;
  return {
    name: 'security-headers',
    apply: 'build',
    writeBundle({ dir }) {
      if (!headersFile || !dir) throw new Error('security-headers: no index.html was transformed');
      writeFileSync(join(dir, '_headers'), headersFile);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hashes = {
          scriptHashes: hashesOf(html, INLINE_SCRIPT),
          // Sonner appends its <style> empty, then fills it: both states are checked.
          styleHashes: [...hashesOf(html, INLINE_STYLE), sha256(sonnerStyle()), sha256('')],
        };
        const headers = securityHeaders(env, hashes);
        headersFile = headersFileText(headers);
        const meta = contentSecurityPolicy(env, { ...hashes, header: false });
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${meta}" />`,
        );
      },
    },
  };
}

export function readHeadersFile(path) {
  if (!existsSync(path)) return {};
  const lines = readFileSync(path, 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => /^\s+[\w-]+:/.test(line))
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
  );
}
