import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// forge builds a 3DES PKCS#12: the legacy export pkijs cannot read (certificate-authority.ts).
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import {
  legislationOfCertificate,
  loadOrCreateAuthority,
  qualityOfCertificate,
} from '../../src/pki/certificate-authority.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('certificate authority', () => {
  it('creates the hierarchy once in dir/ca and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paraph-ca-'));
    dirs.push(dir);
    const first = await loadOrCreateAuthority({ dir, keyPoolSize: 0 });
    const second = await loadOrCreateAuthority({ dir, keyPoolSize: 0 });
    expect(second.certificates()).toEqual(first.certificates());
    expect((await readdir(join(dir, 'ca'))).sort()).toEqual([
      'issuing.key.pem',
      'issuing.pem',
      'root.key.pem',
      'root.pem',
    ]);
    for (const key of ['issuing.key.pem', 'root.key.pem']) {
      expect((await stat(join(dir, 'ca', key))).mode & 0o777).toBe(0o600);
    }
    const root = new X509Certificate(await readFile(join(dir, 'ca', 'root.pem')));
    const issuing = new X509Certificate(second.certificates().issuing);
    expect(root.ca && issuing.ca).toBe(true);
    expect(issuing.verify(root.publicKey)).toBe(true);
    // A certificate issued after the reload still chains to the stored root.
    const signer = await second.issueSignerCertificate({
      name: 'Ada',
      email: 'ada@example.com',
      quality: 'SES',
    });
    expect(new X509Certificate(signer.certificate).verify(issuing.publicKey)).toBe(true);
  });

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

  it('loads the issuing CA from a PKCS#12 file', async () => {
    const source = await loadOrCreateAuthority({ keyPoolSize: 0 });
    const dir = await mkdtemp(join(tmpdir(), 'paraph-ca-'));
    dirs.push(dir);
    const stored = await loadOrCreateAuthority({ dir, keyPoolSize: 0 });
    const { root, issuing } = stored.certificates();
    const issuingKey = await readFile(join(dir, 'ca', 'issuing.key.pem'), 'utf8');
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(issuingKey),
      [forge.pki.certificateFromPem(issuing), forge.pki.certificateFromPem(root)],
      'secret',
      { algorithm: '3des' },
    );
    const bytes = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
    const loaded = await loadOrCreateAuthority({
      pkcs12: { bytes, password: 'secret' },
      keyPoolSize: 0,
    });
    expect(loaded.certificates()).toEqual(stored.certificates());
    expect(loaded.certificates()).not.toEqual(source.certificates());
    const signer = await loaded.issueSignerCertificate({
      name: 'P',
      email: 'p@example.com',
      quality: 'QES',
    });
    expect(
      new X509Certificate(signer.certificate).verify(new X509Certificate(issuing).publicKey),
    ).toBe(true);
    await expect(
      loadOrCreateAuthority({ pkcs12: { bytes, password: 'wrong' }, keyPoolSize: 0 }),
    ).rejects.toThrow();
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
