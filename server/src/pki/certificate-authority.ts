import { createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
// forge, though pkijs could build these: an operator's CA arrives from readPkcs12 (forge, see
// pkcs12.ts) as a forge certificate, so the CA and the PKCS#12 path share one certificate type.
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
  /**
   * A certificate for an RFC 3161 time-stamping unit (extKeyUsage timeStamping, critical), for
   * `key` (the cluster's stored one) or a fresh key.
   */
  issueTimestampCertificate(options: {
    name: string;
    at: Date;
    key?: KeyObject;
  }): Promise<SignerCredentials>;
  /** For the verification page: what a relying party has to trust. */
  certificates(): { root: string; issuing: string };
}

export interface LoadAuthorityOptions {
  /** The issuing CA to use (configured, or kept in the database); a new one in memory otherwise. */
  hierarchy?: Hierarchy;
  /** Pre-generated signer keys kept ready (0 disables the pool, e.g. in short tests). */
  keyPoolSize?: number;
}

const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;
const SIGNER_VALIDITY = 10 * MINUTE;
const BACKDATE = MINUTE;

export interface Issuer {
  cert: forge.pki.Certificate;
  key: KeyObject;
}

export async function loadOrCreateAuthority(
  options: LoadAuthorityOptions = {},
): Promise<CertificateAuthority> {
  const hierarchy = options.hierarchy ?? (await createHierarchy());
  const pool = new KeyPool(options.keyPoolSize ?? 2);
  pool.warm();
  return new ParaphAuthority(hierarchy, pool);
}

/** Reads the Paraph quality back from a certificate's policies (null for foreign certificates). */
export function qualityOfCertificate(certificate: string | forge.pki.Certificate) {
  return qualityOfPolicy(policiesOf(certificate));
}

export function legislationOfCertificate(certificate: string | forge.pki.Certificate) {
  return legislationOfPolicy(policiesOf(certificate));
}

class ParaphAuthority implements CertificateAuthority {
  private readonly issuing: Issuer;
  /** Issuing CA first, root last: what every issued certificate carries as its chain. */
  private readonly chain: string[];

  constructor(
    hierarchy: Hierarchy,
    private readonly pool: KeyPool,
  ) {
    this.issuing = hierarchy.issuing;
    this.chain = [hierarchy.issuing.cert, ...hierarchy.chain].map((cert) =>
      pki.certificateToPem(cert),
    );
  }

  certificates() {
    return { root: this.chain[this.chain.length - 1]!, issuing: this.chain[0]! };
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

  async issueTimestampCertificate(options: {
    name: string;
    at: Date;
    key?: KeyObject;
  }): Promise<SignerCredentials> {
    const key = options.key ?? (await generateSignerKey());
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
      chain: [...this.chain],
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Hierarchy creation

/** The issuing CA with its key and its chain; where it is kept is the caller's business. */
export interface Hierarchy {
  issuing: Issuer;
  /** The CA certificates above the issuing CA, the self-signed root last. */
  chain: forge.pki.Certificate[];
  /** Only present when known (created here, or kept beside the others); signing never needs it. */
  rootKey?: KeyObject;
}

export async function createHierarchy(): Promise<Hierarchy> {
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
  return { issuing: { cert: issuing, key: issuingKey }, chain: [root], rootKey };
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
