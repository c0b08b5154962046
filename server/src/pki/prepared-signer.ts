import { X509Certificate, createHash, webcrypto, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SignerCredentials } from './certificate-authority.ts';
import { toArrayBuffer } from './pki.ts';

/**
 * What building a CMS SignerInfo needs from a signer, derived from its PEM credentials once: the
 * parsed certificates, the ESS signing-certificate-v2 value and the WebCrypto key. Parsing the
 * PEMs again for every CMS (and pkijs re-parsing each certificate to encode it) was most of a
 * signature's cost; certificates and keys never change, so every signature stays byte-for-byte
 * what it was (only the random serials and times differ, as before).
 */
export interface PreparedSigner {
  certificate: pkijs.Certificate;
  /** The signer's certificate first, then its chain (issuing CA first, root last). */
  certificates: pkijs.Certificate[];
  signingCertificateV2: asn1js.Sequence;
  key: Promise<webcrypto.CryptoKey>;
}

interface Entry extends PreparedSigner {
  /** What it was prepared from: a credentials object changed since gets prepared afresh. */
  source: { certificate: string; chain: string[]; privateKey: KeyObject };
}

const prepared = new WeakMap<SignerCredentials, Entry>();

/** The signer's prepared form, made on first use and kept as long as `credentials` lives. */
export function prepareSigner(credentials: SignerCredentials): PreparedSigner {
  const cached = prepared.get(credentials);
  if (cached && isPreparedFrom(cached, credentials)) return cached;
  const der = new X509Certificate(credentials.certificate).raw;
  const certificate = EncodedCertificate.fromDer(der);
  const entry: Entry = {
    certificate,
    certificates: [certificate, ...credentials.chain.map(chainCertificate)],
    signingCertificateV2: signingCertificateV2(der, certificate),
    key: cryptoKeyOf(credentials.privateKey),
    source: {
      certificate: credentials.certificate,
      chain: [...credentials.chain],
      privateKey: credentials.privateKey,
    },
  };
  prepared.set(credentials, entry);
  return entry;
}

function isPreparedFrom(entry: Entry, credentials: SignerCredentials): boolean {
  const { source } = entry;
  return (
    source.certificate === credentials.certificate &&
    source.privateKey === credentials.privateKey &&
    source.chain.length === credentials.chain.length &&
    source.chain.every((pem, index) => pem === credentials.chain[index])
  );
}

/**
 * A certificate whose encoding is computed once. pkijs re-parses a certificate's TBS part
 * every time it is encoded into a CMS; a certificate is immutable, so its schema is kept.
 */
class EncodedCertificate extends pkijs.Certificate {
  private encoded: asn1js.Sequence | undefined;

  static fromDer(der: Uint8Array): EncodedCertificate {
    return EncodedCertificate.fromBER(toArrayBuffer(der)) as EncodedCertificate;
  }

  override toSchema(encodeFlag = false): asn1js.Sequence {
    if (encodeFlag) return super.toSchema(true);
    this.encoded ??= super.toSchema(false);
    return this.encoded;
  }
}

/** CA certificates are the same for every signer: parsed once per PEM (a handful at most). */
const chainCertificates = new Map<string, EncodedCertificate>();
const CHAIN_CACHE_LIMIT = 32;

function chainCertificate(pem: string): EncodedCertificate {
  let certificate = chainCertificates.get(pem);
  if (!certificate) {
    certificate = EncodedCertificate.fromDer(new X509Certificate(pem).raw);
    if (chainCertificates.size >= CHAIN_CACHE_LIMIT) chainCertificates.clear();
    chainCertificates.set(pem, certificate);
  }
  return certificate;
}

/** pkijs signs through WebCrypto: each node key is imported once (keys are immutable). */
const cryptoKeys = new WeakMap<KeyObject, Promise<webcrypto.CryptoKey>>();

function cryptoKeyOf(key: KeyObject): Promise<webcrypto.CryptoKey> {
  let cryptoKey = cryptoKeys.get(key);
  if (!cryptoKey) {
    cryptoKey = webcrypto.subtle.importKey(
      'pkcs8',
      toArrayBuffer(key.export({ type: 'pkcs8', format: 'der' })),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    cryptoKeys.set(key, cryptoKey);
    // A failed import is not cached: the next signature tries again and reports it.
    cryptoKey.catch(() => cryptoKeys.delete(key));
  }
  return cryptoKey;
}

/**
 * SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } (RFC 5035). The hash
 * algorithm is SHA-256, the DEFAULT, so DER omits it; issuerSerial names the certificate fully.
 */
function signingCertificateV2(der: Uint8Array, certificate: pkijs.Certificate): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({
        names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })],
      }).toSchema(),
      certificate.serialNumber,
    ],
  });
  const certHash = createHash('sha256').update(der).digest();
  const essCertId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(certHash) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
}
