import { Keypair, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../../utils/base64';
import { dbcCreate, honestInstructions, launch, txOf } from './create-tx-fixtures';
import { launchOfTx } from './launches-from-chain';

const base64 = (tx: ReturnType<typeof txOf>) => bytesToBase64(tx.serialize());

describe('launchOfTx', () => {
  it("reads Studio's Token-2022 create the wallet paid: mint, name, symbol, quote and when", () => {
    const l = launch();
    const wallet = l.wallet.toBase58();
    expect(launchOfTx(base64(txOf(l.wallet, honestInstructions(l))), wallet, 'sig', 1_700_000_000)).toEqual({
      wallet,
      mint: l.mint.toBase58(),
      name: 'Sandbox Cat',
      symbol: 'SCAT',
      quote: 'USDC',
      signature: 'sig',
      createdAt: 1_700_000_000_000,
    });
  });

  it('reads Meteora DBC’s create by its creator', () => {
    const creator = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    const ix = dbcCreate({ creator, mint, payer: creator }, { name: 'Dbc Dog', symbol: 'DDOG', uri: 'u' });
    expect(launchOfTx(base64(txOf(creator, [ix])), creator.toBase58(), 's', null)).toMatchObject({
      mint: mint.toBase58(),
      name: 'Dbc Dog',
      symbol: 'DDOG',
      quote: 'USDC',
      createdAt: 0,
    });
  });

  it('is null for another wallet’s launch, a plain transfer and bytes that are no transaction', () => {
    const l = launch();
    const other = Keypair.generate().publicKey;
    expect(launchOfTx(base64(txOf(l.wallet, honestInstructions(l))), other.toBase58(), 's', 1)).toBeNull();
    const transfer = SystemProgram.transfer({ fromPubkey: other, toPubkey: l.wallet, lamports: 1 });
    expect(launchOfTx(base64(txOf(other, [transfer])), other.toBase58(), 's', 1)).toBeNull();
    expect(launchOfTx('AAAA', other.toBase58(), 's', 1)).toBeNull();
  });

  it('is null for a Token-2022 mint with metadata but no Studio quote vault (not a launch)', () => {
    const l = launch();
    const ixs = honestInstructions(l).filter((_, i) => i !== 6);
    expect(launchOfTx(base64(txOf(l.wallet, ixs)), l.wallet.toBase58(), 's', 1)).toBeNull();
  });
});
