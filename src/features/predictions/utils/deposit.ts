import { KNOWN_TOKENS } from '../../../config/tokens';

/** JupUSD, the other deposit mint of a bet (supplement §11 `depositMint`): 6 decimals like USDC. */
export const JUPUSD = { mint: 'JuprjznTrTSp2UFa3ZBUFgwdAmtZCq4MQCwysN55USD', symbol: 'JupUSD', decimals: 6 } as const;

export const DEPOSIT_TOKENS = [KNOWN_TOKENS.USDC, JUPUSD] as const;
export type DepositToken = (typeof DEPOSIT_TOKENS)[number];

export const depositTokenOf = (mint: string | null | undefined): DepositToken | undefined =>
  DEPOSIT_TOKENS.find((t) => t.mint === mint);

interface TokenBalanceLike {
  readonly mint: string;
  readonly owner?: string | undefined;
}

export function depositMintMoved(
  meta: {
    preTokenBalances?: readonly TokenBalanceLike[] | null;
    postTokenBalances?: readonly TokenBalanceLike[] | null;
  } | null,
  owner: string,
): string | null {
  const balances = [...(meta?.postTokenBalances ?? []), ...(meta?.preTokenBalances ?? [])];
  return balances.find((b) => b.owner === owner && depositTokenOf(b.mint))?.mint ?? null;
}
