/** A featured price as stored (`19.99` → `'19.99'`). */
export function priceText(price: number | string): string {
  return Number(price).toFixed(2);
}

export function externalUrlFor(storeUrl: string, slug: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/products/${encodeURIComponent(slug)}`;
}
