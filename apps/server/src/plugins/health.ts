import { migrationState } from '@advantage/db';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/**
 * `/healthz`: the process answers (liveness). `/readyz`: it can serve buyers: the database answers, every migration
 * this build ships is applied, and the in-memory search index is built. 503 with the failing checks otherwise.
 */
export default fp(
  async (app) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok', database: app.dbKind };
    });

    app.get('/readyz', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const checks: Record<string, 'ok' | string> = {};
      try {
        await app.db.execute(sql`select 1`);
        checks.database = 'ok';
        const migrations = await migrationState(app.db);
        checks.migrations = migrations.current ? 'ok' : `${migrations.applied} of ${migrations.shipped} applied`;
      } catch (error) {
        // Anyone may ask: the answer is a fixed text, the driver's message (host, user, database) goes to the log.
        checks.database = 'unreachable';
        request.log.error({ err: error }, 'readiness check: the database did not answer');
      }
      const built = app.hasDecorator('searchIndexBuilt') ? app.searchIndexBuilt() : true;
      checks.searchIndex = built ? 'ok' : 'building';
      const ready = Object.values(checks).every((c) => c === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
    });
  },
  { name: 'health', dependencies: ['db'] },
);
