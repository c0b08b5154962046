import { X509Certificate } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
} from '@cantoo/pdf-lib';
import * as pkijs from 'pkijs';
import { signedBytes } from './byte-range.ts';
import { legislationOfCertificate, qualityOfCertificate } from './certificate-authority.ts';
import { sha256, signatureValue } from './cms.ts';
import { OID, type Legislation, type SignatureQuality } from './oids.ts';
import { parseDer, toArrayBuffer, toPkijsCertificate } from './pki.ts';
import { readTstInfo } from './timestamp-authority.ts';

export interface CertificateSummary {
  subject: string;
  issuer: string;
  serial: string;
  notBefore: Date;
  notAfter: Date;
}

export interface VerifiedSignature {
  fieldName: string;
  name: string | null;
  reason: string | null;
  location: string | null;
  /** /M of the signature dictionary (the signer's claim; the time-stamp is the proof). */
  signingTime: Date | null;
  subFilter: string | null;
  /** The last signature of the file: its ByteRange reaches the end of the file. */
  coversWholeDocument: boolean;
  /** SHA-256 of the ByteRange equals the CMS message-digest AND the CMS signature verifies. */
  intact: boolean;
  certificate: CertificateSummary | null;
  /** Signer's issuers as found in the CMS, issuing CA first. */
  chain: CertificateSummary[];
  /** The signer certificate chains to one of `trustedRoots` (valid at the signing time). */
  trusted: boolean;
  /** From the Paraph certificate policy; null for certificates Paraph did not issue. */
  quality: SignatureQuality | null;
  /** From the Paraph legislation policy; null when absent or foreign. */
  legislation: Legislation | null;
  timestamp: { time: Date; intact: boolean } | null;
}

/**
 * Lists every signature field of `pdf`, oldest signature first, and checks each one. Reading the
 * PDF structure is left to the PDF library; the digest is computed here over the ByteRange.
 */
export async function verifyPdfSignatures(
  pdf: Uint8Array,
  trustedRoots: string[] = [],
): Promise<VerifiedSignature[]> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const form = doc.catalog.getAcroForm();
  if (!form) return [];
  const found = form
    .getAllFields()
    .map(([field]) => ({ field, value: field.dict.lookup(PDFName.of('V')) }))
    .filter(
      (entry): entry is { field: (typeof entry)['field']; value: PDFDict } =>
        entry.field.dict.lookup(PDFName.of('FT')) === PDFName.of('Sig') &&
        entry.value instanceof PDFDict,
    )
    .map(({ field, value }) => ({
      fieldName: field.getFullyQualifiedName() ?? '',
      dict: value,
      range: numbers(value.lookup(PDFName.of('ByteRange'))),
    }));
  // A later signature covers a longer prefix of the file.
  found.sort((a, b) => end(a.range) - end(b.range));
  return Promise.all(
    found.map((entry) => verifyOne(pdf, entry.fieldName, entry.dict, entry.range, trustedRoots)),
  );
}

async function verifyOne(
  pdf: Uint8Array,
  fieldName: string,
  dict: PDFDict,
  range: number[],
  trustedRoots: string[],
): Promise<VerifiedSignature> {
  const subFilter = dict.lookup(PDFName.of('SubFilter'));
  const result: VerifiedSignature = {
    fieldName,
    name: text(dict, 'Name'),
    reason: text(dict, 'Reason'),
    location: text(dict, 'Location'),
    signingTime: date(dict, 'M'),
    subFilter: subFilter instanceof PDFName ? subFilter.decodeText() : null,
    coversWholeDocument:
      range.length === 4 && range[0] === 0 && end(range) === pdf.length && range[1]! < range[2]!,
    intact: false,
    certificate: null,
    chain: [],
    trusted: false,
    quality: null,
    legislation: null,
    timestamp: null,
  };
  const contents = dict.lookup(PDFName.of('Contents'));
  if (!(contents instanceof PDFHexString || contents instanceof PDFString)) return result;
  if (range.length !== 4 || end(range) > pdf.length) return result;

  let signedData: pkijs.SignedData;
  try {
    const info = new pkijs.ContentInfo({ schema: parseDer(contents.asBytes()) });
    signedData = new pkijs.SignedData({ schema: info.content });
  } catch {
    return result;
  }
  const certificates = (signedData.certificates ?? []).filter(
    (cert): cert is pkijs.Certificate => cert instanceof pkijs.Certificate,
  );
  const signer = findSigner(signedData, certificates);
  if (!signer) return result;
  const chain = chainOf(signer, certificates);
  const signerPem = pem(signer);
  result.certificate = summary(signer);
  result.chain = chain.map(summary);
  result.quality = qualityOfCertificate(signerPem);
  result.legislation = legislationOfCertificate(signerPem);

  const data = Buffer.concat(signedBytes(pdf, range));
  const digestMatches = Buffer.from(messageDigestOf(signedData)).equals(sha256(data));
  result.intact = digestMatches && (await verifies(signedData, data));
  result.timestamp = await verifyTimestamp(signedData);
  const checkDate = result.timestamp?.time ?? result.signingTime ?? new Date();
  result.trusted = await chainsTo(signer, certificates, trustedRoots, checkDate);
  return result;
}

