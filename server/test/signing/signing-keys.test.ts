import { X509Certificate, createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp as buildServerApp } from '../../src/app';
import { signingKeys } from '../../src/db/schema';
import { loadOrCreateSigningKeys } from '../../src/domain/signing/signing-keys';
import { samplePdf } from '../../src/pdf/sample-pdf';
import {
  createHierarchy,
  loadOrCreateAuthority,
  type CertificateAuthority,
  type Hierarchy,
  type SignerCredentials,
} from '../../src/pki/certificate-authority';
import { signPdf } from '../../src/pki/pades';
import { parseDer } from '../../src/pki/pki';
import { verifyPdfSignatures } from '../../src/pki/verify';
import { buildApp, type TestApp } from '../build';
import { createDatabase } from '../test-databases';
import { pkcs12Of } from './pkcs12-fixture';
import { issuingCaFromPkcs12, timestampUnitFromPkcs12 } from '../../src/pki/configured-keys';
import type { Pkcs12Source } from '../../src/plugins/signing';
import { missingTools, pdfsig } from './tools';

const apps: TestApp[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 120_000);

async function freshApp(options: Parameters<typeof buildApp>[0] = {}): Promise<FastifyInstance> {
  const built = await buildApp(options);
  apps.push(built);
  return built.app;
}

const pem = (cert: forge.pki.Certificate) => forge.pki.certificateToPem(cert);

/** Signs a sample PDF as `name` through a node's signing services and checks it. */
async function signOn(app: FastifyInstance, name: string) {
  const authority = await app.signing.authority();
  const signer = await authority.issueSignerCertificate({
    name,
    email: 'ada@example.com',
    quality: 'AES',
  });
  const pdf = await signPdf(await samplePdf({ title: 'Contract', pages: 1 }), {
    signer,
    name,
    reason: 'I agree',
    signingTime: new Date(),
    timestampAuthority: await app.signing.timestamps(),
  });
  const [verified] = await verifyPdfSignatures(pdf, [authority.certificates().root]);
  expect(verified).toMatchObject({ intact: true, trusted: true, timestamp: { intact: true } });
  if (missingTools.length === 0) expect(pdfsig(pdf)[0]?.valid).toBe(true);
  return { authority, signer, verified: verified! };
}

/** The certificate a node's time-stamps are signed with. */
async function timestampCertificate(app: FastifyInstance): Promise<X509Certificate> {
  const tsa = await app.signing.timestamps();
  const token = await tsa.timestamp(createHash('sha256').update('x').digest());
  const info = new pkijs.ContentInfo({ schema: parseDer(token) });
  const signed = new pkijs.SignedData({ schema: info.content });
  const [first] = signed.certificates as pkijs.Certificate[];
  return new X509Certificate(Buffer.from(first!.toSchema().toBER()));
}

