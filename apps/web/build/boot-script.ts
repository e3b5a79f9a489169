import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/boot.ts', import.meta.url));

/**
 * Builds `src/boot.ts`, the boot script of a drawn page (docs/public-pages.md), into the build's
 * `/boot.js`: one classic script (an IIFE, minified), not a module, so that the server can put
 * it in a drawn page as `<script defer>` and it runs without waiting for any other file. Its
 * imports (the contract it shares with the app, `src/lib/boot-contract.ts`) are bundled in.
 */
export function bootScript(): Plugin {
  return {
    name: 'pawprize-boot-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: { entry: ENTRY, formats: ['iife'], name: 'pawprizeBoot', fileName: () => 'boot.js' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('boot script: no output');
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: chunk.code });
    },
  };
}
