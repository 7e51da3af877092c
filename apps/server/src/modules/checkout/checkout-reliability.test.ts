/**
 * Reliability of the order submission (docs/architecture.md, Security): R-1 one key sent 50 times at once, R-2 one
 * cart sent 50 times with different keys, R-3 a key reused for another request, R-5 a failure after
 * the order rows are written. R-4 (the process killed before the commit) is checkout-crash.test.ts.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';

const PARALLEL = 50;

describe.each(TEST_DATABASES)('order submission under concurrency and faults (%s)', (kind) => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind);
  });
  afterAll(() => k.t.close());
  afterEach(() => {
    delete process.env.CHECKOUT_FAULT;
  });

  const groupsOf = async (memberId: string) => k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.memberId, memberId));
  const mailsTo = async (email: string) => k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email));

  it('R-1: 50 parallel submissions with one key place exactly one order group and one email; 49 are replays', async () => {
    const b = await k.buyer('r1');
    await k.payByCard(b);
    const shown = (await k.review(b)).attributes;
    const send = () => k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'r1-one-key-for-all' });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const numbers = new Set(answers.map((a) => a.json().attributes.groupNumber));
    expect(numbers.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(PARALLEL - 1);
    expect(answers.every((a) => a.json().responseName === 'OrderConfirmation')).toBe(true);
    expect(await groupsOf(b.memberId)).toHaveLength(1);
    expect(await mailsTo('r1@gsa.gov')).toHaveLength(1);
  });

  it('R-2: 50 parallel submissions of one cart with different keys: one order, the rest a clear 409', async () => {
    const b = await k.buyer('r2');
    await k.payByCard(b);
    const shown = (await k.review(b)).attributes;
    const keys = Array.from({ length: PARALLEL }, (_, i) => `r2-key-${String(i).padStart(4, '0')}`);
    const send = (key: string) => k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': key });
    const answers = await Promise.all(keys.map(send));
    const placed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(PARALLEL - 1);
    expect(new Set(refused.map((a) => a.json().attributes.detailedErrorMessage))).toEqual(new Set([CHECKOUT_TEXT.alreadyOrdered]));
    expect(await groupsOf(b.memberId)).toHaveLength(1);
    expect(await mailsTo('r2@gsa.gov')).toHaveLength(1);
    // The winner's key replays its answer; a refused key stored nothing and is refused again.
    const winner = keys[answers.findIndex((a) => a.statusCode === 200)]!;
    const loser = keys[answers.findIndex((a) => a.statusCode === 409)]!;
    const replay = await send(winner);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(placed[0]!.json());
    expect((await send(loser)).statusCode).toBe(409);
    expect(await groupsOf(b.memberId)).toHaveLength(1);
  });

  it('R-3: the same key with a different request answers 422 and changes nothing', async () => {
    const b = await k.buyer('r3');
    await k.payByCard(b);
    const shown = (await k.review(b)).attributes;
    const first = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'r3-key-00001' });
    expect(first.statusCode).toBe(200);
    const other = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version + 1 }, { 'idempotency-key': 'r3-key-00001' });
    expect(other.statusCode).toBe(422);
    expect(other.json().attributes.detailedErrorMessage).toBe(CHECKOUT_TEXT.keyReused);
    const same = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'r3-key-00001' });
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json()).toEqual(first.json());
    expect(await groupsOf(b.memberId)).toHaveLength(1);
  });

  it('R-5: a failure after the order rows are written leaves no order, no email and the cart active; the retry places it once', async () => {
    const b = await k.buyer('r5');
    await k.payByCard(b);
    const shown = (await k.review(b)).attributes;
    const before = await k.counts();
    process.env.CHECKOUT_FAULT = 'throw-after-insert';
    const failed = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'r5-key-00001' });
    expect(failed.statusCode).toBe(500);
    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(b.cartId)).toBe('active');
    expect(await k.db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, 'r5-key-00001'))).toHaveLength(0);
    delete process.env.CHECKOUT_FAULT;
    const retried = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'r5-key-00001' });
    expect(retried.json().responseName).toBe('OrderConfirmation');
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await groupsOf(b.memberId)).toHaveLength(1);
    expect(await mailsTo('r5@gsa.gov')).toHaveLength(1);
  });
});