// Making CA keys takes seconds, and much longer on a loaded machine.
describe('signing keys created once per cluster', { timeout: 180_000 }, () => {
  it('two nodes starting at once on one database end with one CA and one TSA key', async () => {
    const seed = inject('testDatabaseSeed');
    const nodes: FastifyInstance[] = [];
    let drop = async () => {};
    if ('serverUrl' in seed) {
      // PostgreSQL: two app instances on one database, both loading their keys at start.
      const database = await createDatabase(seed);
      drop = database.drop;
      nodes.push(
        ...(await Promise.all(
          [1, 2].map(() =>
            buildServerApp({ database: database.target, signing: { loadAtStart: true } }),
          ),
        )),
      );
      await Promise.all(nodes.map((node) => node.ready()));
    } else {
      // PGlite is one process's: two loads racing on one database stand for two nodes.
      nodes.push(await freshApp());
    }
    try {
      const db = nodes[0]!.db;
      const [first, second] = await Promise.all(
        [0, 1].map((n) =>
          loadOrCreateSigningKeys(
            { db: nodes[n % nodes.length]!.db },
            { ca: true, timestamp: true },
          ),
        ),
      );
      expect(pem(first!.hierarchy!.issuing.cert)).toBe(pem(second!.hierarchy!.issuing.cert));
      expect(first!.timestampKey!.equals(second!.timestampKey!)).toBe(true);
      const rows = await db.select().from(signingKeys);
      expect(rows.map((row) => row.purpose).sort()).toEqual(['issuing', 'root', 'timestamp']);

      const signatures = await Promise.all(
        nodes.map((node, index) => signOn(node, `Signer ${index}`)),
      );
      const roots = signatures.map(({ verified }) => verified.chain.at(-1)?.subject);
      const stored = rows.find((row) => row.purpose === 'root')!.certificate!;
      for (const { authority, verified } of signatures) {
        expect(authority.certificates().root).toBe(stored);
        expect(verified.chain.at(-1)?.serial).toBe(new X509Certificate(stored).serialNumber);
      }
      expect(new Set(roots).size).toBe(1);
      // Each node certifies the one stored time-stamping key.
      const stamps = await Promise.all(nodes.map(timestampCertificate));
      const tsaKey = first!.timestampKey!;
      for (const stamp of stamps) expect(stamp.checkPrivateKey(tsaKey)).toBe(true);
    } finally {
      if (nodes.length > 1) await Promise.all(nodes.map((node) => node.close()));
      await drop();
    }
  });

  it('encrypts the stored private keys with SIGNING_KEYS_PASSPHRASE and needs it back', async () => {
    const { db } = await freshApp();
    const options = { ca: true, timestamp: true, passphrase: 'correct horse' };
    const created = await loadOrCreateSigningKeys({ db }, options);
    expect(created).toMatchObject({ wrote: { created: true }, encrypted: true });
    const rows = await db.select().from(signingKeys);
    for (const row of rows) {
      expect(row.privateKey).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    }
    const again = await loadOrCreateSigningKeys({ db }, options);
    expect(again.wrote).toEqual({ created: false, imported: false });
    expect(again.hierarchy!.issuing.key.equals(created.hierarchy!.issuing.key)).toBe(true);

    await expect(loadOrCreateSigningKeys({ db }, { ca: true, timestamp: true })).rejects.toThrow(
      'The signing keys in the database are encrypted: set SIGNING_KEYS_PASSPHRASE',
    );
    await expect(
      loadOrCreateSigningKeys({ db }, { ca: true, timestamp: true, passphrase: 'wrong' }),
    ).rejects.toThrow('SIGNING_KEYS_PASSPHRASE does not decrypt the signing keys');
    expect(await db.select().from(signingKeys)).toEqual(rows);
  });

  it('imports an older DATA_DIR/ca/ so earlier signatures keep their root', async () => {
    const old = await createHierarchy();
    const dir = await mkdtemp(join(tmpdir(), 'paraph-ca-'));
    dirs.push(dir);
    const root = pem(old.chain[0]!);
    await writeFile(join(dir, 'root.pem'), root);
    await writeFile(join(dir, 'issuing.pem'), pem(old.issuing.cert));
    const keyPem = (key: Hierarchy['issuing']['key']) =>
      key.export({ type: 'pkcs8', format: 'pem' });
    await writeFile(join(dir, 'issuing.key.pem'), keyPem(old.issuing.key));
    await writeFile(join(dir, 'root.key.pem'), keyPem(old.rootKey!));

    const app = await freshApp({ signing: { legacyCaDir: dir } });
    const { authority } = await signOn(app, 'Ada');
    expect(authority.certificates()).toEqual({ root, issuing: pem(old.issuing.cert) });
    const rows = await app.db.select().from(signingKeys);
    const stored = Object.fromEntries(rows.map((row) => [row.purpose, row]));
    expect(stored.root).toMatchObject({ certificate: root, privateKey: keyPem(old.rootKey!) });
    // Stored once: a later start reads the database, not the folder.
    const later = await loadOrCreateSigningKeys(
      { db: app.db },
      {
        ca: true,
        timestamp: true,
        legacyDir: dir,
      },
    );
    expect(later.wrote).toEqual({ created: false, imported: false });
  });
});

