/**
 * Object identifiers the signing module writes and reads, in one place so the writer (CA, CMS)
 * and the reader (verify) cannot drift apart.
 */

/** Signature qualities Paraph issues certificates for (mirrors the contract's enum). */
export type SignatureQuality = 'SES' | 'AES' | 'AES_MINIMAL' | 'QES' | 'DEMO' | 'PART11';
export type Legislation = 'ZERTES' | 'EIDAS' | 'UNDEFINED';

/**
 * PLACEHOLDER private arc. 1.3.6.1.4.1.99999 is NOT a registered IANA Private Enterprise Number;
 * Paraph must register its own PEN and replace this arc before production. Everything below it is
 * Paraph-defined: `.1.<n>` = certificate policy per signature quality.
 */
export const PARAPH_ARC = '1.3.6.1.4.1.99999';
export const POLICY_ARC = `${PARAPH_ARC}.1`;
/** `.2.<n>` = legislation the signature was made under (a second policy entry). */
export const LEGISLATION_ARC = `${PARAPH_ARC}.2`;

export const QUALITY_POLICY: Record<SignatureQuality, string> = {
  SES: `${POLICY_ARC}.1`,
  AES: `${POLICY_ARC}.2`,
  AES_MINIMAL: `${POLICY_ARC}.3`,
  QES: `${POLICY_ARC}.4`,
  DEMO: `${POLICY_ARC}.5`,
  PART11: `${POLICY_ARC}.6`,
};

export const LEGISLATION_POLICY: Record<Legislation, string> = {
  ZERTES: `${LEGISLATION_ARC}.1`,
  EIDAS: `${LEGISLATION_ARC}.2`,
  UNDEFINED: `${LEGISLATION_ARC}.3`,
};

/** Human-readable marker the DEMO quality puts into the subject's OU. */
export const DEMO_MARKER = 'DEMO – not legally binding';

export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  certificatePolicies: '2.5.29.32',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  documentSigning: '1.3.6.1.4.1.311.10.3.12',
} as const;

export function qualityOfPolicy(oids: readonly string[]): SignatureQuality | null {
  for (const [quality, oid] of Object.entries(QUALITY_POLICY)) {
    if (oids.includes(oid)) return quality as SignatureQuality;
  }
  return null;
}

export function legislationOfPolicy(oids: readonly string[]): Legislation | null {
  for (const [legislation, oid] of Object.entries(LEGISLATION_POLICY)) {
    if (oids.includes(oid)) return legislation as Legislation;
  }
  return null;
}
