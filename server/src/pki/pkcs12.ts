import { createPrivateKey, type KeyObject } from 'node:crypto';
// node-forge beside pkijs: an operator's PKCS#12 is often a legacy export (pbeWithSHAAnd3-
// KeyTripleDES-CBC, RC2-40: Windows and OpenSSL < 3); pkijs decrypts PBES2 only and WebCrypto
// has neither cipher.
import forge from 'node-forge';

const { pki, asn1 } = forge;

/** What a PKCS#12 file holds: one private key, its certificate and the certificates above it. */
export interface Pkcs12Contents {
  key: KeyObject;
  certificate: forge.pki.Certificate;
  /** The issuers of `certificate` found in the file, nearest first (a self-signed root last). */
  chain: forge.pki.Certificate[];
}

const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

/**
 * Opens a PKCS#12 file. The certificate whose public key matches the private key is the holder's;
 * the others are ordered into its chain by issuer name and signature. Throws a message naming
 * what is wrong (the passphrase, no key, no matching certificate).
 */
export function readPkcs12(bytes: Uint8Array, password: string): Pkcs12Contents {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(forge.util.binary.raw.encode(bytes)), password);
  } catch (error) {
    // forge says "Invalid password?" or "Too few bytes to read ASN.1 value." and the like.
    throw new Error(
      `It is not a PKCS#12 file, or the passphrase is wrong (${(error as Error).message})`,
    );
  }
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(SHROUDED_KEY_BAG), ...bags(KEY_BAG)];
  const forgeKey = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!forgeKey) throw new Error('It holds no (RSA) private key');
  const certs = bags(CERT_BAG)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const certificate = certs.find((cert) =>
    (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(forgeKey.n),
  );
  if (!certificate) throw new Error('It holds no certificate for its private key');
  return {
    key: createPrivateKey(pki.privateKeyToPem(forgeKey)),
    certificate,
    chain: chainAbove(certificate, certs),
  };
}

/** Walks up from `certificate` to the issuer of each in turn, until a self-signed one. */
function chainAbove(
  certificate: forge.pki.Certificate,
  candidates: forge.pki.Certificate[],
): forge.pki.Certificate[] {
  const chain: forge.pki.Certificate[] = [];
  let current = certificate;
  while (!isSelfSigned(current) && chain.length < candidates.length) {
    const issuer = candidates.find(
      // forge's child.isIssuer(parent): the parent's subject is the child's issuer.
      (cert) => cert !== current && current.isIssuer(cert) && signed(cert, current),
    );
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  return chain;
}

export function isSelfSigned(cert: forge.pki.Certificate): boolean {
  return cert.isIssuer(cert) && signed(cert, cert);
}

/** Whether `issuer`'s key verifies `child`'s signature. */
function signed(issuer: forge.pki.Certificate, child: forge.pki.Certificate): boolean {
  try {
    return issuer.verify(child);
  } catch {
    return false;
  }
}
