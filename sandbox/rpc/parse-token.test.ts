import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/programs';
import type { AccountData } from '../chain/types';
import { parseTokenProgramAccount } from './parse-token';

/**
 * Byte-level cases the real-program tests do not reach: optional fields, native accounts, multisigs, extensions
 * with no decoder, truncated data. Layouts from spl-token's state.rs.
 */

const key = () => Keypair.generate().publicKey;
const account = (owner: string, data: Uint8Array): AccountData => ({
  lamports: 1n,
  owner,
  data,
  executable: false,
  rentEpoch: 0n,
});

function mintBytes(decimals: number, supply: bigint, length = 82) {
  const data = new Uint8Array(length);
  const view = new DataView(data.buffer);
  view.setUint32(0, 1, true);
  data.set(key().toBytes(), 4);
  view.setBigUint64(36, supply, true);
  data[44] = decimals;
  data[45] = 1;
  return data;
}

function tokenAccountBytes(mint: Uint8Array, opts: { delegate?: boolean; native?: bigint; close?: boolean } = {}) {
  const data = new Uint8Array(165);
  const view = new DataView(data.buffer);
  data.set(mint, 0);
  data.set(key().toBytes(), 32);
  view.setBigUint64(64, 1_500n, true);
  if (opts.delegate) {
    view.setUint32(72, 1, true);
    data.set(key().toBytes(), 76);
    view.setBigUint64(121, 500n, true);
  }
  data[108] = 2; // frozen
  if (opts.native !== undefined) {
    view.setUint32(109, 1, true);
    view.setBigUint64(113, opts.native, true);
  }
  if (opts.close) {
    view.setUint32(129, 1, true);
    data.set(key().toBytes(), 133);
  }
  return data;
}

function ledgerWith(mintAddress: string, mint: AccountData) {
  return (address: string) => (address === mintAddress ? mint : null);
}

describe('parseTokenProgramAccount', () => {
  it('shows delegate, delegatedAmount, native reserve, close authority and the frozen state when present', () => {
    const mint = key();
    const data = tokenAccountBytes(mint.toBytes(), { delegate: true, native: 2_039_280n, close: true });
    const parsed = parseTokenProgramAccount(
      account(TOKEN_PROGRAM, data),
      ledgerWith(mint.toBase58(), account(TOKEN_PROGRAM, mintBytes(9, 0n))),
    );
    expect(parsed?.parsed.info).toEqual({
      isNative: true,
      mint: mint.toBase58(),
      owner: bs58.encode(data.subarray(32, 64)),
      state: 'frozen',
      tokenAmount: { amount: '1500', decimals: 9, uiAmount: 0.0000015, uiAmountString: '0.0000015' },
      delegate: bs58.encode(data.subarray(76, 108)),
      delegatedAmount: { amount: '500', decimals: 9, uiAmount: 0.0000005, uiAmountString: '0.0000005' },
      rentExemptReserve: { amount: '2039280', decimals: 9, uiAmount: 0.00203928, uiAmountString: '0.00203928' },
      closeAuthority: bs58.encode(data.subarray(133, 165)),
    });
  });

  it('cannot parse a token account whose mint is missing, or an uninitialized one (caller falls back to base64)', () => {
    const mint = key();
    const data = tokenAccountBytes(mint.toBytes());
    expect(parseTokenProgramAccount(account(TOKEN_PROGRAM, data), () => null)).toBeNull();
    data[108] = 0;
    const withMint = ledgerWith(mint.toBase58(), account(TOKEN_PROGRAM, mintBytes(6, 0n)));
    expect(parseTokenProgramAccount(account(TOKEN_PROGRAM, data), withMint)).toBeNull();
    expect(parseTokenProgramAccount(account(TOKEN_PROGRAM, new Uint8Array(100)), () => null)).toBeNull();
    expect(parseTokenProgramAccount(account('11111111111111111111111111111111', data), withMint)).toBeNull();
  });

  it('parses a multisig', () => {
    const data = new Uint8Array(355);
    data[0] = 2;
    data[1] = 3;
    data[2] = 1;
    const signers = [key(), key(), key()];
    signers.forEach((s, i) => data.set(s.toBytes(), 3 + i * 32));
    expect(parseTokenProgramAccount(account(TOKEN_PROGRAM, data), () => null)?.parsed).toEqual({
      type: 'multisig',
      info: {
        isInitialized: true,
        numRequiredSigners: 2,
        numValidSigners: 3,
        signers: signers.map((s) => s.toBase58()),
      },
    });
  });

  it('decodes Token-2022 extensions it knows, marks the rest unparseable, and stops at a truncated entry', () => {
    const tlv = (type: number, body: Uint8Array) => {
      const head = new Uint8Array(4);
      new DataView(head.buffer).setUint16(0, type, true);
      new DataView(head.buffer).setUint16(2, body.length, true);
      return [...head, ...body];
    };
    const closeAuthority = key();
    const delegate = key();
    const interest = new Uint8Array(52);
    new DataView(interest.buffer).setInt16(50, 250, true);
    const extensions = [
      ...tlv(3, closeAuthority.toBytes()),
      ...tlv(12, delegate.toBytes()),
      ...tlv(9, new Uint8Array(0)),
      ...tlv(6, Uint8Array.of(2)),
      ...tlv(10, interest),
      ...tlv(4, new Uint8Array(65)), // confidential transfer mint: no decoder here
      ...tlv(26, new Uint8Array(10)), // pausable config, truncated: 33 bytes expected
    ];
    const data = new Uint8Array(166 + extensions.length + 8);
    data.set(mintBytes(2, 10_000n));
    data[165] = 1;
    data.set(extensions, 166);
    const parsed = parseTokenProgramAccount(account(TOKEN_2022_PROGRAM, data), () => null);
    expect(parsed?.program).toBe('spl-token-2022');
    expect(parsed?.parsed.info.extensions).toEqual([
      { extension: 'mintCloseAuthority', state: { closeAuthority: closeAuthority.toBase58() } },
      { extension: 'permanentDelegate', state: { delegate: delegate.toBase58() } },
      { extension: 'nonTransferable' },
      { extension: 'defaultAccountState', state: { accountState: 'frozen' } },
      {
        extension: 'interestBearingConfig',
        state: {
          rateAuthority: null,
          initializationTimestamp: 0,
          preUpdateAverageRate: 0,
          lastUpdateTimestamp: 0,
          currentRate: 250,
        },
      },
      { extension: 'unparseableExtension' },
      { extension: 'unparseableExtension' },
    ]);
  });
});
