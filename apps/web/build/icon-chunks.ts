import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What rolldown's `codeSplitting.groups[].name` function receives (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** Names a module is asked for: some exports, or all of them (`'*'`). */
type Wanted = Set<string> | '*';

/** `import a, { b as c } from 'x'` → ['default', 'b']; `import * as x from 'x'` → '*'. */
function importedNames(clause: string): Wanted {
  if (/\*\s+as\s/.test(clause)) return '*';
  const names = new Set<string>();
  const braces = clause.match(/\{([^}]*)\}/);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside && outside !== 'type') names.add('default');
  for (const part of braces?.[1]?.split(',') ?? []) {
    const name = part
      .trim()
      .split(/\s+as\s+/)[0]!
      .trim();
    if (name && !name.startsWith('type ')) names.add(name);
  }
  return names;
}

const STATIC_IMPORT = /(?:^|[;\n])\s*import\s+([^'";]*?)\s+from\s*["']([^"']+)["']/g;
const RE_EXPORT = /(?:^|[;\n])\s*export\s+(\*|\{[^}]*\})\s+from\s*["']([^"']+)["']/g;

const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** `Heart` → its module under the package's icons folder, from the package's index (`export { default as Heart, … } from …`). */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = path.join(
    path.dirname(require.resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const files = new Map<string, string>();
  const source = readFileSync(index, 'utf8');
  for (const [, names, file] of source.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g)) {
    for (const name of names!.split(',')) {
      const exported = name.trim().replace(/^default as /, '');
      if (exported) files.set(exported, file!);
    }
  }
  return files;
}

/**
 * Lucide icons in two chunks (docs/decisions/0042-first-paint.md): `icons`, the ones the first
 * paint of `/` can draw, and `icons-more`, every other. One chunk per icon would cost a phone a
 * request each (45 for `/`); one chunk for all made `/` download 100 icons to draw 30.
 *
 * The first paint is what `starts` (absolute paths: `src/main.tsx`, the home page) import
 * statically, following a feature's `index.ts` only into the modules whose exports are used.
 * Returns the `name` function of a `codeSplitting` group.
 */
export function iconChunks(starts: string[], srcDir: string) {
  let firstPaint: Set<string> | undefined;

  const collect = (ctx: ChunkingContext): Set<string> => {
    const icons = iconFiles();
    const used = new Set<string>();
    const asked = new Map<string, Wanted>();
    const queue: [string, Wanted][] = starts.map((id) => [id, '*']);

    const resolve = (from: string, importedIds: readonly string[], spec: string) => {
      let base: string;
      if (spec.startsWith('@/')) base = path.join(srcDir, spec.slice(2));
      else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
      else return undefined;
      return importedIds.find(
        (id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`),
      );
    };

    while (queue.length > 0) {
      const [id, wanted] = queue.pop()!;
      const before = asked.get(id);
      if (before === '*' || (before && wanted !== '*' && [...wanted].every((n) => before.has(n)))) {
        continue;
      }
      asked.set(id, wanted === '*' || !before ? wanted : new Set([...before, ...wanted]));
      const info = ctx.getModuleInfo(id);
      if (!info?.code) continue;
      const code = info.code;
      const imports = [...code.matchAll(STATIC_IMPORT)];
      // A barrel (only `export … from`) asked for some names: follow only the modules giving them.
      const barrel = imports.length === 0 && wanted !== '*';
      for (const [, clause, spec] of code.matchAll(RE_EXPORT)) {
        const target = resolve(id, info.importedIds, spec!);
        if (!target) continue;
        if (clause === '*' || !barrel) {
          queue.push([target, barrel ? wanted : '*']);
          continue;
        }
        const names = new Set<string>();
        for (const part of clause!.slice(1, -1).split(',')) {
          const [local, exported = local] = part
            .trim()
            .split(/\s+as\s+/)
            .map((x) => x.trim());
          if (local && (wanted as Set<string>).has(exported!)) names.add(local);
        }
        if (names.size > 0) queue.push([target, names]);
      }
      for (const [, clause, spec] of imports) {
        const names = importedNames(clause!);
        if (spec === 'lucide-react') {
          for (const name of names === '*' ? [] : names) {
            const file = icons.get(name);
            if (file) used.add(file);
          }
          continue;
        }
        const target = resolve(id, info.importedIds, spec!);
        if (target && (names === '*' || names.size > 0)) queue.push([target, names]);
      }
    }
    if (used.size === 0) throw new Error('icon-chunks: found no icon in the first paint');
    return used;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    if (!LUCIDE.test(id)) return null;
    const file = id.replaceAll('\\', '/').match(/\/dist\/esm\/(icons\/[^/?]+)/)?.[1];
    // The package's own code (Icon, createLucideIcon…) goes with the first-paint icons.
    if (!file) return 'icons';
    firstPaint ??= collect(ctx);
    return firstPaint.has(file) ? 'icons' : 'icons-more';
  };
}
