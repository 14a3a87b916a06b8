import { Connection, Keypair, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRpcHandler, handleRpcText } from '../../rpc/handler';
import { associatedTokenAddress } from '../../world/fund';
import { readTokenAccount, withAmount } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { swapLookupTable } from '../../kit/tx/lookup-table';
import { MAX_QUOTE_AGE_SLOTS } from './requote';
import { openHarness } from '../../test-harness';
import { balanceOf, errorOf, getQuote, post, postSwap, quotePath, swapBody, type TestApp, V1 } from './test-kit';

const { SOL, USDC, JUP, BONK } = WELL_KNOWN_MINTS;
const ONE_SOL = 1_000_000_000n;
let t: TestApp;

let connection: Connection;

beforeAll(() => {
  t = openHarness({ ...V1, seed: 'swap-v1-swap-test' });
  const rpc = createRpcHandler(t.sandbox.ledger);
  connection = new Connection('http://127.0.0.1:8899', {
    fetch: async (_input, init) => {
      const text = await handleRpcText(rpc, typeof init?.body === 'string' ? init.body : '');
      return new Response(text, { headers: { 'content-type': 'application/json' } });
    },
  });
});

/** Sign as the taker and send through the sandbox RPC with web3.js; the pool co-signer adds the pool legs' keys. */
async function signAndSend(tx: VersionedTransaction, wallets: Keypair[]) {
  tx.sign(wallets);
  const signature = await connection.sendRawTransaction(tx.serialize());
  const record = t.sandbox.ledger.getTransaction(signature)!;
  expect(record.meta.err).toBeNull();
  return record;
}

describe('POST /swap/v1/swap, signed by the taker and sent', () => {
  it('swaps SOL for USDC: the output moves by exactly the quote, SOL by the input and the fees', async () => {
    const wallet = t.wallet({ starter: true });
    const me = wallet.publicKey.toBase58();
    const { quote } = await getQuote(t, quotePath(SOL, USDC, 2n * ONE_SOL));
    const { response, tx } = await postSwap(t, swapBody(quote, me));
    expect(tx.message.version).toBe(0);
    expect(tx.message.addressTableLookups.length).toBe(1);
    expect(tx.message.staticAccountKeys[0]?.toBase58()).toBe(me);
    expect(tx.signatures.every((s) => s.every((b) => b === 0))).toBe(true);
    expect(response.lastValidBlockHeight).toBe(t.sandbox.ledger.latestBlockhash().lastValidBlockHeight);
    const [sol, usdc] = [balanceOf(t, me, SOL), balanceOf(t, me, USDC)];
    const record = await signAndSend(tx, [wallet]);
    expect(balanceOf(t, me, USDC) - usdc).toBe(quote.outAmount);
    expect(sol - balanceOf(t, me, SOL)).toBe(quote.inAmount + record.meta.fee);
  });

  it('swaps JUP for BONK through two hops, paying the platform fee into feeAccount', async () => {
    const wallet = t.wallet({ starter: true });
    const me = wallet.publicKey.toBase58();
    const collector = t.wallet({ starter: true }).publicKey.toBase58();
    const feeAccount = associatedTokenAddress(BONK, collector, t.sandbox.world.byMint.get(BONK)!.tokenProgram);
    const { quote } = await getQuote(t, quotePath(JUP, BONK, 500_000_000n, { platformFeeBps: '75' }));
    expect(quote.routePlan.some((s) => s.swapInfo.inputMint === USDC || s.swapInfo.inputMint === SOL)).toBe(true);
    const { tx } = await postSwap(t, swapBody(quote, me, { feeAccount }));
    const before = { jup: balanceOf(t, me, JUP), bonk: balanceOf(t, me, BONK), fee: balanceOf(t, collector, BONK) };
    await signAndSend(tx, [wallet]);
    expect(before.jup - balanceOf(t, me, JUP)).toBe(quote.inAmount);
    expect(balanceOf(t, me, BONK) - before.bonk).toBe(quote.outAmount);
    expect(balanceOf(t, collector, BONK) - before.fee).toBe(quote.platformFee!.amount);
  });

  it('swaps ExactOut: exactly the asked output arrives, the input and its fee leave', async () => {
    const wallet = t.wallet({ starter: true });
    const me = wallet.publicKey.toBase58();
    const collector = t.wallet({ starter: true }).publicKey.toBase58();
    const feeAccount = associatedTokenAddress(USDC, collector, t.sandbox.world.byMint.get(USDC)!.tokenProgram);
    const { quote } = await getQuote(
      t,
      quotePath(USDC, JUP, 40_000_000n, { swapMode: 'ExactOut', platformFeeBps: '30' }),
    );
    const { tx } = await postSwap(t, swapBody(quote, me, { feeAccount }));
    const before = { usdc: balanceOf(t, me, USDC), jup: balanceOf(t, me, JUP), fee: balanceOf(t, collector, USDC) };
    await signAndSend(tx, [wallet]);
    expect(balanceOf(t, me, JUP) - before.jup).toBe(40_000_000n);
    expect(before.usdc - balanceOf(t, me, USDC)).toBe(quote.inAmount);
    expect(balanceOf(t, collector, USDC) - before.fee).toBe(quote.platformFee!.amount);
  });
});

