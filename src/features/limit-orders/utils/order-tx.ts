import type { PolicySpec } from '../../../lib/tx/programs';
import { TOKEN_ACCOUNT_RENT, type TxStatement } from '../../../lib/tx/statement';

export const ORDER_FEES_MAX = 10_000n + 1_000_000n + 2n * TOKEN_ACCOUNT_RENT;
const TRIGGER: PolicySpec = { family: 'trigger' };

export function depositStatement(wallet: string, mint: string, amount: bigint, vault: string): TxStatement {
  return {
    wallet,
    feePayer: null,
    send: [{ mint, max: amount }],
    receive: [{ mint, min: amount, to: vault }],
    feesMax: ORDER_FEES_MAX,
    policy: TRIGGER,
  };
}

/**
 * A withdrawal (cancel, expired): nothing leaves the wallet but fees; the vault (a co-signer the service holds) may
 * pay them instead.
 */
export function withdrawalStatement(wallet: string, vault: string | null): TxStatement {
  return { wallet, feePayer: vault, send: [], receive: [], feesMax: ORDER_FEES_MAX, policy: TRIGGER };
}
