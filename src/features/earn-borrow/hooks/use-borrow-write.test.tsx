// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import type { ExecuteRequest, TxOutcome } from '../../../lib/tx/run-transaction';
import { solPosition, solVaultWire } from '../utils/borrow-fixtures';
import { TOKEN_ACCOUNT_RENT } from '../utils/borrow-statement';
import { WALLET } from '../utils/earn-fixtures';
import { useBorrowWrite, type BorrowStep } from './use-borrow-write';

const execute = vi.fn<(request: ExecuteRequest) => Promise<TxOutcome>>();
vi.mock('../../../hooks/tx/use-execute-transaction', () => ({ useExecuteTransaction: () => ({ execute }) }));
vi.mock('../../../hooks/wallet/use-wallet', () => ({
  useConnection: () => ({
    connection: {
      getLatestBlockhash: () =>
        Promise.resolve({ blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 99 }),
    },
  }),
}));
// jsdom's realm breaks web3.js's decoder; the write path is mocked here (run-transaction.test.ts signs for real).
vi.mock('../../../lib/transaction-codec', () => ({
  decodeTransaction: (base64: string) => ({ kind: 'versioned', tx: { base64 } }),
}));

// web3.js cannot derive addresses in jsdom's realm; wsol.test.ts checks the real transactions in Node.
vi.mock('../utils/wsol', () => ({
  buildWrap: (_owner: unknown, lamports: bigint) => ({ wrap: lamports }),
  buildUnwrap: () => ({ unwrap: true }),
}));

let calls: { path: string; body: unknown }[];
const position = solPosition(1_000_000_000n, 50_000_000n);
beforeEach(() => {
  calls = [];
  execute.mockReset();
  execute.mockResolvedValue({ ok: true, id: '1', signature: 'SIG' });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { body?: string }) => {
      const path = new URL(url).pathname;
      calls.push({ path, body: init.body ? JSON.parse(init.body) : undefined });
      const json = path.endsWith('/vaults')
        ? [solVaultWire]
        : path.endsWith('/positions')
          ? [stringify(position)]
          : { nftId: 7, transaction: 'AQID' };
      return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function stringify(p: typeof position) {
  const wire: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) wire[k] = typeof v === 'bigint' ? v.toString() : v;
  return { ...wire, vault: solVaultWire };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

async function run(plan: BorrowStep[]) {
  const { result } = renderHook(() => useBorrowWrite(), { wrapper });
  act(() => result.current.start(WALLET, plan));
  await waitFor(() => expect(result.current.finished !== null || result.current.state.status === 'error').toBe(true));
  return result.current;
}

describe('useBorrowWrite', () => {
  it('wrap then open: the app’s own wrap lands first, then the operate the service crafts, each with its statement', async () => {
    const done = await run([
      { kind: 'wrap', lamports: 1_000_000_000n, accountExists: false },
      { kind: 'operate', write: { vaultId: 1, positionId: 0, colAmount: 1_000_000_000n, debtAmount: 50_000_000n } },
    ]);
    expect(done.finished?.index).toBe(1);
    const [wrap, open] = execute.mock.calls.map((c) => c[0]);
    expect(wrap).toMatchObject({
      kind: 'lend',
      land: 'rpc',
      summary: 'Wrap 1 SOL for collateral',
      lastValidBlockHeight: 99,
    });
    expect(wrap?.transaction).toEqual({ wrap: 1_000_000_000n });
    expect(wrap?.statement.feesMax).toBe(5_000n + TOKEN_ACCOUNT_RENT);
    expect(calls.find((c) => c.path.endsWith('/operate'))?.body).toEqual({
      vaultId: 1,
      positionId: 0,
      signer: WALLET,
      colAmount: '1000000000',
      debtAmount: '50000000',
    });
    expect(open?.summary).toBe('Open SOL → USDC: deposit 1 SOL, borrow 50 USDC');
    expect(open?.statement.send).toEqual([{ mint: KNOWN_TOKENS.SOL.mint, max: 1_000_000_000n }]);
  });

  it('repay all reads the position fresh and sends MIN_I128, bounded by the debt plus interest', async () => {
    await run([{ kind: 'operate', write: { vaultId: 1, positionId: 7, colAmount: 0n, debtAmount: MIN_I128 } }]);
    expect(calls.map((c) => c.path)).toEqual([
      '/lend/v1/borrow/vaults',
      '/lend/v1/borrow/positions',
      '/lend/v1/borrow/operate',
    ]);
    expect((calls[2]?.body as { debtAmount: string }).debtAmount).toBe(MIN_I128.toString());
    const request = execute.mock.calls[0]![0];
    expect(request.statement.send).toEqual([{ mint: KNOWN_TOKENS.USDC.mint, max: 50_000_045n }]);
    expect(request.summary).toBe('Repay all (at most 50.000045 USDC) (SOL → USDC #7)');
  });

  it('a failed first step stops the plan: the operate is never crafted', async () => {
    execute.mockResolvedValueOnce({ ok: false, id: null, signature: null, error: { kind: 'rejected', message: 'no' } });
    const state = await run([
      { kind: 'wrap', lamports: 5n, accountExists: true },
      { kind: 'operate', write: { vaultId: 1, positionId: 0, colAmount: 5n, debtAmount: 0n } },
    ]);
    expect(state.state.status).toBe('error');
    expect(execute).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});
