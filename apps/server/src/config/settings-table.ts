import { EnvSchema, settingDocs } from '../config.ts';

/**
 * The README's settings table, written from the env schema (docs/decisions/0126-one-source-per-setting.md):
 * `npm run docs:settings` puts it between these markers; settings-table.test.ts fails when the
 * README's copy differs.
 */
export const TABLE_START =
  '<!-- settings-table: generated from apps/server/src/config.ts by `npm run docs:settings` -->';
export const TABLE_END = '<!-- /settings-table -->';

interface SchemaInternals {
  _zod: { def: { type: string; defaultValue?: unknown } };
}

/** The Default column: the words given with the setting, else the schema's default, else unset. */
function shownDefault(schema: unknown, shown: string | undefined): string {
  if (shown !== undefined) return shown;
  const def = (schema as SchemaInternals)._zod.def;
  if (def.type === 'default') return `\`${String(def.defaultValue)}\``;
  return 'unset';
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function settingsTable(): string {
  const rows = Object.entries(EnvSchema.shape).map(([name, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${name} has no README words: wrap its schema in setting(…)`);
    return `| \`${name}\` | ${cell(shownDefault(schema, doc.shown))} | ${cell(doc.doc)} |`;
  });
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `readme` with the table between the markers replaced by `settingsTable()`. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md has no settings table markers (${TABLE_START} … ${TABLE_END})`);
  }
  return `${readme.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
