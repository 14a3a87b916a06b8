import { Keypair } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { RENT_EPOCH_EXEMPT } from '../../chain/programs';
import { hashBytes } from '../../world/address';
import { keypairAddress, SYSTEM_PROGRAM } from './instructions';

/** Topped up to this much whenever it falls below the floor: it pays fees and rent for gasless swaps. */
const GAS_WALLET_LAMPORTS = 1_000n * 1_000_000_000n;
const GAS_WALLET_FLOOR = 100n * 1_000_000_000n;

const wallets = new Map<string, Keypair>();

/**
 * The sandbox's gas sponsor (the real service's `gasTzr…` wallet): fee payer of gasless orders, derived from the seed
 * and held only by the sandbox. It signs only at execute, after the route layer checked the message it issued.
 */
export function gasWallet(seed: string): Keypair {
  let keypair = wallets.get(seed);
  if (!keypair) {
    keypair = Keypair.fromSeed(hashBytes('gas-wallet', seed));
    wallets.set(seed, keypair);
  }
  return keypair;
}

/** Fund the gas wallet (a direct account write, no airdrop in the history) when it runs low; returns its address. */
export function ensureGasWalletFunded(ledger: Pick<Ledger, 'getBalance' | 'setAccount'>, seed: string): string {
  const address = keypairAddress(gasWallet(seed));
  if (ledger.getBalance(address) < GAS_WALLET_FLOOR) {
    ledger.setAccount(address, {
      lamports: GAS_WALLET_LAMPORTS,
      owner: SYSTEM_PROGRAM,
      data: new Uint8Array(0),
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    });
  }
  return address;
}
