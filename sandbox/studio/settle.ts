import { ceilDiv, type CurveParams, feeBpsAt, quoteSell } from '../../src/utils/studio-curve';
import type { TokenBalance, TxRecord } from '../chain/types';
import type { Address } from '../world/address';
import { curveState, type LaunchRecord } from './launch';

const BPS = 10_000n;

function amountOf(list: readonly TokenBalance[], keys: readonly Address[], account: Address): bigint {
  const index = keys.indexOf(account);
  const entry = list.find((b) => b.accountIndex === index);
  return entry ? BigInt(entry.uiTokenAmount.amount) : 0n;
}

export type Settlement = { kind: 'buy' | 'sell'; fee: bigint } | { kind: 'claim'; amount: bigint } | null;

export function settle(
  record: TxRecord,
  launch: LaunchRecord,
  params: CurveParams,
  vaults: { baseVault: Address; quoteVault: Address },
  nowMs: number,
): Settlement {
  const keys = record.accountKeys;
  if (!keys.includes(vaults.quoteVault) && !keys.includes(vaults.baseVault)) return null;
  const { preTokenBalances: pre, postTokenBalances: post } = record.meta;
  const before = { base: amountOf(pre, keys, vaults.baseVault), quote: amountOf(pre, keys, vaults.quoteVault) };
  const after = { base: amountOf(post, keys, vaults.baseVault), quote: amountOf(post, keys, vaults.quoteVault) };
  const db = after.base - before.base;
  const dq = after.quote - before.quote;
  if (db < 0n && dq > 0n) {
    const bps = feeBpsAt(launch.fee, (nowMs - (launch.landed?.atMs ?? nowMs)) / 1000);
    return { kind: 'buy', fee: ceilDiv(dq * BigInt(bps), BPS) };
  }
  if (db > 0n && dq < 0n) {
    const gross = quoteSell(params, curveState(params, launch, before), db, 0)?.amountOut ?? 0n;
    const fee = gross + dq;
    return { kind: 'sell', fee: fee > 0n ? fee : 0n };
  }
  if (db === 0n && dq < 0n) return { kind: 'claim', amount: -dq };
  return null;
}

// What a settled transaction changes in the launch record; false when nothing (a graduated curve takes no fees).
export function applySettlement(launch: LaunchRecord, result: NonNullable<Settlement>): boolean {
  if (result.kind === 'claim') {
    launch.creatorClaimed = (BigInt(launch.creatorClaimed) + result.amount).toString();
    const pending = launch.pendingClaims ?? [];
    const at = pending.findIndex((p) => p.amount === result.amount.toString());
    if (at >= 0) pending.splice(at, 1);
    return true;
  }
  if (launch.graduated) return false;
  launch.feesAccrued = (BigInt(launch.feesAccrued) + result.fee).toString();
  return true;
}
