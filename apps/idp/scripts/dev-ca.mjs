#!/usr/bin/env node
// Generates the development CA, the reader's server certificate and the test smart cards.
// Usage: node apps/idp/scripts/dev-ca.mjs [directory, default <repo>/data/dev-ca] [--force]
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const force = args.includes('--force');
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '../../../data/dev-ca'));

// The built package when there is one; otherwise the source through Node 24's type stripping.
const built = join(here, '../dist/dev-ca.js');
const source = join(here, '../src/dev-ca.ts');
const { ensureDevCa, DEV_CARD_P12_PASSWORD } = await import(pathToFileURL(existsSync(built) ? built : source).href);

const files = ensureDevCa(dir, { force });
const show = (file) => relative(process.cwd(), file) || file;
const lines = [
  `Development CA in ${show(files.dir)}`,
  `  root CA (trust this to avoid TLS warnings at the reader): ${show(files.caCert)}`,
  `  ID CA (issues card-valid and card-other):                ${show(files.idCaCert)}`,
  `  reader server certificate (localhost, 127.0.0.1, ::1):   ${show(files.serverCert)}`,
  ...Object.entries(files.cards).map(([name, card]) => `  ${name.padEnd(17)} ${show(card.cert)} + ${show(card.key)} (${show(card.p12)}, password "${DEV_CARD_P12_PASSWORD}")`),
];
process.stdout.write(`${lines.join('\n')}\n`);
