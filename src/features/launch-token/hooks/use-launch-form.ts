import { useEffect, useMemo, useRef, useState } from 'react';
import { parseForm, type FormErrors } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { imageProblem, PRESETS, type CurveFields, type LaunchFields, type Preset } from '../utils/launch-params';
import { curveSchema, launchSchema } from '../utils/launch-schema';
import { devBuyPlan, simulateLaunch } from '../utils/simulate-launch';

type TokenFields = Omit<LaunchFields, keyof CurveFields>;

const EMPTY_TOKEN: TokenFields = {
  name: '',
  symbol: '',
  description: '',
  website: '',
  twitter: '',
  telegram: '',
  image: null,
  devBuy: '',
};
const CURVE_KEYS = new Set<keyof LaunchFields>(Object.keys(PRESETS.Meme) as (keyof CurveFields)[]);

/** A preview URL of the chosen image (only one that passed the checks), revoked when replaced or unmounted. */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file && !imageProblem(file) ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}

/**
 * The launch form: a preset fills the curve fields, and changing any of them makes the launch Custom. Errors show
 * per field once the user has tried to continue (or, for the image, as soon as one is chosen). The curve is its own
 * value, so the simulator reruns only when it changes.
 */
export function useLaunchForm() {
  const form = useForm<{ token: TokenFields; curve: CurveFields; preset: Preset }>({
    token: EMPTY_TOKEN,
    curve: PRESETS.Meme,
    preset: 'Meme',
  });
  const { token, curve, preset } = form.values;
  const fields: LaunchFields = { ...token, ...curve };
  // The whole form's checks run only when their result is read: errors show after a try (or for a chosen image),
  // so a keystroke in the name before then parses nothing (issue 30).
  let checked: ReturnType<typeof parseForm<ReturnType<typeof launchSchema.parse>>> | undefined;
  const check = () => (checked ??= parseForm(launchSchema, fields));
  const curveErrors = useMemo(() => parseForm(curveSchema, curve).errors, [curve]);
  // Recomputed on every keystroke of a curve field (bench:ui holds it under one 50 ms task).
  const sim = useMemo(() => simulateLaunch(curve), [curve]);
  const [preview, showPreview] = usePreview();
  const plan = useMemo(() => {
    if (token.devBuy.trim() === '' || !sim) return null;
    return devBuyPlan(sim, token.devBuy);
  }, [sim, token.devBuy]);
  const devBuyError = typeof plan === 'string' ? plan : undefined;

  const set = <K extends keyof LaunchFields>(key: K, value: LaunchFields[K]) => {
    if (CURVE_KEYS.has(key)) {
      form.patch((v) => ({ curve: { ...v.curve, [key]: value }, preset: 'Custom' }));
      return;
    }
    const next = typeof value === 'string' && key === 'symbol' ? value.toUpperCase() : value;
    form.patch((v) => ({ token: { ...v.token, [key]: next } }));
    if (key === 'image') showPreview(value as File | null);
  };
  const imageError = token.image && !form.tried ? (imageProblem(token.image) ?? undefined) : undefined;
  const base: FormErrors = form.tried ? check().errors : imageError ? { image: imageError } : {};
  const shown: FormErrors = devBuyError ? { ...base, devBuy: devBuyError } : base;

  return {
    fields,
    preset,
    choosePreset: (p: Preset) => form.patch(p === 'Custom' ? { preset: p } : { preset: p, curve: PRESETS[p] }),
    set,
    preview,
    errors: shown,
    tried: form.tried,
    curveErrors,
    sim,
    /** The creator's buy in the launch transaction as the simulator shows it; null for none. */
    devBuy: typeof plan === 'string' ? null : plan,
    /** The launch to request once every field is fine (the typed fields, image included). */
    get parsed() {
      return check().parsed;
    },
    /** True when the launch may be requested; otherwise errors become visible, each naming its field. */
    submit: (): boolean => {
      form.markTried();
      return check().parsed !== null && !devBuyError;
    },
    reset: () => {
      showPreview(null);
      form.reset();
    },
  };
}
export type LaunchForm = ReturnType<typeof useLaunchForm>;
