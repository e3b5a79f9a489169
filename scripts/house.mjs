// `node scripts/house.mjs`: the house rules of the code base, counted over the whole tree
// (docs/decisions/0125-layers-and-house-checks.md). `npm test` runs it after lint.
//
// Enforced (the run fails when one is above zero):
//   - upward imports between layers (scripts/lib/layers.mjs; test files excepted),
//   - runtime import cycles (static imports; `import type` and dynamic `import()` do not count),
//   - files read from outside the repository (paths that climb out of it, absolute workspace paths),
//   - repository paths cited in comments and in the living docs (not the decision records) that
//     do not exist,
//   - references to an "issue N": the tracker is not in the repository,
//   - the index of docs/decisions/ out of date (`npm run docs:decisions` writes it),
//   - a cache's `.invalidate(` called on the server outside a module that owns a cache (one that
//     subscribes with `.on(` or defines an `invalidate…`): writers emit a domain event (ADR 0130).
// Reported by a bare run, enforced with --enforce=functions,fastify,sql or --enforce-all (which
// `npm run house`, and so CI, passes: each is 0 since 2026-12-07):
//   - functions over 120 lines in the apps' and shared package's source, data tables excepted,
//   - service signatures taking the Fastify instance (a FastifyInstance parameter in a file that is
//     neither a route file, a plugin nor the app's composition root),
//   - SQL (a `sql` template, `rowsOf`, a Drizzle statement on a database or transaction) in a
//     server feature file that is not one of its `*.queries.ts` files or `queries/` folder.
// --list prints every reported item, --json the figures as JSON.
// Run by `npm run house`; `npm run house -- --list` shows where the reported figures come from.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { withDecisionsIndex } from './lib/decisions.mjs';
import { appLayers, testFileGlob } from './lib/layers.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** --root=DIR checks another tree laid out like this one (the script's own test does). */
const root = path.resolve(
  option('root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const enforceExtra = new Set(
  flag('enforce-all') ? ['functions', 'fastify', 'sql'] : (option('enforce')?.split(',') ?? []),
);

export const FUNCTION_LINE_LIMIT = 120;

// ---------------------------------------------------------------------------------------------
// Files

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'coverage',
  '.vite',
  '.prerender',
  'screenshots',
  'results',
]);
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const SHELL = /(?:\.sh|^run)$/;
const MARKDOWN = /\.md$/;

