import { useId, type ReactNode } from 'react';
import { usePendingText } from '../../hooks/form/use-pending-text';
import { parseAmountInput, sanitizeAmountTyping } from '../../utils/amount';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  decimals: number;
  tokenSymbol: string;
  onPickToken?: () => void;
  readOnly?: boolean;
  disabled?: boolean;
  footer?: ReactNode;
  tokenSlot?: ReactNode;
  labelAside?: ReactNode;
}

/** The token's decimals cap precision; an invalid amount's reason is shown, never silently truncated. */
export function AmountField({
  label,
  value,
  onChange,
  decimals,
  tokenSymbol,
  onPickToken,
  readOnly,
  disabled,
  footer,
  tokenSlot,
  labelAside,
}: AmountFieldProps) {
  const id = useId();
  const [shown, change] = usePendingText(value);
  const parsed = shown === '' ? null : parseAmountInput(shown, decimals);
  const error = parsed && !parsed.ok && parsed.reason !== 'empty' ? parsed.message : undefined;
  const describedBy = [error ? `${id}-error` : null, footer ? `${id}-footer` : null].filter(Boolean).join(' ');
  return (
    <div className="rounded-control border border-line bg-surface-sunken p-3 focus-within:border-line-strong">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm text-ink-muted">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          value={shown}
          readOnly={readOnly}
          disabled={disabled}
          onChange={(e) => {
            const typed = sanitizeAmountTyping(e.target.value);
            change(typed, () => onChange(typed));
          }}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="min-w-0 flex-1 bg-transparent text-2xl font-medium text-ink outline-none placeholder:text-ink-faint"
        />
        {tokenSlot ??
          (onPickToken ? (
            <button
              type="button"
              onClick={onPickToken}
              aria-label={`${label} token: ${tokenSymbol}. Change token`}
              className="rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-semibold hover:border-line-strong"
            >
              {tokenSymbol} ▾
            </button>
          ) : (
            <span className="rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-semibold">
              {tokenSymbol}
            </span>
          ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
      {footer ? (
        <div id={`${id}-footer`} className="mt-1 text-xs text-ink-muted">
          {footer}
        </div>
      ) : null}
    </div>
  );
}
