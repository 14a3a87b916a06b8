import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { explorerUrl } from './explorer';

const SIG = bs58.encode(Uint8Array.from({ length: 64 }, (_, i) => i + 1));
const ADDR = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('explorerUrl', () => {
  it('builds transaction and address links per explorer', () => {
    expect(explorerUrl('solana-explorer', { kind: 'tx', signature: SIG })).toBe(
      `https://explorer.solana.com/tx/${SIG}`,
    );
    expect(explorerUrl('solscan', { kind: 'address', address: ADDR })).toBe(`https://solscan.io/account/${ADDR}`);
    expect(explorerUrl('solanafm', { kind: 'address', address: ADDR })).toBe(`https://solana.fm/address/${ADDR}`);
  });

  it('points at a custom RPC for the sandbox', () => {
    const url = new URL(explorerUrl('solana-explorer', { kind: 'tx', signature: SIG }, 'http://127.0.0.1:8899') ?? '');
    expect(url.searchParams.get('cluster')).toBe('custom');
    expect(url.searchParams.get('customUrl')).toBe('http://127.0.0.1:8899');
  });

  it('gives no link for a signature or address that is not base58 of the right length (a suffix could add parameters)', () => {
    for (const signature of [
      `${SIG}?cluster=custom&customUrl=https://evil.example`,
      `${SIG}#x`,
      `${SIG}/../../address/x`,
      'sig',
      bs58.encode(new Uint8Array(32).fill(7)),
      '',
    ]) {
      expect(explorerUrl('solana-explorer', { kind: 'tx', signature }), signature).toBeNull();
    }
    for (const address of [`${ADDR}?cluster=devnet`, 'Addr', SIG, `${ADDR}0`, '0OIl'.repeat(11)]) {
      expect(explorerUrl('solscan', { kind: 'address', address }), address).toBeNull();
    }
  });
});