/** Every code, shell and Markdown file of the repository (relative, with forward slashes). */
function listFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (CODE.test(entry.name) || SHELL.test(entry.name) || MARKDOWN.test(entry.name)) {
        found.push(path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** A glob's body (`**`, `*`, `{a,b}`, `!(a|b)`) as a regular expression source. */
function globSource(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` matches any number of folders, a trailing `**` anything.
      if (glob[i + 2] === '/') {
        re += '(?:.*/)?';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '!' && glob[i + 1] === '(') {
      // `!(a|b)`: one path segment's worth of text, unless it is `a` or `b` followed by the rest.
      const end = glob.indexOf(')', i);
      const rest = globSource(glob.slice(end + 1));
      const alternatives = glob
        .slice(i + 2, end)
        .split('|')
        .map((part) => globSource(part))
        .join('|');
      return `${re}(?!(?:${alternatives})${rest}$)[^/]*?${rest}`;
    } else if (c === '{') {
      const end = glob.indexOf('}', i);
      re += `(?:${glob
        .slice(i + 1, end)
        .split(',')
        .map((part) => globSource(part))
        .join('|')})`;
      i = end;
    } else re += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return re;
}

/** A glob as a regular expression over a relative path (the subset minimatch and lint share). */
export function globToRegExp(glob) {
  return new RegExp(`^${globSource(glob)}$`);
}

const isTestFile = (() => {
  const re = globToRegExp(testFileGlob);
  return (file) => re.test(file);
})();

// ---------------------------------------------------------------------------------------------
// Parsing

const files = listFiles();
const fileSet = new Set(files);
const codeFiles = files.filter((f) => CODE.test(f));

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[mc]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

const parsed = new Map(
  codeFiles.map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
    return [file, source];
  }),
);

const lineOf = (source, node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

// ---------------------------------------------------------------------------------------------
// Imports

const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.d.mts',
  '.mjs',
  '.js',
  '.d.ts',
  '/index.ts',
  '/index.tsx',
];

/** The repository file an import specifier names, or null (a package, or nothing). */
function resolveImport(from, spec) {
  spec = spec.replace(/\?.*$/, '');
  let base;
  if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else if (spec.startsWith('@/') && from.startsWith('apps/web/'))
    base = `apps/web/src/${spec.slice(2)}`;
  else if (spec === '@pawprize/shared') base = 'packages/shared/src/index.ts';
  else if (spec.startsWith('@pawprize/shared/')) base = `packages/shared/src/${spec.slice(17)}`;
  else return null;
  for (const ext of EXTENSIONS) if (fileSet.has(base + ext)) return base + ext;
  const swapped = base.replace(/\.js$/, '.ts');
  if (fileSet.has(swapped)) return swapped;
  return null;
}

/** `import type`, or named bindings that are all `type`. */
function typeOnlyClause(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Edges { from, to, kind: 'static' | 'type' | 'dynamic', line }. */
function importsOf(file, source) {
  const edges = [];
  const add = (specNode, kind) => {
    if (!specNode || !ts.isStringLiteralLike(specNode)) return;
    const to = resolveImport(file, specNode.text);
    if (to) edges.push({ from: file, to, kind, line: lineOf(source, specNode) });
  };
  walk(source, (node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, typeOnlyClause(node.importClause) ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier, typeOnly ? 'type' : 'static');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], 'dynamic');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'type');
    }
  });
  return edges;
}

const edges = [...parsed].flatMap(([file, source]) => importsOf(file, source));

// ---------------------------------------------------------------------------------------------
// 1. Upward imports between layers

const compiledLayers = appLayers.map(({ app, layers }) => ({
  app,
  layers: layers.map((layer, rank) => ({ ...layer, rank, res: layer.globs.map(globToRegExp) })),
}));

function layerOf(app, file) {
  return app.layers.find((layer) => layer.res.some((re) => re.test(file)));
}

const appRootOf = (file) => /^apps\/[^/]+\//.exec(file)?.[0];

function layerFindings() {
  const upward = [];
  const unplaced = new Set();
  for (const app of compiledLayers) {
    const appRoot = `apps/${app.app}/`;
    for (const file of codeFiles) {
      if (!file.startsWith(appRoot) || isTestFile(file) || /\.d\.m?ts$/.test(file)) continue;
      if (!/^apps\/[^/]+\/(?:src|build|scripts|test)\//.test(file)) continue;
      if (!layerOf(app, file)) unplaced.add(file);
    }
    for (const edge of edges) {
      if (isTestFile(edge.from)) continue;
      const from = layerOf(app, edge.from);
      const to = layerOf(app, edge.to);
      if (!from || !to) continue;
      if (to.rank > from.rank)
        upward.push({ ...edge, app: app.app, fromLayer: from.name, toLayer: to.name });
    }
  }
  // One app's code importing another app's code (the shared package is the only contract).
  const crossApp = edges.filter((edge) => {
    const a = appRootOf(edge.from);
    const b = appRootOf(edge.to);
    return a && b && a !== b;
  });
  const seen = new Set();
  const unique = upward.filter((e) => {
    const key = `${e.from}→${e.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { upward: unique, unplaced: [...unplaced].sort(), crossApp };
}

// ---------------------------------------------------------------------------------------------
// 2. Runtime import cycles (Tarjan's strongly connected components over static imports)

function runtimeCycles() {
  const next = new Map();
  for (const edge of edges) {
    if (edge.kind !== 'static') continue;
    if (!next.has(edge.from)) next.set(edge.from, new Set());
    next.get(edge.from).add(edge.to);
  }
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v)?.has(v)) components.push(component.sort());
    }
  };
  for (const file of codeFiles) if (!indices.has(file)) connect(file);
  return components;
}

// ---------------------------------------------------------------------------------------------
// 3. Files read from outside the repository

