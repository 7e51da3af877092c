import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { seedDataDir, TEMPLATE_PRODUCTS } from './data-template.mjs';
import { startArgs } from '../../scripts/node-flags.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServerPorts {
  port: number;
  readerPort: number;
  smtpCapturePort: number;
}

/**
 * A marketplace server process a test controls (stop it, start it again on the same port and data
 * directory): the built apps/server on its own PGlite database, like start-server.mjs. Its first start copies
 * the run's database template (data-template.mjs) when the catalog is the template's; keys, the development CA
 * and the demo accounts are still made by the server itself.
 */
export class OwnServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'advantage-e2e-own-'));
  readonly origin: string;
  private process: ChildProcess | undefined;
  private output = '';

  constructor(
    readonly ports: OwnServerPorts,
    private readonly env: Record<string, string> = {},
  ) {
    this.origin = `http://localhost:${ports.port}`;
  }

  async start(timeoutMs = 150_000): Promise<void> {
    if (this.process) throw new Error('The server is already running');
    const products = this.env.CATALOG_PRODUCTS ?? String(TEMPLATE_PRODUCTS);
    const template = process.env.E2E_TEMPLATE_DIR;
    if (template && products === String(TEMPLATE_PRODUCTS) && !existsSync(join(this.dataDir, 'pglite'))) await seedDataDir(template, this.dataDir);
    const child = spawn(process.execPath, startArgs(), {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.ports.port),
        READER_PORT: String(this.ports.readerPort),
        SMTP_CAPTURE_PORT: String(this.ports.smtpCapturePort),
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The smaller catalog the main e2e server uses (start-server.mjs): 20,000 products took over a minute to
        // generate on a loaded two-core machine.
        CATALOG_PRODUCTS: products,
        ...this.env,
      },
    });
    this.process = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      try {
        const response = await fetch(`${this.origin}/healthz`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    await this.stop();
    throw new Error(`The server on ${this.origin} did not start:\n${this.output}`);
  }

  /** Stops the process (SIGTERM: the server closes its connections and the database) and waits for its exit. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Slots between two workers' ports: more than the specs with an own server use. */
const WORKER_SLOTS = 16;

/**
 * Ports for the own servers of a spec: `slot` 0, 1, ... apart, so parallel specs do not collide, and apart per
 * worker too (Playwright's TEST_PARALLEL_INDEX, known when the spec loads), so that the same spec running on two
 * workers at once (`--repeat-each`) starts two servers on ports of their own.
 */
export function ownServerPorts(slot: number): OwnServerPorts {
  const base = Number(process.env.E2E_OWN_SERVER_PORT_BASE ?? 4330);
  const smtpBase = Number(process.env.E2E_OWN_SERVER_SMTP_PORT_BASE ?? 2530);
  const at = slot + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * WORKER_SLOTS;
  return { port: base + at * 2, readerPort: base + at * 2 + 1, smtpCapturePort: smtpBase + at };
}
