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
import { appLayers, testFileGlob } from './scripts/lib/layers.mjs';

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

/**
 * Layers hold in both directions (docs/decisions/0125-layers-and-house-checks.md): a file imports
 * its own layer and the ones below it (scripts/lib/layers.mjs: shared package ↛ shared kit ↛
 * features ↛ pages ↛ app ↛ test support), never one above. Test files are exempt.
 */
function directionZones(appName) {
  const { layers } = appLayers.find((a) => a.app === appName);
  const abs = (globs) => globs.map((glob) => path.join(root, glob));
  return layers.slice(0, -1).map((layer, rank) => {
    const above = layers.slice(rank + 1);
    return {
      target: abs(layer.globs),
      from: abs(above.flatMap((l) => l.globs)),
      message: `Upward import: ${layer.name} may not import ${above.map((l) => l.name).join(', ')}. Move the shared piece down a layer, or the importing file up. See docs/decisions/0125-layers-and-house-checks.md.`,
    };
  });
}

const serverBoundaries = boundaryZones('apps/server/src', ['index.ts']);
const webBoundaries = boundaryZones('apps/web/src', [
  'index.ts',
  'components/index.ts',
  // The pets feature's photo pieces caption contests build on (ADR 0011).
  'photo-kit.ts',
]);

export default tseslint.config(
  // `.prerender`: the build's scratch output (apps/web/build/prerender.mjs), there while `npm test`
  // lints beside the build (docs/decisions/0108-suite-lanes.md).
  {
    ignores: [
      '**/dist',
      '**/.prerender',
      '**/node_modules',
      'data',
      'e2e/screenshots',
      'bench/results',
    ],
  },
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
      // ignoreExternal: a cycle cannot run through a package in node_modules (none imports ours).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Nothing imports a test file, so none can be on a cycle: the rule's walk of the whole import
  // graph from each test file was time spent for nothing (docs/decisions/0108-suite-lanes.md).
  {
    files: [`apps/*/src/${testFileGlob}`, `packages/*/src/${testFileGlob}`],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverBoundaries, ...directionZones('server')] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webBoundaries, ...directionZones('web')] },
      ],
    },
  },
  {
    // The shared package serves both apps and imports neither.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...directionZones('server'), ...directionZones('web')] },
      ],
    },
  },
  // Tests may build the whole app: the feature boundaries hold for them, the direction does not.
  {
    files: [`apps/server/src/${testFileGlob}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }] },
  },
  {
    files: [`apps/web/src/${testFileGlob}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webBoundaries }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        // `preload`: a lazy module's own lazy parts (src/lib/lazy-page.ts).
        { allowConstantExport: true, allowExportNames: ['preload', 'preloadBlogTeasers'] },
      ],
    },
  },
);