const FOREIGN_ABSOLUTE = [/^\/work\//, /^\/home\//, /^\/root\//, /^\/Users\//, /^\/mnt\//];
// The folder the clone sits in: a path into it is a read beside the repository. A clone in a
// shared folder (the system's temp folder, /) says nothing about a path there, such as a test's
// DATA_DIR under /tmp.
const parent = [os.tmpdir(), '/'].includes(path.dirname(root)) ? null : path.dirname(root);

function escapes(relativeToRoot) {
  return relativeToRoot === '..' || relativeToRoot.startsWith('../');
}

/**
 * A path expression's value relative to the repository root when it can be read without running
 * the code: string literals, the file's own folder (`import.meta.dirname`, `__dirname`,
 * `path.dirname(fileURLToPath(import.meta.url))`, `new URL(…, import.meta.url)`), `root` or
 * `repoRoot` (the repository's root, as scripts/lib names it), constants of the file holding one
 * of those, and path.join/resolve of them.
 */
function pathValue(file, node, consts) {
  const here = path.posix.dirname(file);
  if (ts.isStringLiteralLike(node)) return { literal: node.text };
  if (ts.isParenthesizedExpression(node)) return pathValue(file, node.expression, consts);
  const text = node.getText();
  if (
    text === 'import.meta.dirname' ||
    text === '__dirname' ||
    /^path\.dirname\((?:url\.)?fileURLToPath\(import\.meta\.url\)\)$/.test(text)
  ) {
    return { dir: here };
  }
  if (ts.isIdentifier(node)) {
    if (consts.has(node.text)) return consts.get(node.text);
    if (/^(?:repo)?root$/i.test(node.text)) return { dir: '.' };
    return null;
  }
  if (
    ts.isCallExpression(node) &&
    /^path\.(?:posix\.)?(?:join|resolve)$/.test(node.expression.getText())
  ) {
    let dir = null;
    for (const arg of node.arguments) {
      const value = pathValue(file, arg, consts);
      if (!value) return null;
      if (value.dir !== undefined) dir = value.dir;
      else if (value.literal.startsWith('/')) return { literal: value.literal };
      else if (dir === null) return null;
      else dir = path.posix.normalize(path.posix.join(dir, value.literal));
    }
    return dir === null ? null : { dir };
  }
  return null;
}

function outsideReads() {
  const findings = [];
  const add = (file, line, what) => findings.push({ file, line, what });
  for (const [file, source] of parsed) {
    const consts = new Map();
    walk(source, (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        node.parent.flags & ts.NodeFlags.Const
      ) {
        const value = pathValue(file, node.initializer, consts);
        if (value) consts.set(node.name.text, value);
      }
      if (ts.isStringLiteralLike(node)) {
        const text = node.text;
        if (
          FOREIGN_ABSOLUTE.some((re) => re.test(text)) ||
          (parent && text.startsWith(`${parent}/`))
        ) {
          add(file, lineOf(source, node), `absolute path outside the repository: '${text}'`);
        } else if (/^\.\.?\//.test(text)) {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), text));
          if (escapes(target))
            add(file, lineOf(source, node), `'${text}' climbs out of the repository`);
        }
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression.getText();
        let value = null;
        if (/^path\.(?:posix\.)?(?:join|resolve)$/.test(callee))
          value = pathValue(file, node, consts);
        else if (callee === 'URL' && node.arguments?.length === 2) {
          const [spec, base] = node.arguments;
          if (ts.isStringLiteralLike(spec) && base.getText() === 'import.meta.url') {
            value = {
              dir: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.text)),
            };
          }
        }
        if (value?.dir !== undefined && escapes(value.dir)) {
          add(
            file,
            lineOf(source, node),
            `${node.getText().replace(/\s+/g, ' ')} is outside the repository`,
          );
        }
      }
    });
  }
  for (const file of files.filter((f) => SHELL.test(path.posix.basename(f)))) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      if (/(?:^|[\s'"=])(?:\/work\/|\.\.\/shared\b)/.test(text)) add(file, i + 1, text.trim());
    });
  }
  const seen = new Set();
  return findings.filter((f) => {
    const key = `${f.file}:${f.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// 4. Long functions and 5. services taking the Fastify instance (reported)

const SOURCE = /^(?:apps\/[^/]+\/src|packages\/[^/]+\/src)\//;
const sourceFiles = codeFiles.filter(
  (f) => SOURCE.test(f) && !isTestFile(f) && !/\.d\.m?ts$/.test(f),
);

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function unwrap(node) {
  while (
    node &&
    (ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node))
  ) {
    node = node.expression;
  }
  return node;
}

/** A function whose body is only an object or array literal (returned): a data table. */
function isDataTable(fn) {
  const body = fn.body;
  if (!body) return false;
  const literal = (n) => {
    n = unwrap(n);
    return n !== undefined && (ts.isObjectLiteralExpression(n) || ts.isArrayLiteralExpression(n));
  };
  if (!ts.isBlock(body)) return literal(body);
  const statements = body.statements;
  return (
    statements.length === 1 &&
    ts.isReturnStatement(statements[0]) &&
    literal(statements[0].expression)
  );
}

function functionName(fn) {
  if (fn.name) return fn.name.getText();
  const parentNode = fn.parent;
  if (ts.isVariableDeclaration(parentNode) || ts.isPropertyAssignment(parentNode))
    return parentNode.name.getText();
  if (ts.isCallExpression(parentNode))
    return `(callback of ${parentNode.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

function longFunctions() {
  const found = [];
  for (const file of sourceFiles) {
    const source = parsed.get(file);
    walk(source, (node) => {
      if (!isFunction(node) || !node.body) return;
      const start = lineOf(source, node);
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = end - start + 1;
      if (lines > FUNCTION_LINE_LIMIT && !isDataTable(node)) {
        found.push({ file, line: start, name: functionName(node), lines });
      }
    });
  }
  return found.sort((a, b) => b.lines - a.lines);
}

const ROUTE_OR_PLUGIN =
  /(?:\.routes\.ts|\.plugin\.ts|^apps\/server\/src\/(?:app|server|context\/index)\.ts)$/;
/** Functions that register routes or hooks on the instance they are given. */
const REGISTERS = /(?:Routes$|^register[A-Z]|^use[A-Z])/;

function fastifySignatures() {
  const all = [];
  for (const file of sourceFiles.filter((f) => f.startsWith('apps/server/src/'))) {
    const source = parsed.get(file);
    const plugin = ROUTE_OR_PLUGIN.test(file) || /from 'fastify-plugin'/.test(source.text);
    walk(source, (node) => {
      if (!isFunction(node)) return;
      const takesApp = node.parameters.some(
        (p) => p.type && /\bFastifyInstance\b/.test(p.type.getText()),
      );
      if (!takesApp) return;
      const name = functionName(node);
      all.push({ file, line: lineOf(source, node), name, plugin: plugin || REGISTERS.test(name) });
    });
  }
  const services = all.filter((s) => !s.plugin);
  return { all, services };
}

// ---------------------------------------------------------------------------------------------
// 6. SQL outside a feature's queries files (reported; ADR 0132)

/** Server code whose SQL must sit in a queries file: the features and the identity module. */
const SQL_HOMED = /^apps\/server\/src\/(?:features|identity)\//;
const QUERIES_FILE = /(?:\.queries\.ts|\/queries\/[^/]+\.ts)$/;
/** A Drizzle statement on a database or transaction (`db.select(`, `tx.insert(`, `ctx.db.update(`). */
const STATEMENT = /^(?:select|selectDistinct|insert|update|delete|execute)$/;
const DATABASE_RECEIVER = /(?:^|\.)(?:db|tx|database|queryable|q)$/i;

function sqlOutsideQueries() {
  const found = [];
  for (const file of sourceFiles.filter((f) => SQL_HOMED.test(f) && !QUERIES_FILE.test(f))) {
    const source = parsed.get(file);
    let first = null;
    let count = 0;
    walk(source, (node) => {
      let hit = false;
      if (ts.isTaggedTemplateExpression(node) && /^sql(?:\.raw)?$/.test(node.tag.getText())) {
        hit = true;
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === 'rowsOf') hit = true;
        if (
          ts.isPropertyAccessExpression(callee) &&
          STATEMENT.test(callee.name.text) &&
          DATABASE_RECEIVER.test(callee.expression.getText())
        ) {
          hit = true;
        }
      }
      if (hit) {
        count += 1;
        first ??= lineOf(source, node);
      }
    });
    if (count > 0) found.push({ file, line: first, count });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// 4. Paths cited in comments and in the living docs, and 5. references to issues

/**
 * A repository path as comments and docs cite it: folders and a file name with an extension,
 * written from the repository's root, an app's or the shared package's root or `src/`, the file's
 * own folder, or `node_modules/` (a library's file).
 */
const CITATION =
  /(?<![\w@/.:-])((?:\.{1,2}\/)*[\w@-][\w.@-]*(?:\/[\w.@-]+)+\.(?:ts|tsx|mts|mjs|js|cjs|md|json|sql|css|html|sh|ya?ml|txt))(?![\w/])/g;
const CITATION_BASES = [
  '',
  'apps/web',
  'apps/web/src',
  'apps/server',
  'apps/server/src',
  'packages/shared',
  'packages/shared/src',
  'node_modules',
];

/** The decision records: each describes the code as it was when it was written. */
const DECISION_RECORD = /^docs\/decisions\/\d{4}-[^/]+\.md$/;

/** The comments of a parsed file, each once. */
function commentsOf(source) {
  const text = source.text;
  const seen = new Set();
  const found = [];
  walk(source, (node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ]) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({ pos: range.pos, text: text.slice(range.pos, range.end) });
    }
  });
  return found;
}

/** Where each cited path is written: [file, line, cited text] for comments and living docs. */
function citedTexts() {
  const texts = [];
  for (const [file, source] of parsed) {
    for (const comment of commentsOf(source)) {
      texts.push({ file, line: lineAt(source, comment.pos), text: comment.text });
    }
  }
  for (const file of files.filter((f) => MARKDOWN.test(f) && !DECISION_RECORD.test(f))) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => texts.push({ file, line: i + 1, text }));
  }
  return texts;
}

