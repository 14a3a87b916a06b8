// Modality for dialogs shown as top-layer popovers (Esc, focus kept in the topmost, focus given back): showModal's inert
// page was a style pass over every element behind it in the opening tap (issue 30: 52 ms at 4× CPU, a big wallet).
const open: { dialog: HTMLDialogElement; before: Element | null }[] = [];

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]';

const top = () => open.at(-1)?.dialog;

function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('*')].filter(
    (el) => el.matches(TABBABLE) && el.tabIndex >= 0 && el.checkVisibility(),
  );
}

function focusInto(dialog: HTMLDialogElement, last = false) {
  const all = tabbables(dialog);
  (last ? all.at(-1) : all[0])?.focus();
  if (!dialog.contains(document.activeElement)) dialog.focus();
}

function onKeyDown(e: KeyboardEvent) {
  const dialog = top();
  if (!dialog || e.defaultPrevented) return;
  if (e.key === 'Escape') {
    e.preventDefault();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    return;
  }
  if (e.key !== 'Tab') return;
  const all = tabbables(dialog);
  const inside = dialog.contains(document.activeElement);
  const edge = e.shiftKey ? all[0] : all.at(-1);
  if (inside && edge && document.activeElement !== edge) return;
  e.preventDefault();
  focusInto(dialog, e.shiftKey);
}

function onFocusIn(e: FocusEvent) {
  const dialog = top();
  if (dialog && e.target instanceof Node && !dialog.contains(e.target)) focusInto(dialog);
}

function listen(on: boolean) {
  if (on) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
  } else {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
  }
}

function remove(dialog: HTMLDialogElement): Element | null {
  const at = open.findIndex((o) => o.dialog === dialog);
  const before = at >= 0 ? (open.splice(at, 1)[0]?.before ?? null) : null;
  if (at >= 0 && open.length === 0) listen(false);
  return before;
}

export function showOnTop(dialog: HTMLDialogElement): void {
  if (open.length === 0) listen(true);
  open.push({ dialog, before: document.activeElement });
  // As showModal would: an open menu popover (the phone's "More") closes under it.
  for (const el of document.querySelectorAll<HTMLElement>('[popover="auto"]')) el.hidePopover();
  dialog.show();
  dialog.showPopover();
  focusInto(dialog);
}

export function hideFromTop(dialog: HTMLDialogElement): void {
  const before = remove(dialog);
  const hadFocus = dialog.contains(document.activeElement) || document.activeElement === document.body;
  dialog.hidePopover();
  dialog.close();
  if (hadFocus && before instanceof HTMLElement && before.isConnected) before.focus();
}

export function forget(dialog: HTMLDialogElement): void {
  remove(dialog);
}