/** The CMS signature over the signed attributes (pkijs also re-checks the message digest). */
async function verifies(signedData: pkijs.SignedData, data: Uint8Array): Promise<boolean> {
  try {
    const outcome = await signedData.verify({
      signer: 0,
      data: toArrayBuffer(data),
      checkChain: false,
      extendedMode: true,
    });
    return outcome.signatureVerified === true;
  } catch {
    return false;
  }
}

async function verifyTimestamp(
  signedData: pkijs.SignedData,
): Promise<VerifiedSignature['timestamp']> {
  const attribute = signedData.signerInfos[0]?.unsignedAttrs?.attributes.find(
    (attr) => attr.type === OID.signatureTimeStampToken,
  );
  const value = attribute?.values[0];
  if (!value) return null;
  const token = new pkijs.ContentInfo({ schema: value });
  const time = readTstInfo(token).genTime;
  try {
    const tokenData = new pkijs.SignedData({ schema: token.content });
    // For a TSTInfo, pkijs checks the imprint against `data` (the stamped signature value).
    const outcome = await tokenData.verify({
      signer: 0,
      data: toArrayBuffer(signatureValue(signedData)),
      checkChain: false,
      extendedMode: true,
    });
    return { time, intact: outcome.signatureVerified === true };
  } catch {
    return { time, intact: false };
  }
}

async function chainsTo(
  signer: pkijs.Certificate,
  certificates: pkijs.Certificate[],
  roots: string[],
  checkDate: Date,
): Promise<boolean> {
  if (!roots.length) return false;
  try {
    const engine = new pkijs.CertificateChainValidationEngine({
      trustedCerts: roots.map((root) => toPkijsCertificate(root)),
      certs: [...certificates.filter((cert) => cert !== signer), signer],
      checkDate,
    });
    return (await engine.verify()).result === true;
  } catch {
    return false;
  }
}

function messageDigestOf(signedData: pkijs.SignedData): Uint8Array {
  const attribute = signedData.signerInfos[0]?.signedAttrs?.attributes.find(
    (attr) => attr.type === OID.messageDigest,
  );
  const value = attribute?.values[0] as { valueBlock?: { valueHexView?: Uint8Array } } | undefined;
  return value?.valueBlock?.valueHexView ?? new Uint8Array();
}

function findSigner(
  signedData: pkijs.SignedData,
  certificates: pkijs.Certificate[],
): pkijs.Certificate | undefined {
  const sid = signedData.signerInfos[0]?.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return undefined;
  return certificates.find(
    (cert) => cert.issuer.isEqual(sid.issuer) && cert.serialNumber.isEqual(sid.serialNumber),
  );
}

/** Follows issuer names through the CMS certificates up to a self-signed one. */
function chainOf(signer: pkijs.Certificate, certificates: pkijs.Certificate[]) {
  const chain: pkijs.Certificate[] = [];
  let current = signer;
  while (!current.issuer.isEqual(current.subject) && chain.length < 10) {
    const issuer = certificates.find((cert) => cert.subject.isEqual(current.issuer));
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  return chain;
}

function pem(cert: pkijs.Certificate): string {
  return new X509Certificate(Buffer.from(cert.toSchema().toBER())).toString();
}

function summary(cert: pkijs.Certificate): CertificateSummary {
  const x509 = new X509Certificate(Buffer.from(cert.toSchema().toBER()));
  return {
    subject: x509.subject.split('\n').join(', '),
    issuer: x509.issuer.split('\n').join(', '),
    serial: x509.serialNumber,
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
  };
}

function text(dict: PDFDict, key: string): string | null {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
}

function date(dict: PDFDict, key: string): Date | null {
  const value = dict.lookup(PDFName.of(key));
  try {
    return value instanceof PDFString || value instanceof PDFHexString ? value.decodeDate() : null;
  } catch {
    return null;
  }
}

function numbers(value: unknown): number[] {
  if (!(value instanceof PDFArray)) return [];
  return value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
}

function end(range: number[]): number {
  return (range[2] ?? 0) + (range[3] ?? 0);
}
