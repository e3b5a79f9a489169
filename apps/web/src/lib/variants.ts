/** Class names per variant: `{ size: { sm: 'h-9 px-4', lg: 'h-12 px-7' } }`. */
type VariantMap = Record<string, Record<string, string>>;

/** The choice of each variant (the default when left out or null). */
export type VariantChoice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

/** The props a `variants(…)` function takes: `VariantProps<typeof buttonVariants>`. */
export type VariantProps<F> = F extends (choice?: infer C) => string ? NonNullable<C> : never;

/**
 * `variants(base, { variants, defaultVariants })` → `(choice) => classes`: the base classes
 * and each variant's chosen classes. What `class-variance-authority` did for our four
 * components, without its runtime on every first paint (docs/decisions/0042-first-paint.md).
 */
export function variants<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants: { [K in keyof V]: keyof V[K] } },
): (choice?: VariantChoice<V>) => string {
  return (choice = {}) =>
    [
      base,
      ...Object.keys(config.variants).map(
        (name) => config.variants[name]![String(choice[name] ?? config.defaultVariants[name])],
      ),
    ]
      .filter(Boolean)
      .join(' ');
}
