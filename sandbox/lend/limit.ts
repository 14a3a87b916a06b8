import * as z from 'zod/mini';
import { addressSchema } from '../../src/api/common';
import { tokenJson } from './read';
import { openByAsset, type LendContext } from './service';

export const limitBody = z.object({
  asset: addressSchema,
  withdrawable: z.nullable(z.string().check(z.regex(/^\d+$/, 'must be a raw amount as a string, or null'))),
});

/** Sets (or with null lifts) what an earn vault lets leave now; withdrawals above it are refused. */
export function setWithdrawalLimit(ctx: LendContext, req: z.output<typeof limitBody>) {
  const m = openByAsset(ctx, req.asset);
  const { withdrawable: _lifted, ...state } = ctx.book.vaults.get(req.asset) ?? { startMs: m.startMs };
  ctx.book.vaults.set(req.asset, req.withdrawable === null ? state : { ...state, withdrawable: req.withdrawable });
  ctx.book.changed();
  // A limit counts as liquidity lent out: the rates move with it.
  const after = openByAsset(ctx, req.asset);
  ctx.persist();
  return tokenJson(ctx, after);
}
