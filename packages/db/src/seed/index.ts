import type { AppDb } from '../client.js';
import { informationPages, legacyUrlMap, members, storeSettings, stores } from '../schema/index.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.js';
import { seedDepartments } from './departments.js';
import { seedDemoAddresses } from './demo-addresses.js';
import { seedDemoStateValidation } from './demo-state.js';
import { informationRows } from './information.js';
import { sanitizeContentHtml, seedInformationContent } from './information/index.js';
import { LEGACY_URL_ROWS } from './legacy.js';
import { storeRows, storeSettingRows } from './stores.js';

/** The shell's welcome blocks and notices, sanitized like all stored content. */
function shellInformationRows() {
  return informationRows().map((row) => ({ ...row, html: sanitizeContentHtml(row.html) }));
}

/** Seeds the shell's reference data. Existing rows are kept so that an administrator's edits survive a restart. */
export async function seedShell(db: AppDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(stores).values(storeRows()).onConflictDoNothing();
    await tx.insert(storeSettings).values(storeSettingRows()).onConflictDoNothing();
    await tx.insert(legacyUrlMap).values(LEGACY_URL_ROWS).onConflictDoNothing();
    await tx.insert(informationPages).values(shellInformationRows()).onConflictDoNothing();
    await seedInformationContent(tx);
    await seedDepartments(tx);
  });
}

/**
 * Members for the demo accounts of the embedded provider, linked by its issuer and the accounts' ids; `accounts`
 * adds the personas' numbered copies (demoAccountsWithCopies) when the server is asked for them.
 */
export async function seedDemoMembers(db: AppDb, issuer: string, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<void> {
  // In slices: a statement takes at most 65,535 parameters, and a thousand copies of seven personas is 7,000 rows.
  for (let i = 0; i < accounts.length; i += 1000) {
    await db
      .insert(members)
      .values(
        accounts.slice(i, i + 1000).map((a) => ({
          issuer,
          subject: a.id,
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          memberType: a.memberType,
          storeId: a.storeId,
          agency: a.agency,
        })),
      )
      .onConflictDoNothing();
  }
  // Each demo account can check out at once: a default shipping address (and the military one an AAC address).
  await seedDemoAddresses(db, issuer, accounts);
  // The state and local account orders under Cooperative and Disaster Purchasing.
  await seedDemoStateValidation(db, issuer, Date.now(), accounts);
}
