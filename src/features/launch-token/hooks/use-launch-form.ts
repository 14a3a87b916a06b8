import { useState } from 'react';

/** The presets of supplement §8: start and graduation market caps in the quote token. */
const PRESETS = {
  Meme: { initial: '16000', migration: '69000' },
  Indie: { initial: '32000', migration: '240000' },
  Custom: { initial: '', migration: '' },
} as const;
export type Preset = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as Preset[];
export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/** A typed market cap for display: grouped digits, or a dash while it is not a number yet. */
export const marketCap = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n.toLocaleString('en-US') : '—';
};

/** The launch form: a preset fills the caps (only Custom lets them be typed); symbols are upper case. */
export function useLaunchForm() {
  const [preset, setPreset] = useState<Preset>('Meme');
  const [name, setName] = useState('');
  const [symbol, setSymbolText] = useState('');
  const [caps, setCaps] = useState<{ initial: string; migration: string }>(PRESETS.Meme);
  const ready = name !== '' && symbol !== '';
  return {
    preset,
    choosePreset: (p: Preset) => {
      setPreset(p);
      if (p !== 'Custom') setCaps(PRESETS[p]);
    },
    name,
    setName,
    symbol,
    setSymbol: (text: string) => setSymbolText(text.toUpperCase()),
    caps,
    setCap: (which: 'initial' | 'migration', text: string) => setCaps((c) => ({ ...c, [which]: text })),
    capsEditable: preset === 'Custom',
    ready,
    actionLabel: ready ? 'Review launch' : 'Enter a name and symbol',
  };
}
