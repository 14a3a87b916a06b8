import { useState } from 'react';
import { lazyPart, PartLoading } from '../page/lazy-part';

const qr = lazyPart(() => import('../ui/qr-code').then((m) => m.QrCode));

// Each wallet's documented "browse" universal link: its app opens the page in its own browser, where it is injected.
const IN_APP_BROWSERS = [
  { name: 'Phantom', base: 'https://phantom.app/ul/browse/' },
  { name: 'Solflare', base: 'https://solflare.com/ul/v1/browse/' },
  { name: 'Backpack', base: 'https://backpack.app/ul/v1/browse/' },
];

export function inAppBrowserLink(base: string, href: string, origin: string) {
  return `${base}${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`;
}

/** A phone without an extension: this very page (query included) inside the wallet app's browser. */
export function OpenInWalletApp() {
  return (
    <div className="mb-4">
      <p className="text-sm font-medium">Open this page in your wallet app</p>
      <ul className="mt-2 grid grid-cols-3 gap-2" aria-label="Wallet apps">
        {IN_APP_BROWSERS.map((w) => (
          <li key={w.name}>
            <a
              className="flex min-h-11 items-center justify-center rounded-control border border-line bg-surface-raised text-sm font-medium hover:border-line-strong"
              href={inAppBrowserLink(w.base, location.href, location.origin)}
              aria-label={`Open in ${w.name}`}
            >
              {w.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On a computer: a QR code the phone's camera turns into this page, with its state (the URL's query). */
export function ContinueOnPhone() {
  const [shown, setShown] = useState(false);
  const href = location.href;
  if (!shown) {
    return (
      <button
        type="button"
        className="mt-4 text-sm text-accent underline"
        onPointerEnter={qr.preload}
        onFocus={qr.preload}
        onClick={() => setShown(true)}
      >
        Use a wallet on your phone instead
      </button>
    );
  }
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-center">
      <PartLoading what="the QR code">
        <qr.Part text={href} label="QR code that opens this page on your phone" />
      </PartLoading>
      <p className="text-sm text-ink-muted">
        Scan it with your phone’s camera, then open the page in your wallet app to connect there.
      </p>
      <p className="text-xs break-all text-ink-faint">{href}</p>
    </div>
  );
}
