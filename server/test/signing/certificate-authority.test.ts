import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import {
  createHierarchy,
  legislationOfCertificate,
  loadOrCreateAuthority,
  qualityOfCertificate,
} from '../../src/pki/certificate-authority.ts';
import { issuingCaFromPkcs12 } from '../../src/pki/configured-keys.ts';
import { pkcs12Of } from './pkcs12-fixture.ts';

describe('certificate authority', () => {
  it('issues short-lived signer certificates with the quality policy and usages', async () => {
    const authority = await loadOrCreateAuthority({ keyPoolSize: 1 });
    const before = Date.now();
    const issued = await authority.issueSignerCertificate({
      name: 'Zoë Müller',
      email: 'zoe@example.com',
      quality: 'AES',
      legislation: 'ZERTES',
    });
    const cert = new X509Certificate(issued.certificate);
    expect(cert.subject).toContain('CN=Zoë Müller');
    expect(cert.subject).toContain('emailAddress=zoe@example.com');
    expect(cert.keyUsage).toEqual(
      expect.arrayContaining(['1.3.6.1.5.5.7.3.4', '1.3.6.1.4.1.311.10.3.12']),
    );
    expect(new Date(cert.validFrom).getTime()).toBeLessThanOrEqual(before - 59_000);
    expect(new Date(cert.validTo).getTime() - new Date(cert.validFrom).getTime()).toBe(11 * 60_000);
    expect(qualityOfCertificate(issued.certificate)).toBe('AES');
    expect(legislationOfCertificate(issued.certificate)).toBe('ZERTES');
    expect(cert.checkPrivateKey(issued.privateKey)).toBe(true);
    expect(issued.chain.map((pem) => new X509Certificate(pem).subject)).toEqual([
      'CN=Paraph Issuing CA\nO=Paraph',
      'CN=Paraph Root CA\nO=Paraph',
    ]);
    const forgeCert = forge.pki.certificateFromPem(issued.certificate);
    const keyUsage = forgeCert.getExtension('keyUsage') as Record<string, unknown>;
    expect(keyUsage).toMatchObject({
      critical: true,
      digitalSignature: true,
      nonRepudiation: true,
    });
  });

  it('marks DEMO certificates visibly and seals with the organisation', async () => {
    const authority = await loadOrCreateAuthority({ keyPoolSize: 0 });
    const demo = await authority.issueSignerCertificate({
      name: 'Demo User',
      email: 'demo@example.com',
      quality: 'DEMO',
    });
    expect(new X509Certificate(demo.certificate).subject).toContain(
      'OU=DEMO – not legally binding',
    );
    expect(qualityOfCertificate(demo.certificate)).toBe('DEMO');

    const seal = await authority.issueSignerCertificate({
      name: 'Acme Seal',
      email: 'seal@acme.example',
      quality: 'AES',
      seal: { organisation: 'Acme AG' },
    });
    const subject = new X509Certificate(seal.certificate).subject;
    expect(subject).toContain('O=Acme AG');
    expect(subject).not.toContain('emailAddress');
  });

  it('loads the issuing CA and its chain from a PKCS#12 file', { timeout: 120_000 }, async () => {
    const hierarchy = await createHierarchy();
    const issuing = forge.pki.certificateToPem(hierarchy.issuing.cert);
    const root = forge.pki.certificateToPem(hierarchy.chain[0]!);
    const { bytes } = pkcs12Of(hierarchy.issuing.key, [root, issuing], 'secret');
    const loaded = await loadOrCreateAuthority({
      hierarchy: issuingCaFromPkcs12(bytes, 'secret'),
      keyPoolSize: 0,
    });
    expect(loaded.certificates()).toEqual({ root, issuing });
    const signer = await loaded.issueSignerCertificate({
      name: 'P',
      email: 'p@example.com',
      quality: 'QES',
    });
    expect(signer.chain).toEqual([issuing, root]);
    expect(
      new X509Certificate(signer.certificate).verify(new X509Certificate(issuing).publicKey),
    ).toBe(true);
    expect(() => issuingCaFromPkcs12(bytes, 'wrong')).toThrow(
      'It is not a PKCS#12 file, or the passphrase is wrong',
    );
  });

  it('measures signer key and certificate issuance', async () => {
    const authority = await loadOrCreateAuthority({ keyPoolSize: 0 });
    const start = performance.now();
    for (let i = 0; i < 3; i++) {
      await authority.issueSignerCertificate({ name: 'T', email: 't@example.com', quality: 'SES' });
    }
    console.log(
      `issueSignerCertificate without key pool: ${((performance.now() - start) / 3).toFixed(0)} ms`,
    );
  });
});
