import { DHS_DOMAINS, DHS_LINKS_PER_DAY, VS_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type KitMember, restrictedStoreKit } from '../../test-support/restricted-store-kit.js';

const { storeEmailValidations: links, restrictedStoreMembers, mailOutbox } = schema;

describe.each(TEST_DATABASES)('DHS email validation (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof restrictedStoreKit>>;
  let n = 0;
  const staff = () => kit.member(`staff-${++n}@gsa.gov`, 'DHS');
  const ask = (who: KitMember, emailAddress?: string) => kit.post(who, 'dhs/email_validation', emailAddress === undefined ? {} : { emailAddress });
  /** The token of the newest validation mail to `to` (the link in its text). */
  async function mailedToken(to: string): Promise<string> {
    const mails = await kit.t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    const token = /validate_email\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no validation link mailed to ${to}`);
    return token;
  }
  const open = (who: { headers: Record<string, string> }, token: string) => kit.get(who, `dhs/validate_email?token=${token}`);

  beforeAll(async () => {
    kit = await restrictedStoreKit(kind);
  });
  afterAll(() => kit.t.close());

  it('mails a single-use link to a department address; the link opens the DHS store for the member who asked', async () => {
    const pat = await staff();
    expect((await ask(pat)).json()).toMatchObject({ responseName: 'Initial', attributes: { status: 'none', domains: [...DHS_DOMAINS] } });
    const sent = await ask(pat, ' Pat.Staff@FEMA.dhs.gov ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ responseName: 'Success', attributes: { status: 'pending', email: 'pat.staff@fema.dhs.gov', message: VS_TEXT.sent('pat.staff@fema.dhs.gov') } });
    expect((await ask(pat)).json()).toMatchObject({ responseName: 'Initial', attributes: { status: 'pending', email: 'pat.staff@fema.dhs.gov' } });

    const token = await mailedToken('pat.staff@fema.dhs.gov');
    // Only the link's hash is kept.
    const [row] = await kit.t.app.db.select().from(links).where(eq(links.memberId, pat.id));
    expect(row?.linkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    // Another member's session does not take it, and it stays good for the owner.
    const other = await staff();
    expect((await open(other, token)).json()).toMatchObject({ responseName: 'Failure', attributes: { message: VS_TEXT.linkOtherMember } });
    expect((await kit.get(other, 'main/start_page')).json()).toMatchObject({ responseName: 'AccessDenied' });
    // A visitor is asked to sign in first.
    expect((await open(await kit.visitor('DHS'), token)).statusCode).toBe(401);

    expect((await kit.get(pat, 'main/start_page')).json()).toMatchObject({ responseName: 'AccessDenied' });
    const done = await open(pat, token);
    expect(done.json()).toMatchObject({ responseName: 'Success', attributes: { email: 'pat.staff@fema.dhs.gov', message: VS_TEXT.validated('pat.staff@fema.dhs.gov') } });
    const start = await kit.get(pat, 'main/start_page');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ attributes: { storeID: 8 } });
    expect((await kit.get(pat, 'search/advantage_search?searchText=paper')).statusCode).toBe(200);
    expect(await kit.t.app.db.select().from(restrictedStoreMembers).where(eq(restrictedStoreMembers.memberId, pat.id))).toMatchObject([
      { storeId: 8, email: 'pat.staff@fema.dhs.gov' },
    ]);

    // Single use.
    expect((await open(pat, token)).json()).toMatchObject({ responseName: 'Failure', attributes: { message: VS_TEXT.linkUsed } });
    expect((await ask(pat)).json()).toMatchObject({ attributes: { status: 'member', email: 'pat.staff@fema.dhs.gov' } });
    expect((await ask(pat, 'again@dhs.gov')).json()).toMatchObject({ responseName: 'Failure', attributes: { message: VS_TEXT.alreadyMember } });
    // The link's token reached the mail and the browser only: never the server's log.
    expect(kit.logs.length).toBeGreaterThan(0);
    expect(kit.logs.join('')).not.toContain(token);
  });

  it('does not count an expired link, nor an unknown one', async () => {
    const lee = await staff();
    await ask(lee, 'lee@cbp.gov');
    const token = await mailedToken('lee@cbp.gov');
    await kit.t.app.db.update(links).set({ expiresAt: new Date(kit.now() - 1000) }).where(eq(links.memberId, lee.id));
    expect((await open(lee, token)).json()).toMatchObject({ responseName: 'Failure', attributes: { message: VS_TEXT.linkExpired } });
    expect((await kit.get(lee, 'main/start_page')).json()).toMatchObject({ responseName: 'AccessDenied' });
    expect((await open(lee, 'A'.repeat(43))).json()).toMatchObject({ responseName: 'Failure', attributes: { message: VS_TEXT.linkUnknown } });
  });

  it('answers bad input with the envelope validation error and a non-department address with Failure on its field', async () => {
    const sam = await staff();
    const bad = await ask(sam, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ responseType: 'ERROR', responseName: 'ValidationError' });
    expect(bad.json().attributes.errors).toContainEqual({ field: 'emailAddress', message: 'Enter an email address in the form name@agency.gov.' });
    const gmail = await ask(sam, 'sam@gmail.com');
    expect(gmail.statusCode).toBe(400);
    expect(gmail.json().attributes.errors[0].message).toBe('Federal buyers must use a government email address ending in .gov, .mil or .us.');
    expect((await kit.get(sam, 'dhs/validate_email?token=short')).statusCode).toBe(400);
    expect((await kit.get(sam, 'dhs/validate_email')).statusCode).toBe(400);
    const other = await ask(sam, 'sam@usda.gov');
    expect(other.json()).toMatchObject({
      responseName: 'Failure',
      attributes: { message: VS_TEXT.notDepartment('sam@usda.gov'), errors: [{ field: 'emailAddress', message: VS_TEXT.notDepartment('sam@usda.gov') }] },
    });
    expect(await kit.t.app.db.select().from(links).where(eq(links.memberId, sam.id))).toEqual([]);
    expect((await kit.post(await kit.visitor('DHS'), 'dhs/email_validation', {})).statusCode).toBe(401);
  });

  it(`sends at most ${DHS_LINKS_PER_DAY} links a day to a member`, async () => {
    const kim = await staff();
    for (let i = 0; i < DHS_LINKS_PER_DAY; i++) expect((await ask(kim, `kim${i}@tsa.gov`)).json().responseName).toBe('Success');
    const refused = await ask(kim, 'kim@tsa.gov');
    expect(refused.json()).toMatchObject({ responseName: 'Failure', attributes: { message: VS_TEXT.tooMany } });
    expect(await kit.t.app.db.select().from(links).where(eq(links.memberId, kim.id))).toHaveLength(DHS_LINKS_PER_DAY);
  });
});
