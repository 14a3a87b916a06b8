import { useRef } from 'react';
import type { TokenInfo } from '../../lib/token-info';
import { cn } from '../../utils/cn';
import { useVirtualRows } from '../ui/virtual-list';
import { TOKEN_ROW_HEIGHT, TokenOption } from './token-option';
import type { PickerRow } from './token-ranking';
import { TokenRowActions } from './token-row-actions';

export interface ActiveRow {
  index: number;
  /** Scroll it into view (keyboard moves do; pointer hover must not, or the list would jump under the mouse). */
  reveal: boolean;
}

export interface TokenListboxProps {
  id: string;
  label: string;
  rows: readonly PickerRow[];
  active: ActiveRow;
  onActivate: (index: number) => void;
  onPick: (token: TokenInfo) => void;
  onCopied: (token: TokenInfo, ok: boolean) => void;
  selectedMint?: string | undefined;
  className?: string;
}

export function optionId(listboxId: string, mint: string): string {
  return `${listboxId}-option-${mint}`;
}

/** Only rows in view plus overscan and the active row (for aria-activedescendant) are in the DOM. */
export function TokenListbox({
  id,
  label,
  rows,
  active,
  onActivate,
  onPick,
  onCopied,
  selectedMint,
  className,
}: TokenListboxProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { indices, totalHeight } = useVirtualRows(scrollRef, {
    count: rows.length,
    rowHeight: TOKEN_ROW_HEIGHT,
    keepIndex: active.index,
    reveal: active.reveal,
  });

  return (
    <div ref={scrollRef} className={cn('relative overflow-y-auto overscroll-contain', className)}>
      <div className="relative" style={{ height: totalHeight }}>
        <div role="listbox" id={id} aria-label={label} className="absolute inset-0">
          {indices.map((i) => {
            const row = rows[i];
            if (!row) return null;
            return (
              <TokenOption
                key={row.token.mint}
                id={optionId(id, row.token.mint)}
                row={row}
                index={i}
                setSize={rows.length}
                active={i === active.index}
                selected={row.token.mint === selectedMint}
                onActivate={onActivate}
                onPick={onPick}
              />
            );
          })}
        </div>
        {indices.map((i) => {
          const row = rows[i];
          return row ? <TokenRowActions key={row.token.mint} token={row.token} index={i} onCopied={onCopied} /> : null;
        })}
      </div>
    </div>
  );
}
