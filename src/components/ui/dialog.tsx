import { useDeferredValue, useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { forget, hideFromTop, showOnTop } from './dialog-stack';

/** Native <dialog> in the top layer, modal by dialog-stack.ts: focus kept inside, Esc, focus given back; no library. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The top layer's style pass over the page and the body's render in one task were the slow tap (issue 30): the shell
  // paints first, the body follows in a transition.
  const bodyShown = useDeferredValue(open, false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) showOnTop(dialog);
    if (!open && dialog.open) hideFromTop(dialog);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) forget(dialog);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      popover="manual"
      aria-modal="true"
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100%-6px-2em)] w-[min(32rem,calc(100vw-2rem))] max-w-[calc(100%-6px-2em)] overflow-auto rounded-card border border-line bg-surface p-0 text-ink shadow-card outline-none backdrop:bg-black/70',
        className,
      )}
    >
      {open ? (
        <div className="p-5">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="rounded-control px-2 py-1 text-ink-muted hover:bg-surface-raised hover:text-ink"
              aria-label="Close"
            >
              ✕
            </button>
          </div>
          {bodyShown ? children : null}
        </div>
      ) : null}
    </dialog>
  );
}
