import { create } from 'zustand';
import {
  readStoredSettings,
  settingsSchema,
  settingsStorage,
  SETTINGS_STORAGE_KEY,
  type Settings,
  type SettingsField,
} from './settings-schema';

export { SETTINGS_STORAGE_KEY } from './settings-schema';
export const SETTINGS_BACKUP_KEY = 'trading-app:settings:v1:unreadable';

interface SettingsState {
  settings: Settings;
  /** Fields whose saved value could not be read at start-up (kept in the backup key, defaults in use). */
  notApplied: SettingsField[];
  /** Validate and persist a whole new settings object; returns the field errors instead of saving on failure. */
  settingsSaved: (next: Settings) => { ok: true } | { ok: false; errors: Partial<Record<SettingsField, string>> };
  notAppliedDismissed: () => void;
}

function load(): { settings: Settings; invalid: SettingsField[] } {
  const { text, ...result } = readStoredSettings();
  // Keep what could not be read, so a bad value is never lost without a trace.
  if (text !== null && result.invalid.length > 0) settingsStorage()?.setItem(SETTINGS_BACKUP_KEY, text);
  return result;
}

const initial = load();

export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: initial.settings,
  notApplied: initial.invalid,
  settingsSaved: (next) => {
    const parsed = settingsSchema.safeParse(next);
    if (!parsed.success) {
      const errors: Partial<Record<SettingsField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SettingsField;
        errors[field] ??= issue.message;
      }
      return { ok: false, errors };
    }
    settingsStorage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(parsed.data));
    set({ settings: parsed.data });
    return { ok: true };
  },
  notAppliedDismissed: () => set({ notApplied: [] }),
}));

export const useSetting = <K extends SettingsField>(key: K): Settings[K] => useSettingsStore((s) => s.settings[key]);
