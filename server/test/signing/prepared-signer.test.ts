import { X509Certificate, createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadOrCreateAuthority,
  type CertificateAuthority,
  type SignerCredentials,
} from '../../src/pki/certificate-authority.ts';
import { createSignedData, encodeContentInfo, sha256 } from '../../src/pki/cms.ts';
import { OID } from '../../src/pki/oids.ts';
import { toArrayBuffer, toPkijsCertificate } from '../../src/pki/pki.ts';
import { prepareSigner } from '../../src/pki/prepared-signer.ts';

let authority: CertificateAuthority;
let credentials: SignerCredentials;

beforeAll(async () => {
  authority = await loadOrCreateAuthority({ keyPoolSize: 0 });
  credentials = await authority.issueSignerCertificate({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    quality: 'AES',
  });
});

/** A CMS over `content` by `signer`, as DER, parsed back the way a relying party reads it. */
async function signAndParse(signer: SignerCredentials, content: Uint8Array) {
  const der = encodeContentInfo(
    await createSignedData({ contentType: OID.data, content, digest: sha256(content), signer }),
  );
  const info = new pkijs.ContentInfo({ schema: asn1js.fromBER(toArrayBuffer(der)).result });
  return new pkijs.SignedData({ schema: info.content });
}

const derOf = (pem: string) => Buffer.from(new X509Certificate(pem).raw);

describe('prepared signer', () => {
  it('is prepared once per credentials and reused for every CMS', () => {
    expect(prepareSigner(credentials)).toBe(prepareSigner(credentials));
    const copy = { ...credentials, chain: [...credentials.chain] };
    // The CA certificates are shared by every signer; only the signer's own part is new.
    expect(prepareSigner(copy).certificates.slice(1)).toEqual(
      prepareSigner(credentials).certificates.slice(1),
    );
  });

  it('is prepared afresh when the credentials object is changed', async () => {
    const other = await authority.issueSignerCertificate({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      quality: 'SES',
    });
    const changing = { ...credentials };
    const before = prepareSigner(changing);
    changing.certificate = other.certificate;
    changing.privateKey = other.privateKey;
    const after = prepareSigner(changing);
    expect(after).not.toBe(before);
    expect(Buffer.from(after.certificate.serialNumber.valueBlock.valueHexView)).toEqual(
      Buffer.from(toPkijsCertificate(other.certificate).serialNumber.valueBlock.valueHexView),
    );
  });

  it('signs every CMS validly, carrying the exact certificates and the ESS binding', async () => {
    const { root } = authority.certificates();
    for (const text of ['first document', 'second document', 'third document']) {
      const content = Buffer.from(text);
      const signedData = await signAndParse(credentials, content);
      const result = await signedData.verify({
        signer: 0,
        data: toArrayBuffer(content),
        trustedCerts: [toPkijsCertificate(root)],
        checkChain: true,
        extendedMode: true,
      });
      expect(result.signatureVerified).toBe(true);
      // Encoding a cached certificate again and again yields its issued DER, byte for byte.
      const carried = signedData.certificates!.map((certificate) =>
        Buffer.from((certificate as pkijs.Certificate).toSchema(false).toBER()),
      );
      expect(carried).toEqual([credentials.certificate, ...credentials.chain].map(derOf));

      const ess = signedData.signerInfos[0]!.signedAttrs!.attributes.find(
        (attribute) => attribute.type === OID.signingCertificateV2,
      )!;
      const essCertId = (ess.values[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
      const certHash = (essCertId.valueBlock.value[0] as asn1js.Sequence).valueBlock
        .value[0] as asn1js.OctetString;
      expect(Buffer.from(certHash.valueBlock.valueHexView)).toEqual(
        createHash('sha256').update(derOf(credentials.certificate)).digest(),
      );
    }
  });
});
