import { describe, expect, it } from 'vitest';
import { explorerUrl } from './explorer';

describe('explorerUrl', () => {
  it('builds transaction and address links per explorer', () => {
    expect(explorerUrl('solana-explorer', { kind: 'tx', signature: 'sig' })).toBe('https://explorer.solana.com/tx/sig');
    expect(explorerUrl('solscan', { kind: 'address', address: 'Addr' })).toBe('https://solscan.io/account/Addr');
    expect(explorerUrl('solanafm', { kind: 'address', address: 'Addr' })).toBe('https://solana.fm/address/Addr');
  });

  it('points at a custom RPC for the sandbox', () => {
    const url = new URL(explorerUrl('solana-explorer', { kind: 'tx', signature: 's' }, 'http://127.0.0.1:8899'));
    expect(url.searchParams.get('cluster')).toBe('custom');
    expect(url.searchParams.get('customUrl')).toBe('http://127.0.0.1:8899');
  });
});
