import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import type { ApprovalRequest } from './approval';
import { SANDBOX_AUTHORIZED_KEY } from './constants';
import { USER_REJECTED_CODE } from './errors';
import { registerWallet } from './register';
import { SandboxWallet, type StandardWalletAccount } from './sandbox-wallet';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const WALLET = Keypair.fromSeed(SEED);
const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function setup(answer: boolean | ((r: ApprovalRequest) => boolean) = true) {
  const requests: ApprovalRequest[] = [];
  const approve = vi.fn((request: ApprovalRequest) => {
    requests.push(request);
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer);
  });
  const storage = memoryStorage();
  const wallet = new SandboxWallet({ seed: SEED, approve, origin: 'http://127.0.0.1:4173', storage });
  return { wallet, approve, requests, storage };
}

async function connected(answer: boolean | ((r: ApprovalRequest) => boolean) = true) {
  const s = setup((r) => (r.kind === 'connect' ? true : typeof answer === 'function' ? answer(r) : answer));
  await s.wallet.features['standard:connect'].connect();
  const account = s.wallet.accounts[0]!;
  s.requests.length = 0;
  s.approve.mockClear();
  return { ...s, account };
}

function transfer(from: PublicKey, to: PublicKey, lamports: number) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports });
}

function v0(payer: PublicKey, instructions: TransactionInstruction[]): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH,
    instructions,
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

async function verify(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(message));
}

describe('registerWallet', () => {
  it('registers with an app that is already listening (register-wallet event)', () => {
    const target = new EventTarget();
    const register = vi.fn(() => () => undefined);
    target.addEventListener('wallet-standard:register-wallet', (e) => {
      (e as CustomEvent<(api: { register: typeof register }) => void>).detail({ register });
    });
    const { wallet } = setup();
    registerWallet(wallet, target);
    expect(register).toHaveBeenCalledWith(wallet);
  });

  it('registers with an app that starts later (app-ready event)', () => {
    const target = new EventTarget();
    const { wallet } = setup();
    registerWallet(wallet, target);
    const register = vi.fn(() => () => undefined);
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }));
    expect(register).toHaveBeenCalledWith(wallet);
  });

  it('is a wallet the Solana wallet adapter accepts (connect, events, signTransaction)', () => {
    const { wallet } = setup();
    expect(wallet.name).toBe('Sandbox wallet');
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.keys(wallet.features)).toEqual(
      expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signTransaction', 'solana:signMessage']),
    );
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0]);
  });

  it('without message signing (a hardware wallet), offers no signMessage at all', () => {
    const wallet = new SandboxWallet({
      seed: SEED,
      approve: vi.fn(),
      origin: 'x',
      storage: null,
      signsMessages: false,
    });
    expect(wallet.features['solana:signMessage']).toBeUndefined();
    expect(wallet.features['solana:signTransaction']).toBeDefined();
  });
});

describe('connect', () => {
  it('asks for approval with the origin, then exposes the account and emits a change', async () => {
    const { wallet, requests } = setup();
    const changes: (readonly StandardWalletAccount[] | undefined)[] = [];
    wallet.features['standard:events'].on('change', (p) => changes.push(p.accounts));
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(requests).toEqual([
      { kind: 'connect', origin: 'http://127.0.0.1:4173', address: WALLET.publicKey.toBase58() },
    ]);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.address).toBe(WALLET.publicKey.toBase58());
    expect(accounts[0]?.publicKey).toEqual(WALLET.publicKey.toBytes());
    expect(accounts[0]?.chains).toContain('solana:localnet');
    expect(changes).toEqual([accounts]);
  });

  it('rejects with the wallet-standard "user rejected" error and stays disconnected', async () => {
    const { wallet, storage } = setup(false);
    const error = await wallet.features['standard:connect'].connect().catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'WalletStandardError',
      message: 'The user rejected the request',
      context: { __code: USER_REJECTED_CODE },
      code: 4001,
    });
    expect(storage.map.has(SANDBOX_AUTHORIZED_KEY)).toBe(false);
  });

  it('reconnects silently only after an approved connect, and asks again after disconnect', async () => {
    const { wallet, approve, storage } = setup();
    await wallet.features['standard:connect'].connect();
    expect(storage.map.get(SANDBOX_AUTHORIZED_KEY)).toBe('true');

    const again = new SandboxWallet({ seed: SEED, approve, origin: 'x', storage });
    await again.features['standard:connect'].connect({ silent: true });
    expect(approve).toHaveBeenCalledTimes(1);
    expect(again.accounts).toHaveLength(1);

    await again.features['standard:disconnect'].disconnect();
    expect(again.accounts).toEqual([]);
    expect(storage.map.has(SANDBOX_AUTHORIZED_KEY)).toBe(false);
    await again.features['standard:connect'].connect({ silent: true });
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it('asks once when connect is called twice at the same time', async () => {
    const { wallet, approve } = setup();
    await Promise.all([wallet.features['standard:connect'].connect(), wallet.features['standard:connect'].connect()]);
    expect(approve).toHaveBeenCalledTimes(1);
  });
});

