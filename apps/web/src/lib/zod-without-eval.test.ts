import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('turns zod jitless before zod is loaded, so it never calls new Function', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.string(), votes: z.number() });
    expect(schema.parse({ id: 'a', votes: 1 })).toEqual({ id: 'a', votes: 1 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
