import { memo } from 'react';
import { TOKEN_2022_PROGRAM_ID } from '../../hooks/use-wallet-balances';
import { isTokenSupported, type TokenInfo } from '../../lib/token-info';
import { cn } from '../../utils/cn';
import { formatTokenAmount, formatUsd, shortAddress } from '../../utils/format';
import { tokenRiskSentence, VerifiedMark, WarningBadges } from './token-badges';
import { TokenLogo } from './token-logo';
import type { PickerRow } from './token-ranking';

export const TOKEN_ROW_HEIGHT = 60;

function kindTags(token: TokenInfo): string {
  const tags: string[] = [];
  if (token.tags.includes('lst')) tags.push('LST');
  if (token.tags.includes('stocks')) tags.push('Stock');
  if (token.tokenProgram === TOKEN_2022_PROGRAM_ID) tags.push('Token-2022');
  return tags.map((t) => ` · ${t}`).join('');
}

function holdingSentence(row: PickerRow): string {
  if (!row.holding) return '';
  const amount = formatTokenAmount(row.holding.amount, row.token.decimals);
  const usd = row.holding.usd === null ? '' : ` (${formatUsd(row.holding.usd)})`;
  return ` You hold ${amount} ${row.token.symbol}${usd}.`;
}

export interface TokenOptionProps {
  id: string;
  row: PickerRow;
  index: number;
  setSize: number;
  active: boolean;
  selected: boolean;
  onActivate: (index: number) => void;
  onPick: (token: TokenInfo) => void;
}

/** Focus stays in the search box (aria-activedescendant): the option is not focusable, mouse-down keeps focus. */
export const TokenOption = memo(function TokenOption({
  id,
  row,
  index,
  setSize,
  active,
  selected,
  onActivate,
  onPick,
}: TokenOptionProps) {
  const { token, holding } = row;
  const supported = isTokenSupported(token);
  return (
    // Keyboard use goes through the search box (the combobox owns the keys); a click is the pointer path.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      role="option"
      id={id}
      aria-selected={selected}
      aria-disabled={supported ? undefined : true}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-labelledby={`${id}-symbol ${id}-name`}
      aria-describedby={`${id}-desc`}
      data-active={active ? 'true' : undefined}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => {
        if (!active) onActivate(index);
      }}
      onClick={() => onPick(token)}
      className={cn(
        'absolute inset-x-0 flex items-center gap-3 rounded-control pr-20 pl-2',
        supported ? 'cursor-pointer' : 'cursor-not-allowed opacity-70',
        active && 'outline-2 -outline-offset-2 outline-accent',
        selected ? 'bg-accent/10' : active && 'bg-surface-raised',
      )}
      style={{ top: index * TOKEN_ROW_HEIGHT, height: TOKEN_ROW_HEIGHT }}
    >
      <TokenLogo icon={token.icon} symbol={token.symbol} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <span id={`${id}-symbol`} className="truncate font-semibold text-ink">
            {token.symbol}
          </span>
          {token.verified ? <VerifiedMark /> : null}
          {selected ? <span className="text-xs text-accent">Selected</span> : null}
          <WarningBadges token={token} />
        </div>
        <div className="truncate text-xs text-ink-muted">
          <span id={`${id}-name`}>{token.name}</span> · <span className="font-mono">{shortAddress(token.mint)}</span>
          {kindTags(token)}
        </div>
      </div>
      {holding ? (
        <div className="shrink-0 text-right" aria-hidden="true">
          <div className="text-sm text-ink">{formatTokenAmount(holding.amount, token.decimals)}</div>
          <div className="text-xs text-ink-muted">{holding.usd === null ? 'No price' : formatUsd(holding.usd)}</div>
        </div>
      ) : null}
      <span id={`${id}-desc`} className="sr-only">
        {tokenRiskSentence(token)}
        {holdingSentence(row)}
      </span>
    </div>
  );
});