describe('signTransaction', () => {
  it('signs a legacy transaction as its own key after approval, describing it first', async () => {
    const { wallet, account, requests } = await connected();
    const to = Keypair.generate().publicKey;
    const tx = new Transaction({ feePayer: WALLET.publicKey, blockhash: BLOCKHASH, lastValidBlockHeight: 1_000 }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      transfer(WALLET.publicKey, to, 1_500_000_000),
    );
    const bytes = tx.serialize({ requireAllSignatures: false, verifySignatures: false });
    const [out] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: bytes });

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.kind).toBe('sign-transactions');
    const summary = request.kind === 'sign-transactions' ? request.transactions[0]! : null;
    expect(summary).toMatchObject({
      version: 'legacy',
      feePayer: WALLET.publicKey.toBase58(),
      feePayerIsWallet: true,
      walletMustSign: true,
      signers: [{ address: WALLET.publicKey.toBase58(), isWallet: true, signed: false }],
      instructions: [
        { programId: ComputeBudgetProgram.programId.toBase58(), programName: 'Compute Budget Program' },
        { programId: SystemProgram.programId.toBase58(), programName: 'System Program' },
      ],
      solTransfersOut: [{ to: to.toBase58(), lamports: 1_500_000_000n }],
    });

    const signed = Transaction.from(out!.signedTransaction);
    expect(signed.verifySignatures()).toBe(true);
    expect(signed.serializeMessage()).toEqual(tx.serializeMessage());
  });

  it('signs only its own slot of a v0 transaction and keeps the co-signer’s signature', async () => {
    const { wallet, account, requests } = await connected();
    const payer = Keypair.generate();
    const tx = v0(payer.publicKey, [transfer(WALLET.publicKey, payer.publicKey, 5_000)]);
    tx.sign([payer]);
    const payerSignature = Uint8Array.from(tx.signatures[0]!);
    const [out] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: tx.serialize(),
    });
    const signed = VersionedTransaction.deserialize(out!.signedTransaction);
    expect(signed.signatures[0]).toEqual(payerSignature);
    expect(await verify(WALLET.publicKey.toBytes(), signed.signatures[1]!, signed.message.serialize())).toBe(true);

    const request = requests[0]!;
    const summary = request.kind === 'sign-transactions' ? request.transactions[0] : undefined;
    expect(summary).toMatchObject({
      version: 0,
      feePayer: payer.publicKey.toBase58(),
      feePayerIsWallet: false,
      signers: [
        { address: payer.publicKey.toBase58(), isWallet: false, signed: true },
        { address: WALLET.publicKey.toBase58(), isWallet: true, signed: false },
      ],
    });
  });

  it('shows a tampered fee payer in the request, and a rejection signs nothing', async () => {
    const { wallet, account, requests } = await connected(false);
    const attacker = Keypair.generate().publicKey;
    // Built for the wallet, then re-targeted so someone else pays (and so controls the nonce and priority).
    const honest = v0(WALLET.publicKey, [transfer(WALLET.publicKey, attacker, 1_000)]);
    const tampered = v0(attacker, [transfer(WALLET.publicKey, attacker, 1_000)]);
    expect(honest.message.staticAccountKeys[0]?.toBase58()).toBe(WALLET.publicKey.toBase58());

    const error = await wallet.features['solana:signTransaction']
      .signTransaction({ account, transaction: tampered.serialize() })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'WalletStandardError', context: { __code: USER_REJECTED_CODE } });
    const request = requests[0]!;
    expect(request.kind === 'sign-transactions' && request.transactions[0]).toMatchObject({
      feePayer: attacker.toBase58(),
      feePayerIsWallet: false,
      walletMustSign: true,
    });
  });

  it('refuses, without asking, a transaction that does not need this wallet', async () => {
    const { wallet, account, approve } = await connected();
    const other = Keypair.generate();
    const tx = v0(other.publicKey, [transfer(other.publicKey, WALLET.publicKey, 1)]);
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction: tx.serialize() }),
    ).rejects.toThrow('does not ask the Sandbox wallet to sign');
    expect(approve).not.toHaveBeenCalled();
  });

  it('signs several transactions after one approval (signAllTransactions)', async () => {
    const { wallet, account, approve, requests } = await connected();
    const to = Keypair.generate().publicKey;
    const a = v0(WALLET.publicKey, [transfer(WALLET.publicKey, to, 1)]);
    const b = v0(WALLET.publicKey, [transfer(WALLET.publicKey, to, 2)]);
    const out = await wallet.features['solana:signTransaction'].signTransaction(
      { account, transaction: a.serialize() },
      { account, transaction: b.serialize() },
    );
    expect(approve).toHaveBeenCalledTimes(1);
    expect(requests[0]?.kind === 'sign-transactions' && requests[0].transactions).toHaveLength(2);
    expect(out).toHaveLength(2);
    for (const o of out) {
      const signed = VersionedTransaction.deserialize(o.signedTransaction);
      expect(await verify(WALLET.publicKey.toBytes(), signed.signatures[0]!, signed.message.serialize())).toBe(true);
    }
  });

  it('refuses before connecting, another account, garbage and trailing bytes', async () => {
    const { wallet } = setup();
    const tx = v0(WALLET.publicKey, [transfer(WALLET.publicKey, WALLET.publicKey, 1)]);
    const account = {
      address: WALLET.publicKey.toBase58(),
      publicKey: WALLET.publicKey.toBytes(),
      chains: [],
      features: [],
    };
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction: tx.serialize() }),
    ).rejects.toThrow('not connected');

    const c = await connected();
    const stranger = { ...c.account, address: Keypair.generate().publicKey.toBase58() };
    await expect(
      c.wallet.features['solana:signTransaction'].signTransaction({ account: stranger, transaction: tx.serialize() }),
    ).rejects.toThrow('has no account');
    await expect(
      c.wallet.features['solana:signTransaction'].signTransaction({
        account: c.account,
        transaction: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toThrow(/not a Solana transaction|truncated|malformed/);
    const trailing = new Uint8Array([...tx.serialize(), 0]);
    await expect(
      c.wallet.features['solana:signTransaction'].signTransaction({ account: c.account, transaction: trailing }),
    ).rejects.toThrow('malformed');
    await expect(
      c.wallet.features['solana:signTransaction'].signTransaction({
        account: c.account,
        transaction: tx.serialize(),
        chain: 'solana:mainnet',
      }),
    ).rejects.toThrow('signs only for solana:localnet');
    expect(c.approve).not.toHaveBeenCalled();
  });
});

describe('signMessage', () => {
  it('shows the text and returns an Ed25519 signature by the wallet key', async () => {
    const { wallet, account, requests } = await connected();
    const message = new TextEncoder().encode('Sign in to Solstice Trade\nNonce: 42');
    const [out] = await wallet.features['solana:signMessage']!.signMessage({ account, message });
    expect(requests[0]).toMatchObject({ kind: 'sign-message', text: 'Sign in to Solstice Trade\nNonce: 42' });
    expect(out?.signedMessage).toEqual(message);
    expect(out?.signatureType).toBe('ed25519');
    expect(await verify(WALLET.publicKey.toBytes(), out!.signature, message)).toBe(true);
  });

  it('shows bytes that are not UTF-8 as hex, and a rejection returns no signature', async () => {
    const { wallet, account, requests } = await connected(false);
    const message = new Uint8Array([0xff, 0x00, 0x10]);
    await expect(wallet.features['solana:signMessage']!.signMessage({ account, message })).rejects.toMatchObject({
      context: { __code: USER_REJECTED_CODE },
    });
    expect(requests[0]).toMatchObject({ kind: 'sign-message', text: null, hex: 'ff0010' });
  });
});