const lineAt = (source, pos) => source.getLineAndCharacterOfPosition(pos).line + 1;

function citations() {
  let count = 0;
  const missing = [];
  for (const { file, line, text } of citedTexts()) {
    for (const match of text.matchAll(CITATION)) {
      const cited = match[1];
      // Build output is not in a checkout.
      if (/(?:^|\/)dist\//.test(cited)) continue;
      count++;
      const bases = [path.posix.dirname(file), ...CITATION_BASES];
      if (!bases.some((base) => existsSync(path.join(root, base, cited)))) {
        // Comments make the line count of a file line-exact: the text's own line within it.
        const offset = text.slice(0, match.index).split('\n').length - 1;
        missing.push(`${file}:${line + offset} ${cited}`);
      }
    }
  }
  return { count, missing };
}

/** The word "issue" and a number, with or without "#": the tracker is not part of the repository. */
const ISSUE_REFERENCE = /\b[Ii]ssues? #?\d+/g;

function issueReferences() {
  const found = [];
  for (const file of files.filter((f) => CODE.test(f) || MARKDOWN.test(f))) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const match of text.matchAll(ISSUE_REFERENCE))
          found.push(`${file}:${i + 1} ${match[0]}`);
      });
  }
  return found;
}

/** Records missing from, or listed wrongly in, docs/decisions/README.md's index. */
function staleDecisionsIndex() {
  const dir = path.join(root, 'docs/decisions');
  const file = path.join(dir, 'README.md');
  if (!existsSync(file)) return [];
  const readme = readFileSync(file, 'utf8');
  try {
    return withDecisionsIndex(readme, dir) === readme
      ? []
      : ['docs/decisions/README.md: run npm run docs:decisions'];
  } catch (err) {
    return [`docs/decisions/README.md: ${err.message}`];
  }
}

