import { expect } from 'vitest';
import { totpFromSecret, TOTP_STEP_SECONDS, TOTP_WINDOW } from '../totp.js';

/** The accessibility and CSP rules every provider page follows. */
export function expectAccessiblePage(body: string) {
  expect(body).toMatch(/^<!DOCTYPE html>\s*<html lang="en">/);
  expect(body.match(/<h1[ >]/g)).toHaveLength(1);
  expect(body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  for (const [, id] of body.matchAll(/<input[^>]* id="([^"]+)"/g)) expect(body).toContain(`<label class="usa-label${body.includes(`${id}-error`) ? ' usa-label--error' : ''}" for="${id}">`);
  for (const [, ids] of body.matchAll(/aria-describedby="([^"]+)"/g)) for (const id of ids!.split(' ')) expect(body).toContain(`id="${id}"`);
}

/** A 6-digit code the provider refuses at `now`: none of the codes of the accepted window. */
export function wrongTotp(secret: string, now: number): string {
  const accepted = new Set<string>();
  for (let d = -TOTP_WINDOW; d <= TOTP_WINDOW; d++) accepted.add(totpFromSecret(secret, now + d * TOTP_STEP_SECONDS * 1000));
  return ['999999', '888888', '777777', '666666'].find((c) => !accepted.has(c))!;
}
