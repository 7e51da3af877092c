import { isIP } from 'node:net';

/**
 * Which deployment rules apply (docs/architecture.md, Security: production never runs the development identity provider).
 * Development and test runs are the embedded mode with its demo data; production needs an external issuer and
 * a mail relay. `DEMO=1` opts a production server into a public demo: the development provider, the generated
 * catalog and the demo accounts, whose passwords and TOTP secrets are generated afresh at every start.
 */
export interface DeploymentMode {
  production: boolean;
  /** Demo accounts and the generated catalog are seeded. */
  demo: boolean;
  /** Demo accounts get new random secrets at every start (a public demo server): the repository's constants never work. */
  freshDemoSecrets: boolean;
  /** The development mailbox page is served (never in production: it would show everyone's mail). */
  exposeMailbox: boolean;
  /**
   * Numbered copies of each demo persona seeded beside it (DEMO_ACCOUNT_COPIES), for test and training servers:
   * members of their own for each end-to-end test (docs/adr/0030-members-of-their-own.md). Their passwords and
   * TOTP secrets follow from the repository, so production refuses the setting, even a public demo.
   */
  demoAccountCopies: number;
}

export interface DeploymentInput {
  NODE_ENV: string;
  DEMO?: boolean | undefined;
  OIDC_ISSUER?: string | undefined;
  SESSION_SECRET?: string | undefined;
  SMTP_URL?: string | undefined;
  DEMO_ACCOUNT_COPIES?: number | undefined;
}

export function deploymentMode(e: DeploymentInput): DeploymentMode {
  const production = e.NODE_ENV === 'production';
  const demoAccountCopies = e.DEMO_ACCOUNT_COPIES ?? 0;
  if (!production) return { production, demo: true, freshDemoSecrets: false, exposeMailbox: true, demoAccountCopies };
  const demo = e.DEMO === true;
  const missing = [
    e.SESSION_SECRET ? '' : 'SESSION_SECRET must be set in production',
    e.OIDC_ISSUER || demo
      ? ''
      : 'OIDC_ISSUER must be set in production: the development identity provider and its demo accounts run only in development (DEMO=1 starts a public demo server with fresh secrets instead)',
    e.SMTP_URL || demo ? '' : 'SMTP_URL must be set in production: mail is otherwise captured locally and never delivered',
    demoAccountCopies === 0
      ? ''
      : 'DEMO_ACCOUNT_COPIES is for test and training servers, not production: the copies sign in with secrets that follow from the repository',
  ].filter(Boolean);
  if (missing.length) throw new Error(`Invalid configuration: ${missing.join('; ')}`);
  return { production, demo, freshDemoSecrets: demo, exposeMailbox: false, demoAccountCopies: 0 };
}

/** What Fastify's `trustProxy` receives: false, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

const CIDR = /^(?<ip>[^/]+)(?:\/(?<bits>\d{1,3}))?$/;

/**
 * `TRUST_PROXY`: unset/false/0 trusts no forwarded header; a number trusts that many proxies in front of the
 * server (the client is the entry that many hops from the right of X-Forwarded-For); a comma list trusts the
 * proxies at those addresses or CIDR ranges. `true` is refused: trusting every hop lets a client pick the
 * address that rate limits and audit rows use.
 */
export function trustProxySetting(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'Invalid configuration: TRUST_PROXY=true would trust every X-Forwarded-For hop, so clients could choose their own address; give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses/CIDR ranges',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('Invalid configuration: TRUST_PROXY hop count must be 0 to 10');
    return hops;
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const m = CIDR.exec(entry);
    const kind = m?.groups?.ip ? isIP(m.groups.ip) : 0;
    const bits = m?.groups?.bits === undefined ? undefined : Number(m.groups.bits);
    if (!kind || (bits !== undefined && bits > (kind === 4 ? 32 : 128))) {
      throw new Error(`Invalid configuration: TRUST_PROXY entry "${entry}" is not an IP address or CIDR range`);
    }
  }
  return entries;
}

/** Fastify's form of the setting: a hop count becomes "trust the first N addresses from the socket's end". */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
