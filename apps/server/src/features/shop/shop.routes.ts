import { ProductListSchema, ProductQuerySchema } from '@pawprize/shared/schemas/shop';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featuredProducts, listProducts, seedSampleProducts } from './shop.service.ts';

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Once per start, after migrations (server.ts migrates before listen triggers onReady).
  app.addHook('onReady', async () => {
    try {
      const inserted = await seedSampleProducts(app.db, app.config.storeUrl);
      if (inserted > 0) app.log.info({ inserted }, 'inserted the sample products');
    } catch (err) {
      // The shop is not worth refusing to start over; the next start tries again.
      app.log.error({ err }, 'could not insert the sample products');
    }
  });

  app.get(
    '/api/products',
    { schema: { querystring: ProductQuerySchema, response: { 200: ProductListSchema } } },
    async (request) => ({ products: await listProducts(app.db, request.query) }),
  );

  app.get(
    '/api/products/featured',
    { schema: { response: { 200: ProductListSchema } } },
    async () => ({ products: await featuredProducts(app.db) }),
  );
}