// ---------------------------------------------------------------------------------------------
// 6. Caches are dropped by their owners (ADR 0130)

/** Whether a call's callee is `<something>.<name>` with `name` matching. */
const calls = (node, name) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  name.test(node.expression.name.text);

/**
 * `.invalidate(` calls in the server's source outside the modules that own a cache: a module owns
 * one when it subscribes (`events.on(` or `caches.on(`) or defines an `invalidate…` function or
 * method. Everyone else emits a domain event after the commit (apps/server/src/db/events.ts).
 */
function strayInvalidations() {
  const found = [];
  for (const file of sourceFiles.filter((f) => f.startsWith('apps/server/src/'))) {
    const source = parsed.get(file);
    let owner = false;
    const invalidations = [];
    walk(source, (node) => {
      if (
        calls(node, /^on$/) &&
        /(?:^|\.)(?:events|caches)$/.test(node.expression.expression.getText(source))
      ) {
        owner = true;
      }
      if (
        (ts.isFunctionDeclaration(node) ||
          ts.isMethodDeclaration(node) ||
          ts.isPropertyAssignment(node)) &&
        node.name &&
        /^invalidate/.test(node.name.getText(source))
      ) {
        owner = true;
      }
      if (calls(node, /^invalidate$/)) invalidations.push(node);
    });
    if (owner) continue;
    for (const node of invalidations)
      found.push(`${file}:${lineOf(source, node)} ${node.expression.getText(source)}(…)`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Report

const layers = layerFindings();
const cycles = runtimeCycles();
const outside = outsideReads();
const functions = longFunctions();
const fastify = fastifySignatures();
const cited = citations();
const issues = issueReferences();
const decisionsIndex = staleDecisionsIndex();
const stray = strayInvalidations();
const sqlStray = sqlOutsideQueries();

const figures = {
  files: codeFiles.length,
  imports: edges.length,
  upwardImports: layers.upward.length,
  unplacedFiles: layers.unplaced.length,
  crossAppImports: layers.crossApp.length,
  runtimeCycles: cycles.length,
  outsideReads: outside.length,
  citedPaths: cited.count,
  missingCitedPaths: cited.missing.length,
  issueReferences: issues.length,
  staleDecisionsIndex: decisionsIndex.length,
  strayInvalidations: stray.length,
  longFunctions: functions.length,
  fastifyServiceSignatures: fastify.services.length,
  fastifySignaturesAll: fastify.all.length,
  fastifyServiceFiles: new Set(fastify.services.map((s) => s.file)).size,
  sqlOutsideQueries: sqlStray.length,
};

const checks = [
  {
    key: 'upwardImports',
    label: 'upward imports between layers',
    enforced: true,
    items: layers.upward.map(
      (e) =>
        `${e.from}:${e.line} (${e.fromLayer}) → ${e.to} (${e.toLayer})${e.kind === 'type' ? ' [type]' : ''}`,
    ),
  },
  {
    key: 'unplacedFiles',
    label: 'source files in no layer (scripts/lib/layers.mjs)',
    enforced: true,
    items: layers.unplaced,
  },
  {
    key: 'crossAppImports',
    label: "imports of another app's code",
    enforced: true,
    items: layers.crossApp.map((e) => `${e.from}:${e.line} → ${e.to}`),
  },
  {
    key: 'runtimeCycles',
    label: 'runtime import cycles',
    enforced: true,
    items: cycles.map((c) => c.join(' ⇄ ')),
  },
  {
    key: 'outsideReads',
    label: 'reads from outside the repository',
    enforced: true,
    items: outside.map((f) => `${f.file}:${f.line} ${f.what}`),
  },
  {
    key: 'missingCitedPaths',
    label: 'paths cited in comments and docs that do not exist',
    enforced: true,
    items: cited.missing,
  },
  {
    key: 'issueReferences',
    label: 'references to issues the repository cannot show (cite an ADR or docs/product instead)',
    enforced: true,
    items: issues,
  },
  {
    key: 'staleDecisionsIndex',
    label: 'decision index out of date',
    enforced: true,
    items: decisionsIndex,
  },
  {
    key: 'strayInvalidations',
    label: 'caches dropped outside their owner (emit a domain event instead, ADR 0130)',
    enforced: true,
    items: stray,
  },
  {
    key: 'longFunctions',
    label: `functions over ${FUNCTION_LINE_LIMIT} lines (data tables excepted)`,
    enforced: enforceExtra.has('functions'),
    items: functions.map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`),
  },
  {
    key: 'fastifyServiceSignatures',
    label: 'service signatures taking the Fastify instance',
    enforced: enforceExtra.has('fastify'),
    items: fastify.services.map((s) => `${s.file}:${s.line} ${s.name}`),
  },
  {
    key: 'sqlOutsideQueries',
    label: "server feature files with SQL outside their feature's queries files (ADR 0132)",
    enforced: enforceExtra.has('sql'),
    items: sqlStray.map((f) => `${f.file}:${f.line} (${f.count} statements)`),
  },
];

if (flag('json')) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  console.log(`House checks over ${figures.files} code files, ${figures.imports} imports:`);
  for (const check of checks) {
    const count = figures[check.key];
    const mark = count === 0 ? '✔' : check.enforced ? '✖' : '·';
    console.log(
      `  ${mark} ${String(count).padStart(4)}  ${check.label}${check.enforced ? '' : ' (reported)'}`,
    );
    if (count > 0 && (check.enforced || flag('list'))) {
      for (const item of check.items) console.log(`           ${item}`);
    }
  }
  console.log(
    `         (${figures.fastifySignaturesAll} signatures take a FastifyInstance in all, routes and plugins included; ${figures.fastifyServiceFiles} service files)`,
  );
}

const failed = checks.filter((c) => c.enforced && figures[c.key] > 0);
if (failed.length > 0) {
  console.error(`\n✖ House checks failed: ${failed.map((c) => c.label).join('; ')}.`);
  process.exitCode = 1;
}