describe('the pool legs of a quote-v1 transaction', () => {
  it('are signed only while every pool stays on its curve', async () => {
    const wallet = t.wallet({ starter: true });
    const me = wallet.publicKey.toBase58();
    const { quote } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { onlyDirectRoutes: 'true', maxAccounts: '14' }));
    const { tx } = await postSwap(t, swapBody(quote, me));
    // The taker raises the pool's payout by one unit and signs that: the co-signer does not sign it.
    const message = TransactionMessage.decompile(tx.message, {
      addressLookupTableAccounts: [swapLookupTable(t.sandbox).account],
    });
    const payout = message.instructions.filter((ix) => ix.data[0] === 12).at(-1)!;
    const data = Buffer.from(payout.data);
    expect(data.readBigUInt64LE(1)).toBe(quote.outAmount);
    data.writeBigUInt64LE(quote.outAmount + 1n, 1);
    payout.data = data;
    const greedy = new VersionedTransaction(message.compileToV0Message([swapLookupTable(t.sandbox).account]));
    greedy.sign([wallet]);
    await expect(connection.sendRawTransaction(greedy.serialize())).rejects.toThrow(/signature verification failure/i);
    const result = t.sandbox.ledger.sendTransaction(greedy.serialize());
    expect(result).toMatchObject({ ok: false, err: 'SignatureFailure' });
    expect(result.ok ? '' : result.logs[0]).toMatch(/^pool co-signer: not signing: pool .* would pay/);
  });

  it('land through the submission endpoint when the swap carries a tip', async () => {
    const wallet = t.wallet({ starter: true });
    const me = wallet.publicKey.toBase58();
    const { quote } = await getQuote(t, quotePath(JUP, USDC, 100_000_000n));
    const body = swapBody(quote, me, { prioritizationFeeLamports: { mevTipLamports: 1_000_000 } });
    const { tx } = await postSwap(t, body);
    tx.sign([wallet]);
    const usdc = balanceOf(t, me, USDC);
    const res = await post(t, '/tx-rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [
        Buffer.from(tx.serialize()).toString('base64'),
        { encoding: 'base64', skipPreflight: true, maxRetries: 0 },
      ],
    });
    const { result } = (await res.json()) as { result: string };
    expect(t.sandbox.ledger.getTransaction(result)?.meta.err).toBeNull();
    expect(balanceOf(t, me, USDC) - usdc).toBe(quote.outAmount);
  });
});

describe('POST /swap/v1/swap refuses', () => {
  it('a fee quote without feeAccount, or a feeAccount of another mint', async () => {
    const me = t.wallet({ starter: true }).publicKey.toBase58();
    const { quote, wire } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { platformFeeBps: '50' }));
    // The app's own schema will not encode such a body, so it goes on the wire by hand.
    const bare = { userPublicKey: me, quoteResponse: wire };
    expect(await errorOf(post(t, '/swap/v1/swap', bare))).toMatch(/^feeAccount: required/);
    const wrong = associatedTokenAddress(JUP, me, t.sandbox.world.byMint.get(JUP)!.tokenProgram);
    const error = await errorOf(post(t, '/swap/v1/swap', swapBody(quote, me, { feeAccount: wrong })));
    expect(error).toBe(`feeAccount: ${wrong} holds ${JUP}, not ${USDC}`);
    const missing = Keypair.generate().publicKey.toBase58();
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(quote, me, { feeAccount: missing })))).toMatch(
      /^feeAccount: .* is not a token account/,
    );
  });

  it('a quote whose amounts were changed, or whose pools are not the sandbox’s', async () => {
    const me = t.wallet({ starter: true }).publicKey.toBase58();
    const { quote } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL));
    const richer = { ...quote, outAmount: quote.outAmount + 1_000n };
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(richer, me)))).toMatch(/amounts do not match its routePlan/);
    const [step] = quote.routePlan;
    const elsewhere = { ...step!, swapInfo: { ...step!.swapInfo, ammKey: Keypair.generate().publicKey.toBase58() } };
    const forged = { ...quote, routePlan: [elsewhere, ...quote.routePlan.slice(1)] };
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(forged, me)))).toMatch(
      /^quoteResponse\.routePlan\.0\.swapInfo\.ammKey: no sandbox pool/,
    );
    const unknown = { ...quote, outputMint: Keypair.generate().publicKey.toBase58() };
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(unknown, me)))).toMatch(/^quoteResponse\.outputMint: /);
    expect(await errorOf(post(t, '/swap/v1/swap', { userPublicKey: me }))).toMatch(/^quoteResponse: /);
  });

  it('a quote older than the blockhash window', async () => {
    const me = t.wallet({ starter: true }).publicKey.toBase58();
    const { quote } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL));
    t.sandbox.ledger.advanceSlots(MAX_QUOTE_AGE_SLOTS);
    await postSwap(t, swapBody(quote, me));
    t.sandbox.ledger.advanceSlots(1);
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(quote, me)))).toMatch(
      /^quoteResponse: the quote is 151 slots old/,
    );
  });

  it('a route that no longer pays otherAmountThreshold', async () => {
    const me = t.wallet({ starter: true }).publicKey.toBase58();
    const { quote } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { onlyDirectRoutes: 'true', maxAccounts: '14' }));
    expect(quote.routePlan).toHaveLength(1);
    const { engine, ledger } = t.sandbox;
    const pool = engine.layout.pools.find(
      (p) => engine.layout.addresses(p).id === quote.routePlan[0]!.swapInfo.ammKey,
    )!;
    // Someone drains 1 % of the pool's USDC: the same SOL now buys less than the 0.5 % slippage allows.
    const vault = engine.liquidity.ensureOnChain(pool).quoteVault;
    const account = ledger.getAccount(vault)!;
    const amount = readTokenAccount(account.data).amount;
    ledger.setAccount(vault, { ...account, data: withAmount(account.data, amount - amount / 100n) });
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(quote, me)))).toMatch(
      /^quoteResponse: the route no longer honours otherAmountThreshold/,
    );
  });
});
