import { describe, expect, it } from 'vitest';
import { derivedAddress } from './address';
import { walletBalances } from './balances';
import { FakeLedger } from './fake-ledger';
import { associatedTokenAddress, fundWallet } from './fund';
import { seedLedger } from './seed-ledger';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
import { encodeMint, encodeTokenAccount } from './token-layout';
import { WELL_KNOWN_MINTS } from './well-known';
import { buildWorld } from './world';

const world = buildWorld('balances-test', { generatedCount: 100 });
const alice = derivedAddress('alice');
const bob = derivedAddress('bob');
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';

function ledgerWithFunds() {
  const ledger = new FakeLedger();
  seedLedger(ledger, world);
  fundWallet(ledger, world, alice, {
    sol: 3_000_000_000n,
    tokens: { [WELL_KNOWN_MINTS.USDC]: 10n, [PYUSD]: 20n, [NATIVE_MINT]: 30n },
  });
  fundWallet(ledger, world, bob, { tokens: { [WELL_KNOWN_MINTS.USDC]: 99n } });
  return ledger;
}

describe('walletBalances', () => {
  it('lists the wallet’s lamports and token accounts of both programs, and nobody else’s', () => {
    const balances = walletBalances(ledgerWithFunds(), world, alice);
    expect(balances).toEqual({
      address: alice,
      lamports: '3000000000',
      tokens: [
        {
          mint: PYUSD,
          symbol: 'PYUSD',
          decimals: 6,
          amount: '20',
          account: associatedTokenAddress(PYUSD, alice, TOKEN_2022_PROGRAM),
          tokenProgram: TOKEN_2022_PROGRAM,
        },
        {
          mint: NATIVE_MINT,
          symbol: 'SOL',
          decimals: 9,
          amount: '30',
          account: associatedTokenAddress(NATIVE_MINT, alice, TOKEN_PROGRAM),
          tokenProgram: TOKEN_PROGRAM,
        },
        {
          mint: WELL_KNOWN_MINTS.USDC,
          symbol: 'USDC',
          decimals: 6,
          amount: '10',
          account: associatedTokenAddress(WELL_KNOWN_MINTS.USDC, alice, TOKEN_PROGRAM),
          tokenProgram: TOKEN_PROGRAM,
        },
      ],
    });
  });

  it('answers an unfunded wallet with zero lamports and no tokens', () => {
    expect(walletBalances(ledgerWithFunds(), world, derivedAddress('nobody'))).toEqual({
      address: derivedAddress('nobody'),
      lamports: '0',
      tokens: [],
    });
  });

  it('includes a non-associated token account and a mint the world does not know (decimals from the ledger)', () => {
    const ledger = ledgerWithFunds();
    const foreignMint = derivedAddress('minted-later');
    ledger.setAccount(foreignMint, {
      lamports: 1n,
      owner: TOKEN_PROGRAM,
      data: encodeMint({ mintAuthority: null, supply: 7n, decimals: 3, freezeAuthority: null }),
      executable: false,
      rentEpoch: 0n,
    });
    const extra = derivedAddress('extra-account');
    const data = encodeTokenAccount({
      mint: foreignMint,
      owner: alice,
      amount: 7n,
      nativeReserve: null,
      immutableOwner: false,
    });
    ledger.setAccount(extra, { lamports: 1n, owner: TOKEN_PROGRAM, data, executable: false, rentEpoch: 0n });
    const tokens = walletBalances(ledger, world, alice).tokens;
    expect(tokens[0]).toEqual({
      mint: foreignMint,
      symbol: '',
      decimals: 3,
      amount: '7',
      account: extra,
      tokenProgram: TOKEN_PROGRAM,
    });
    expect(tokens).toHaveLength(4);
  });

  it('refuses an address that is not base58', () => {
    expect(() => walletBalances(new FakeLedger(), world, 'nope')).toThrow(/not a base58/);
  });
});
