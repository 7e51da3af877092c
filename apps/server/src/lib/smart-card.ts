import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SmartCardData } from '@advantage/contracts';
import { smartCardData, verifyChain } from '@advantage/idp';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function certificates(pem: string): X509Certificate[] {
  return (pem.match(PEM_BLOCK) ?? []).map((block) => new X509Certificate(block));
}

/**
 * The card data the server trusts: read again from the presented certificate chain after it verifies up
 * to a trust anchor, never from the fields the browser relays (security.md ).
 */
export function cardVerifier(trustAnchorFile: string, now: () => number = Date.now) {
  let roots: X509Certificate[] | undefined;
  return (chainPem: string): SmartCardData | undefined => {
    roots ??= certificates(readFileSync(trustAnchorFile, 'utf8'));
    let presented: X509Certificate[];
    try {
      presented = certificates(chainPem);
    } catch {
      return undefined;
    }
    const [leaf, ...rest] = presented;
    if (!leaf) return undefined;
    const path = verifyChain(leaf, rest, roots, now());
    return path ? smartCardData(leaf, path) : undefined;
  };
}
