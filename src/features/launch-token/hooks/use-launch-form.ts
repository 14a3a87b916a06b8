import { useEffect, useMemo, useRef, useState } from 'react';
import {
  imageProblem,
  PRESETS,
  validateCurve,
  validateLaunch,
  type CurveFields,
  type FieldErrors,
  type LaunchFields,
  type Preset,
} from '../utils/launch-params';

const EMPTY: LaunchFields = {
  name: '',
  symbol: '',
  description: '',
  website: '',
  twitter: '',
  telegram: '',
  image: null,
  ...PRESETS.Meme,
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
 * per field once the user has tried to continue (or, for the image, as soon as one is chosen).
 */
export function useLaunchForm() {
  const [fields, setFields] = useState<LaunchFields>(EMPTY);
  const [preset, setPreset] = useState<Preset>('Meme');
  const [tried, setTried] = useState(false);
  const errors = useMemo(() => validateLaunch(fields), [fields]);
  const curveErrors = useMemo(() => validateCurve(fields), [fields]);
  const [preview, showPreview] = usePreview();

  const set = <K extends keyof LaunchFields>(key: K, value: LaunchFields[K]) => {
    const next = typeof value === 'string' && key === 'symbol' ? value.toUpperCase() : value;
    setFields((f) => ({ ...f, [key]: next }));
    if (key === 'image') showPreview(value as File | null);
    if (CURVE_KEYS.has(key)) setPreset('Custom');
  };
  const shown: FieldErrors = tried ? errors : fields.image && errors.image ? { image: errors.image } : {};

  return {
    fields,
    preset,
    choosePreset: (p: Preset) => {
      setPreset(p);
      if (p !== 'Custom') setFields((f) => ({ ...f, ...PRESETS[p] }));
    },
    set,
    preview,
    errors: shown,
    tried,
    curveErrors,
    /** True when the launch may be requested; otherwise errors become visible, each naming its field. */
    submit: (): boolean => {
      setTried(true);
      return Object.keys(errors).length === 0;
    },
    reset: () => {
      showPreview(null);
      setFields(EMPTY);
      setPreset('Meme');
      setTried(false);
    },
  };
}
export type LaunchForm = ReturnType<typeof useLaunchForm>;
