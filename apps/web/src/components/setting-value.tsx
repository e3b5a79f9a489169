import { formatSetting, type PublicSettings } from '@pawprize/shared';
import { publicSettings } from '@/lib/settings';

/**
 * A host's setting in running text (ADR 0126). The span is how the server finds it in a page
 * drawn at build time and writes this host's value there (http/public-settings.ts).
 */
export function SettingValue({ name }: { name: keyof PublicSettings }) {
  return <span data-setting={name}>{formatSetting(publicSettings[name])}</span>;
}
