import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  TransactionMessage,
  PublicKey,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { BLOCKHASH_VALIDITY, Ledger } from './ledger';

function signedTx(
  ledger: Ledger,
  payer: Keypair,
  ixs: TransactionInstruction[],
  extra: Keypair[] = [],
  blockhash?: string,
) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash ?? ledger.latestBlockhash().blockhash,
    instructions: ixs,
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer, ...extra]);
  return tx.serialize();
}

/** A new account must end rent-exempt (≥ 890,880 lamports), as on a real cluster: small amounts go on top of 0.001 SOL. */
const BASE = 1_000_000;
const transfer = (from: PublicKey, to: PublicKey, lamports: number) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: lamports < BASE ? BASE + lamports : lamports });

function funded(ledger: Ledger, sol = 5) {
  const kp = Keypair.generate();
  ledger.airdrop(kp.publicKey.toBase58(), BigInt(sol * 1e9));
  return kp;
}

describe('Ledger', () => {
  it('airdrops through a recorded transfer and moves SOL with a signed transaction', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const bob = Keypair.generate().publicKey;
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(5_000_000_000n);
    const result = ledger.sendTransaction(signedTx(ledger, alice, [transfer(alice.publicKey, bob, 1_000_000)]));
    expect(result.ok).toBe(true);
    expect(ledger.getBalance(bob.toBase58())).toBe(1_000_000n);
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(5_000_000_000n - 1_000_000n - 5000n);
    const record = ledger.getTransaction(result.signature);
    expect(record?.meta.fee).toBe(5000n);
    expect(record?.meta.err).toBeNull();
    expect(record?.meta.preBalances[0]).toBe(5_000_000_000n);
    expect(record?.meta.postBalances[0]).toBe(5_000_000_000n - 1_005_000n);
    expect(ledger.getSignatureStatus(result.signature)?.confirmationStatus).toBe('confirmed');
  });

  it('accepts a blockhash for 150 blocks, then refuses it as not found', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
    expect(lastValidBlockHeight).toBe(ledger.blockHeight + BLOCKHASH_VALIDITY);
    ledger.advanceSlots(BLOCKHASH_VALIDITY);
    expect(ledger.isBlockhashValid(blockhash)).toBe(true);
    const ok = ledger.sendTransaction(
      signedTx(ledger, alice, [transfer(alice.publicKey, Keypair.generate().publicKey, 1)], [], blockhash),
    );
    expect(ok.ok).toBe(true);
    ledger.advanceSlots(1);
    expect(ledger.blockHeight).toBe(lastValidBlockHeight + 1);
    expect(ledger.isBlockhashValid(blockhash)).toBe(false);
    const late = ledger.sendTransaction(
      signedTx(ledger, alice, [transfer(alice.publicKey, Keypair.generate().publicKey, 1)], [], blockhash),
    );
    expect(late).toMatchObject({ ok: false, err: 'BlockhashNotFound', message: 'Blockhash not found' });
    // With preflight skipped a real cluster accepts the bytes and drops them: a signature that never lands.
    const dropped = ledger.sendTransaction(
      signedTx(ledger, alice, [transfer(alice.publicKey, Keypair.generate().publicKey, 2)], [], blockhash),
      { skipPreflight: true },
    );
    expect(dropped.ok).toBe(true);
    expect(ledger.getSignatureStatus(dropped.signature)).toBeNull();
  });

  it('answers every balance read after a write with the written state (reads are kept only until the next write)', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const address = alice.publicKey.toBase58();
    const bob = Keypair.generate().publicKey;
    expect(ledger.getBalance(address)).toBe(5_000_000_000n);
    expect(ledger.getBalance(bob.toBase58())).toBe(0n);
    const account = ledger.getAccount(address);
    if (!account) throw new Error('alice has no account');
    ledger.setAccount(address, { ...account, lamports: 7n });
    expect(ledger.getBalance(address)).toBe(7n);
    ledger.airdrop(address, 3_000_000_000n);
    expect(ledger.getBalance(address)).toBe(3_000_000_007n);
    ledger.sendTransaction(signedTx(ledger, alice, [transfer(alice.publicKey, bob, 1_000_000)]));
    expect(ledger.getBalance(bob.toBase58())).toBe(1_000_000n);
    ledger.reset();
    expect(ledger.getBalance(address)).toBe(0n);
  });

  it('refuses a duplicate, and moves funds once', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const bob = Keypair.generate().publicKey;
    const wire = signedTx(ledger, alice, [transfer(alice.publicKey, bob, 7)]);
    expect(ledger.sendTransaction(wire).ok).toBe(true);
    expect(ledger.sendTransaction(wire)).toMatchObject({ ok: false, err: 'AlreadyProcessed' });
    expect(ledger.sendTransaction(wire, { skipPreflight: true }).ok).toBe(true);
    expect(ledger.getBalance(bob.toBase58())).toBe(BigInt(BASE + 7));
  });

  it('fails preflight without landing, and lands a failing transaction with its fee when preflight is skipped', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger, 1);
    const before = ledger.getBalance(alice.publicKey.toBase58());
    const tooMuch = () => signedTx(ledger, alice, [transfer(alice.publicKey, Keypair.generate().publicKey, 9e9)]);
    const refused = ledger.sendTransaction(tooMuch());
    expect(refused).toMatchObject({ ok: false, err: { InstructionError: [0, { Custom: 1 }] } });
    expect(refused.ok || refused.message).toBe('Error processing Instruction 0: custom program error: 0x1');
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(before);
    const landed = ledger.sendTransaction(tooMuch(), { skipPreflight: true });
    expect(landed.ok).toBe(true);
    expect(ledger.getSignatureStatus(landed.signature)?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(before - 5000n);
  });

  it('refuses a transaction whose signature does not match its message', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const wire = signedTx(ledger, alice, [transfer(alice.publicKey, Keypair.generate().publicKey, 5)]);
    // Tamper with the transfer amount after signing: the u64 sits 2 bytes before the (empty) lookup-table list.
    wire[wire.length - 9] = (wire[wire.length - 9] ?? 0) ^ 1;
    expect(ledger.sendTransaction(wire)).toMatchObject({ ok: false, err: 'SignatureFailure' });
  });

  it('charges and reports the priority fee, and lists it in recent prioritization fees', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    ledger.advanceSlots(1); // the airdrop (price 0) locked alice in the previous slot; fees are per slot
    const result = ledger.sendTransaction(
      signedTx(ledger, alice, [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
        transfer(alice.publicKey, Keypair.generate().publicKey, 1),
      ]),
    );
    const record = ledger.getTransaction(result.signature);
    expect(record?.meta.fee).toBe(15_000n);
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(5_000_000_000n - 15_000n - BigInt(BASE + 1));
    const fees = ledger.recentPrioritizationFees([alice.publicKey.toBase58()]);
    expect(fees.find((f) => f.slot === ledger.slot)?.prioritizationFee).toBe(1_000_000n);
    const message = VersionedTransaction.deserialize(record!.wire).message.serialize();
    expect(ledger.feeForMessage(message)).toBe(15_000n);
  });

  it('without a limit instruction, reports the fee the runtime charges (3,000 units a builtin, 200,000 the others)', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const memo = new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [],
      data: Buffer.from('fee'),
    });
    const result = ledger.sendTransaction(
      signedTx(ledger, alice, [
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
        transfer(alice.publicKey, Keypair.generate().publicKey, 1),
        memo,
      ]),
    );
    expect(result).toMatchObject({ ok: true });
    // 2 builtins (compute budget, system) × 3,000 + 1 program × 200,000 = 206,000 units at 1 lamport each.
    const fee = 5_000n + 206_000n;
    expect(ledger.getTransaction(result.signature)?.meta.fee).toBe(fee);
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(5_000_000_000n - fee - BigInt(BASE + 1));
  });

  it('reports token balances before and after, and finds token accounts by program', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const mint = Keypair.generate();
    const ata = getAssociatedTokenAddressSync(mint.publicKey, alice.publicKey);
    const rent = Number(ledger.rentExemptMinimum(MINT_SIZE));
    const setup = ledger.sendTransaction(
      signedTx(
        ledger,
        alice,
        [
          SystemProgram.createAccount({
            fromPubkey: alice.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: rent,
            space: MINT_SIZE,
            programId: TOKEN_PROGRAM_ID,
          }),
          createInitializeMint2Instruction(mint.publicKey, 6, alice.publicKey, null),
          createAssociatedTokenAccountInstruction(alice.publicKey, ata, alice.publicKey, mint.publicKey),
          createMintToInstruction(mint.publicKey, ata, alice.publicKey, 1_500_000n),
        ],
        [mint],
      ),
    );
    expect(setup.ok).toBe(true);
    const record = ledger.getTransaction(setup.signature)!;
    expect(record.meta.preTokenBalances).toEqual([]);
    expect(record.meta.postTokenBalances).toEqual([
      expect.objectContaining({
        mint: mint.publicKey.toBase58(),
        owner: alice.publicKey.toBase58(),
        programId: TOKEN_PROGRAM_ID.toBase58(),
        uiTokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
      }),
    ]);
    const owned = ledger.accountsOwnedBy(TOKEN_PROGRAM_ID.toBase58()).map((a) => a.pubkey);
    expect(owned).toEqual(expect.arrayContaining([ata.toBase58(), mint.publicKey.toBase58()]));
    // Then with the mint written (more supply), and read only (a transfer into a new account): before and after.
    const bob = Keypair.generate().publicKey;
    const bobAta = getAssociatedTokenAddressSync(mint.publicKey, bob);
    const amounts = (signature: string) => {
      const { meta } = ledger.getTransaction(signature)!;
      const of = (b: typeof meta.preTokenBalances) => b.map((t) => `${t.owner}:${t.uiTokenAmount.uiAmountString}/6`);
      return [of(meta.preTokenBalances), of(meta.postTokenBalances)];
    };
    const [a, b] = [alice.publicKey.toBase58(), bob.toBase58()];
    const minted = ledger.sendTransaction(
      signedTx(ledger, alice, [createMintToInstruction(mint.publicKey, ata, alice.publicKey, 500_000n)]),
    );
    expect(amounts(minted.signature)).toEqual([[`${a}:1.5/6`], [`${a}:2/6`]]);
    const sent = ledger.sendTransaction(
      signedTx(ledger, alice, [
        createAssociatedTokenAccountInstruction(alice.publicKey, bobAta, bob, mint.publicKey),
        createTransferCheckedInstruction(ata, mint.publicKey, bobAta, alice.publicKey, 1_250_000n, 6),
      ]),
    );
    expect(amounts(sent.signature)).toEqual([[`${a}:2/6`], [`${b}:1.25/6`, `${a}:0.75/6`]]);
  });

  it('simulates unsigned drafts without landing them, and replaces a stale blockhash on request', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const stale = ledger.latestBlockhash().blockhash;
    ledger.advanceSlots(BLOCKHASH_VALIDITY + 1);
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: stale,
      instructions: [transfer(alice.publicKey, Keypair.generate().publicKey, 3)],
    }).compileToV0Message();
    const unsigned = new VersionedTransaction(message).serialize();
    expect(ledger.simulateTransaction(unsigned).err).toBe('BlockhashNotFound');
    const replaced = ledger.simulateTransaction(unsigned, {
      replaceRecentBlockhash: true,
      accounts: [alice.publicKey.toBase58()],
    });
    expect(replaced.err).toBeNull();
    expect(replaced.replacementBlockhash?.blockhash).toBe(ledger.latestBlockhash().blockhash);
    expect(replaced.unitsConsumed).toBeGreaterThan(0n);
    expect(replaced.accounts?.[0]?.lamports).toBe(5_000_000_000n - BigInt(BASE + 3) - 5000n);
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(5_000_000_000n);
    expect(ledger.simulateTransaction(unsigned, { sigVerify: true, replaceRecentBlockhash: true }).err).toBe(
      'SignatureFailure',
    );
  });

  it('finalizes after 32 slots, emits events and pages signatures newest first', () => {
    const ledger = Ledger.create();
    const events: string[] = [];
    ledger.on('slot', (s) => events.push(`slot ${String(s)}`));
    const off = ledger.on('transaction', (r) => events.push(`tx ${r.signature.slice(0, 4)}`));
    const alice = funded(ledger);
    const sigs = [1, 2, 3].map(
      (n) =>
        ledger.sendTransaction(signedTx(ledger, alice, [transfer(alice.publicKey, Keypair.generate().publicKey, n)]))
          .signature,
    );
    off();
    ledger.advanceSlots(32);
    expect(ledger.getSignatureStatus(sigs[0]!)).toMatchObject({ confirmationStatus: 'finalized', confirmations: null });
    expect(events.filter((e) => e.startsWith('tx'))).toHaveLength(4); // the airdrop and three transfers
    expect(events.at(-1)).toBe(`slot ${String(ledger.slot)}`);
    const list = ledger.getSignaturesForAddress(alice.publicKey.toBase58());
    expect(list.slice(0, 3).map((s) => s.signature)).toEqual([...sigs].reverse());
    expect(
      ledger.getSignaturesForAddress(alice.publicKey.toBase58(), { before: sigs[2], limit: 1 })[0]?.signature,
    ).toBe(sigs[1]);
  });

  it('restores from a snapshot with balances, history, clock and blockhash window intact', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const bob = Keypair.generate().publicKey;
    const { blockhash } = ledger.latestBlockhash();
    const sent = ledger.sendTransaction(signedTx(ledger, alice, [transfer(alice.publicKey, bob, 42)]));
    ledger.advanceSlots(3);
    const snapshot = JSON.parse(JSON.stringify(ledger.snapshot().meta)) as ReturnType<Ledger['snapshot']>['meta'];
    const restored = Ledger.restore({ svm: ledger.snapshot().svm, meta: snapshot });
    expect(restored.getBalance(bob.toBase58())).toBe(BigInt(BASE + 42));
    expect(restored.slot).toBe(ledger.slot);
    expect(restored.blockHeight).toBe(ledger.blockHeight);
    expect(restored.genesisHash).toBe(ledger.genesisHash);
    expect(restored.isBlockhashValid(blockhash)).toBe(true);
    expect(restored.getTransaction(sent.signature)?.meta.postBalances).toEqual(
      ledger.getTransaction(sent.signature)?.meta.postBalances,
    );
    // The faucet survives a restart too.
    restored.airdrop(bob.toBase58(), 8n);
    expect(restored.getBalance(bob.toBase58())).toBe(BigInt(BASE + 50));
    expect(() => Ledger.restore({ svm: new Uint8Array(), meta: { ...snapshot, version: 99 } })).toThrow(/version/);
  });

  it('encodes the records a save writes as the JSON of the snapshot’s records, also after more land', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const bob = Keypair.generate().publicKey;
    const encoded = () => ledger.encodedSnapshot().records.toString('utf8');
    expect(encoded()).toBe(JSON.stringify(ledger.snapshot().meta.records));
    ledger.sendTransaction(signedTx(ledger, alice, [transfer(alice.publicKey, bob, 7)]));
    expect(JSON.parse(encoded())).toHaveLength(2);
    expect(encoded()).toBe(JSON.stringify(ledger.snapshot().meta.records));
  });

  it('resets in place to a new genesis, keeping its listeners', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const genesis = ledger.genesisHash;
    const slots: number[] = [];
    ledger.on('slot', (s) => slots.push(s));
    ledger.advanceSlots(5);
    ledger.reset();
    expect(ledger.genesisHash).not.toBe(genesis);
    expect(ledger.slot).toBe(1);
    expect(ledger.getBalance(alice.publicKey.toBase58())).toBe(0n);
    expect(ledger.getSignaturesForAddress(alice.publicKey.toBase58())).toEqual([]);
    ledger.advanceSlots(1);
    expect(slots.at(-1)).toBe(2);
    expect(funded(ledger, 1).publicKey).toBeDefined(); // the faucet is funded again
  });

  it('keeps the token-owner index current through writes and transactions', () => {
    const ledger = Ledger.create();
    const alice = funded(ledger);
    const bob = Keypair.generate();
    expect(ledger.tokenAccountsByOwner(alice.publicKey.toBase58())).toEqual([]); // builds the index
    const mint = Keypair.generate();
    const ata = getAssociatedTokenAddressSync(mint.publicKey, alice.publicKey);
    ledger.sendTransaction(
      signedTx(
        ledger,
        alice,
        [
          SystemProgram.createAccount({
            fromPubkey: alice.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: Number(ledger.rentExemptMinimum(MINT_SIZE)),
            space: MINT_SIZE,
            programId: TOKEN_PROGRAM_ID,
          }),
          createInitializeMint2Instruction(mint.publicKey, 6, alice.publicKey, null),
          createAssociatedTokenAccountInstruction(alice.publicKey, ata, alice.publicKey, mint.publicKey),
        ],
        [mint],
      ),
    );
    expect(ledger.tokenAccountsByOwner(alice.publicKey.toBase58()).map((a) => a.pubkey)).toEqual([ata.toBase58()]);
    // Hand the account to bob by rewriting its owner field, as the control API's funding writes accounts.
    const account = ledger.getAccount(ata.toBase58())!;
    const data = Uint8Array.from(account.data);
    data.set(bob.publicKey.toBytes(), 32);
    ledger.setAccount(ata.toBase58(), { ...account, data });
    expect(ledger.tokenAccountsByOwner(alice.publicKey.toBase58())).toEqual([]);
    expect(ledger.tokenAccountsByOwner(bob.publicKey.toBase58()).map((a) => a.pubkey)).toEqual([ata.toBase58()]);
    // A restart restores the index from the snapshot instead of rescanning.
    const snapshot = ledger.snapshot();
    const restored = Ledger.restore({ svm: snapshot.svm, meta: JSON.parse(JSON.stringify(snapshot.meta)) as never });
    expect(restored.snapshot().meta.tokenOwners).toEqual([[ata.toBase58(), bob.publicKey.toBase58()]]);
  });

  it('airdrops the same amount twice in one slot as two transactions', () => {
    const ledger = Ledger.create();
    const carol = Keypair.generate().publicKey.toBase58();
    const first = ledger.airdrop(carol, 1_000_000_000n);
    const second = ledger.airdrop(carol, 1_000_000_000n);
    expect(first).not.toBe(second);
    expect(ledger.getBalance(carol)).toBe(2_000_000_000n);
  });
});
