import {
  MIN_I128,
  type BorrowPosition,
  type BorrowVault,
  type EarnPosition,
  type EarnToken,
} from '../../../api/lend/schemas';
import { assetsForRedeem } from '../../earn-borrow/utils/earn-math';
import { debtWithInterest, figures } from '../../earn-borrow/utils/borrow-math';
import { healthLevel, healthText } from '../../earn-borrow/utils/borrow-view';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { amountText, type PortfolioItem } from './model';
import { usdOf } from './usd';

/** Supplied value as the earn page's redeem pays it: the position's shares at the vault's rate. */
export function earnItems(
  positions: readonly EarnPosition[],
  tokens: readonly EarnToken[],
  earnings: ReadonlyMap<string, bigint> | undefined,
  wallet: string,
): PortfolioItem[] {
  return positions.map((p) => {
    const listed = tokens.find((t) => t.address === p.token.address);
    const asset = listed?.asset ?? p.token.asset;
    const value = listed ? assetsForRedeem(listed, p.shares) : p.underlyingAssets;
    const symbol = asset?.symbol ?? p.token.symbol ?? 'token';
    const supplied = amountText(value, asset, listed?.assetAddress ?? p.token.address);
    const earned = earnings?.get(p.token.address) ?? (listed ? earnings?.get(listed.assetAddress) : undefined);
    return {
      id: `earn:${p.token.address}`,
      product: 'earn',
      title: `${symbol} supplied to earn`,
      holds: supplied,
      usd: asset ? usdOf(value, asset.decimals, asset.price) : null,
      details: earned === undefined ? [] : [`Earned so far: ${amountText(earned, asset, p.token.address)}`],
      action:
        listed && p.shares > 0n
          ? {
              verb: 'Redeem',
              label: `Redeem ${supplied} from Earn`,
              run: {
                kind: 'earn',
                vars: { wallet, jlMint: listed.address, write: { action: 'redeem', shares: p.shares } },
              },
            }
          : null,
    };
  });
}

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

/** Debt a repay-all must cover by the time it lands: the borrow form's own two-minute margin. */
export const REPAY_MARGIN_SECONDS = 120n;

/**
 * Net value at the vault's oracle prices (the borrow page's figures). The action repays all and withdraws all when
 * the wallet holds enough of the debt token; otherwise the position stays for its page.
 */
export function borrowItems(
  positions: readonly BorrowPosition[],
  vaults: readonly BorrowVault[],
  held: (mint: string) => bigint | null,
  wallet: string,
): PortfolioItem[] {
  return positions
    .filter((p) => p.supply > 0n || p.borrow > 0n)
    .map((p) => {
      const v = vaults.find((x) => x.id === p.vaultId);
      if (!v) {
        return {
          id: `borrow:${String(p.id)}`,
          product: 'borrow' as const,
          title: `Borrow position #${String(p.id)}`,
          holds: 'Its vault is not listed',
          usd: null,
          details: [],
          action: null,
        };
      }
      const col = v.supplyToken;
      const debt = v.borrowToken;
      const f = figures(v, p.supply, p.borrow);
      const colUsd = usdOf(p.supply, col.decimals, col.price);
      const debtUsd = usdOf(p.borrow, debt.decimals, debt.price);
      const pair = `${col.symbol} → ${debt.symbol}`;
      const needed = p.borrow > 0n ? debtWithInterest(v, p.borrow, REPAY_MARGIN_SECONDS) : 0n;
      const have = held(debt.address);
      const canRepay = p.borrow === 0n || (have !== null && have >= needed);
      const holds = `${amountText(p.supply, col, col.address)} collateral · ${amountText(p.borrow, debt, debt.address)} debt`;
      const health = `Health factor ${healthText(f.health)} (${healthLevel(f.health).label})`;
      const shortfall = canRepay
        ? []
        : [
            `Repaying all needs about ${amountText(needed, debt, debt.address)}; your wallet holds ${amountText(have ?? 0n, debt, debt.address)}`,
          ];
      return {
        id: `borrow:${String(p.id)}`,
        product: 'borrow' as const,
        title: `${pair} position #${String(p.id)}`,
        holds,
        usd: colUsd === null || debtUsd === null ? null : colUsd - debtUsd,
        details: [health, ...shortfall],
        action: canRepay
          ? {
              verb: 'Withdraw' as const,
              label: `${p.borrow > 0n ? 'Repay all and withdraw' : 'Withdraw'} ${amountText(p.supply, col, col.address)} from ${pair} position #${String(p.id)}`,
              run: {
                kind: 'borrow' as const,
                wallet,
                wrapped: col.address === NATIVE_MINT,
                step: {
                  kind: 'operate' as const,
                  write: {
                    vaultId: v.id,
                    positionId: p.id,
                    colAmount: MIN_I128,
                    debtAmount: p.borrow > 0n ? MIN_I128 : 0n,
                  },
                },
              },
            }
          : null,
      };
    });
}
