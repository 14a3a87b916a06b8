// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import type { ExecuteRequest, TxOutcome } from '../../../lib/tx/run-transaction';
import { solPosition, solVaultWire } from '../utils/borrow-fixtures';
import type { ComposeInput, Composed } from '../utils/compose-operate';
import { TOKEN_ACCOUNT_RENT } from '../../../lib/tx/statement';
import { OPEN_RENT } from '../utils/borrow-statement';
import { WALLET } from '../utils/earn-fixtures';
import { useBorrowWrite, type BorrowStep } from './use-borrow-write';

const execute = vi.fn<(request: ExecuteRequest) => Promise<TxOutcome>>();
const lookupTable = vi.fn(() => Promise.resolve({ value: null }));
vi.mock('../../../hooks/tx/use-execute-transaction', () => ({ useExecuteTransaction: () => ({ execute }) }));
vi.mock('../../../hooks/wallet/use-wallet', () => ({
  useConnection: () => ({
    connection: {
      getLatestBlockhash: () =>
        Promise.resolve({ blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 99 }),
      getAddressLookupTable: lookupTable,
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

// compose-operate.test.ts composes real transactions in Node; here only what the hook hands it and does with it.
const compose = vi.fn<(input: ComposeInput) => Composed>();
vi.mock('../utils/compose-operate', () => ({ composeOperate: (input: ComposeInput) => compose(input) }));

const RUN = {
  nftId: 7,
  instructions: [{ programId: WALLET, accounts: [{ pubkey: WALLET, isSigner: true, isWritable: true }], data: 'AQ==' }],
  addressLookupTableAddresses: [] as string[],
};
let instructionsResponse = RUN;

let calls: { path: string; body: unknown }[];
const position = solPosition(1_000_000_000n, 50_000_000n);
beforeEach(() => {
  calls = [];
  instructionsResponse = RUN;
  compose.mockReset();
  compose.mockImplementation((input) => ({ ok: true, transaction: { composed: input } as never }));
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
          : path.endsWith('/operate-instructions')
            ? instructionsResponse
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

  it('SOL open short of wrapped SOL: ONE transaction, the wrap and the service’s instructions, under one statement', async () => {
    const write = { vaultId: 1, positionId: 0, colAmount: 1_000_000_000n, debtAmount: 50_000_000n };
    const done = await run([{ kind: 'operate', write, wrap: { lamports: 700_000_000n, accountExists: false } }]);
    expect(done.finished?.plan).toHaveLength(1);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.path)).toEqual(['/lend/v1/borrow/vaults', '/lend/v1/borrow/operate-instructions']);
    expect(calls[1]?.body).toEqual({
      vaultId: 1,
      positionId: 0,
      signer: WALLET,
      colAmount: '1000000000',
      debtAmount: '50000000',
    });
    const input = compose.mock.calls[0]![0];
    expect(input).toMatchObject({ wrap: 700_000_000n, unwrap: false, blockhash: '11111111111111111111111111111111' });
    expect(input.owner.toBase58()).toBe(WALLET);
    expect(input.response.instructions).toEqual(RUN.instructions);
    expect(input.tables).toEqual([]);
    const request = execute.mock.calls[0]![0];
    expect(request).toMatchObject({ kind: 'lend', land: 'rpc', lastValidBlockHeight: 99 });
    expect(request.transaction).toEqual({ composed: input });
    expect(request.summary).toBe('Open SOL → USDC: deposit 1 SOL, borrow 50 USDC (wrapping 0.7 SOL first)');
    // Only the collateral may leave (SOL and wrapped SOL are one asset); the borrow must arrive; fees and rents:
    // signatures, priority, the NFT, the USDC account and the new wrapped-SOL account.
    expect(request.statement.send).toEqual([{ mint: KNOWN_TOKENS.SOL.mint, max: 1_000_000_000n }]);
    expect(request.statement.receive).toEqual([{ mint: KNOWN_TOKENS.USDC.mint, min: 50_000_000n, to: WALLET }]);
    expect(request.statement.feesMax).toBe(115_000n + OPEN_RENT + 2n * TOKEN_ACCOUNT_RENT);
  });

  it('withdraw all with the unwrap: one transaction that closes the wrapped-SOL account after the run', async () => {
    const write = { vaultId: 1, positionId: 7, colAmount: MIN_I128, debtAmount: 0n };
    await run([{ kind: 'operate', write, unwrap: true }]);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(compose.mock.calls[0]![0]).toMatchObject({ wrap: null, unwrap: true });
    const request = execute.mock.calls[0]![0];
    expect(request.statement.send).toEqual([]);
    expect(request.statement.receive).toEqual([{ mint: KNOWN_TOKENS.SOL.mint, min: 1_000_000_000n, to: WALLET }]);
    expect(request.summary).toBe('Withdraw all SOL collateral (SOL → USDC #7), unwrapped to SOL');
  });

  it('falls back to separate transactions when the response cannot be composed: wrap, operate, unwrap', async () => {
    compose.mockReturnValue({ ok: false, reason: 'too large for one transaction' });
    const write = { vaultId: 1, positionId: 7, colAmount: 500_000_000n, debtAmount: 0n };
    const done = await run([{ kind: 'operate', write, wrap: { lamports: 500_000_000n, accountExists: true } }]);
    expect(done.finished?.plan.map((s) => s.kind)).toEqual(['wrap', 'operate']);
    const [wrap, operate] = execute.mock.calls.map((c) => c[0]);
    expect(wrap?.transaction).toEqual({ wrap: 500_000_000n });
    expect(wrap?.statement.feesMax).toBe(5_000n);
    expect(operate?.transaction).toEqual({ base64: 'AQID' });
    expect(calls.filter((c) => c.path.endsWith('/operate')).map((c) => c.body)).toHaveLength(1);
  });

  it('a lookup table the RPC does not have also falls back (the unwrap as its own transaction)', async () => {
    instructionsResponse = { ...RUN, addressLookupTableAddresses: [WALLET] };
    const write = { vaultId: 1, positionId: 7, colAmount: -100_000_000n, debtAmount: 0n };
    const done = await run([{ kind: 'operate', write, unwrap: true }]);
    expect(lookupTable).toHaveBeenCalled();
    expect(compose).not.toHaveBeenCalled();
    expect(done.finished?.plan.map((s) => s.kind)).toEqual(['operate', 'unwrap']);
    expect(execute.mock.calls.map((c) => c[0].transaction)).toEqual([{ base64: 'AQID' }, { unwrap: true }]);
  });
});
