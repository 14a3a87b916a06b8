import type { ButtonHTMLAttributes } from 'react';
import type { TokenInfo } from '../../lib/token-info';
import { cn } from '../../utils/cn';
import { TokenLogo } from './token-logo';

export function TokenButton({
  token,
  fieldLabel,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { token: TokenInfo; fieldLabel: string }) {
  return (
    <button
      type="button"
      aria-label={`${fieldLabel} token: ${token.symbol}. Change token`}
      aria-haspopup="dialog"
      className={cn(
        'inline-flex max-w-[10rem] shrink-0 items-center gap-2 rounded-full border border-line bg-surface-raised py-1 pr-3 pl-1 text-sm font-semibold hover:border-line-strong',
        className,
      )}
      {...props}
    >
      <TokenLogo icon={token.icon} symbol={token.symbol} size={24} />
      <span className="truncate">{token.symbol}</span>
      <span aria-hidden="true" className="text-ink-muted">
        ▾
      </span>
    </button>
  );
}
