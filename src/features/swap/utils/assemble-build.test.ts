import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { buildResponseSchema } from '../../../api/swap/schemas-v2';
import { SOL, USDC } from '../../../api/swap/test-fixtures';
import { bytesToBase64 } from '../../../utils/base64';
import { assembleBuild } from './assemble-build';

const taker = Keypair.generate().publicKey.toBase58();
const vault = Keypair.generate().publicKey.toBase58();
const table = Keypair.generate().publicKey.toBase58();
const ix = (
  programId: string,
  data: number[],
  accounts: { pubkey: string; isSigner: boolean; isWritable: boolean }[],
) => ({
  programId,
  accounts,
  data: bytesToBase64(Uint8Array.from(data)),
});
const transferIx = (to: string) => {
  const t = SystemProgram.transfer({ fromPubkey: new PublicKey(taker), toPubkey: new PublicKey(to), lamports: 5 });
  return ix(
    t.programId.toBase58(),
    [...t.data],
    [
      { pubkey: taker, isSigner: true, isWritable: true },
      { pubkey: to, isSigner: false, isWritable: true },
    ],
  );
};
const blockhash = Keypair.generate().publicKey.toBytes();
const build = buildResponseSchema.parse({
  inputMint: SOL,
  outputMint: USDC,
  inAmount: '100',
  outAmount: '99',
  otherAmountThreshold: '98',
  swapMode: 'ExactIn',
  priceImpactPct: '0',
  slippageBps: 50,
  routePlan: [],
  computeBudgetInstructions: [ix('ComputeBudget111111111111111111111111111111', [3, 1, 0, 0, 0, 0, 0, 0, 0], [])],
  setupInstructions: [],
  swapInstruction: transferIx(vault),
  cleanupInstruction: null,
  otherInstructions: [],
  tipInstruction: transferIx('GGztQqQ6pCPaJQnNpXBgELr5cs3WwDakRbh1iEMzjgSJ'),
  addressesByLookupTableAddress: { [table]: [vault] },
  blockhashWithMetadata: { blockhash: [...blockhash], lastValidBlockHeight: 1234 },
});

describe('assembleBuild', () => {
  it('puts every group in order, paid by the taker, against the lookup table and the given blockhash', () => {
    const { transaction, blockhash: hash, lastValidBlockHeight } = assembleBuild(build, taker);
    const message = transaction.message;
    expect(hash).toBe(bs58.encode(blockhash));
    expect(message.recentBlockhash).toBe(hash);
    expect(lastValidBlockHeight).toBe(1234);
    expect(message.staticAccountKeys[0]?.toBase58()).toBe(taker);
    expect(message.compiledInstructions).toHaveLength(3);
    // The vault comes through the lookup table, not the static keys.
    expect(message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual([table]);
    expect(message.staticAccountKeys.map((k) => k.toBase58())).not.toContain(vault);
    const programs = message.compiledInstructions.map((c) => message.staticAccountKeys[c.programIdIndex]?.toBase58());
    expect(programs).toEqual([
      'ComputeBudget111111111111111111111111111111',
      '11111111111111111111111111111111',
      '11111111111111111111111111111111',
    ]);
    expect(transaction.signatures).toHaveLength(1);
  });
});
