import type { KeyObject } from 'node:crypto';
// forge writes a 3DES PKCS#12: the legacy export operators often have (see pkcs12.ts).
import forge from 'node-forge';
import type { Pkcs12Source } from '../../src/plugins/signing.ts';

/** A throwaway PKCS#12 made in the test, never a committed file. */
export function pkcs12Of(
  key: KeyObject,
  certificates: string[],
  password: string,
  name = 'TEST_P12',
): Pkcs12Source {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(key.export({ type: 'pkcs8', format: 'pem' }).toString()),
    certificates.map((pem) => forge.pki.certificateFromPem(pem)),
    password,
    { algorithm: '3des' },
  );
  return { bytes: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), password, name };
}