describe('signing keys from configuration (PKCS#12)', { timeout: 180_000 }, () => {
  let ca: Hierarchy;
  let authority: CertificateAuthority;
  let unit: SignerCredentials;
  const chainOf = (credentials: SignerCredentials) => [
    credentials.certificate,
    ...credentials.chain,
  ];

  beforeAll(async () => {
    ca = await createHierarchy();
    authority = await loadOrCreateAuthority({ hierarchy: ca, keyPoolSize: 0 });
    unit = await authority.issueTimestampCertificate({ name: 'Acme TSU', at: new Date() });
  }, 180_000);

  const caPkcs12 = () =>
    pkcs12Of(ca.issuing.key, [pem(ca.issuing.cert), pem(ca.chain[0]!)], 'ca-pass', 'TEST_CA_P12');

  it('signs under the configured issuing CA and stamps with the configured unit', async () => {
    const app = await freshApp({
      signing: {
        caPkcs12: caPkcs12(),
        tsaPkcs12: pkcs12Of(unit.privateKey, chainOf(unit), 'tsa-pass', 'TEST_TSA_P12'),
      },
    });
    const { verified } = await signOn(app, 'Ada');
    const issuing = new X509Certificate(pem(ca.issuing.cert));
    expect(verified.chain.map((cert) => cert.serial)).toEqual([
      issuing.serialNumber,
      new X509Certificate(pem(ca.chain[0]!)).serialNumber,
    ]);
    const stamp = await timestampCertificate(app);
    expect(stamp.serialNumber).toBe(new X509Certificate(unit.certificate).serialNumber);
    // Nothing configured was created in the database.
    expect(await app.db.select().from(signingKeys)).toEqual([]);
  });

  it('refuses to start on a wrong passphrase, naming the variable', async () => {
    await expect(
      buildApp({ signing: { caPkcs12: { ...caPkcs12(), password: 'wrong' } } }),
    ).rejects.toThrow(/^TEST_CA_P12: It is not a PKCS#12 file, or the passphrase is wrong/);
  });

  it('refuses a wrong file or the wrong key usage', async () => {
    const signer = await authority.issueSignerCertificate({
      name: 'Not a CA',
      email: 'x@example.com',
      quality: 'SES',
    });
    const expired = await authority.issueTimestampCertificate({
      name: 'Old TSU',
      at: new Date(Date.now() - 2 * 365 * 24 * 3600_000),
    });
    const asCa = (source: Pkcs12Source) => () => issuingCaFromPkcs12(source.bytes, source.password);
    const asUnit = (source: Pkcs12Source) => () =>
      timestampUnitFromPkcs12(source.bytes, source.password);
    expect(asCa({ ...caPkcs12(), bytes: Buffer.from('not a pkcs12 file') })).toThrow(
      /^It is not a PKCS#12 file/,
    );
    expect(asCa(pkcs12Of(signer.privateKey, chainOf(signer), 'p'))).toThrow(
      'Its certificate is not a CA certificate',
    );
    expect(asCa(pkcs12Of(ca.issuing.key, [pem(ca.issuing.cert)], 'p'))).toThrow(
      'It holds no chain up to a self-signed root certificate',
    );
    expect(asCa(pkcs12Of(ca.issuing.key, [signer.certificate], 'p'))).toThrow(
      'It holds no certificate for its private key',
    );
    expect(asUnit(pkcs12Of(signer.privateKey, chainOf(signer), 'p'))).toThrow(
      'Its certificate is not for time-stamping',
    );
    expect(asUnit(pkcs12Of(expired.privateKey, chainOf(expired), 'p'))).toThrow(
      /^Old TSU expired on /,
    );
  });
});
