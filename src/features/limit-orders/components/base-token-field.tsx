import { Suspense, useState } from 'react';
import type { TokenRef } from '../utils/order-draft';
import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';

// The picker (and the token list it reads) loads on the first hover, focus or click, not with the page.
const loadPicker = chunkLoader(() => import('../../../components/token/token-picker-dialog'));
const TokenPickerDialog = lazyLoaded(loadPicker, (m) => m.TokenPickerDialog);

/** Any token as the order's base; the quote is excluded (a stablecoin is refused by the form). */
export function BaseTokenField({
  token,
  quoteMint,
  onChange,
}: {
  token: TokenRef;
  quoteMint: string;
  onChange: (token: TokenRef) => void;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-sm font-medium text-ink">Token</span>
      <button
        type="button"
        aria-label={`Token: ${token.symbol}. Change token`}
        aria-haspopup="dialog"
        className="h-9 rounded-full border border-line bg-surface-raised px-3 text-sm font-semibold hover:border-line-strong"
        onPointerEnter={loadPicker.preload}
        onFocus={loadPicker.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {token.symbol} ▾
      </button>
      {used ? (
        <Suspense fallback={null}>
          <TokenPickerDialog
            open={open}
            onOpenChange={setOpen}
            onSelect={(t) => {
              onChange({ mint: t.mint, symbol: t.symbol, decimals: t.decimals });
              setOpen(false);
            }}
            selectedMint={token.mint}
            excludeMint={quoteMint}
            title="Token: select a token"
          />
        </Suspense>
      ) : null}
    </div>
  );
}
