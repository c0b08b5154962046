import { X509Certificate, randomBytes, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { CertificateAuthority, SignerCredentials } from './certificate-authority.ts';
import { createSignedData, encodeTimestampToken, sha256 } from './cms.ts';
import { OID, PARAPH_ARC } from './oids.ts';
import { parseDer, toArrayBuffer } from './pki.ts';

/** An RFC 3161 time-stamping service, local or remote. */
export interface TimestampAuthority {
  /**
   * @param messageImprint SHA-256 of the data to stamp (for PAdES B-T: the signature value).
   * @returns the DER TimeStampToken (a ContentInfo wrapping a CMS SignedData over a TSTInfo).
   */
  timestamp(messageImprint: Buffer): Promise<Buffer>;
}

/** PLACEHOLDER TSA policy under Paraph's private arc (see oids.ts): `.3.1` = local TSA. */
export const LOCAL_TSA_POLICY = `${PARAPH_ARC}.3.1`;

const DAY = 24 * 60 * 60_000;

/**
 * Which unit the built-in TSA signs as: the operator's own (a fixed certificate, TSA_P12), or
 * one whose certificate the Paraph CA issues for `key` (the cluster's stored key; a fresh key
 * per process when omitted).
 */
export type TimestampUnit = { credentials: SignerCredentials } | { key?: KeyObject };

/**
 * Paraph's built-in TSA. An issued certificate (extKeyUsage timeStamping, critical) is
 * re-issued when the clock leaves its validity; a configured one is used as it is, and a time
 * outside it is refused. `clock` is injectable so tests can pin genTime.
 */
export function createLocalTimestampAuthority(
  authority: CertificateAuthority,
  clock: () => Date = () => new Date(),
  source: TimestampUnit = {},
): TimestampAuthority {
  const unit =
    'credentials' in source
      ? configuredUnit(source.credentials)
      : issuedUnit(authority, source.key);

  return {
    async timestamp(messageImprint) {
      const genTime = clock();
      const tstInfo = new pkijs.TSTInfo({
        version: 1,
        policy: LOCAL_TSA_POLICY,
        messageImprint: messageImprintOf(messageImprint),
        serialNumber: new asn1js.Integer({ valueHex: toArrayBuffer(positive(randomBytes(16))) }),
        genTime,
        // Whole seconds: GeneralizedTime without fractions; a second is honest for this clock.
        accuracy: new pkijs.Accuracy({ seconds: 1 }),
      });
      const content = new Uint8Array(tstInfo.toSchema().toBER());
      const signedData = await createSignedData({
        contentType: OID.tstInfo,
        content,
        digest: sha256(content),
        signer: await unit(genTime),
      });
      return encodeTimestampToken(signedData);
    },
  };
}

/** A certificate from the Paraph CA, re-issued (for the same key, if given) when it runs out. */
function issuedUnit(authority: CertificateAuthority, key: KeyObject | undefined) {
  let credentials: Promise<SignerCredentials> | null = null;
  let validUntil = 0;
  let validFrom = 0;
  return (now: Date): Promise<SignerCredentials> => {
    if (!credentials || now.getTime() < validFrom || now.getTime() > validUntil) {
      validFrom = now.getTime() - DAY;
      validUntil = now.getTime() + 300 * DAY;
      credentials = authority.issueTimestampCertificate({
        name: 'Paraph Time-Stamping Unit',
        at: now,
        key,
      });
    }
    return credentials;
  };
}

/** The operator's certificate as it is: a time outside its validity is refused, not stamped. */
function configuredUnit(credentials: SignerCredentials) {
  const certificate = new X509Certificate(credentials.certificate);
  const validFrom = new Date(certificate.validFrom).getTime();
  const validTo = new Date(certificate.validTo).getTime();
  return async (now: Date): Promise<SignerCredentials> => {
    if (now.getTime() < validFrom || now.getTime() > validTo) {
      throw new Error(
        `The configured time-stamping certificate is valid from ${certificate.validFrom} to ${certificate.validTo}, not at ${now.toISOString()}.`,
      );
    }
    return credentials;
  };
}

/**
 * A remote RFC 3161 TSA (e.g. a qualified one for QES). Sends a TimeStampReq with a nonce and
 * certReq, and checks the answer's status, imprint and nonce before handing the token back.
 */
export function createHttpTimestampAuthority(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): TimestampAuthority {
  return {
    async timestamp(messageImprint) {
      const nonce = positive(randomBytes(8));
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query', ...options.headers },
        body: new Uint8Array(encodeTimestampRequest(messageImprint, nonce)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`The TSA answered HTTP ${response.status}.`);
      return decodeTimestampResponse(new Uint8Array(await response.arrayBuffer()), {
        messageImprint,
        nonce,
      });
    },
  };
}

/** DER TimeStampReq { version 1, messageImprint (SHA-256), nonce, certReq TRUE }. */
export function encodeTimestampRequest(messageImprint: Uint8Array, nonce: Uint8Array): Buffer {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: messageImprintOf(messageImprint),
    nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
  });
  return Buffer.from(request.toSchema().toBER());
}

/** Checks a TimeStampResp and returns its token (DER ContentInfo). */
export function decodeTimestampResponse(
  der: Uint8Array,
  expected: { messageImprint: Uint8Array; nonce?: Uint8Array },
): Buffer {
  const response = new pkijs.TimeStampResp({ schema: parseDer(der) });
  const status = response.status.status;
  // 0 granted, 1 grantedWithMods; anything else is a refusal.
  if ((status !== 0 && status !== 1) || !response.timeStampToken) {
    const text = response.status.statusStrings?.map((s) => s.valueBlock.value).join('; ');
    throw new Error(`The TSA refused the request (status ${status}${text ? `: ${text}` : ''}).`);
  }
  const info = readTstInfo(response.timeStampToken);
  const imprint = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  if (!imprint.equals(Buffer.from(expected.messageImprint))) {
    throw new Error('The TSA stamped a different message imprint.');
  }
  if (expected.nonce) {
    const nonce = info.nonce ? Buffer.from(info.nonce.valueBlock.valueHexView) : null;
    if (!nonce || !stripZeros(nonce).equals(stripZeros(Buffer.from(expected.nonce)))) {
      throw new Error('The TSA answered with a different nonce.');
    }
  }
  return Buffer.from(response.timeStampToken.toSchema().toBER());
}

/** The TSTInfo inside a token (ContentInfo → SignedData → eContent). */
export function readTstInfo(token: pkijs.ContentInfo | Uint8Array): pkijs.TSTInfo {
  const info =
    token instanceof Uint8Array ? new pkijs.ContentInfo({ schema: parseDer(token) }) : token;
  const signedData = new pkijs.SignedData({ schema: info.content });
  const eContent = signedData.encapContentInfo.eContent;
  if (!eContent) throw new Error('The time-stamp token has no TSTInfo.');
  return new pkijs.TSTInfo({ schema: parseDer(new Uint8Array(eContent.getValue())) });
}

function messageImprintOf(hash: Uint8Array): pkijs.MessageImprint {
  if (hash.length !== 32) throw new Error('The message imprint must be a SHA-256 hash.');
  return new pkijs.MessageImprint({
    hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
    hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(hash) }),
  });
}

/** DER INTEGERs are signed: clear the top bit so random serials and nonces stay positive. */
function positive(bytes: Buffer): Buffer {
  bytes[0]! &= 0x7f;
  if (bytes[0] === 0) bytes[0] = 1;
  return bytes;
}

function stripZeros(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
}
