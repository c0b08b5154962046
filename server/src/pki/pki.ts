import { X509Certificate, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const generate = promisify(generateKeyPair);

export async function generateKey(bits: number): Promise<KeyObject> {
  const { privateKey } = await generate('rsa', { modulusLength: bits });
  return privateKey;
}

/** PEM (or DER) → pkijs certificate, for CMS building and verification. */
export function toPkijsCertificate(certificate: string | Uint8Array): pkijs.Certificate {
  const der = typeof certificate === 'string' ? new X509Certificate(certificate).raw : certificate;
  return pkijs.Certificate.fromBER(toArrayBuffer(der));
}

export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Parses one DER element, ignoring trailing bytes (a /Contents placeholder is zero-padded). */
export function parseDer(bytes: Uint8Array): asn1js.AsnType {
  const parsed = asn1js.fromBER(toArrayBuffer(bytes));
  if (parsed.offset === -1) throw new Error(`Invalid DER: ${parsed.result.error}`);
  return parsed.result;
}
