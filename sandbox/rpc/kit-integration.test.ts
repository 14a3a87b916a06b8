import {
  AccountRole,
  address,
  airdropFactory,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet,
  estimateResourceLimitsFactory,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type AccountMeta,
  type AccountSignerMeta,
  type Address,
  type Base64EncodedWireTransaction,
  type Instruction,
  type InstructionWithSigners,
  type RpcDevnet,
  type RpcSubscriptionsDevnet,
  type SolanaRpcApiDevnet,
  type SolanaRpcSubscriptionsApi,
  type TransactionSigner,
} from '@solana/kit';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { startRpcServer, type RunningRpcServer } from './server';

/**
 * Integration with @solana/kit's RPC and RPC-subscriptions clients (bigint-aware JSON, its own error mapping, its
 * own confirmation strategies) against the server on ephemeral ports, with a fast clock.
 */

let ledger: Ledger;
let server: RunningRpcServer;
let clock: NodeJS.Timeout;
let rpc: RpcDevnet<SolanaRpcApiDevnet>;
let rpcSubscriptions: RpcSubscriptionsDevnet<SolanaRpcSubscriptionsApi>;

const SYSTEM_PROGRAM = address('11111111111111111111111111111111');

/** System program Transfer (instruction 2, then the u64 amount), built by hand: no program client is installed. */
function transferInstruction(
  from: TransactionSigner,
  to: Address,
  amount: bigint,
): Instruction & InstructionWithSigners {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, amount, true);
  const payer: AccountSignerMeta = { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from };
  const recipient: AccountMeta = { address: to, role: AccountRole.WRITABLE };
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [payer, recipient],
    data,
  };
}

beforeAll(async () => {
  ledger = Ledger.create();
  server = await startRpcServer({ ledger, port: 0 });
  rpc = createSolanaRpc(devnet(server.url));
  rpcSubscriptions = createSolanaRpcSubscriptions(devnet(server.wsUrl));
  clock = setInterval(() => {
    ledger.advanceSlots(1);
  }, 25);
});

afterAll(async () => {
  clearInterval(clock);
  await server.close();
});

async function fundedSigner(sol = 2n) {
  const signer = await generateKeyPairSigner();
  await airdropFactory({ rpc, rpcSubscriptions })({
    commitment: 'confirmed',
    recipientAddress: signer.address,
    lamports: lamports(sol * 1_000_000_000n),
  });
  return signer;
}

async function transferMessage(from: TransactionSigner, to: Address, amount: bigint) {
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(transferInstruction(from, to, amount), m),
  );
}

describe('@solana/kit RPC', () => {
  it('reads balances, blockhashes and the clock as bigints', async () => {
    const { value: blockhash, context } = await rpc.getLatestBlockhash().send();
    // The clock ticks every 25 ms here, so the tip may have moved since: the hash must be one the ledger accepts.
    expect(ledger.isBlockhashValid(blockhash.blockhash)).toBe(true);
    expect(blockhash.lastValidBlockHeight).toBeGreaterThan(BigInt(ledger.blockHeight));
    expect(typeof blockhash.lastValidBlockHeight).toBe('bigint');
    expect(typeof context.slot).toBe('bigint');
    const { value: balance } = await rpc.getBalance(address(Keypair.generate().publicKey.toBase58())).send();
    expect(balance).toBe(0n);
    const epoch = await rpc.getEpochInfo().send();
    expect(epoch.slotsInEpoch).toBe(432_000n);
  });

  it('airdrops and confirms with airdropFactory (requestAirdrop + signatureNotifications)', async () => {
    const signer = await fundedSigner(3n);
    const { value } = await rpc.getBalance(signer.address, { commitment: 'confirmed' }).send();
    expect(value).toBe(3_000_000_000n);
  });

  it('sends and confirms a kit-built v0 transfer with sendAndConfirmTransactionFactory', async () => {
    const from = await fundedSigner();
    const to = (await generateKeyPairSigner()).address;
    const message = await transferMessage(from, to, 400_000_000n);
    const { computeUnitLimit } = await estimateResourceLimitsFactory({ rpc })(message);
    expect(computeUnitLimit).toBeGreaterThan(0);
    const signed = await signTransactionMessageWithSigners(message);
    assertIsTransactionWithBlockhashLifetime(signed);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, { commitment: 'confirmed' });
    expect((await rpc.getBalance(to, { commitment: 'confirmed' }).send()).value).toBe(400_000_000n);
    const tx = await rpc
      .getTransaction(getSignatureFromTransaction(signed), {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(tx?.version).toBe(0);
    expect(tx?.meta?.fee).toBe(5000n);
  });

  it('sends a web3.js-built transaction through kit and hears signatureNotifications', async () => {
    const payer = Keypair.generate();
    ledger.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
    const to = new PublicKey(Keypair.generate().publicKey.toBase58());
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const tx = new Transaction({
      feePayer: payer.publicKey,
      blockhash: latest.blockhash,
      lastValidBlockHeight: Number(latest.lastValidBlockHeight),
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 5_000_000 }));
    tx.sign(payer);
    const expected = toSignature(bs58.encode(tx.signature!));
    const abort = new AbortController();
    const notifications = await rpcSubscriptions
      .signatureNotifications(expected, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal });
    // kit's iterator only sees notifications published once it is being read: start reading before sending.
    const first = (async () => {
      for await (const notification of notifications) return notification;
      return null;
    })();
    const wire = tx.serialize().toString('base64') as Base64EncodedWireTransaction;
    const sent = await rpc.sendTransaction(wire, { encoding: 'base64' }).send();
    expect(sent).toBe(expected);
    const notification = await first;
    expect(notification?.value.err).toBeNull();
    expect(typeof notification?.context.slot).toBe('bigint');
    abort.abort();
    expect(ledger.getBalance(to.toBase58())).toBe(5_000_000n);
  });

  it('maps a failing preflight to the kit SolanaError for -32002, with the transaction error as cause', async () => {
    const from = await fundedSigner(1n);
    const message = await transferMessage(from, (await generateKeyPairSigner()).address, 9_000_000_000n);
    const signed = await signTransactionMessageWithSigners(message);
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e);
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    const context = (error as { context: { logs?: readonly string[]; unitsConsumed?: bigint } }).context;
    expect(context.logs?.join('\n')).toMatch(/insufficient lamports/);
    expect((error as { cause?: { message: string } }).cause?.message).toMatch(/custom program error|#1/i);
  });

  it('streams slotNotifications', async () => {
    const abort = new AbortController();
    const slots = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
    const seen: bigint[] = [];
    for await (const notification of slots) {
      seen.push(notification.slot);
      expect(notification.parent).toBe(notification.slot - 1n);
      if (seen.length === 2) break;
    }
    abort.abort();
    expect(seen[1]! > seen[0]!).toBe(true);
  });
});
