import forge from 'node-forge';
import type { Hierarchy, SignerCredentials } from './certificate-authority.ts';
import { isSelfSigned, readPkcs12, type Pkcs12Contents } from './pkcs12.ts';

const { pki } = forge;

/**
 * An operator's issuing CA from a PKCS#12 (key, certificate and the chain to its root), checked
 * before use: a CA certificate (basicConstraints cA) that may sign certificates (keyUsage
 * keyCertSign), valid at `now`, with its chain up to a self-signed root in the file.
 */
export function issuingCaFromPkcs12(
  bytes: Uint8Array,
  password: string,
  now = new Date(),
): Hierarchy {
  const contents = readPkcs12(bytes, password);
  const { certificate, chain } = contents;
  const constraints = certificate.getExtension('basicConstraints') as { cA?: boolean } | undefined;
  if (!constraints?.cA)
    throw new Error('Its certificate is not a CA certificate (basicConstraints cA)');
  const usage = certificate.getExtension('keyUsage') as { keyCertSign?: boolean } | undefined;
  if (!usage?.keyCertSign) {
    throw new Error('Its certificate may not sign certificates (keyUsage keyCertSign)');
  }
  checkValidity(contents, now);
  const top = chain[chain.length - 1] ?? certificate;
  if (!isSelfSigned(top)) {
    throw new Error('It holds no chain up to a self-signed root certificate');
  }
  return { issuing: { cert: certificate, key: contents.key }, chain };
}

/**
 * An operator's time-stamping unit from a PKCS#12: a certificate for time-stamping (extended key
 * usage timeStamping, RFC 3161 §2.3) valid at `now`, with whatever chain the file holds.
 */
export function timestampUnitFromPkcs12(
  bytes: Uint8Array,
  password: string,
  now = new Date(),
): SignerCredentials {
  const contents = readPkcs12(bytes, password);
  const { certificate, chain } = contents;
  const extended = certificate.getExtension('extKeyUsage') as
    { timeStamping?: boolean } | undefined;
  if (!extended?.timeStamping) {
    throw new Error('Its certificate is not for time-stamping (extKeyUsage timeStamping)');
  }
  const usage = certificate.getExtension('keyUsage') as { digitalSignature?: boolean } | undefined;
  if (usage && !usage.digitalSignature) {
    throw new Error('Its certificate may not sign (keyUsage digitalSignature)');
  }
  checkValidity(contents, now);
  return {
    certificate: pki.certificateToPem(certificate),
    privateKey: contents.key,
    chain: chain.map((cert) => pki.certificateToPem(cert)),
  };
}

function checkValidity({ certificate, chain }: Pkcs12Contents, now: Date): void {
  for (const cert of [certificate, ...chain]) {
    const name = cert.subject.getField('CN')?.value ?? 'a certificate';
    if (now < cert.validity.notBefore) {
      throw new Error(`${name} is not valid before ${cert.validity.notBefore.toISOString()}`);
    }
    if (now > cert.validity.notAfter) {
      throw new Error(`${name} expired on ${cert.validity.notAfter.toISOString()}`);
    }
  }
}
