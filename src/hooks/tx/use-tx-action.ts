import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { explainError } from '../../api/explain-error';
import type { ExecutedAmounts } from '../../lib/tx/outcome';
import type { LabelOf, TxStatement } from '../../lib/tx/statement';
import type { TxError } from '../../lib/tx/tx-error';
import type { AnyTransaction } from '../../lib/transaction-codec';
import type { TxKind, TxLand } from '../../lib/tx/record';
import type { TxOutcome } from '../../lib/tx/run-transaction';
import type { ServicePost } from '../../lib/tx/land-record';
import type { Signer } from '@solana/web3.js';
import { useSettingsStore } from '../../stores/settings-store';
import { useExecuteTransaction } from './use-execute-transaction';

export interface CraftedTx {
  transaction: string | AnyTransaction;
  statement: TxStatement;
  labelOf: LabelOf;
  land: TxLand;
  requestId?: string | undefined;
  lastValidBlockHeight: number | null;
  summary: string;
  describeResult?: (result: ExecutedAmounts) => string;
  post?: ServicePost;
  /** Keys the app holds that sign after the wallet (an invite's keypair); kept in memory only. */
  cosigners?: readonly Signer[];
}

export type TxActionFailure = TxError | { kind: 'changed'; message: string };

export class TxActionError extends Error {
  constructor(readonly failure: TxActionFailure) {
    super(failure.message);
  }
}

export type TxActionStage = 'crafting' | 'checking' | 'signing' | 'sending' | 'confirming';

export type TxActionState<R> =
  | { status: 'idle' }
  | { status: TxActionStage; changes: string | null }
  | { status: 'confirm-unverified'; message: string; confirm: () => void; cancel: () => void }
  | { status: 'done'; result: R }
  | { status: 'error'; failure: TxActionFailure };

export interface TxActionOptions<V, R> {
  kind: TxKind;
  craft: (vars: V) => Promise<CraftedTx>;
  /** The result once landed (a receipt); defaults to the outcome. */
  finish: (outcome: TxOutcome & { ok: true }, crafted: CraftedTx, vars: V) => Promise<R> | R;
  invalidates?: readonly QueryKey[];
}

function failureOf(e: unknown): TxActionFailure {
  if (e instanceof TxActionError) return e.failure;
  const { title, fix } = explainError(e);
  const sentence = title.charAt(0).toUpperCase() + title.slice(1);
  return { kind: 'api', message: `${sentence}. Nothing was signed.`, fix };
}

/** A custom priority fee the user set in Settings is the ceiling they agreed to (spec §4.2). */
function withPriorityCeiling(statement: TxStatement): TxStatement {
  const { priorityFee } = useSettingsStore.getState().settings;
  if (statement.priorityFeeMax !== undefined || priorityFee.mode !== 'custom') return statement;
  return { ...statement, priorityFeeMax: BigInt(priorityFee.lamports) };
}

/** The one write path (issue 11 §1): craft → decode → check by simulation → wallet → land → track → refresh. */
export function useTxAction<V, R>(options: TxActionOptions<V, R>) {
  const { execute } = useExecuteTransaction();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TxActionState<R> | null>(null);
  const changes = useRef<string | null>(null);

  const mutation = useMutation<R, TxActionError, V>({
    mutationFn: async (vars) => {
      const { kind, craft, finish, invalidates = [] } = options;
      changes.current = null;
      const stage = (status: TxActionStage) => setProgress({ status, changes: changes.current });
      stage('crafting');
      let crafted: CraftedTx;
      try {
        crafted = await craft(vars);
      } catch (e) {
        throw new TxActionError(failureOf(e));
      }
      // The codec (web3.js) loads with the first transaction, not with the page (architecture.md "What loads when").
      let codec: typeof import('../../lib/transaction-codec');
      try {
        codec = await import('../../lib/transaction-codec');
      } catch {
        throw new TxActionError({
          kind: 'refused',
          message: 'The app could not load its signing code. Reload the page; nothing was signed.',
        });
      }
      let transaction: AnyTransaction;
      try {
        transaction =
          typeof crafted.transaction === 'string'
            ? codec.decodeTransaction(crafted.transaction).tx
            : crafted.transaction;
      } catch (e) {
        const why = e instanceof Error ? ` ${e.message}` : '';
        throw new TxActionError({
          kind: 'unreadable',
          message: `The service sent a transaction this app cannot read, so nothing was signed.${why}`,
        });
      }
      stage('checking');
      const outcome = await execute({
        kind,
        summary: crafted.summary,
        transaction,
        land: crafted.land,
        requestId: crafted.requestId,
        lastValidBlockHeight: crafted.lastValidBlockHeight,
        statement: withPriorityCeiling(crafted.statement),
        labelOf: crafted.labelOf,
        describeResult: crafted.describeResult,
        post: crafted.post,
        cosigners: crafted.cosigners,
        confirmUnverified: !useSettingsStore.getState().settings.allowUncheckedSigning
          ? undefined
          : (message) =>
              new Promise<boolean>((resolve) =>
                setProgress({
                  status: 'confirm-unverified',
                  message,
                  confirm: () => resolve(true),
                  cancel: () => resolve(false),
                }),
              ),
        onChecked: (text) => {
          changes.current = text;
        },
        onStage: (s) => stage(s),
      });
      if (!outcome.ok) throw new TxActionError(outcome.error);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      try {
        return await finish(outcome, crafted, vars);
      } catch (e) {
        throw new TxActionError(failureOf(e));
      }
    },
    onSettled: () => setProgress(null),
  });

  const { mutate, mutateAsync, reset: resetMutation } = mutation;
  const busy = mutation.isPending;
  const run = useCallback(
    (vars: V) => {
      if (!busy) mutate(vars);
    },
    [busy, mutate],
  );
  /** For a caller that runs several actions one after another (the portfolio's "bring everything home"). */
  const runAsync = useCallback((vars: V): Promise<R> => mutateAsync(vars), [mutateAsync]);
  const reset = useCallback(() => {
    setProgress(null);
    resetMutation();
  }, [resetMutation]);

  let state: TxActionState<R> = { status: 'idle' };
  if (mutation.isPending) state = progress ?? { status: 'crafting', changes: null };
  else if (mutation.isError) state = { status: 'error', failure: mutation.error.failure };
  else if (mutation.isSuccess) state = { status: 'done', result: mutation.data };
  return {
    state,
    run,
    runAsync,
    reset,
    busy,
    retry: () => mutation.variables !== undefined && run(mutation.variables),
  };
}
