// Self-contained on purpose (no relative imports, only erasable TypeScript): scripts/dev-ca.mjs runs this file
// directly with Node 24's type stripping when the package has not been built.
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

export const UPN_OID = '1.3.6.1.4.1.311.20.2.3';
const SMARTCARD_LOGON_OID = '1.3.6.1.4.1.311.20.2.2';
/** Password of the generated .p12 files (for importing a test card into a browser). */
export const DEV_CARD_P12_PASSWORD = 'advantage';

export type CardName = 'card-valid' | 'card-other' | 'card-missing-upn';

interface Attr {
  shortName: 'C' | 'O' | 'OU' | 'CN';
  value: string;
}

interface CardSpec {
  subject: Attr[];
  upn?: string;
  /** 'root' leaves the issuer without an O, so the reader's default issuer O ('CA') shows. */
  issuer: 'root' | 'id-ca';
}

export const DEV_CARDS: Record<CardName, CardSpec> = {
  'card-valid': {
    subject: [{ shortName: 'C', value: 'US' }, { shortName: 'O', value: 'U.S. Government' }, { shortName: 'OU', value: 'DoD' }, { shortName: 'CN', value: 'SMITH.JOHN.Q.1234567890' }],
    upn: '1234567890@mil',
    issuer: 'id-ca',
  },
  'card-other': {
    subject: [{ shortName: 'C', value: 'US' }, { shortName: 'O', value: 'U.S. Government' }, { shortName: 'OU', value: 'DoD' }, { shortName: 'CN', value: 'DOE.JANE.A.1098765432' }],
    upn: '1098765432@mil',
    issuer: 'id-ca',
  },
  'card-missing-upn': {
    subject: [{ shortName: 'C', value: 'US' }, { shortName: 'CN', value: 'NOUPN.TEST.5555555555' }],
    issuer: 'root',
  },
};

export interface DevCaFiles {
  dir: string;
  /** Root CA (trust anchor of the reader): ca.pem / ca-key.pem. */
  caCert: string;
  caKey: string;
  /** Intermediate "ID CA" (O=U.S. Government) that issues card-valid and card-other. */
  idCaCert: string;
  idCaKey: string;
  /** The reader's TLS server certificate for localhost, 127.0.0.1 and ::1. */
  serverCert: string;
  serverKey: string;
  cards: Record<CardName, { cert: string; key: string; p12: string }>;
}

interface Issuer {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

const DAY = 24 * 60 * 60 * 1000;

function newKey(): { pem: string; forgeKey: forge.pki.rsa.PrivateKey; forgePublic: forge.pki.rsa.PublicKey } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    pem,
    forgeKey: forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey,
    forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()) as forge.pki.rsa.PublicKey,
  };
}

function upnSubjectAltName(upn: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(UPN_OID).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTF8, false, forge.util.encodeUtf8(upn))]),
  ]);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]);
}

function issue(subject: Attr[], publicKey: forge.pki.rsa.PublicKey, issuer: Issuer | 'self', signingKey: forge.pki.rsa.PrivateKey,
  notAfter: Date, extensions: object[]): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // Positive 128-bit serial (RFC 5280 §4.1.2.2).
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = notAfter;
  cert.setSubject(subject);
  cert.setIssuer(issuer === 'self' ? subject : issuer.cert.subject.attributes);
  cert.setExtensions([...extensions, { name: 'subjectKeyIdentifier' }]);
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

function caExtensions(pathLen: number): object[] {
  return [
    { name: 'basicConstraints', cA: true, pathLenConstraint: pathLen, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
  ];
}

function write(file: string, content: string | Buffer) {
  writeFileSync(file, content, { mode: 0o600 });
}

function load(certFile: string, keyFile: string): Issuer {
  return {
    cert: forge.pki.certificateFromPem(readFileSync(certFile, 'utf8')),
    key: forge.pki.privateKeyFromPem(readFileSync(keyFile, 'utf8')) as forge.pki.rsa.PrivateKey,
  };
}

function expiresSoon(certFile: string): boolean {
  return new X509Certificate(readFileSync(certFile)).validToDate.getTime() < Date.now() + 30 * DAY;
}

function filesFor(dir: string): DevCaFiles {
  const card = (name: CardName) => ({ cert: join(dir, name, 'cert.pem'), key: join(dir, name, 'key.pem'), p12: join(dir, name, 'card.p12') });
  return {
    dir,
    caCert: join(dir, 'ca.pem'),
    caKey: join(dir, 'ca-key.pem'),
    idCaCert: join(dir, 'id-ca.pem'),
    idCaKey: join(dir, 'id-ca-key.pem'),
    serverCert: join(dir, 'reader', 'cert.pem'),
    serverKey: join(dir, 'reader', 'key.pem'),
    cards: { 'card-valid': card('card-valid'), 'card-other': card('card-other'), 'card-missing-upn': card('card-missing-upn') },
  };
}

/** Writes one card's certificate, key and PKCS #12 file to `cardDir`, issued by `issuer`. */
function writeCard(cardDir: string, name: string, spec: CardSpec, issuer: Issuer, idCa: Issuer): { cert: string; key: string; p12: string } {
  mkdirSync(cardDir, { recursive: true });
  // Cards expire at the end of the year after next, printed by OpenSSL as e.g. 'Dec 31 23:59:59 2028 GMT'.
  const cardExpiry = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 11, 31, 23, 59, 59));
  const k = newKey();
  const extensions: object[] = [
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true, [SMARTCARD_LOGON_OID]: true },
  ];
  if (spec.upn) extensions.push({ id: '2.5.29.17', critical: false, value: upnSubjectAltName(spec.upn) });
  const cert = issue(spec.subject, k.forgePublic, issuer, issuer.key, cardExpiry, extensions);
  const files = { cert: join(cardDir, 'cert.pem'), key: join(cardDir, 'key.pem'), p12: join(cardDir, 'card.p12') };
  write(files.cert, forge.pki.certificateToPem(cert));
  write(files.key, k.pem);
  const chain = issuer === idCa ? [cert, idCa.cert] : [cert];
  const p12 = forge.pkcs12.toPkcs12Asn1(k.forgeKey, chain, DEV_CARD_P12_PASSWORD, { algorithm: '3des', friendlyName: name });
  write(files.p12, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return files;
}

