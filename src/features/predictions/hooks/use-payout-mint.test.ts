import { QueryClient } from '@tanstack/react-query';
import { Connection } from '@solana/web3.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUPUSD } from '../utils/deposit';
import { payoutMintQuery } from './use-payout-mint';

const OWNER = 'Own3r1111111111111111111111111111111111111';
const connection = new Connection('http://127.0.0.1:8899');

/** The RPC's answers by method; the methods asked, in order. */
function serveRpc(results: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (_url: string, init: { body: string }) => {
    const { method } = JSON.parse(init.body) as { method: string };
    asked.push(method);
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, result: results[method] }));
  });
  return asked;
}

const read = () => new QueryClient().query(payoutMintQuery(connection, 'Pos1tion', OWNER, 1));

afterEach(() => vi.unstubAllGlobals());

describe('payoutMintQuery', () => {
  it("reads the mint of the owner's deposit account moved by the position's latest transaction", async () => {
    const other = { mint: JUPUSD.mint, owner: 'Someone' };
    const asked = serveRpc({
      getSignaturesForAddress: [{ signature: 'sig1', slot: 5, err: null }],
      getTransaction: {
        slot: 5,
        meta: { preTokenBalances: [other], postTokenBalances: [other, { mint: JUPUSD.mint, owner: OWNER }] },
      },
    });
    await expect(read()).resolves.toBe(JUPUSD.mint);
    expect(asked).toEqual(['getSignaturesForAddress', 'getTransaction']);
  });

  it('is null (USDC) when the position has no transaction, or its transaction moved no deposit token', async () => {
    serveRpc({ getSignaturesForAddress: [] });
    await expect(read()).resolves.toBeNull();
    serveRpc({ getSignaturesForAddress: [{ signature: 'sig1' }], getTransaction: null });
    await expect(read()).resolves.toBeNull();
  });
});
