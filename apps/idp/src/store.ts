import { type AppDb, schema } from '@advantage/db';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

const t = schema.idpPayloads;

type Payload = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/**
 * Persistent storage of oidc-provider's models (stack-notes P22: never the in-memory adapter) and of the
 * sign-in steps of this provider's own pages, keyed by model name and id.
 */
export class PayloadStore {
  readonly #db: AppDb;

  constructor(db: AppDb) {
    this.#db = db;
  }

  async upsert(model: string, id: string, payload: Payload, expiresInSeconds?: number): Promise<void> {
    const values = {
      payload,
      grantId: text(payload.grantId),
      userCode: text(payload.userCode),
      uid: text(payload.uid),
      expiresAt: expiresInSeconds ? new Date(Date.now() + expiresInSeconds * 1000) : null,
    };
    await this.#db
      .insert(t)
      .values({ model, id, ...values })
      .onConflictDoUpdate({ target: [t.model, t.id], set: values });
  }

  async find(model: string, id: string): Promise<Payload | undefined> {
    return this.#first(model, eq(t.id, id));
  }

  async findByUid(model: string, uid: string): Promise<Payload | undefined> {
    return this.#first(model, eq(t.uid, uid));
  }

  async findByUserCode(model: string, userCode: string): Promise<Payload | undefined> {
    return this.#first(model, eq(t.userCode, userCode));
  }

  async consume(model: string, id: string): Promise<void> {
    await this.#db
      .update(t)
      .set({ consumedAt: new Date() })
      .where(and(eq(t.model, model), eq(t.id, id)));
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.#db.delete(t).where(and(eq(t.model, model), eq(t.id, id)));
  }

  async revokeByGrantId(model: string, grantId: string): Promise<void> {
    await this.#db.delete(t).where(and(eq(t.model, model), eq(t.grantId, grantId)));
  }

  /** Everything issued under a grant, and the grant itself (what oidc-provider's own logout revokes). */
  async revokeGrant(grantId: string): Promise<void> {
    await this.#db.delete(t).where(or(eq(t.grantId, grantId), and(eq(t.model, 'Grant'), eq(t.id, grantId))));
  }

  async deleteExpired(): Promise<void> {
    await this.#db.delete(t).where(lte(t.expiresAt, new Date()));
  }

  async #first(model: string, where: ReturnType<typeof eq>): Promise<Payload | undefined> {
    const [row] = await this.#db
      .select()
      .from(t)
      .where(and(eq(t.model, model), where))
      .limit(1);
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      await this.destroy(model, row.id);
      return undefined;
    }
    return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
  }
}

/** What oidc-provider stored is what it gets back; the JSON column holds exactly its payload. */
function asAdapterPayload(payload: Payload | undefined): AdapterPayload | undefined {
  return payload as AdapterPayload | undefined;
}

export function adapterFactory(store: PayloadStore): AdapterFactory {
  return (name: string): Adapter => ({
    upsert: (id, payload, expiresIn) => store.upsert(name, id, { ...payload }, expiresIn),
    find: async (id) => asAdapterPayload(await store.find(name, id)),
    findByUid: async (uid) => asAdapterPayload(await store.findByUid(name, uid)),
    findByUserCode: async (userCode) => asAdapterPayload(await store.findByUserCode(name, userCode)),
    consume: (id) => store.consume(name, id),
    destroy: (id) => store.destroy(name, id),
    revokeByGrantId: (grantId) => store.revokeByGrantId(name, grantId),
  });
}
