import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Links to the app's pages are built from the route table (`href('pet', { id })`,
 * packages/shared/src/routes.ts; ADR 0133), so an address changes in one place and a link to a
 * page that does not exist does not compile. This finds an address written out instead: a literal
 * starting with "/" given to `to=`, `href=`, `to:`, `href:` or `navigate(`. The API (`/api/…`),
 * uploads (`/uploads/…`) and files (a name with an extension: `/favicon.ico`) are not pages.
 */
const HARD_CODED =
  /(?:\b(?:to|href)\s*=\s*\{?\s*|\b(?:to|href)\s*:\s*|\bnavigate\(\s*)(["'`])(\/(?!api\/|uploads\/)[^"'`\s]*)\1?/g;

const isFile = (address: string) => /^\/[^?#]*\.\w+(?:[?#].*)?$/.test(address);

export function hardCodedLinks(source: string): string[] {
  return [...source.matchAll(HARD_CODED)]
    .map((match) => match[2]!)
    .filter((address) => !isFile(address) && !address.startsWith('//'));
}

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('links to pages (ADR 0133)', () => {
  it('finds an address written out, and lets the API, uploads and files be', () => {
    expect(
      hardCodedLinks(
        [
          '<Link to="/vote">',
          "<Link to={'/gallery'}>",
          '<a href={`/gallery/${pet.id}`}>',
          "{ label: 'Shop', to: '/shop' }",
          "await navigate('/dashboard?verified=1')",
          '<Link to="/">',
        ].join('\n'),
      ),
    ).toEqual(['/vote', '/gallery', '/gallery/${pet.id}', '/shop', '/dashboard?verified=1', '/']);
    expect(
      hardCodedLinks(
        [
          '<a href="/api/export">',
          '<img src="/logo.svg">',
          '<a href="/favicon.ico">',
          "<a href={'/uploads/x.webp'}>",
          "<Link to={href('vote')}>",
          '<a href="https://example.com/vote">',
          "<Link to={`${href('dashboard')}#mails`}>",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('has none in the web app: every link is built with href()', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      hardCodedLinks(readFileSync(file, 'utf8')).map(
        (address) => `${path.relative(srcDir, file)}: ${address}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
