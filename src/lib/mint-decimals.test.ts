import { MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey, type AccountInfo } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decimalsProblem, mintDecimalsOnChain } from './mint-decimals';

function mintAccount(decimals: number, owner = TOKEN_PROGRAM_ID): AccountInfo<Uint8Array> {
  const data = new Uint8Array(MINT_SIZE);
  MintLayout.encode(
    {
      mintAuthorityOption: 0,
      mintAuthority: PublicKey.default,
      supply: 1n,
      decimals,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    data,
  );
  return { data, owner, lamports: 1, executable: false };
}

describe('mint decimals on chain (issue 11 §3.10)', () => {
  const usdc = { symbol: 'USDC', decimals: 6 };
  it('reads decimals from mint accounts and null for anything else', async () => {
    const accounts = [mintAccount(6), mintAccount(9, Keypair.generate().publicKey), null];
    const connection = { getMultipleAccountsInfo: () => Promise.resolve(accounts) };
    const mints = [0, 1, 2].map(() => Keypair.generate().publicKey.toBase58());
    expect(await mintDecimalsOnChain(connection, mints)).toEqual([6, null, null]);
  });
  it('names a token whose decimals differ from its mint, or whose mint is missing', () => {
    expect(decimalsProblem([usdc], [6])).toBeNull();
    expect(decimalsProblem([usdc], [9])).toMatch(/^USDC has 9 decimals on chain, not the 6 the service gave: .*1,000/);
    expect(decimalsProblem([usdc], [null])).toMatch(/mint was not found on chain/);
  });
});
