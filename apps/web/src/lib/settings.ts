import {
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTINGS_ELEMENT_ID,
  type PublicSettings,
} from '@pawprize/shared';

/**
 * The host's settings the site prints (docs/decisions/0126-one-source-per-setting.md), read once
 * from the JSON block the server puts in every page. A page without one (component tests, `vite`
 * dev server) or a value that is not a whole number ≥ 0 gets the default.
 */
export function readPublicSettings(doc: Document | undefined): PublicSettings {
  let given: Record<string, unknown> = {};
  try {
    const text = doc?.getElementById(PUBLIC_SETTINGS_ELEMENT_ID)?.textContent;
    if (text) given = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A broken block: the defaults.
  }
  const settings = { ...DEFAULT_PUBLIC_SETTINGS };
  for (const key of Object.keys(settings) as (keyof PublicSettings)[]) {
    const value = given[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
      settings[key] = value;
  }
  return settings;
}

export const publicSettings: Readonly<PublicSettings> = readPublicSettings(
  typeof document === 'undefined' ? undefined : document,
);
