import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const SECRET = 'a'.repeat(40);
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL: 'smtp://relay.agency.gov:587', LOG_LEVEL: 'silent' };

/** Starts the real server entry point from its sources; resolves when it exits, or kills it after `ms`. */
function start(env: Record<string, string>, ms = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adv-deploy-'));
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(OIDC_|DEMO$|SMTP_URL$|DATABASE_URL$|NODE_ENV$)/.test(k)));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER], {
    env: { ...clean, PORT: '0', READER_PORT: '0', SMTP_CAPTURE_PORT: '0', CATALOG_PRODUCTS: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

describe('production refuses the development identity provider', () => {
  it('exits non-zero without OIDC_ISSUER, naming the variable, and prints no demo account', async () => {
    const run = await start(PRODUCTION);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Advantage could not start: Invalid configuration: OIDC_ISSUER must be set in production');
    expect(run.stdout).not.toMatch(/password|TOTP|Demo accounts|mailbox/i);
    expect(run.stderr).not.toMatch(/TOTP secret|\bat .*server\.ts/);
  }, 90_000);

  it('names every missing production setting at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET must be set in production; OIDC_ISSUER must be set in production.*; SMTP_URL must be set in production/,
    );
  });

  it('accepts production with an external issuer and a relay: no demo data, no mailbox', () => {
    const config = loadConfig({ ...PRODUCTION, OIDC_ISSUER: 'https://login.agency.gov/oauth2/default' });
    expect(config.mode).toEqual({ production: true, demo: false, freshDemoSecrets: false, exposeMailbox: false, demoAccountCopies: 0 });
    expect(config.catalogProducts).toBe(0);
  });

  it('DEMO=1 opts a production server into the demo with fresh secrets and no public mailbox', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DEMO: '1' });
    expect(config.mode).toEqual({ production: true, demo: true, freshDemoSecrets: true, exposeMailbox: false, demoAccountCopies: 0 });
    expect(config.catalogProducts).toBe(20_000);
  });

  it('keeps the embedded development defaults', () => {
    const config = loadConfig({}, { sessionSecret: SECRET });
    expect(config.mode).toEqual({ production: false, demo: true, freshDemoSecrets: false, exposeMailbox: true, demoAccountCopies: 0 });
    expect(config.catalogProducts).toBe(20_000);
  });

  it('seeds numbered copies of the demo accounts on a development or test server only: production refuses them, even a public demo', () => {
    expect(loadConfig({ DEMO_ACCOUNT_COPIES: '40' }, { sessionSecret: SECRET }).mode.demoAccountCopies).toBe(40);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DEMO: '1', DEMO_ACCOUNT_COPIES: '40' })).toThrow(
      /DEMO_ACCOUNT_COPIES is for test and training servers, not production/,
    );
    expect(() => loadConfig({ DEMO_ACCOUNT_COPIES: '100000' }, { sessionSecret: SECRET })).toThrow(/DEMO_ACCOUNT_COPIES/);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }, { sessionSecret: SECRET }).trustProxy;

  it('trusts no forwarded header by default', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a hop count or proxy addresses and CIDR ranges', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });

  it('refuses true (every hop trusted) and entries that are not addresses', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would trust every X-Forwarded-For hop/);
    expect(() => trust('proxy.internal')).toThrow(/"proxy.internal" is not an IP address or CIDR range/);
    expect(() => trust('10.0.0.0/33')).toThrow(/not an IP address or CIDR range/);
    expect(() => trust('11')).toThrow(/hop count must be 0 to 10/);
  });
});
