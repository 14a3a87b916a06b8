import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../utils/cn';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** WAI-ARIA tabs, automatic activation; only the selected tab is in the tab order. */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  className,
  onIntent,
}: {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
  className?: string;
  /** A pointer over the tabs or focus on one (to fetch another tab's code); not the panel's. */
  onIntent?: () => void;
}) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(e: KeyboardEvent) {
    const index = items.findIndex((i) => i.id === selected);
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : -1;
    const item = items[next];
    if (!item) return;
    e.preventDefault();
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onPointerOver={onIntent}
        onFocus={onIntent}
        className="flex gap-1 overflow-x-auto rounded-control bg-surface-sunken p-1"
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={onKeyDown}
              className={cn(
                'flex-1 shrink-0 rounded-control px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                isSelected ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`} className="mt-4">
        {children}
      </div>
    </div>
  );
}
