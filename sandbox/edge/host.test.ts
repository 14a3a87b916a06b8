import { describe, expect, it } from 'vitest';
import { foreignHostMessage, hostPolicy } from './host';

describe('hostPolicy', () => {
  it('accepts the loopback names and the configured host, with or without a port, and no Host at all', () => {
    const allowed = hostPolicy('127.0.0.1');
    for (const host of [
      undefined,
      'localhost',
      'localhost:8787',
      '127.0.0.1',
      '127.0.0.1:8899',
      '[::1]',
      '[::1]:8900',
    ]) {
      expect(allowed(host), String(host)).toBe(true);
    }
    expect(allowed('LocalHost:5173')).toBe(true);
    expect(allowed('evil.example')).toBe(false); // after an accepted Host, as the fast path remembers it
    expect(hostPolicy('sandbox.lan')('sandbox.lan:8787')).toBe(true);
    expect(hostPolicy('::1')('[::1]:8787')).toBe(true);
  });

  it('refuses any other name, a look-alike and a bad port', () => {
    const allowed = hostPolicy('127.0.0.1');
    for (const host of [
      'evil.example',
      'evil.example:8787',
      'localhost.evil.example',
      'localhost:8787.evil.example',
      'localhost:',
      'localhost:1234567',
      '127.0.0.1.nip.io',
      '10.0.0.5:8787',
      '',
    ]) {
      expect(allowed(host), host).toBe(false);
    }
    expect(hostPolicy('sandbox.lan')('other.lan')).toBe(false);
  });

  it('accepts IP addresses but no names on a wildcard --host (LAN clients; rebinding needs a name)', () => {
    const allowed = hostPolicy('0.0.0.0');
    expect(allowed('192.168.1.20:8787')).toBe(true);
    expect(allowed('[fe80::1]:8899')).toBe(true);
    expect(allowed('evil.example:8787')).toBe(false);
  });

  it('says what to do', () => {
    expect(foreignHostMessage('evil.example:8787')).toMatch(/evil\.example:8787.*DNS rebinding.*--host evil\.example$/);
  });
});
