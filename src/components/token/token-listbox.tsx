import { useLayoutEffect, useRef, useState } from 'react';
import type { TokenInfo } from '../../lib/token-info';
import { scrollTopToReveal, visibleRange } from '../../lib/virtual-list';
import { cn } from '../../utils/cn';
import { TOKEN_ROW_HEIGHT, TokenOption } from './token-option';
import type { PickerRow } from './token-ranking';
import { TokenRowActions } from './token-row-actions';

/** Rows drawn above and below the viewport, so a fast scroll or a key press never shows a blank gap. */
const OVERSCAN = 4;
/** Used until the viewport has been measured (and in jsdom, which has no layout). */
const FALLBACK_VIEWPORT = 420;

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

/**
 * A virtualised listbox of fixed-height token rows: only the rows in view (plus overscan, plus the active row so
 * aria-activedescendant always points at an element) are in the DOM, whatever the length of the list.
 */
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
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setViewport(el.clientHeight > 0 ? el.clientHeight : FALLBACK_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !active.reveal || active.index < 0) return;
    const top = scrollTopToReveal(active.index, {
      rowHeight: TOKEN_ROW_HEIGHT,
      scrollTop: el.scrollTop,
      viewportHeight: viewport,
    });
    if (top !== null) {
      el.scrollTop = top;
      setScrollTop(top);
    }
  }, [active, viewport]);

  const range = visibleRange({
    count: rows.length,
    rowHeight: TOKEN_ROW_HEIGHT,
    scrollTop,
    viewportHeight: viewport,
    overscan: OVERSCAN,
  });
  const indices: number[] = [];
  if (active.index >= 0 && active.index < range.start && active.index < rows.length) indices.push(active.index);
  for (let i = range.start; i < range.end; i++) indices.push(i);
  if (active.index >= range.end && active.index < rows.length) indices.push(active.index);

  return (
    <div
      ref={scrollRef}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      className={cn('relative overflow-y-auto overscroll-contain', className)}
    >
      <div className="relative" style={{ height: rows.length * TOKEN_ROW_HEIGHT }}>
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
