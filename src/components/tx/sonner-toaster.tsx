import { useEffect, useRef } from 'react';
import { toast as sonner, Toaster } from 'sonner';
import { useToastStore, type Toast, type ToastTone } from '../../stores/toast-store';
import { cn } from '../../utils/cn';

const tones: Record<ToastTone, string> = {
  info: 'border-line-strong',
  success: 'border-success',
  warning: 'border-warning',
  danger: 'border-danger',
};

function Description({ toast }: { toast: Toast }) {
  return (
    <>
      {toast.description}
      {toast.link ? (
        <a className="mt-1 block text-accent underline" href={toast.link.href} target="_blank" rel="noreferrer">
          {toast.link.label}
        </a>
      ) : null}
    </>
  );
}

/** Sonner draws; the store stays the one source, so toasts raised before this chunk loads still show. */
export function SonnerToaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.toastDismissed);
  const shown = useRef(new Map<string, Toast>());
  // Closed by Sonner (button, swipe, timer): forget it first so the store's removal does not dismiss it twice.
  const closed = useRef((id: string) => {
    shown.current.delete(id);
    dismiss(id);
  });

  useEffect(() => {
    const live = new Set(toasts.map((t) => t.id));
    for (const id of shown.current.keys()) {
      if (live.has(id)) continue;
      sonner.dismiss(id);
      shown.current.delete(id);
    }
    for (const t of toasts) {
      if (shown.current.get(t.id) === t) continue;
      shown.current.set(t.id, t);
      sonner(t.title, {
        id: t.id,
        description: t.description || t.link ? <Description toast={t} /> : undefined,
        duration: t.durationMs ?? Infinity,
        className: tones[t.tone],
        onDismiss: () => closed.current(t.id),
        onAutoClose: () => closed.current(t.id),
      });
    }
  }, [toasts, dismiss]);

  return (
    <Toaster
      position="bottom-right"
      visibleToasts={5}
      closeButton
      containerAriaLabel="Notifications"
      mobileOffset={{ bottom: 80 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: cn('flex w-full items-start gap-3 rounded-control border-l-4 bg-surface-raised p-3 shadow-card'),
          title: 'text-sm font-medium text-ink',
          description: 'mt-0.5 text-sm text-ink-muted',
          closeButton: 'order-last rounded-control px-1.5 text-ink-muted hover:text-ink',
        },
      }}
    />
  );
}