/**
 * A new card like the development card `like`, with its own holder number: the CN's ten digits and the UPN
 * become `number` (ten digits), issued by the same CA of the existing development CA under `dir`, written to
 * `<dir>/<like>-<number>/`. A card is one UPN, and a UPN registers to one account: a test that registers cards
 * again and again (a repeated run) needs cards nobody registered yet.
 */
export function issueDevCard(dir: string, like: CardName, number: string): { cert: string; key: string; p12: string } {
  if (!/^\d{10}$/.test(number)) throw new Error(`A card number is ten digits, not ${number}`);
  const f = filesFor(dir);
  const root = load(f.caCert, f.caKey);
  const idCa = load(f.idCaCert, f.idCaKey);
  const base = DEV_CARDS[like];
  const subject = base.subject.map((a) => (a.shortName === 'CN' ? { ...a, value: a.value.replace(/\d{10}$/, number) } : a));
  const spec: CardSpec = { ...base, subject, ...(base.upn ? { upn: base.upn.replace(/^\d{10}/, number) } : {}) };
  return writeCard(join(dir, `${like}-${number}`), like, spec, base.issuer === 'root' ? root : idCa, idCa);
}

/**
 * Creates whatever is missing of the development CA under `dir` (root CA, ID CA, reader server certificate,
 * the three test cards) and keeps what exists; `force` starts over. The reader certificate is renewed
 * when it has under 30 days left.
 */
export function ensureDevCa(dir: string, options: { force?: boolean } = {}): DevCaFiles {
  const f = filesFor(dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fresh = options.force === true || !existsSync(f.caCert) || !existsSync(f.caKey);
  const tenYears = new Date(Date.now() + 3650 * DAY);

  if (fresh) {
    const k = newKey();
    const subject: Attr[] = [{ shortName: 'C', value: 'US' }, { shortName: 'CN', value: 'Advantage Development Root CA' }];
    write(f.caCert, forge.pki.certificateToPem(issue(subject, k.forgePublic, 'self', k.forgeKey, tenYears, caExtensions(1))));
    write(f.caKey, k.pem);
  }
  const root = load(f.caCert, f.caKey);

  if (fresh || !existsSync(f.idCaCert) || !existsSync(f.idCaKey)) {
    const k = newKey();
    const subject: Attr[] = [
      { shortName: 'C', value: 'US' }, { shortName: 'O', value: 'U.S. Government' }, { shortName: 'OU', value: 'DoD' },
      { shortName: 'CN', value: 'Advantage Development ID CA-1' },
    ];
    write(f.idCaCert, forge.pki.certificateToPem(issue(subject, k.forgePublic, root, root.key, tenYears, caExtensions(0))));
    write(f.idCaKey, k.pem);
  }
  const idCa = load(f.idCaCert, f.idCaKey);

  if (fresh || !existsSync(f.serverCert) || !existsSync(f.serverKey) || expiresSoon(f.serverCert)) {
    mkdirSync(join(dir, 'reader'), { recursive: true });
    const k = newKey();
    const cert = issue([{ shortName: 'CN', value: 'localhost' }], k.forgePublic, root, root.key, new Date(Date.now() + 397 * DAY), [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, { type: 7, ip: '::1' }] },
    ]);
    write(f.serverCert, forge.pki.certificateToPem(cert));
    write(f.serverKey, k.pem);
  }

  for (const [name, spec] of Object.entries(DEV_CARDS) as Array<[CardName, CardSpec]>) {
    const files = f.cards[name];
    if (!fresh && existsSync(files.cert) && existsSync(files.key) && !expiresSoon(files.cert)) continue;
    writeCard(join(dir, name), name, spec, spec.issuer === 'root' ? root : idCa, idCa);
  }
  return f;
}
