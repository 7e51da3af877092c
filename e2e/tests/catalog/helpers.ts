import type { Envelope } from '@advantage/contracts';
import type { APIRequestContext } from '@playwright/test';

/** The server's answer for a catalog path, as the web app receives it. */
export async function answer(request: APIRequestContext, path: string): Promise<Envelope> {
  const res = await request.get(`/rs/${path}`);
  return (await res.json()) as Envelope;
}

/**
 * The first product of the generated catalog (ids 1..N) whose answer satisfies `wanted`. Looked up
 * through the API so that the tests follow the generator rather than hard-coding its output.
 */
export async function findProduct(
  request: APIRequestContext,
  path: (id: number) => string,
  wanted: (envelope: Envelope) => boolean,
  last = 3000,
): Promise<{ id: number; envelope: Envelope }> {
  const batch = 25;
  for (let first = 1; first <= last; first += batch) {
    const ids = Array.from({ length: Math.min(batch, last - first + 1) }, (_, i) => first + i);
    const answers = await Promise.all(ids.map(async (id) => ({ id, envelope: await answer(request, path(id)) })));
    const hit = answers.find((a) => wanted(a.envelope));
    if (hit) return hit;
  }
  throw new Error('No product of the generated catalog fits this test');
}
