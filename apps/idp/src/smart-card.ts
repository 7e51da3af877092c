import { createHash, type X509Certificate } from 'node:crypto';
import type { SmartCardData } from '@advantage/contracts';
import forge from 'node-forge';
import { UPN_OID } from './dev-ca.js';

const OID = { O: '2.5.4.10', OU: '2.5.4.11', CN: '2.5.4.3', subjectAltName: '2.5.29.17' };
/** docs/product/accounts-and-sign-in.md "Smart card data" defaults. */
export const DEFAULT_ISSUER_O = 'CA';
export const DEFAULT_SUBJECT_OU = 'U.S. Government';

type Node = forge.asn1.Asn1;

function children(node: Node | undefined): Node[] {
  return node && Array.isArray(node.value) ? node.value : [];
}

function bytes(node: Node | undefined): string {
  return node && typeof node.value === 'string' ? node.value : '';
}

function decodeString(node: Node): string {
  const raw = bytes(node);
  if (node.type === forge.asn1.Type.BMPSTRING) {
    let out = '';
    for (let i = 0; i + 1 < raw.length; i += 2) out += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
    return out;
  }
  return node.type === forge.asn1.Type.UTF8 ? forge.util.decodeUtf8(raw) : raw;
}

/** The first value of each attribute type in a distinguished name (the first OU, like mod_ssl's SSL_CLIENT_S_DN_OU). */
function nameAttributes(name: Node | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const rdn of children(name)) {
    for (const atv of children(rdn)) {
      const [type, value] = children(atv);
      if (!type || !value) continue;
      const oid = forge.asn1.derToOid(bytes(type));
      if (!out.has(oid)) out.set(oid, decodeString(value));
    }
  }
  return out;
}

/** The UPN otherName of the subjectAltName extension, if any. */
function upnOf(extensions: Node | undefined): string | undefined {
  for (const extension of children(children(extensions)[0])) {
    const parts = children(extension);
    if (forge.asn1.derToOid(bytes(parts[0])) !== OID.subjectAltName) continue;
    const generalNames = forge.asn1.fromDer(bytes(parts[parts.length - 1]));
    for (const generalName of children(generalNames)) {
      if (generalName.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || generalName.type !== 0) continue;
      const [typeId, explicit] = children(generalName);
      if (!typeId || forge.asn1.derToOid(bytes(typeId)) !== UPN_OID) continue;
      const value = children(explicit)[0];
      if (value) return decodeString(value);
    }
  }
  return undefined;
}

export interface CertificateFields {
  issuerO: string | undefined;
  subjectOU: string | undefined;
  subjectCN: string | undefined;
  upn: string | undefined;
}

/** Reads the fields from the DER with a plain ASN.1 walk, so RSA and EC certificates alike work. */
export function certificateFields(der: Buffer): CertificateFields {
  const certificate = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  const tbs = children(children(certificate)[0]);
  const first = tbs[0];
  const offset = first?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && first.type === 0 ? 1 : 0;
  const issuer = nameAttributes(tbs[offset + 2]);
  const subject = nameAttributes(tbs[offset + 4]);
  const extensions = tbs.find((n) => n.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && n.type === 3);
  return { issuerO: issuer.get(OID.O), subjectOU: subject.get(OID.OU), subjectCN: subject.get(OID.CN), upn: upnOf(extensions) };
}

/** base64url SHA-256 of the certificate's DER: the `x5t#S256` thumbprint of RFC 8705 §3.1. */
export function certificateThumbprint(cert: X509Certificate): string {
  return createHash('sha256').update(cert.raw).digest('base64url');
}

function currentlyValid(cert: X509Certificate, now: number): boolean {
  return cert.validFromDate.getTime() <= now && now <= cert.validToDate.getTime();
}

/**
 * The certificates between `leaf` and one of `roots` (excluding the root), or undefined when the leaf is a CA,
 * is expired, or does not chain up by name and signature through `candidates` (presented or known intermediates).
 */
export function verifyChain(leaf: X509Certificate, candidates: X509Certificate[], roots: X509Certificate[], now: number): X509Certificate[] | undefined {
  if (leaf.ca) return undefined;
  const path: X509Certificate[] = [];
  let current = leaf;
  for (let depth = 0; depth < 5; depth++) {
    if (!currentlyValid(current, now)) return undefined;
    const root = roots.find((r) => current.checkIssued(r) && current.verify(r.publicKey));
    if (root) return currentlyValid(root, now) ? path : undefined;
    const next = candidates.find((c) => c.ca && !path.includes(c) && c !== leaf && current.checkIssued(c) && current.verify(c.publicKey));
    if (!next) return undefined;
    path.push(next);
    current = next;
  }
  return undefined;
}

export function smartCardData(leaf: X509Certificate, chain: X509Certificate[]): SmartCardData {
  const fields = certificateFields(leaf.raw);
  return {
    ...(fields.upn ? { ssl_client_san_other_msupn_0: fields.upn } : {}),
    ssl_client_cert_chain: [leaf, ...chain].map((c) => c.toString()).join(''),
    ssl_client_v_end: leaf.validTo,
    ssl_client_i_dn_o: fields.issuerO ?? DEFAULT_ISSUER_O,
    ssl_client_s_dn_ou: fields.subjectOU ?? DEFAULT_SUBJECT_OU,
    ...(fields.subjectCN ? { ssl_client_s_dn_cn: fields.subjectCN } : {}),
  };
}
