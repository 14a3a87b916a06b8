import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResponseSchema, type BuildResponse, type Instruction } from '../../../src/api/swap/schemas-v2';
import { BLOCKHASH_VALIDITY } from '../../chain/ledger';
import { openHarness } from '../../test-harness';
import { balance, getBuild, JUP, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../order/test-kit';
import { ataOf } from '../../kit/tx/builder';

let env: SwapEnv;
const addr = () => Keypair.generate().publicKey.toBase58();

beforeAll(() => {
  env = openHarness({ ...SWAP, seed: 'swap-v2-build' });
});

async function bad(params: Record<string, string | number | bigint>) {
  const { status, body } = await getBuild(env, params);
  expect(status).toBe(400);
  return body.error as string;
}

async function build(params: Record<string, string | number | bigint>): Promise<BuildResponse> {
  const { status, body } = await getBuild(env, params);
  expect(status, JSON.stringify(body)).toBe(200);
  return buildResponseSchema.parse(body);
}

const toIx = (ix: Instruction) =>
  new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: Buffer.from(ix.data, 'base64'),
  });

const CU_LIMIT = 300_000;

function cuLimit(units: number): string {
  const data = Buffer.alloc(5);
  data[0] = 2;
  data.writeUInt32LE(units, 1);
  return data.toString('base64');
}

/** The priority fee of a built transaction: its unit price (from the response) times the client's limit. */
function priorityFee(res: BuildResponse): bigint {
  const price = Buffer.from(res.computeBudgetInstructions[0]!.data, 'base64').readBigUInt64LE(1);
  return (price * BigInt(CU_LIMIT) + 999_999n) / 1_000_000n;
}

/** What a client does with a build response: every group in order, the lookup tables, the response's blockhash. */
function assemble(res: BuildResponse, payer: PublicKey): VersionedTransaction {
  const instructions = [
    // The response carries the unit price only: a client adds the limit it simulated.
    { programId: 'ComputeBudget111111111111111111111111111111', accounts: [], data: cuLimit(CU_LIMIT) },
    ...res.computeBudgetInstructions,
    ...res.setupInstructions,
    res.swapInstruction,
    ...res.otherInstructions,
    ...(res.cleanupInstruction ? [res.cleanupInstruction] : []),
    ...(res.tipInstruction ? [res.tipInstruction] : []),
  ].map(toIx);
  const tables = Object.entries(res.addressesByLookupTableAddress ?? {}).map(
    ([key, addresses]) =>
      new AddressLookupTableAccount({
        key: new PublicKey(key),
        state: {
          deactivationSlot: 2n ** 64n - 1n,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: addresses.map((a) => new PublicKey(a)),
        },
      }),
  );
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: bs58.encode(Uint8Array.from(res.blockhashWithMetadata.blockhash)),
    instructions,
  }).compileToV0Message(tables);
  return new VersionedTransaction(message);
}

describe('GET /swap/v2/build validation', () => {
  const base = { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, taker: addr() };

  it('names each bad parameter', async () => {
    expect(await bad({ inputMint: SOL, outputMint: USDC, amount: 1 })).toMatch(/^taker: required/);
    expect(await bad({ ...base, amount: 0 })).toBe('amount: must be greater than 0');
    expect(await bad({ ...base, slippageBps: 'fast' })).toMatch(/^slippageBps:/);
    expect(await bad({ ...base, slippageBps: 10_001 })).toMatch(/^slippageBps:/);
    expect(await bad({ ...base, mode: 'slow' })).toBe('mode: must be one of fast');
    expect(await bad({ ...base, dexes: 'Phoenix', excludeDexes: 'Orca Whirlpool' })).toBe(
      'excludeDexes: cannot be used with dexes',
    );
    expect(await bad({ ...base, platformFeeBps: 20 })).toBe('feeAccount: required with platformFeeBps');
    expect(await bad({ ...base, platformFeeBps: 20, feeAccount: addr() })).toMatch(
      /^feeAccount: must be an existing token account/,
    );
    expect(await bad({ ...base, maxAccounts: 0 })).toMatch(/^maxAccounts:/);
    expect(await bad({ ...base, maxAccounts: 65 })).toMatch(/^maxAccounts:/);
    expect(await bad({ ...base, wrapAndUnwrapSol: 'yes' })).toMatch(/^wrapAndUnwrapSol:/);
    expect(await bad({ ...base, destinationTokenAccount: addr(), nativeDestinationAccount: addr() })).toBe(
      'nativeDestinationAccount: cannot be used with destinationTokenAccount',
    );
    expect(await bad({ ...base, inputMint: USDC, outputMint: JUP, nativeDestinationAccount: addr() })).toBe(
      'nativeDestinationAccount: only for SOL as the output mint',
    );
    expect(await bad({ ...base, destinationTokenAccount: addr() })).toMatch(/^destinationTokenAccount: must be/);
    expect(await bad({ ...base, blockhashSlotsToExpiry: 301 })).toMatch(/^blockhashSlotsToExpiry:/);
    expect(await bad({ ...base, tipAmount: '1.5' })).toMatch(/^tipAmount:/);
    expect(await bad({ ...base, computeUnitPricePercentile: 'low' })).toMatch(/^computeUnitPricePercentile:/);
    expect(await bad({ ...base, forMevBundle: 'maybe' })).toMatch(/^forMevBundle:/);
    expect(await bad({ ...base, dexes: 'Nowhere DEX' })).toBe('Failed to get quotes');
  });
});

