// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('useSettingsStore', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('persists saved settings and reads them back on the next start', async () => {
    const a = await import('./settings-store');
    const next = { ...a.useSettingsStore.getState().settings, apiBaseUrl: 'https://api.example.com' };
    expect(a.useSettingsStore.getState().settingsSaved(next)).toEqual({ ok: true });
    vi.resetModules();
    const b = await import('./settings-store');
    expect(b.useSettingsStore.getState().settings.apiBaseUrl).toBe('https://api.example.com');
  });

  it('does not save an invalid value and names the field', async () => {
    const { useSettingsStore } = await import('./settings-store');
    const before = useSettingsStore.getState().settings;
    const result = useSettingsStore.getState().settingsSaved({ ...before, rpcUrl: 'nope' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.rpcUrl).toMatch(/URL/);
    expect(useSettingsStore.getState().settings).toBe(before);
  });

  it('keeps saved text that is not JSON in the backup and reports every field', async () => {
    const { SETTINGS_STORAGE_KEY, SETTINGS_BACKUP_KEY } = await import('./settings-store');
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    vi.resetModules();
    const { useSettingsStore } = await import('./settings-store');
    expect(useSettingsStore.getState().notApplied).toContain('rpcUrl');
    expect(useSettingsStore.getState().notApplied).toContain('apiBaseUrl');
    expect(localStorage.getItem(SETTINGS_BACKUP_KEY)).toBe('{not json');
  });

  it('keeps an unreadable saved value in a backup and reports it', async () => {
    const { SETTINGS_STORAGE_KEY, SETTINGS_BACKUP_KEY } = await import('./settings-store');
    const saved = JSON.stringify({ rpcUrl: 'garbage', apiKey: 'k' });
    localStorage.setItem(SETTINGS_STORAGE_KEY, saved);
    vi.resetModules();
    const { useSettingsStore } = await import('./settings-store');
    expect(useSettingsStore.getState().notApplied).toEqual(['rpcUrl']);
    expect(useSettingsStore.getState().settings.apiKey).toBe('k');
    expect(localStorage.getItem(SETTINGS_BACKUP_KEY)).toBe(saved);
  });
});
