import type { Random } from './random.ts';
import { pick } from './random.ts';

/** Word lists a template's `{slot}`s are filled from; items may hold slots of their own. */
export type Slots = Readonly<Record<string, readonly string[]>>;

export interface ExpandContext {
  random: Random;
  slots: Slots;
  /** Fixed values: name, name's, breed, coat, coat2, scene, trait. */
  values: Readonly<Record<string, string>>;
  /** Slot items already used in this batch, so five captions do not share a joke. */
  used: Set<string>;
}

const SLOT = /\{([A-Za-z0-9']+)\}/g;
const MAX_DEPTH = 4;

function choose(ctx: ExpandContext, items: readonly string[]): string {
  for (let attempt = 0; attempt < 6; attempt++) {
    const item = pick(ctx.random, items);
    if (!ctx.used.has(item)) {
      ctx.used.add(item);
      return item;
    }
  }
  return pick(ctx.random, items);
}

/** Fills `{slot}`s recursively; unknown slots are a programming error. */
export function expand(text: string, ctx: ExpandContext, depth = 0): string {
  return text.replace(SLOT, (_match, key: string) => {
    const value = ctx.values[key];
    if (value !== undefined) return value;
    const items = ctx.slots[key];
    if (!items) throw new Error(`Unknown slot {${key}}`);
    const item = choose(ctx, items);
    return depth < MAX_DEPTH ? expand(item, ctx, depth + 1) : item;
  });
}

/** Tidies spacing and capitalises the first letter. */
export function finish(text: string): string {
  const tidy = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?:;])/g, '$1')
    .trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

/** Every `{slot}` a text refers to (tests check the grammar is closed). */
export function slotsIn(text: string): string[] {
  return [...text.matchAll(SLOT)].map((m) => m[1]!);
}
