import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SignerCredentials } from './certificate-authority.ts';
import { OID } from './oids.ts';
import { toArrayBuffer } from './pki.ts';
import { prepareSigner } from './prepared-signer.ts';

export interface SignedDataInput {
  /** eContentType: id-data for a PDF signature, id-ct-TSTInfo for a time-stamp token. */
  contentType: string;
  /** The encapsulated content; omitted for a detached signature. */
  content?: Uint8Array;
  /** SHA-256 of the signed content (the ByteRange for PAdES, the TSTInfo for a token). */
  digest: Uint8Array;
  signer: SignerCredentials;
}

/**
 * A CAdES-BES / PAdES B-B SignerInfo: signed attributes content-type, message-digest and
 * signing-certificate-v2 (ESS, binds the signer certificate; PAdES requires it). No signing-time
 * attribute: PAdES puts the claimed time in the signature dictionary's /M instead.
 */
export async function createSignedData(input: SignedDataInput): Promise<pkijs.SignedData> {
  const signer = prepareSigner(input.signer);
  const { certificate } = signer;
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: input.contentType,
      ...(input.content
        ? { eContent: new asn1js.OctetString({ valueHex: toArrayBuffer(input.content) }) }
        : {}),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: input.contentType })),
            attribute(
              OID.messageDigest,
              new asn1js.OctetString({ valueHex: toArrayBuffer(input.digest) }),
            ),
            attribute(OID.signingCertificateV2, signer.signingCertificateV2),
          ],
        }),
      }),
    ],
    certificates: [...signer.certificates],
  });
  await signedData.sign(await signer.key, 0, 'SHA-256');
  return signedData;
}

/** The raw signature value of the (single) signer: what a signature time-stamp covers. */
export function signatureValue(signedData: pkijs.SignedData): Uint8Array {
  return signedData.signerInfos[0]!.signature.valueBlock.valueHexView;
}

/** PAdES B-T: the time-stamp token goes in as the unsigned signature-time-stamp attribute. */
export function addSignatureTimestamp(signedData: pkijs.SignedData, token: Uint8Array): void {
  signedData.signerInfos[0]!.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [attribute(OID.signatureTimeStampToken, tokenSchema(token))],
  });
}

/** ContentInfo { id-signedData, SignedData } as DER: what /Contents and a TSA token hold. */
export function encodeContentInfo(signedData: pkijs.SignedData): Uint8Array {
  return new Uint8Array(contentInfoSchema(signedData).toBER());
}

/**
 * Time-stamp tokens made in this process, with the tree they were encoded from and the digest
 * of their bytes: embedding one then needs no parse (~2 ms for a token with its chain).
 */
const madeTokens = new WeakMap<Uint8Array, { schema: asn1js.Sequence; digest: Buffer }>();

/** A time-stamp token (DER ContentInfo) made by this process's own TSA. */
export function encodeTimestampToken(signedData: pkijs.SignedData): Buffer {
  const schema = contentInfoSchema(signedData);
  const token = Buffer.from(schema.toBER());
  madeTokens.set(token, { schema, digest: sha256(token) });
  return token;
}

/** A token from elsewhere, or whose bytes no longer match what was made, is parsed. */
function tokenSchema(token: Uint8Array): asn1js.AsnType {
  const made = madeTokens.get(token);
  if (made && sha256(token).equals(made.digest)) return made.schema;
  const parsed = asn1js.fromBER(toArrayBuffer(token));
  if (parsed.offset === -1) throw new Error('The time-stamp token is not valid DER.');
  return parsed.result;
}

function contentInfoSchema(signedData: pkijs.SignedData): asn1js.Sequence {
  const info = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return info.toSchema();
}

export function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

function attribute(type: string, value: asn1js.AsnType): pkijs.Attribute {
  return new pkijs.Attribute({ type, values: [value] });
}
