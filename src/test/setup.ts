import { afterEach } from 'vitest';

// Only files in a DOM environment (`@vitest-environment jsdom`) use Testing Library: the node ones (the sandbox, the
// API clients) skip loading it and React DOM, which cost every one of them ~0.2 s.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Lazy chunks (the token picker) are transformed on first import: on two busy cores that takes over the 1 s default.
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom has neither the dialog's methods nor popovers nor layout: opening and closing only toggle `open`, and what
  // is rendered counts as visible.
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  HTMLElement.prototype.showPopover = () => undefined;
  HTMLElement.prototype.hidePopover = () => undefined;
  Element.prototype.checkVisibility = () => true;
  // Without vitest globals, Testing Library cannot register its own cleanup: unmount after each test here.
  afterEach(() => {
    cleanup();
  });
}
