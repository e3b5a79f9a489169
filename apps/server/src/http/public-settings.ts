import { formatSetting, PUBLIC_SETTINGS_ELEMENT_ID, type PublicSettings } from '@pawprize/shared';

/**
 * The host's settings the site prints (docs/decisions/0126-one-source-per-setting.md), in the
 * pages the server sends. Both happen once, when the server assembles its pages at start-up, so
 * every page stays one cached, pre-compressed copy.
 */

/** index.html with the settings as a JSON data block before `</head>` (the web reads it at start). */
export function withPublicSettings(indexHtml: string, settings: PublicSettings): string {
  // A data block is never run, so the page's script policy does not apply; `<` is escaped so
  // the JSON cannot close the element.
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${json}</script>`;
  const at = indexHtml.search(/<\/head>/i);
  return at < 0
    ? `${block}${indexHtml}`
    : `${indexHtml.slice(0, at)}${block}\n  ${indexHtml.slice(at)}`;
}

/** `<span data-setting="name">…</span>`, as the web's SettingValue writes it. */
const SETTING_SPAN = /(<span data-setting="(\w+)">)[^<]*(<\/span>)/g;

/**
 * A drawn first screen (ADR 0043, drawn at build time with the default settings) with this host's
 * values in its setting spans.
 */
export function withSettingValues(markup: string, settings: PublicSettings): string {
  return markup.replace(SETTING_SPAN, (all, open: string, name: string, close: string) =>
    Object.hasOwn(settings, name)
      ? `${open}${formatSetting(settings[name as keyof PublicSettings])}${close}`
      : all,
  );
}
