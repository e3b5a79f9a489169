// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Feature boundaries (docs/decisions/0031-feature-boundaries.md): a feature's files import another
 * feature only through that feature's public entries, and so does everything outside the
 * features (pages, app, shared modules). Zones are built from the folders, so a new feature is
 * covered the moment it exists.
 */
function boundaryZones(src, publicEntries) {
  const features = path.join(root, src, 'features');
  const names = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const from = `${features}/*/**`;
  const publics = publicEntries.map((entry) => `${features}/*/${entry}`);
  const message = `Import another feature only through its public entry (${publicEntries.join(', ')}); move shared code to a shared module. See docs/decisions/0031-feature-boundaries.md.`;
  return [
    ...names.map((name) => ({
      target: `${features}/${name}/**`,
      from,
      except: [`${features}/${name}/**`, ...publics],
      message,
    })),
    {
      target: [`${path.join(root, src)}/*.{ts,tsx}`, `${path.join(root, src)}/!(features)/**`],
      from,
      except: publics,
      message,
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', 'data', 'e2e/screenshots', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones('apps/server/src', ['index.ts']) },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: boundaryZones('apps/web/src', [
            'index.ts',
            'components/index.ts',
            // The pets feature's photo pieces caption contests build on (ADR 0011).
            'photo-kit.ts',
          ]),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
);
