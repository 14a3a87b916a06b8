import { Suspense, useId, useState } from 'react';
import { TokenButton } from '../../../components/token/token-button';
import type { TokenInfo } from '../../../lib/token-info';
import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';

const loadPicker = chunkLoader(() => import('../../../components/token/token-picker-dialog'));
const TokenPickerDialog = lazyLoaded(loadPicker, (m) => m.TokenPickerDialog);

export function OutputTokenField({
  label,
  token,
  otherMint,
  onChange,
}: {
  label: string;
  token: TokenInfo;
  otherMint: string;
  onChange: (token: TokenInfo) => void;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-2">
      <span id={id} className="text-sm font-medium text-ink">
        {label}
      </span>
      <TokenButton
        token={token}
        fieldLabel={label}
        aria-describedby={id}
        onPointerEnter={loadPicker.preload}
        onFocus={loadPicker.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <TokenPickerDialog
            open={open}
            onOpenChange={setOpen}
            onSelect={(t) => {
              onChange(t);
              setOpen(false);
            }}
            selectedMint={token.mint}
            excludeMint={otherMint}
            title={`${label}: select a token`}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
