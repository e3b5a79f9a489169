// The layers of each app, lowest first (docs/decisions/0125-layers-and-house-checks.md). A file may
// import its own layer and the layers below it, never a layer above. `eslint.config.js` turns
// this table into import-x/no-restricted-paths zones and `scripts/house.mjs` counts the same
// arrows over the whole tree, so the two cannot disagree.
//
// Globs are relative to the repository root (`**`, `*`, `{a,b}`, `!(a|b)`) and do not overlap. Each is a
// real glob (lint refuses plain paths mixed with globs). A source file in no layer is an error of
// `scripts/house.mjs`.
// Test files (`*.test.*`) are not held to the direction: a test may build the whole app. The test
// support folders are the top layer: code that ships never imports them.

/** @typedef {{ name: string, globs: string[] }} Layer */
/** @typedef {{ app: string, layers: Layer[] }} AppLayers */

/** @type {AppLayers[]} */
export const appLayers = [
  {
    app: 'web',
    layers: [
      { name: 'shared package', globs: ['packages/shared/src/**'] },
      {
        name: 'shared kit (components/, lib/)',
        globs: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
      },
      { name: 'features', globs: ['apps/web/src/features/**'] },
      { name: 'pages', globs: ['apps/web/src/pages/**'] },
      {
        name: 'app (router, providers, entries, build)',
        globs: ['apps/web/src/app/**', 'apps/web/src/*.{ts,tsx}', 'apps/web/build/**'],
      },
      { name: 'test support', globs: ['apps/web/src/test/**'] },
    ],
  },
  {
    app: 'server',
    layers: [
      { name: 'shared package', globs: ['packages/shared/src/**'] },
      {
        name: 'base (config, errors, clock, paths, private folders)',
        // Every module at the top of src/ but the app's own entries: a new one starts here.
        globs: ['apps/server/src/!(app|server|storage-migrate).ts', 'apps/server/src/config/**'],
      },
      {
        name: 'infrastructure (db, http, storage, mail, jobs, images, identity, ai, screening, backup, context)',
        globs: [
          'apps/server/src/db/**',
          'apps/server/src/http/**',
          'apps/server/src/storage/**',
          'apps/server/src/mail/**',
          'apps/server/src/jobs/**',
          'apps/server/src/images/**',
          'apps/server/src/identity/**',
          'apps/server/src/ai/**',
          'apps/server/src/screening/**',
          'apps/server/src/backup/**',
          'apps/server/src/context/**',
        ],
      },
      { name: 'features', globs: ['apps/server/src/features/**'] },
      {
        name: 'app (buildApp, server, command lines)',
        globs: ['apps/server/src/{app,server,storage-migrate}.ts', 'apps/server/scripts/**'],
      },
      { name: 'test support', globs: ['apps/server/test/**'] },
    ],
  },
];

/** Test files: exempt from the direction (they may start the whole app). */
export const testFileGlob = '**/*.test.{ts,tsx}';
