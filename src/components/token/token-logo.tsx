import { useState } from 'react';
import { cn } from '../../utils/cn';

/**
 * A token's logo from its record. The symbol is always written beside it, so the image is decorative (`alt=""`); a
 * missing or broken image becomes the symbol's first letters on a tinted disc.
 */
export function TokenLogo({
  icon,
  symbol,
  size = 32,
  className,
}: {
  icon: string | null;
  symbol: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (icon && failed !== icon) {
    return (
      <img
        src={icon}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(icon)}
        className={cn('shrink-0 rounded-full bg-surface-raised', className)}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-surface-raised text-[0.625rem] font-semibold text-ink-muted uppercase',
        className,
      )}
      style={style}
    >
      {symbol.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3) || '?'}
    </span>
  );
}
