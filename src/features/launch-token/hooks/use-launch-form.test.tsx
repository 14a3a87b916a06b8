// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../utils/launch-params';
import { useLaunchForm } from './use-launch-form';

describe('useLaunchForm', () => {
  it('fills the curve from a preset, turns Custom on any curve edit, and keeps the values when Custom is chosen', () => {
    const { result } = renderHook(() => useLaunchForm());
    expect(result.current.preset).toBe('Meme');
    act(() => result.current.choosePreset('Indie'));
    expect(result.current.preset).toBe('Indie');
    expect(result.current.fields).toMatchObject(PRESETS.Indie);
    act(() => result.current.set('migrationMarketCap', '300000'));
    expect(result.current.preset).toBe('Custom');
    expect(result.current.fields).toMatchObject({ ...PRESETS.Indie, migrationMarketCap: '300000' });
    act(() => result.current.choosePreset('Custom'));
    expect(result.current.fields.migrationMarketCap).toBe('300000');
    // The token's own fields are not the curve's: they leave the preset alone.
    act(() => result.current.choosePreset('Meme'));
    act(() => result.current.set('name', 'Cat'));
    expect(result.current.preset).toBe('Meme');
  });

  it('names the fields once the user tries to launch, and refuses the launch until they are fixed', () => {
    const { result } = renderHook(() => useLaunchForm());
    expect(result.current.errors).toEqual({});
    let ok = true;
    act(() => {
      ok = result.current.submit();
    });
    expect(ok).toBe(false);
    expect(Object.keys(result.current.errors).sort()).toEqual(['image', 'name', 'symbol']);
    expect(result.current.errors.symbol).toMatch(/^Symbol: /);
    act(() => {
      result.current.set('name', 'Cat');
      result.current.set('symbol', 'cat');
      result.current.set('image', new File([new Uint8Array([1])], 'cat.png', { type: 'image/png' }));
    });
    expect(result.current.fields.symbol).toBe('CAT');
    act(() => {
      ok = result.current.submit();
    });
    expect(ok).toBe(true);
  });

  it('plans a dev buy with SOL as the quote token (wrapped in the launch transaction)', () => {
    const { result } = renderHook(() => useLaunchForm());
    act(() => {
      result.current.set('quote', 'SOL');
      result.current.set('devBuy', '1');
    });
    expect(result.current.errors.devBuy).toBeUndefined();
    expect(result.current.devBuy?.quoteIn).toBe(1_000_000_000n);
    expect(result.current.devBuy?.minOut).toBeGreaterThan(0n);
  });
});
