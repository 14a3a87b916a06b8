import { useEffect } from 'react';
import { useToastStore, type Toast, type ToastTone } from '../../stores/toast-store';
import { cn } from '../../utils/cn';

const tones: Record<ToastTone, string> = {
  info: 'border-line-strong',
  success: 'border-success',
  warning: 'border-warning',
  danger: 'border-danger',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.toastDismissed);
  useEffect(() => {
    if (toast.durationMs === null) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);

  return (
    <li
      className={cn(
        'pointer-events-auto rounded-control border-l-4 bg-surface-raised p-3 shadow-card',
        tones[toast.tone],
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-ink">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm text-ink-muted">{toast.description}</p> : null}
          {toast.link ? (
            <a
              className="mt-1 inline-block text-sm text-accent underline"
              href={toast.link.href}
              target="_blank"
              rel="noreferrer"
            >
              {toast.link.label}
            </a>
          ) : null}
        </div>
        <button
          type="button"
          className="rounded-control px-1.5 text-ink-muted hover:text-ink"
          aria-label={`Dismiss: ${toast.title}`}
          onClick={() => dismiss(toast.id)}
        >
          ✕
        </button>
      </div>
    </li>
  );
}

/** The live region every toast is announced through; polite, so it never interrupts what the user is doing. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-20 z-50 w-80 max-w-[calc(100vw-2rem)] sm:bottom-4"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
