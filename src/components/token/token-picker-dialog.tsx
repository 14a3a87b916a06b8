import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { KNOWN_TOKENS } from '../../config/tokens';
import { isTokenSupported, seedTokenInfo, type TokenInfo } from '../../lib/token-info';
import { isListKey, nextActiveIndex } from '../../lib/listbox-keys';
import { Dialog } from '../ui/dialog';
import { inputClass } from '../ui/field';
import { Tabs, type TabItem } from '../ui/tabs';
import { ActiveTokenDetails, PickerStatusMessage } from './picker-status';
import { optionId, TokenListbox, type ActiveRow } from './token-listbox';
import { usePickerRows, type PickerTab } from './use-picker-rows';

export interface TokenPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (token: TokenInfo) => void;
  selectedMint?: string | undefined;
  excludeMint?: string | undefined;
  heldOnly?: boolean | undefined;
  title: string;
}

const TABS: readonly TabItem<PickerTab>[] = [
  { id: 'all', label: 'All' },
  { id: 'verified', label: 'Verified' },
  { id: 'lst', label: 'LST' },
  { id: 'stocks', label: 'Stocks' },
];

const PAGE_ROWS = 6;

const LIST_HEIGHT = 'h-[min(26rem,50dvh)] max-sm:h-[calc(100dvh-21rem)]';

function PickerBody({
  onPick,
  onClose,
  selectedMint,
  excludeMint,
  heldOnly,
}: {
  onPick: (token: TokenInfo) => void;
  onClose: () => void;
  selectedMint?: string | undefined;
  excludeMint?: string | undefined;
  heldOnly?: boolean | undefined;
}) {
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<PickerTab>('all');
  const { rows, status, retry, settledKey } = usePickerRows({ tab, query, excludeMint, heldOnly });
  const [activeState, setActiveState] = useState({ key: settledKey, index: 0, reveal: true });
  const [copyNote, setCopyNote] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  // Start in the search box. The dialog calls showModal() in its own effect, after this one, and showModal focuses
  // the first control (the Close button): a microtask runs after every effect of this commit.
  useEffect(() => {
    queueMicrotask(() => searchRef.current?.focus());
  }, []);

  const active: ActiveRow =
    activeState.key === settledKey
      ? { index: Math.min(activeState.index, rows.length - 1), reveal: activeState.reveal }
      : { index: rows.length > 0 ? 0 : -1, reveal: true };
  const activeRow = active.index >= 0 ? rows[active.index] : undefined;
  // The opening tap paints the frame and search box, the rows follow in a transition (issue 30: 56-64 ms with them).
  const listShown = useDeferredValue(true, false);
  const expanded = listShown && rows.length > 0;

  const onActivate = useCallback(
    (index: number) => setActiveState({ key: settledKey, index, reveal: false }),
    [settledKey],
  );
  const onCopied = useCallback(
    (token: TokenInfo, ok: boolean) =>
      setCopyNote(ok ? `Mint address of ${token.symbol} copied.` : `Could not copy: ${token.mint}`),
    [],
  );

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (isListKey(e.key)) {
      e.preventDefault();
      const index = nextActiveIndex(e.key, active.index, rows.length, PAGE_ROWS);
      setActiveState({ key: settledKey, index, reveal: true });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (activeRow) onPick(activeRow.token);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <input
        ref={searchRef}
        type="text"
        role="combobox"
        aria-label="Search by name, symbol or mint address"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeRow ? optionId(listboxId, activeRow.token.mint) : undefined}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Name, symbol or mint address"
        autoComplete="off"
        spellCheck={false}
        className={inputClass}
      />
      {heldOnly ? null : (
        <div role="group" aria-label="Popular tokens" className="flex flex-wrap gap-1.5">
          {Object.values(KNOWN_TOKENS)
            .filter((t) => t.mint !== excludeMint)
            .map((t) => (
              <button
                key={t.mint}
                type="button"
                aria-pressed={t.mint === selectedMint}
                onClick={() => onPick(seedTokenInfo(t))}
                className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium hover:border-line-strong aria-pressed:border-accent aria-pressed:text-accent"
              >
                {t.symbol}
              </button>
            ))}
        </div>
      )}
      <Tabs label="Token lists" items={TABS} selected={tab} onSelect={setTab}>
        {expanded ? (
          <TokenListbox
            id={listboxId}
            label="Tokens"
            rows={rows}
            active={active}
            onActivate={onActivate}
            onPick={onPick}
            onCopied={onCopied}
            selectedMint={selectedMint}
            className={LIST_HEIGHT}
          />
        ) : rows.length > 0 ? (
          <div className={LIST_HEIGHT} />
        ) : (
          <PickerStatusMessage status={status} tab={tab} onRetry={retry} />
        )}
      </Tabs>
      <ActiveTokenDetails token={activeRow?.token} />
      <p className="sr-only" role="status">
        {copyNote || (expanded ? `${String(rows.length)} token${rows.length === 1 ? '' : 's'}` : '')}
      </p>
    </div>
  );
}

/** Full screen on phones; keyboard per WAI-ARIA listbox. */
export function TokenPickerDialog({
  open,
  onOpenChange,
  onSelect,
  selectedMint,
  excludeMint,
  heldOnly,
  title,
}: TokenPickerDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, [open]);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const pick = useCallback(
    (token: TokenInfo) => {
      // Listed so the holder sees it, but its amounts can't be handled: it is never chosen (issue 11 §3.1).
      if (!isTokenSupported(token)) return;
      onSelect(token);
      onOpenChange(false);
    },
    [onSelect, onOpenChange],
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      className="max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none max-sm:rounded-none"
    >
      <PickerBody
        onPick={pick}
        onClose={close}
        selectedMint={selectedMint}
        excludeMint={excludeMint}
        heldOnly={heldOnly}
      />
    </Dialog>
  );
}
