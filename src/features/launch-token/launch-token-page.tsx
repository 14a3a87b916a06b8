import { useState } from 'react';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { Button } from '../../components/ui/button';
import { WalletAction } from '../../components/wallet/wallet-action';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { Card, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';

/** The presets of supplement §8: start and graduation market caps in the quote token. */
const PRESETS = {
  Meme: { initial: '16000', migration: '69000' },
  Indie: { initial: '32000', migration: '240000' },
  Custom: { initial: '', migration: '' },
} as const;
type Preset = keyof typeof PRESETS;
const PRESET_NAMES = Object.keys(PRESETS) as Preset[];
/** A typed market cap for display: grouped digits, or a dash while it is not a number yet. */
const marketCap = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n.toLocaleString('en-US') : '—';
};
const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

export function LaunchTokenPage() {
  const [preset, setPreset] = useState<Preset>('Meme');
  const [name, setName] = useState('');
  const [symbol, setSymbol] = useState('');
  const [caps, setCaps] = useState<{ initial: string; migration: string }>(PRESETS.Meme);

  return (
    <div>
      <PageHeader
        title="Launch Token"
        description="Create a token on a bonding curve. See what the curve will do before you sign."
      >
        <PageRequirements walletFor="to launch a token" />
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card aria-labelledby="launch-form-title">
          <CardTitle id="launch-form-title" className="mb-3">
            Token
          </CardTitle>
          <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
            <ChoiceChips
              legend="Preset"
              name="preset"
              options={PRESET_NAMES}
              value={preset}
              onChange={(p) => {
                setPreset(p);
                if (p !== 'Custom') setCaps(PRESETS[p]);
              }}
            />
            <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={32} />
            <Field
              label="Symbol"
              value={symbol}
              onChange={(e) => setSymbol(e.target.value.toUpperCase())}
              maxLength={10}
            />
            <Field
              label="Image"
              type="file"
              accept={IMAGE_TYPES}
              hint="JPEG, PNG, GIF or WebP."
              inputClassName="pt-2"
            />
            <Field
              label="Start market cap (USDC)"
              value={caps.initial}
              onChange={(e) => setCaps({ ...caps, initial: e.target.value })}
              inputMode="decimal"
              disabled={preset !== 'Custom'}
            />
            <Field
              label="Graduation market cap (USDC)"
              value={caps.migration}
              onChange={(e) => setCaps({ ...caps, migration: e.target.value })}
              inputMode="decimal"
              disabled={preset !== 'Custom'}
            />
            <WalletAction>
              <Button size="lg" disabled={!name || !symbol}>
                {!name || !symbol ? 'Enter a name and symbol' : 'Review launch'}
              </Button>
            </WalletAction>
          </form>
        </Card>
        <Card aria-labelledby="curve-title">
          <CardTitle id="curve-title">Curve preview</CardTitle>
          <p className="mt-2 text-sm text-ink-muted">
            Starts at a {marketCap(caps.initial)} USDC market cap and graduates to a pool at {marketCap(caps.migration)}{' '}
            USDC.
          </p>
        </Card>
      </div>
    </div>
  );
}
