import { PublicKey, type AddressLookupTableAccount } from '@solana/web3.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { operate, operateInstructions } from '../../../api/lend/endpoints';
import { lendQueries } from '../../../api/lend/queries';
import { MIN_I128, type BorrowVault } from '../../../api/lend/schemas';
import { TxActionError, useTxAction, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { amountLabel, type LabelOf } from '../../../lib/tx/statement';
import { NATIVE_MINT } from '../../../lib/tx/simulate';
import { composeOperate } from '../utils/compose-operate';
import {
  composedStatement,
  operateStatement,
  repayMax,
  unwrapStatement,
  wrapStatement,
  type OperateWrite,
} from '../utils/borrow-statement';
import { buildUnwrap, buildWrap } from '../utils/wsol';

export type BorrowStep =
  | { kind: 'wrap'; lamports: bigint; accountExists: boolean }
  /** With `wrap` / `unwrap`: one transaction, the app's wrap and unwrap around the service's instructions. */
  | {
      kind: 'operate';
      write: OperateWrite;
      wrap?: { lamports: bigint; accountExists: boolean } | undefined;
      unwrap?: boolean | undefined;
    }
  | { kind: 'unwrap' };

interface StepVars {
  wallet: string;
  plan: readonly BorrowStep[];
  index: number;
}
export interface StepDone {
  plan: readonly BorrowStep[];
  index: number;
}

const stop = (message: string, fix: string) => new TxActionError({ kind: 'api', message, fix });

const labelsOf =
  (vault: BorrowVault): LabelOf =>
  (mint) =>
    [vault.supplyToken, vault.borrowToken].find((t) => t.address === mint);

function operateSummary(vault: BorrowVault, w: OperateWrite, labelOf: LabelOf, repayUpTo: bigint): string {
  const col = vault.supplyToken;
  const amount = (raw: bigint, mint: string) => amountLabel(raw < 0n ? -raw : raw, mint, labelOf);
  const parts: string[] = [];
  if (w.colAmount === MIN_I128) parts.push(`withdraw all ${col.symbol} collateral`);
  else if (w.colAmount > 0n) parts.push(`deposit ${amount(w.colAmount, col.address)}`);
  else if (w.colAmount < 0n) parts.push(`withdraw ${amount(w.colAmount, col.address)}`);
  if (w.debtAmount === MIN_I128) parts.push(`repay all (at most ${amount(repayUpTo, vault.borrowToken.address)})`);
  else if (w.debtAmount > 0n) parts.push(`borrow ${amount(w.debtAmount, vault.borrowToken.address)}`);
  else if (w.debtAmount < 0n) parts.push(`repay ${amount(w.debtAmount, vault.borrowToken.address)}`);
  const what = parts.join(', ');
  const where = `${col.symbol} → ${vault.borrowToken.symbol}`;
  return w.positionId === 0
    ? `Open ${where}: ${what}`
    : `${what.charAt(0).toUpperCase()}${what.slice(1)} (${where} #${w.positionId})`;
}

/**
 * A borrow action as its transactions through the one write path. SOL collateral that needs a wrap or an unwrap is one
 * transaction: the app's wrap, the service's instructions (operate-instructions), the unwrap, under one statement;
 * if a response cannot be composed, the same steps run as separate transactions, one after another. The vault and
 * position are read fresh before crafting so the bounds meet the chain.
 */
export function useBorrowWrite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { connection } = useConnection();

  const [current, setCurrent] = useState<StepVars | null>(null);
  // A composed step that could not be composed runs as its separate transactions instead (keyed by its vars).
  const fallbacks = useRef(new WeakMap<StepVars, readonly BorrowStep[]>());

  const readFresh = async (wallet: string, write: OperateWrite) => {
    const vaults = await queryClient.query({ ...lendQueries.borrowVaults(client), staleTime: 0 });
    const vault = vaults.find((v) => v.id === write.vaultId);
    if (!vault) throw stop('This vault is no longer open. Nothing was signed.', 'Reload the page and choose a vault.');
    let position = null;
    if (write.positionId !== 0) {
      const list = await queryClient.query({ ...lendQueries.borrowPositions(client, [wallet]), staleTime: 0 });
      position = list.find((p) => p.id === write.positionId) ?? null;
      if (!position) throw stop('This position is no longer yours. Nothing was signed.', 'Reload the page.');
    }
    return { vault, position };
  };

  const craftOperate = async (wallet: string, write: OperateWrite): Promise<CraftedTx> => {
    const { vault, position } = await readFresh(wallet, write);
    const res = await operate(client, { ...write, signer: wallet });
    const labelOf = labelsOf(vault);
    return {
      transaction: res.transaction,
      statement: operateStatement(wallet, vault, write, position),
      labelOf,
      land: 'rpc',
      lastValidBlockHeight: null,
      summary: operateSummary(vault, write, labelOf, repayMax(vault, write.debtAmount, position)),
    };
  };

  /** Null when the response cannot be composed: the caller falls back to separate transactions. */
  const craftComposed = async (wallet: string, step: BorrowStep & { kind: 'operate' }): Promise<CraftedTx | null> => {
    const { write, wrap = null, unwrap = false } = step;
    const { vault, position } = await readFresh(wallet, write);
    const res = await operateInstructions(client, { ...write, signer: wallet });
    const tables: AddressLookupTableAccount[] = [];
    for (const address of res.addressLookupTableAddresses) {
      const { value } = await connection.getAddressLookupTable(new PublicKey(address));
      if (!value) return null;
      tables.push(value);
    }
    const owner = new PublicKey(wallet);
    const blockhash = await connection.getLatestBlockhash('confirmed');
    const composed = composeOperate({
      owner,
      response: res,
      wrap: wrap?.lamports ?? null,
      unwrap,
      blockhash: blockhash.blockhash,
      tables,
    });
    if (!composed.ok) return null;
    const labelOf = labelsOf(vault);
    const sol = (l: bigint) => amountLabel(l, NATIVE_MINT, () => undefined);
    const summary = operateSummary(vault, write, labelOf, repayMax(vault, write.debtAmount, position));
    return {
      transaction: composed.transaction,
      statement: composedStatement(wallet, vault, write, position, wrap),
      labelOf,
      land: 'rpc',
      lastValidBlockHeight: blockhash.lastValidBlockHeight,
      summary: `${summary}${wrap ? ` (wrapping ${sol(wrap.lamports)} first)` : ''}${unwrap ? ', unwrapped to SOL' : ''}`,
    };
  };

  const craftOwn = async (wallet: string, step: BorrowStep & { kind: 'wrap' | 'unwrap' }): Promise<CraftedTx> => {
    const owner = new PublicKey(wallet);
    const blockhash = await connection.getLatestBlockhash('confirmed');
    const sol = (l: bigint) => amountLabel(l, NATIVE_MINT, () => undefined);
    return {
      transaction: step.kind === 'wrap' ? buildWrap(owner, step.lamports, blockhash) : buildUnwrap(owner, blockhash),
      statement: step.kind === 'wrap' ? wrapStatement(wallet, step.accountExists) : unwrapStatement(wallet),
      labelOf: () => undefined,
      land: 'rpc',
      lastValidBlockHeight: blockhash.lastValidBlockHeight,
      summary: step.kind === 'wrap' ? `Wrap ${sol(step.lamports)} for collateral` : 'Unwrap wrapped SOL back to SOL',
    };
  };

  const tx = useTxAction<StepVars, StepDone>({
    kind: 'lend',
    invalidates: [lendQueries.all(client)],
    craft: async (vars) => {
      const { wallet, plan, index } = vars;
      const step = plan[index];
      if (!step) throw stop('Nothing to do.', 'Enter an amount.');
      if (step.kind !== 'operate') return craftOwn(wallet, step);
      if (!step.wrap && !step.unwrap) return craftOperate(wallet, step.write);
      fallbacks.current.delete(vars);
      const composed = await craftComposed(wallet, step);
      if (composed) return composed;
      const steps: BorrowStep[] = [
        ...(step.wrap ? [{ kind: 'wrap' as const, ...step.wrap }] : []),
        { kind: 'operate', write: step.write },
        ...(step.unwrap ? [{ kind: 'unwrap' as const }] : []),
      ];
      fallbacks.current.set(vars, steps);
      setCurrent({ wallet, plan: steps, index: 0 });
      const [first] = steps;
      if (first?.kind === 'wrap') return craftOwn(wallet, first);
      return craftOperate(wallet, step.write);
    },
    finish: (_outcome, _crafted, vars) => {
      const steps = fallbacks.current.get(vars);
      return steps ? { plan: steps, index: 0 } : { plan: vars.plan, index: vars.index };
    },
  });

  const done = tx.state.status === 'done' ? tx.state.result : null;
  const { run } = tx;
  // The next step starts when the one before it has landed (the operate needs the wrapped SOL on chain).
  const chained = useRef<StepDone | null>(null);
  useEffect(() => {
    if (!done || !current || chained.current === done || done.index + 1 >= done.plan.length) return;
    chained.current = done;
    const next = { ...current, plan: done.plan, index: done.index + 1 };
    setCurrent(next);
    run(next);
  }, [done, run, current]);

  const start = useCallback(
    (wallet: string, plan: readonly BorrowStep[]) => {
      const first = { wallet, plan, index: 0 };
      setCurrent(first);
      run(first);
    },
    [run],
  );
  const finished = done !== null && done.index + 1 === done.plan.length ? done : null;
  const pendingNext = done !== null && finished === null;
  const { reset: resetTx } = tx;
  const reset = useCallback(() => {
    setCurrent(null);
    resetTx();
  }, [resetTx]);
  return {
    ...tx,
    reset,
    start,
    finished,
    busy: tx.busy || pendingNext,
    /** The step under way (or that failed), for "Step 1 of 2". */
    step:
      current && !finished
        ? { index: current.index, total: current.plan.length, kind: current.plan[current.index]?.kind }
        : null,
  };
}
