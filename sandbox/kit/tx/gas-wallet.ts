import { Keypair } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { RENT_EPOCH_EXEMPT } from '../../chain/programs';
import { hashBytes } from '../../world/address';
import { keypairAddress, SYSTEM_PROGRAM } from './instructions';

const GAS_WALLET_LAMPORTS = 1_000n * 1_000_000_000n;
const GAS_WALLET_FLOOR = 100n * 1_000_000_000n;

const wallets = new Map<string, Keypair>();

/** The gas sponsor (the real `gasTzr…` wallet), held by the sandbox; it signs only at execute, after the checks. */
export function gasWallet(seed: string): Keypair {
  let keypair = wallets.get(seed);
  if (!keypair) {
    keypair = Keypair.fromSeed(hashBytes('gas-wallet', seed));
    wallets.set(seed, keypair);
  }
  return keypair;
}

/** A direct write (no airdrop in the history) when it runs low. */
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
