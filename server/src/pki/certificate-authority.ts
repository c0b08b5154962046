import { createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// node-forge beside pkijs: importing an operator's PKCS#12 needs the legacy PKCS#12 PBE ciphers
// (pbeWithSHAAnd3-KeyTripleDES-CBC, RC2-40: Windows and OpenSSL < 3 exports); pkijs decrypts
// PBES2 only and WebCrypto has neither cipher. Certificate building uses forge too, for now.
import forge from 'node-forge';
import { KeyPool, generateSignerKey } from './key-pool.ts';
import {
  DEMO_MARKER,
  LEGISLATION_POLICY,
  OID,
  QUALITY_POLICY,
  legislationOfPolicy,
  qualityOfPolicy,
  type Legislation,
  type SignatureQuality,
} from './oids.ts';
import { generateKey } from './pki.ts';

const { pki, asn1 } = forge;

/** A certificate with its key and the chain up to (and including) the root. PEM throughout. */
export interface SignerCredentials {
  certificate: string;
  privateKey: KeyObject;
  /** Issuing CA first, root last. */
  chain: string[];
}

export interface SignerCertificateRequest {
  name: string;
  email: string;
  quality: SignatureQuality;
  legislation?: Legislation;
  /** An organisation seal: O=organisation instead of a person's e-mail in the subject. */
  seal?: { organisation: string };
  /** A verified identity: the subject names the person as identified (ETSI EN 319 412-1). */
  identity?: {
    firstName: string;
    lastName: string;
    nationality: string;
    documentType: string;
    documentNumber: string;
  };
}

// ETSI EN 319 412-1 §5.1.3: a serialNumber from an identity document is typed by its kind.
const DOCUMENT_TYPE_CODE: Record<string, string> = {
  passport: 'PAS',
  id_card: 'IDC',
  residence_permit: 'IDC',
  eid: 'IDC',
};

export interface CertificateAuthority {
  /** A one-off, short-lived certificate (10 min, backdated 1 min) with a fresh key. */
  issueSignerCertificate(request: SignerCertificateRequest): Promise<SignerCredentials>;
  /** A certificate for an RFC 3161 time-stamping unit (extKeyUsage timeStamping, critical). */
  issueTimestampCertificate(options: { name: string; at: Date }): Promise<SignerCredentials>;
  /** For the verification page: what a relying party has to trust. */
  certificates(): { root: string; issuing: string };
}

export interface LoadAuthorityOptions {
  /** Persist the CA under `dir/ca/` (created on first start, reused afterwards). */
  dir?: string;
  /** Use an existing issuing CA: its key plus its certificate chain. */
  pkcs12?: { bytes: Uint8Array; password: string };
  /** Pre-generated signer keys kept ready (0 disables the pool, e.g. in short tests). */
  keyPoolSize?: number;
}

const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;
const SIGNER_VALIDITY = 10 * MINUTE;
const BACKDATE = MINUTE;

interface Issuer {
  cert: forge.pki.Certificate;
  key: KeyObject;
}

export async function loadOrCreateAuthority(
  options: LoadAuthorityOptions = {},
): Promise<CertificateAuthority> {
  const { issuing, root } = options.pkcs12
    ? loadPkcs12(options.pkcs12.bytes, options.pkcs12.password)
    : options.dir
      ? await loadOrCreateOnDisk(join(options.dir, 'ca'))
      : await createHierarchy();
  const pool = new KeyPool(options.keyPoolSize ?? 2);
  pool.warm();
  return new ParaphAuthority(issuing, root, pool);
}

/** Reads the Paraph quality back from a certificate's policies (null for foreign certificates). */
export function qualityOfCertificate(certificate: string | forge.pki.Certificate) {
  return qualityOfPolicy(policiesOf(certificate));
}

export function legislationOfCertificate(certificate: string | forge.pki.Certificate) {
  return legislationOfPolicy(policiesOf(certificate));
}

class ParaphAuthority implements CertificateAuthority {
  constructor(
    private readonly issuing: Issuer,
    private readonly root: forge.pki.Certificate,
    private readonly pool: KeyPool,
  ) {}

  certificates() {
    return {
      root: pki.certificateToPem(this.root),
      issuing: pki.certificateToPem(this.issuing.cert),
    };
  }

  async issueSignerCertificate(request: SignerCertificateRequest): Promise<SignerCredentials> {
    const key = await this.pool.take();
    const now = Date.now();
    const subject = [text('commonName', request.name)];
    if (request.seal) subject.push(text('organizationName', request.seal.organisation));
    // RFC 5280 wants emailAddress as an IA5String.
    else subject.push({ name: 'emailAddress', value: request.email, valueTagClass: IA5 } as never);
    if (request.identity && !request.seal) {
      const { firstName, lastName, nationality, documentType, documentNumber } = request.identity;
      const code = DOCUMENT_TYPE_CODE[documentType] ?? 'IDC';
      subject.push(
        text('givenName', firstName),
        text('surname', lastName),
        printable('serialNumber', `${code}${nationality}-${documentNumber}`),
        printable('countryName', nationality),
      );
    }
    // The spec's highest-quality rule treats DEMO specially: make it visible to any viewer too.
    if (request.quality === 'DEMO') subject.push(text('organizationalUnitName', DEMO_MARKER));

    const policies = [QUALITY_POLICY[request.quality]];
    if (request.legislation) policies.push(LEGISLATION_POLICY[request.legislation]);
    const cert = buildCertificate({
      subject,
      publicKey: key,
      issuer: this.issuing,
      notBefore: new Date(now - BACKDATE),
      notAfter: new Date(now + SIGNER_VALIDITY),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
        {
          name: 'extKeyUsage',
          emailProtection: true,
          [OID.documentSigning]: true,
        },
        { name: 'subjectAltName', altNames: [{ type: 1, value: request.email }] },
        certificatePolicies(policies),
      ],
    });
    return this.credentials(cert, key);
  }

  async issueTimestampCertificate(options: { name: string; at: Date }): Promise<SignerCredentials> {
    const key = await generateSignerKey();
    const at = options.at.getTime();
    const cert = buildCertificate({
      subject: [text('commonName', options.name), text('organizationName', 'Paraph')],
      publicKey: key,
      issuer: this.issuing,
      notBefore: new Date(at - 24 * 60 * MINUTE),
      notAfter: new Date(at + YEAR),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
        // RFC 3161 §2.3: the TSA certificate has exactly this one, critical, extended key usage.
        { name: 'extKeyUsage', critical: true, timeStamping: true },
      ],
    });
    return this.credentials(cert, key);
  }

  private credentials(cert: forge.pki.Certificate, key: KeyObject): SignerCredentials {
    return {
      certificate: pki.certificateToPem(cert),
      privateKey: key,
      chain: [pki.certificateToPem(this.issuing.cert), pki.certificateToPem(this.root)],
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Hierarchy creation and storage

interface Hierarchy {
  issuing: Issuer;
  root: forge.pki.Certificate;
  /** Only present right after creation, to be stored; signing never needs it. */
  rootKey?: KeyObject;
}

async function createHierarchy(): Promise<Hierarchy> {
  // RSA-3072 for the long-lived CA keys; both poppler/NSS and Acrobat verify it.
  const [rootKey, issuingKey] = await Promise.all([generateKey(3072), generateKey(3072)]);
  const now = Date.now();
  const root = buildCertificate({
    subject: [text('commonName', 'Paraph Root CA'), text('organizationName', 'Paraph')],
    publicKey: rootKey,
    issuer: null,
    notBefore: new Date(now - 60 * MINUTE),
    notAfter: new Date(now + 20 * YEAR),
    extensions: caExtensions(1),
  });
  const issuing = buildCertificate({
    subject: [text('commonName', 'Paraph Issuing CA'), text('organizationName', 'Paraph')],
    publicKey: issuingKey,
    issuer: { cert: root, key: rootKey },
    notBefore: new Date(now - 60 * MINUTE),
    notAfter: new Date(now + 10 * YEAR),
    extensions: caExtensions(0),
  });
  return { root, rootKey, issuing: { cert: issuing, key: issuingKey } };
}

const FILES = {
  root: 'root.pem',
  rootKey: 'root.key.pem',
  issuing: 'issuing.pem',
  issuingKey: 'issuing.key.pem',
};

async function loadOrCreateOnDisk(dir: string): Promise<Hierarchy> {
  try {
    const [root, issuing, issuingKey] = await Promise.all([
      readFile(join(dir, FILES.root), 'utf8'),
      readFile(join(dir, FILES.issuing), 'utf8'),
      readFile(join(dir, FILES.issuingKey), 'utf8'),
    ]);
    return {
      root: pki.certificateFromPem(root),
      issuing: { cert: pki.certificateFromPem(issuing), key: createPrivateKey(issuingKey) },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created = await createHierarchy();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeSecret(join(dir, FILES.rootKey), created.rootKey!);
  await writeSecret(join(dir, FILES.issuingKey), created.issuing.key);
  // Certificates last: their presence marks a complete hierarchy on the next start.
  await writeFile(join(dir, FILES.issuing), pki.certificateToPem(created.issuing.cert));
  await writeFile(join(dir, FILES.root), pki.certificateToPem(created.root));
  return created;
}

async function writeSecret(path: string, key: KeyObject): Promise<void> {
  await writeFile(path, key.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  // `mode` only applies when the file is created; enforce it for a pre-existing file too.
  await chmod(path, 0o600);
}

/**
 * A PKCS#12 holding the issuing CA's key and its chain. The certificate whose public key matches
 * the private key is the issuer; the self-signed one (if any) is the root.
 */
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

function loadPkcs12(bytes: Uint8Array, password: string): Hierarchy {
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    asn1.fromDer(forge.util.binary.raw.encode(bytes)),
    password,
  );
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(SHROUDED_KEY_BAG), ...bags(KEY_BAG)];
  const forgeKey = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!forgeKey) throw new Error('The PKCS#12 file holds no private key.');
  const certs = bags(CERT_BAG)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const issuing = certs.find((cert) =>
    (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(forgeKey.n),
  );
  if (!issuing) throw new Error('The PKCS#12 file holds no certificate for its private key.');
  const root =
    certs.find((cert) => cert !== issuing && cert.isIssuer(cert)) ??
    certs.find((cert) => cert !== issuing) ??
    issuing;
  return {
    issuing: { cert: issuing, key: createPrivateKey(pki.privateKeyToPem(forgeKey)) },
    root,
  };
}

// ---------------------------------------------------------------------------------------------
// Certificate building: forge assembles the structure, node:crypto signs it (native RSA is
// ~20x faster than forge's JavaScript big integers, which matters once per signer).

interface CertificateSpec {
  subject: forge.pki.CertificateField[];
  publicKey: KeyObject;
  /** null: self-signed with `publicKey`'s private key. */
  issuer: Issuer | null;
  notBefore: Date;
  notAfter: Date;
  extensions: object[];
}

function buildCertificate(spec: CertificateSpec): forge.pki.Certificate {
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(
    createPublicKey(spec.publicKey).export({ type: 'spki', format: 'pem' }).toString(),
  );
  // RFC 5280: positive, at most 20 octets, unpredictable.
  const serial = randomBytes(16);
  serial[0]! &= 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = spec.notBefore;
  cert.validity.notAfter = spec.notAfter;
  cert.setSubject(spec.subject);
  cert.setIssuer(spec.issuer ? spec.issuer.cert.subject.attributes : spec.subject);
  cert.setExtensions([
    ...spec.extensions,
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: (spec.issuer?.cert ?? cert).generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  signCertificate(cert, spec.issuer?.key ?? spec.publicKey);
  return cert;
}

function signCertificate(cert: forge.pki.Certificate, key: KeyObject): void {
  cert.siginfo.algorithmOid = OID.sha256WithRSA;
  cert.signatureOid = OID.sha256WithRSA;
  // getTBSCertificate exists at runtime but is missing from @types/node-forge.
  const tbs = (
    pki as unknown as { getTBSCertificate(c: object): forge.asn1.Asn1 }
  ).getTBSCertificate(cert);
  const der = Buffer.from(asn1.toDer(tbs).getBytes(), 'binary');
  (cert as unknown as { tbsCertificate: forge.asn1.Asn1 }).tbsCertificate = tbs;
  cert.signature = sign('sha256', der, key).toString('binary');
}

const IA5 = 22; // asn1 IA5String tag
/** Names are UTF8String so accents and the DEMO marker's dash survive (forge encodes them). */
function text(name: string, value: string): forge.pki.CertificateField {
  return {
    name,
    value,
    valueTagClass: forge.asn1.Type.UTF8,
  } as unknown as forge.pki.CertificateField;
}

/** X.520 wants countryName and serialNumber as PrintableString. */
function printable(name: string, value: string): forge.pki.CertificateField {
  return {
    name,
    value: value.replace(/[^A-Za-z0-9 '()+,\-./:=?]/g, '-'),
    valueTagClass: forge.asn1.Type.PRINTABLESTRING,
  } as unknown as forge.pki.CertificateField;
}

function caExtensions(pathLenConstraint: number): object[] {
  return [
    { name: 'basicConstraints', critical: true, cA: true, pathLenConstraint },
    { name: 'keyUsage', critical: true, keyCertSign: true, cRLSign: true },
  ];
}

/** certificatePolicies ::= SEQUENCE OF PolicyInformation { policyIdentifier } (RFC 5280). */
function certificatePolicies(oids: string[]): object {
  return {
    id: OID.certificatePolicies,
    value: asn1.create(
      asn1.Class.UNIVERSAL,
      asn1.Type.SEQUENCE,
      true,
      oids.map((oid) =>
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
        ]),
      ),
    ),
  };
}

function policiesOf(certificate: string | forge.pki.Certificate): string[] {
  const cert = typeof certificate === 'string' ? pki.certificateFromPem(certificate) : certificate;
  const extension = cert.getExtension('certificatePolicies') as { value: string } | undefined;
  if (!extension) return [];
  const policies = asn1.fromDer(extension.value);
  return (policies.value as forge.asn1.Asn1[]).flatMap((info) => {
    const id = (info.value as forge.asn1.Asn1[])[0];
    return id ? [asn1.derToOid(forge.util.createBuffer(id.value as string))] : [];
  });
}
