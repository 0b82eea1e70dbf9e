/** What the health area asks the database: whether it answers at all. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Resolves when the database answers a trivial query; rejects with the driver's error otherwise. */
export async function pingDatabase(app: FastifyInstance): Promise<void> {
  await sql`SELECT 1`.execute(app.db);
}