describe('GET /swap/v2/build', () => {
  it('returns aggregator_a’s route as instruction groups with no service fee', async () => {
    const taker = env.wallet({ sol: 3n * SOL_LAMPORTS }).publicKey.toBase58();
    const res = await build({
      inputMint: SOL,
      outputMint: USDC,
      amount: SOL_LAMPORTS,
      taker,
      blockhashSlotsToExpiry: 10,
    });
    const routed = res.routePlan
      .filter((s) => s.swapInfo.outputMint === USDC)
      .reduce((n, s) => n + s.swapInfo.outAmount, 0n);
    expect(res.outAmount).toBe(routed);
    expect(res.slippageBps).toBe(50);
    expect(res.otherAmountThreshold).toBe((routed * 9_950n) / 10_000n);
    // The unit price only: the client simulates and adds the limit.
    expect(res.computeBudgetInstructions).toHaveLength(1);
    expect(Buffer.from(res.computeBudgetInstructions[0]!.data, 'base64')[0]).toBe(3);
    expect(res.tipInstruction).toBeNull();
    const latest = env.sandbox.ledger.latestBlockhash();
    expect(bs58.encode(Uint8Array.from(res.blockhashWithMetadata.blockhash))).toBe(latest.blockhash);
    expect(res.blockhashWithMetadata.lastValidBlockHeight).toBe(latest.lastValidBlockHeight - BLOCKHASH_VALIDITY + 10);
    expect(res.blockhashWithMetadata.fetchedAt?.secs_since_epoch).toBe(Math.floor(env.clock.ms / 1000));
    const longest = await build({
      inputMint: SOL,
      outputMint: USDC,
      amount: SOL_LAMPORTS,
      taker,
      blockhashSlotsToExpiry: 300,
    });
    expect(longest.blockhashWithMetadata.lastValidBlockHeight).toBe(latest.lastValidBlockHeight);
    const rtse = await build({ inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, taker, slippageBps: 'rtse' });
    expect(rtse.slippageBps).toBeGreaterThanOrEqual(50);
    const tipped = await build({ inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, taker, tipAmount: 1_000_000 });
    expect(tipped.tipInstruction?.programId).toBe('11111111111111111111111111111111');
    const only = await build({
      inputMint: SOL,
      outputMint: USDC,
      amount: SOL_LAMPORTS,
      taker,
      dexes: 'Orca Whirlpool',
    });
    expect(only.routePlan.every((s) => s.swapInfo.label === 'Orca Whirlpool')).toBe(true);
  });

  it('assembled with web3.js, signed by the taker and sent to the ledger, it lands (pool legs co-signed at send)', async () => {
    const taker = env.wallet({ sol: 3n * SOL_LAMPORTS });
    const address = taker.publicKey.toBase58();
    const res = await build({
      inputMint: SOL,
      outputMint: USDC,
      amount: SOL_LAMPORTS,
      taker: address,
      tipAmount: 1_000_000,
    });
    const tx = assemble(res, taker.publicKey);
    tx.sign([taker]);
    const before = balance(env, address, SOL);
    const sent = env.sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent.ok ? null : sent.message).toBeNull();
    expect(balance(env, address, USDC)).toBe(res.outAmount);
    // The swap, two signatures (taker and pool authority), the priority fee, the tip and the new USDC account's rent.
    const rent = env.sandbox.ledger.rentExemptMinimum(165);
    const fees = 2n * 5_000n + priorityFee(res);
    expect(before - balance(env, address, SOL)).toBe(SOL_LAMPORTS + fees + 1_000_000n + rent);
  });

  it('pays an integrator platformFeeBps into feeAccount, in that account’s mint', async () => {
    const taker = env.wallet({ sol: 3n * SOL_LAMPORTS });
    const integrator = env.wallet({ sol: 0n, tokens: { [USDC]: 1n } }).publicKey.toBase58();
    const feeAccount = ataOf(integrator, USDC, env.sandbox.world.byMint.get(USDC)!.tokenProgram);
    const address = taker.publicKey.toBase58();
    const q = { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, taker: address };
    const plain = await build(q);
    const res = await build({ ...q, platformFeeBps: 100, feeAccount });
    const routed = res.routePlan
      .filter((s) => s.swapInfo.outputMint === USDC)
      .reduce((n, s) => n + s.swapInfo.outAmount, 0n);
    const fee = (routed * 100n) / 10_000n;
    expect(res.outAmount).toBe(routed - fee);
    expect(res.outAmount).toBeLessThan(plain.outAmount);
    const tx = assemble(res, taker.publicKey);
    tx.sign([taker]);
    expect(env.sandbox.ledger.sendTransaction(tx.serialize())).toMatchObject({ ok: true });
    expect(balance(env, integrator, USDC)).toBe(1n + fee);
    expect(balance(env, address, USDC)).toBe(res.outAmount);
  });

  it('lets a payer pay and sends native SOL output to nativeDestinationAccount', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 50_000_000n } });
    const payer = env.wallet({ sol: SOL_LAMPORTS });
    const destination = Keypair.generate().publicKey.toBase58();
    const address = taker.publicKey.toBase58();
    const res = await build({
      inputMint: USDC,
      outputMint: SOL,
      amount: 20_000_000,
      taker: address,
      payer: payer.publicKey.toBase58(),
      nativeDestinationAccount: destination,
    });
    const tx = assemble(res, payer.publicKey);
    tx.sign([taker, payer]);
    const sent = env.sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent.ok ? null : sent.message).toBeNull();
    expect(balance(env, destination, SOL)).toBe(res.outAmount);
    expect(balance(env, address, USDC)).toBe(30_000_000n);
    expect(balance(env, address, SOL)).toBe(0n);
    expect(balance(env, payer.publicKey.toBase58(), SOL)).toBeLessThan(SOL_LAMPORTS);
  });
});
