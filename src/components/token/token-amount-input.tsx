import { Suspense, useId, useState } from 'react';
import { KNOWN_TOKENS } from '../../config/tokens';
import { priceOf, usePrices } from '../../hooks/use-prices';
import { useTokenBalance } from '../../hooks/use-token-balance';
import { usdValue, type TokenInfo } from '../../lib/token-info';
import { parseAmountInput, toDecimalString } from '../../utils/amount';
import { formatTokenAmount, formatUsd } from '../../utils/format';
import { AmountField } from './amount-field';
import { useSetting } from '../../stores/settings-store';
import { halfSpendable, maxSpendable, reserveText, solFeeReserve } from './spendable';
import { TokenButton } from './token-button';
import { TokenLogo } from './token-logo';
import { chunkLoader, lazyLoaded } from '../page/lazy-part';

const loadPicker = chunkLoader(() => import('./token-picker-dialog'));
/** For a page to call once its first result is on screen, so the tap that opens the picker does not load its code. */
export const prefetchTokenPicker = loadPicker.preload;
const TokenPickerDialog = lazyLoaded(loadPicker, (m) => m.TokenPickerDialog);

export interface TokenAmountInputProps {
  label: string;
  token: TokenInfo;
  value: string;
  onChange?: (text: string) => void;
  onTokenChange?: (token: TokenInfo) => void;
  otherMint?: string | undefined;
  /** The picker offers only the wallet's tokens. */
  heldOnly?: boolean;
  pickerTitle?: string;
  readOnly?: boolean;
  disabled?: boolean;
}

/**
 * An amount of a token: the token button opening the picker, the wallet's balance with Max / Half (SOL keeps a fee
 * reserve), the USD value under the field (price v3), and the locale-safe, decimals-capped typing of AmountField.
 */
export function TokenAmountInput({
  label,
  token,
  value,
  onChange,
  onTokenChange,
  otherMint,
  heldOnly,
  pickerTitle = 'Select a token',
  readOnly,
  disabled,
}: TokenAmountInputProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const reserveId = useId();
  const balance = useTokenBalance(token.mint);
  const prices = usePrices([token.mint]);
  const price = priceOf(prices.data, token.mint);
  const parsed = value === '' ? null : parseAmountInput(value, token.decimals);
  const usd = parsed?.ok ? usdValue(parsed.raw, token.decimals, price) : null;
  const isSol = token.mint === KNOWN_TOKENS.SOL.mint;
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  const reserve = solFeeReserve({ priorityFee, mevTipLamports });

  const fill = (raw: bigint) => onChange?.(toDecimalString(raw, token.decimals));
  const canFill = !readOnly && !disabled && onChange !== undefined && balance.status === 'ready' && balance.amount > 0n;

  const balanceText =
    balance.status === 'ready'
      ? `Balance: ${formatTokenAmount(balance.amount, token.decimals)} ${token.symbol}`
      : balance.status === 'loading'
        ? 'Balance: …'
        : balance.status === 'error'
          ? 'Balance unavailable'
          : null;

  const aside =
    balanceText === null ? null : (
      <div className="flex min-w-0 flex-wrap items-center justify-end gap-1.5 text-xs text-ink-muted">
        <span>{balanceText}</span>
        {canFill ? (
          <>
            <FillButton
              label="Half"
              describedBy={isSol ? reserveId : undefined}
              reserve={reserve}
              onClick={() => fill(halfSpendable(token.mint, balance.amount, reserve))}
            />
            <FillButton
              label="Max"
              describedBy={isSol ? reserveId : undefined}
              reserve={reserve}
              onClick={() => fill(maxSpendable(token.mint, balance.amount, reserve))}
            />
            {isSol ? (
              <span id={reserveId} className="sr-only">
                Keeps {reserveText(reserve)} for network fees, your priority fee and tip, and new token accounts.
              </span>
            ) : null}
          </>
        ) : null}
      </div>
    );

  const footer =
    parsed?.ok !== true
      ? null
      : usd === null
        ? prices.isPending && prices.fetchStatus !== 'idle'
          ? 'USD value loading…'
          : 'No USD price for this token'
        : `≈ ${formatUsd(usd)}`;

  return (
    <>
      <AmountField
        label={label}
        value={value}
        onChange={onChange ?? (() => undefined)}
        decimals={token.decimals}
        tokenSymbol={token.symbol}
        readOnly={readOnly}
        disabled={disabled}
        labelAside={aside}
        footer={footer}
        tokenSlot={
          onTokenChange ? (
            <TokenButton
              token={token}
              fieldLabel={label}
              onPointerEnter={loadPicker.preload}
              onFocus={loadPicker.preload}
              onClick={() => {
                setPickerUsed(true);
                setPickerOpen(true);
              }}
            />
          ) : (
            <span className="inline-flex shrink-0 items-center gap-2 rounded-full border border-line bg-surface-raised py-1 pr-3 pl-1 text-sm font-semibold">
              <TokenLogo icon={token.icon} symbol={token.symbol} size={24} />
              {token.symbol}
            </span>
          )
        }
      />
      {onTokenChange && pickerUsed ? (
        <Suspense fallback={null}>
          <TokenPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onSelect={onTokenChange}
            selectedMint={token.mint}
            excludeMint={otherMint}
            heldOnly={heldOnly}
            title={pickerTitle}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function FillButton({
  label,
  describedBy,
  reserve,
  onClick,
}: {
  label: string;
  describedBy?: string | undefined;
  reserve: bigint;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-describedby={describedBy}
      title={describedBy ? `Keeps ${reserveText(reserve)} for network fees` : undefined}
      className="rounded-control border border-line px-1.5 py-0.5 text-xs font-medium text-ink hover:border-line-strong"
    >
      {label}
    </button>
  );
}
