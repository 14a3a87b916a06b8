import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lendQueries } from '../../../api/lend/queries';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { borrowCrafts, stop, type BorrowStep } from './borrow-crafts';

export type { BorrowStep };

interface StepVars {
  wallet: string;
  plan: readonly BorrowStep[];
  index: number;
}
export interface StepDone {
  plan: readonly BorrowStep[];
  index: number;
}

/** Through the one write path; SOL collateral needing a wrap or unwrap is one transaction. */
export function useBorrowWrite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { connection } = useConnection();

  const [current, setCurrent] = useState<StepVars | null>(null);
  // A composed step that could not be composed runs as its separate transactions instead (keyed by its vars).
  const fallbacks = useRef(new WeakMap<StepVars, readonly BorrowStep[]>());

  const { craftOperate, craftComposed, craftOwn } = borrowCrafts({ client, queryClient, connection });

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
    step:
      current && !finished
        ? { index: current.index, total: current.plan.length, kind: current.plan[current.index]?.kind }
        : null,
  };
}
