import Fastify from 'fastify';
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockPlugin } from '../src/clock.ts';
import { adminRoutes } from '../src/features/admin/index.ts';
import { captionRoutes } from '../src/features/captions/index.ts';
import { petRoutes } from '../src/features/pets/index.ts';
import { voteRoutes } from '../src/features/votes/index.ts';
import { winnersRoutes } from '../src/features/winners/index.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp } from './helpers.ts';

/**
 * Plugins declare what they need (docs/decisions/0032-plugin-dependencies.md): registered in the
 * wrong order, the app refuses to start and says which plugin needs which.
 */

/** Stands in for a plugin by name only: enough for the dependency check, which runs first. */
const named = (name: string) => fp(async () => {}, { name });

async function startWith(...plugins: Array<FastifyPluginAsync | FastifyPluginCallback>) {
  const app = Fastify({ logger: false });
  for (const plugin of plugins) void app.register(plugin);
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('plugin dependencies', () => {
  it('refuses votes without auth and pets before it (app.petReads, request.user)', async () => {
    await expect(startWith(voteRoutes)).rejects.toThrow(
      "The dependency 'auth' of plugin 'votes' is not registered",
    );
    await expect(startWith(named('auth'), voteRoutes)).rejects.toThrow(
      "The dependency 'pets' of plugin 'votes' is not registered",
    );
    // Registered after the route plugin is too late: the order is checked, not just presence.
    await expect(startWith(named('auth'), voteRoutes, named('pets'))).rejects.toThrow(
      "The dependency 'pets' of plugin 'votes' is not registered",
    );
  });

  it('refuses other plugins registered before what they use', async () => {
    await expect(startWith(petRoutes)).rejects.toThrow(/dependency 'auth' of plugin 'pets'/);
    await expect(startWith(named('auth'), captionRoutes)).rejects.toThrow(
      /dependency '(ai|cache-bus|moderation)' of plugin 'captions'/,
    );
    await expect(startWith(clockPlugin, winnersRoutes)).rejects.toThrow(
      /dependency '(cache-bus|jobs)' of plugin 'winners'/,
    );
    await expect(startWith(named('auth'), adminRoutes)).rejects.toThrow(
      /dependency '(battles|clock|moderation)' of plugin 'admin'/,
    );
  });

  describe('the app as built', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('starts, with every plugin registered under its name', () => {
      for (const name of [
        'metrics',
        'redis',
        'clock',
        'jobs',
        'mail-worker',
        'auth',
        'cache-bus',
        'db-maintenance',
        'screening',
        'backups',
        'health',
        'moderation',
        'ai',
        'compliments',
        'captions',
        'pets',
        'profiles',
        'account',
        'shop',
        'newsletter',
        'contact',
        'votes',
        'battles',
        'winners',
        'seo',
        'admin',
      ]) {
        expect(t.app.hasPlugin(name), name).toBe(true);
      }
    });
  });
});
