import { describe, expect, it } from 'vitest';
import { defaultSettings, parseStoredSettings, settingsSchema } from './settings-schema';

describe('settings', () => {
  it('defaults are valid and point at the sandbox', () => {
    expect(settingsSchema.parse(defaultSettings).apiBaseUrl).toBe('http://127.0.0.1:8787');
  });

  it('keeps valid stored fields and reports invalid ones instead of dropping them silently', () => {
    const { settings, invalid } = parseStoredSettings({
      apiBaseUrl: 'https://api.example.com',
      rpcUrl: 'not a url',
      slippage: { mode: 'fixed', bps: 50 },
      priorityFee: { mode: 'custom', lamports: '-1', broadcast: 'maxCap' },
      unknown: 1,
    });
    expect(settings.apiBaseUrl).toBe('https://api.example.com');
    expect(settings.slippage).toEqual({ mode: 'fixed', bps: 50 });
    expect(settings.rpcUrl).toBe(defaultSettings.rpcUrl);
    expect(invalid.sort()).toEqual(['priorityFee', 'rpcUrl']);
  });

  it('reports every field when the saved value is not an object at all', () => {
    for (const raw of [undefined, null, 42, 'text', ['a']]) {
      const { settings, invalid } = parseStoredSettings(raw);
      expect(settings).toEqual(defaultSettings);
      expect(invalid).toHaveLength(Object.keys(settingsSchema.shape).length);
    }
  });

  it('refuses slippage above 10000 bps and a non-integer tip', () => {
    expect(settingsSchema.safeParse({ ...defaultSettings, slippage: { mode: 'fixed', bps: 10_001 } }).success).toBe(
      false,
    );
    expect(settingsSchema.safeParse({ ...defaultSettings, mevTipLamports: '1.5' }).success).toBe(false);
  });

  it('refuses fractional and out-of-range lamports with a field error', () => {
    const fee = (lamports: string) =>
      settingsSchema.shape.priorityFee.safeParse({ mode: 'custom', lamports, broadcast: 'maxCap' });
    expect(fee('5000').success).toBe(true);
    expect(fee('18446744073709551615').success).toBe(true);
    for (const bad of ['5000.5', '1e4', '18446744073709551616', '99999999999999999999', '123456789012345678901', '']) {
      const r = fee(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/whole number of lamports/);
    }
  });
});
