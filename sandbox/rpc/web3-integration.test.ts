import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  sendAndConfirmTransaction,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type AccountInfo,
  type Context,
  type SignatureResult,
  type SlotInfo,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { startRpcServer, type RunningRpcServer } from './server';

/**
 * Integration with a client nobody here wrote: web3.js 1.x `Connection` over HTTP and its websocket, against the
 * server on ephemeral ports. web3.js validates every response with superstruct, so a shape mistake fails here.
 * A fast clock (a slot every 25 ms) keeps confirmations moving.
 */

let ledger: Ledger;
let server: RunningRpcServer;
let connection: Connection;
let clock: NodeJS.Timeout;

beforeAll(async () => {
  ledger = Ledger.create();
  server = await startRpcServer({ ledger, port: 0 });
  connection = new Connection(server.url, { commitment: 'confirmed', wsEndpoint: server.wsUrl });
  clock = setInterval(() => {
    ledger.advanceSlots(1);
  }, 25);
});

afterAll(async () => {
  // confirmTransaction fires a getSignatureStatus it never awaits or catches; let the last one finish first.
  await new Promise((resolve) => setTimeout(resolve, 150));
  clearInterval(clock);
  // Close web3.js's websocket before the server, so it does not try to reconnect.
  const ws = (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket;
  ws.close();
  await server.close();
});

async function airdropped(sol = 2) {
  const payer = Keypair.generate();
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const signature = await connection.requestAirdrop(payer.publicKey, sol * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed');
  return payer;
}

describe('web3.js Connection', () => {
  it('requests an airdrop and confirms it with the blockhash strategy', async () => {
    const payer = await airdropped(3);
    expect(await connection.getBalance(payer.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
  });

  it('sends a SOL transfer with sendAndConfirmTransaction and reads it back', async () => {
    const payer = await airdropped();
    const to = Keypair.generate().publicKey;
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 0.25 * LAMPORTS_PER_SOL }),
    );
    const signature = await sendAndConfirmTransaction(connection, tx, [payer]);
    expect(await connection.getBalance(to)).toBe(0.25 * LAMPORTS_PER_SOL);
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.fee).toBe(5000);
    expect(landed?.meta?.postBalances[1]).toBe(0.25 * LAMPORTS_PER_SOL);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.accountKeys[0]?.pubkey.equals(payer.publicKey)).toBe(true);
    const history = await connection.getSignaturesForAddress(to);
    expect(history.map((s) => s.signature)).toEqual([signature]);
    const statuses = await connection.getSignatureStatuses([signature]);
    expect(statuses.value[0]?.confirmationStatus).toMatch(/confirmed|finalized/);
  });

  it('confirms a v0 transaction sent raw, with {signature, blockhash, lastValidBlockHeight}', async () => {
    const payer = await airdropped();
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1e6 }),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const simulation = await connection.simulateTransaction(tx, { sigVerify: true });
    expect(simulation.value.err).toBeNull();
    expect(simulation.value.unitsConsumed).toBe(150);
    expect(await connection.getFeeForMessage(message)).toMatchObject({ value: 5000 });
    const signature = await connection.sendRawTransaction(tx.serialize());
    const result = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed');
    expect(result.value.err).toBeNull();
  });

  it('refuses sigVerify with replaceRecentBlockhash as the real RPC does', async () => {
    const payer = await airdropped(1);
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 })],
      }).compileToV0Message(),
    );
    const error = await connection
      .simulateTransaction(tx, { sigVerify: true, replaceRecentBlockhash: true })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/Invalid params: sigVerify may not be used with replaceRecentBlockhash/);
  });

  it('surfaces a failing preflight as SendTransactionError with the simulation logs', async () => {
    const payer = await airdropped(1);
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5e9 }),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const error = await connection.sendTransaction(tx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as Error).message).toMatch(/Transaction simulation failed: Error processing Instruction 0/);
    expect((error as SendTransactionError).transactionError.logs?.join('\n')).toMatch(/insufficient lamports/);
  });

  it('finds a token account made with spl-token instructions through getParsedTokenAccountsByOwner', async () => {
    const payer = await airdropped();
    const mint = Keypair.generate();
    const owner = Keypair.generate().publicKey;
    const ata = getAssociatedTokenAddressSync(mint.publicKey, owner);
    const rent = await connection.getMinimumBalanceForRentExemption(MINT_SIZE);
    const tx = new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: rent,
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, 6, payer.publicKey, null),
      createAssociatedTokenAccountInstruction(payer.publicKey, ata, owner, mint.publicKey),
      createMintToInstruction(mint.publicKey, ata, payer.publicKey, 42_000_000n),
    );
    const signature = await sendAndConfirmTransaction(connection, tx, [payer, mint]);
    // The account creation's CPIs (system program, token program) pass web3.js's validators in both encodings.
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.innerInstructions?.map((i) => i.index)).toEqual([2]);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const invoked = parsed?.meta?.innerInstructions?.[0]?.instructions.map((ix) => ix.programId.toBase58());
    expect(new Set(invoked)).toEqual(new Set([SystemProgram.programId.toBase58(), TOKEN_PROGRAM_ID.toBase58()]));

    const byMint = await connection.getParsedTokenAccountsByOwner(owner, { mint: mint.publicKey });
    expect(byMint.value).toHaveLength(1);
    expect(byMint.value[0]?.pubkey.equals(ata)).toBe(true);
    expect(byMint.value[0]?.account.data.parsed).toEqual({
      type: 'account',
      info: {
        isNative: false,
        mint: mint.publicKey.toBase58(),
        owner: owner.toBase58(),
        state: 'initialized',
        tokenAmount: { amount: '42000000', decimals: 6, uiAmount: 42, uiAmountString: '42' },
      },
    });
    const byProgram = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID });
    expect(byProgram.value.map((a) => a.pubkey.toBase58())).toEqual([ata.toBase58()]);
    const raw = await connection.getTokenAccountsByOwner(owner, { mint: mint.publicKey });
    expect(raw.value[0]?.account.data.length).toBe(165);
    expect((await connection.getTokenAccountBalance(ata)).value.uiAmountString).toBe('42');
    expect((await connection.getTokenSupply(mint.publicKey)).value.amount).toBe('42000000');
    const infos = await connection.getMultipleParsedAccounts([mint.publicKey, ata]);
    expect(infos.value.map((a) => (a?.data as { parsed: { type: string } }).parsed.type)).toEqual(['mint', 'account']);
  });

  it('reads cluster facts through web3.js validators', async () => {
    const epoch = await connection.getEpochInfo();
    expect(epoch.absoluteSlot).toBeGreaterThan(0);
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d/);
    expect(await connection.getGenesisHash()).toBe(ledger.genesisHash);
    expect(await connection.getBlockHeight()).toBeGreaterThan(0);
    expect(Array.isArray(await connection.getRecentPrioritizationFees())).toBe(true);
    const { blockhash } = await connection.getLatestBlockhash();
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true);
  });

  it('notifies onSignature, onAccountChange and onSlotChange over the websocket', async () => {
    const payer = await airdropped();
    const to = Keypair.generate().publicKey;
    const slot = new Promise<SlotInfo>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id);
        resolve(info);
      });
    });
    expect((await slot).slot).toBeGreaterThan(0);

    const account = new Promise<AccountInfo<Buffer>>((resolve) => {
      const id = connection.onAccountChange(
        to,
        (info) => {
          void connection.removeAccountChangeListener(id);
          resolve(info);
        },
        { commitment: 'confirmed' },
      );
    });
    // Let the subscription reach the server before the transfer lands.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_234_567 }),
    );
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    tx.recentBlockhash = blockhash;
    tx.feePayer = payer.publicKey;
    tx.sign(payer);
    const signed = new Promise<[SignatureResult, Context]>((resolve) => {
      connection.onSignature(
        bs58.encode(tx.signature!),
        (result, context) => {
          resolve([result, context]);
        },
        'confirmed',
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signature = await connection.sendRawTransaction(tx.serialize());
    expect(signature).toBe(bs58.encode(tx.signature!));
    const [result, context] = await signed;
    expect(result.err).toBeNull();
    expect(context.slot).toBeGreaterThan(0);
    expect((await account).lamports).toBe(1_234_567);
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  });

  // Last: it moves the ledger past every blockhash web3.js has cached for the tests above.
  it('simulates an unsigned draft with an expired blockhash: replacement blockhash, post-state accounts, CPIs', async () => {
    const payer = await airdropped();
    const to = Keypair.generate().publicKey;
    const missing = Keypair.generate().publicKey;
    const { blockhash } = await connection.getLatestBlockhash();
    ledger.advanceSlots(151);
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1e6 })],
    }).compileToV0Message();
    const unsigned = new VersionedTransaction(message);
    expect((await connection.simulateTransaction(unsigned, { sigVerify: false })).value.err).toBe('BlockhashNotFound');

    const addresses = [payer.publicKey.toBase58(), to.toBase58(), missing.toBase58()];
    const { context, value } = await connection.simulateTransaction(unsigned, {
      sigVerify: false,
      replaceRecentBlockhash: true,
      innerInstructions: true,
      accounts: { encoding: 'base64', addresses },
    });
    expect(value.err).toBeNull();
    expect(value.logs?.[0]).toMatch(/^Program 11111111111111111111111111111111 invoke/);
    expect(value.unitsConsumed).toBe(150);
    expect(value.innerInstructions).toEqual([]);
    const replacement = (value as { replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number } })
      .replacementBlockhash;
    // The clock runs (a slot every 25 ms): the replacement is a recent blockhash with its real expiry.
    expect(ledger.isBlockhashValid(replacement!.blockhash)).toBe(true);
    expect(replacement!.lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight());
    expect(context.slot).toBeGreaterThan(0);
    expect(value.accounts?.map((a) => a?.lamports ?? null)).toEqual([2 * LAMPORTS_PER_SOL - 1e6 - 5000, 1e6, null]);
    expect(value.accounts?.[0]).toMatchObject({ owner: SystemProgram.programId.toBase58(), executable: false });
    expect(value.accounts?.[0]?.data).toEqual(['', 'base64']);
    // Nothing landed.
    expect(await connection.getBalance(to)).toBe(0);
  });
});
