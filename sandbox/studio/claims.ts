import { Refused } from '../kit/refused';
import type { Address } from '../world/address';
import type { ClaimPlan } from './keeper';
import type { LaunchKeys, LaunchRecord } from './launch';
import { badField } from './refusals';

// Half the pool's fees are the creator's (supplement §8).
export function feeOf(launch: LaunchRecord) {
  const total = BigInt(launch.feesAccrued) / 2n;
  return { unclaimed: (total - BigInt(launch.creatorClaimed)).toString(), total: total.toString() };
}

interface ClaimDeps {
  readonly blockHeight: number;
  readonly keysOf: (launch: LaunchRecord) => LaunchKeys;
  readonly craft: (plan: ClaimPlan) => { transaction: string; lastValidBlockHeight: number };
}

// POST /dbc/fee/create-tx: claims still able to land count, so two signed claims never pay more than the share.
export function craftClaim(
  launch: LaunchRecord | undefined,
  owner: Address,
  maxQuoteAmount: number,
  deps: ClaimDeps,
): { transaction: string } {
  if (!launch) throw new Refused(404, 'Proxy account not found for the creator');
  if (launch.creator !== owner) throw new Refused(403, 'You are not the owner of this pool');
  const pending = (launch.pendingClaims ?? []).filter((p) => p.lastValidBlockHeight >= deps.blockHeight);
  const reserved = pending.reduce((sum, p) => sum + BigInt(p.amount), 0n);
  const unclaimed = BigInt(feeOf(launch).unclaimed) - reserved;
  const max = BigInt(Math.floor(maxQuoteAmount));
  const amount = unclaimed < max ? unclaimed : max;
  if (amount <= 0n) throw badField('maxQuoteAmount', 'nothing to claim for this amount');
  const { transaction, lastValidBlockHeight } = deps.craft({ launch, keys: deps.keysOf(launch), amount });
  launch.pendingClaims = [...pending, { amount: amount.toString(), lastValidBlockHeight }];
  return { transaction };
}
