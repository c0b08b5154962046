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
 * A certificate that encodes to its issued DER as it is. pkijs re-parses a certificate's TBS
 * part and asn1js re-encodes every node of it each time it goes into a CMS (~0.2 ms apiece,
 * six per signature); a certificate is immutable, so its bytes are carried instead.
 */
class EncodedCertificate extends pkijs.Certificate {
  private encoded!: asn1js.BaseBlock;

  static fromDer(der: Uint8Array): EncodedCertificate {
    const certificate = EncodedCertificate.fromBER(toArrayBuffer(der)) as EncodedCertificate;
    certificate.encoded = preEncoded(der);
    return certificate;
  }

  override toSchema(encodeFlag = false): asn1js.Sequence {
    if (encodeFlag) return super.toSchema(true);
    // Typed as a Sequence by pkijs; what the CMS encoder needs is a node with the same bytes.
    return this.encoded as asn1js.Sequence;
  }
}

/**
 * An asn1js node that encodes to `der` exactly: the element's content octets are carried as
 * they are, and asn1js writes the same tag and length in front. Checked once here.
 */
function preEncoded(der: Uint8Array): asn1js.BaseBlock {
  const parsed = asn1js.fromBER(toArrayBuffer(der));
  if (parsed.offset !== der.byteLength) throw new Error('The certificate is not one DER element.');
  const { idBlock, lenBlock } = parsed.result;
  const node = new asn1js.Primitive({
    idBlock: { tagClass: idBlock.tagClass, tagNumber: idBlock.tagNumber },
    valueHex: der.subarray(idBlock.blockLength + lenBlock.blockLength),
  });
  node.idBlock.isConstructed = idBlock.isConstructed;
  if (!Buffer.from(node.toBER()).equals(der)) {
    throw new Error('The certificate does not re-encode to its DER.');
  }
  return node;
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
