import type { EarnToken } from '../../../api/lend/schemas';
import type { PolicySpec } from '../../../lib/tx/programs';
import { TOKEN_ACCOUNT_RENT, type TxStatement } from '../../../lib/tx/statement';
import { assetsForRedeem, sharesForDeposit, sharesForWithdraw } from './earn-math';

export const LEND_SIGNATURE_FEES = 15_000n;
export const LEND_PRIORITY_FEE_MAX = 100_000n;
export const EARN_FEES_MAX = LEND_SIGNATURE_FEES + TOKEN_ACCOUNT_RENT + LEND_PRIORITY_FEE_MAX;

export const LEND: PolicySpec = { family: 'lend' };

const lessRounding = (v: bigint) => (v > 1n ? v - 1n : 0n);
const lessDrift = (v: bigint) => v - v / 10_000n;

export type EarnWrite =
  { action: 'deposit'; amount: bigint } | { action: 'withdraw'; amount: bigint } | { action: 'redeem'; shares: bigint };

export function earnStatement(wallet: string, token: EarnToken, write: EarnWrite): TxStatement {
  const underlying = token.assetAddress;
  const jl = token.address;
  const base = { wallet, feesMax: EARN_FEES_MAX, policy: LEND };
  switch (write.action) {
    case 'deposit':
      return {
        ...base,
        send: [{ mint: underlying, max: write.amount }],
        receive: [{ mint: jl, min: lessRounding(lessDrift(sharesForDeposit(token, write.amount))), to: wallet }],
      };
    case 'withdraw':
      return {
        ...base,
        send: [{ mint: jl, max: sharesForWithdraw(token, write.amount) + 1n }],
        receive: [{ mint: underlying, min: write.amount, to: wallet }],
      };
    case 'redeem':
      return {
        ...base,
        send: [{ mint: jl, max: write.shares }],
        receive: [{ mint: underlying, min: lessRounding(assetsForRedeem(token, write.shares)), to: wallet }],
      };
  }
}
