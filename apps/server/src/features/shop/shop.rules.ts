/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself, so they match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** An ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A featured price as stored (`19.99` → `'19.99'`). */
export function priceText(price: number | string): string {
  return Number(price).toFixed(2);
}

export function externalUrlFor(storeUrl: string, slug: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/products/${encodeURIComponent(slug)}`;
}
