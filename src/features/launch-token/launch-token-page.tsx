import { FormAndListLayout } from '../../components/page/form-and-list-layout';
import { Button } from '../../components/ui/button';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { Field } from '../../components/ui/field';
import { WalletAction } from '../../components/wallet/wallet-action';
import { IMAGE_TYPES, marketCap, PRESET_NAMES, useLaunchForm } from './hooks/use-launch-form';

export function LaunchTokenPage() {
  const form = useLaunchForm();
  return (
    <FormAndListLayout
      title="Launch Token"
      description="Create a token on a bonding curve. See what the curve will do before you sign."
      walletFor="to launch a token"
      split="even"
      formTitle="Token"
      form={
        <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
          <ChoiceChips
            legend="Preset"
            name="preset"
            options={PRESET_NAMES}
            value={form.preset}
            onChange={form.choosePreset}
          />
          <Field label="Name" value={form.name} onChange={(e) => form.setName(e.target.value)} maxLength={32} />
          <Field label="Symbol" value={form.symbol} onChange={(e) => form.setSymbol(e.target.value)} maxLength={10} />
          <Field label="Image" type="file" accept={IMAGE_TYPES} hint="JPEG, PNG, GIF or WebP." inputClassName="pt-2" />
          <Field
            label="Start market cap (USDC)"
            value={form.caps.initial}
            onChange={(e) => form.setCap('initial', e.target.value)}
            inputMode="decimal"
            disabled={!form.capsEditable}
          />
          <Field
            label="Graduation market cap (USDC)"
            value={form.caps.migration}
            onChange={(e) => form.setCap('migration', e.target.value)}
            inputMode="decimal"
            disabled={!form.capsEditable}
          />
          <WalletAction>
            <Button size="lg" disabled={!form.ready}>
              {form.actionLabel}
            </Button>
          </WalletAction>
        </form>
      }
      listTitle="Curve preview"
      list={
        <p className="mt-2 text-sm text-ink-muted">
          Starts at a {marketCap(form.caps.initial)} USDC market cap and graduates to a pool at{' '}
          {marketCap(form.caps.migration)} USDC.
        </p>
      }
    />
  );
}
