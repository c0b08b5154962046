import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { samplePdf } from '../../src/pdf/sample-pdf';
import { verifyPdfSignatures } from '../../src/pki/verify';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { startS3TestServer, type S3TestServer } from '../s3/s3-test-server';
import { freePort, startServer } from '../server-process';
import { missingTools, pdfsig } from '../signing/tools';
import { createDatabase } from '../test-databases';

/**
 * Scale-out, end to end: two server processes as `npm start` runs them, on one PostgreSQL
 * database, one S3 bucket (s3rver) and one mail server, started at the same moment on a
 * database without signing keys. Every call goes to the other node than the one before, as a
 * load balancer without sticky sessions would send them: sign-ups by mail, a request created,
 * its PDF uploaded, sent, signed by two people, downloaded. Both signatures must verify and
 * chain to the one root the two nodes share.
 *
 * Needs a PostgreSQL server (the embedded database is one process's): it runs in CI's second,
 * PostgreSQL pass (`scripts/with-postgres.sh`).
 */
const seed = inject('testDatabaseSeed');
const onPostgres = 'serverUrl' in seed;

const nodes: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const node of nodes) node.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface Reply {
  status: number;
  json: Record<string, unknown>;
  bytes: Uint8Array;
}

/** Sends each call to the next node in turn. */
function roundRobin(ports: number[]) {
  let turn = 0;
  const served: number[] = [];
  const call = async (
    method: string,
    path: string,
    { token, body, pdf }: { token?: string; body?: unknown; pdf?: Uint8Array } = {},
  ): Promise<Reply> => {
    const port = ports[turn++ % ports.length]!;
    served.push(port);
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(pdf ? { 'content-type': 'application/pdf' } : {}),
      },
      body: pdf ?? (body ? JSON.stringify(body) : undefined),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let json: Reply['json'] = {};
    try {
      json = JSON.parse(Buffer.from(bytes).toString('utf8')) as Reply['json'];
    } catch {
      // A PDF or an empty answer.
    }
    return { status: response.status, json, bytes };
  };
  return { call, served };
}

/** The token of the link in the newest mail to `to` whose link leads to `path`. */
async function mailedToken(smtp: SmtpSink, to: string, path: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const raw of [...smtp.received].reverse()) {
      const mail = await simpleParser(raw);
      const addressed = [mail.to].flat().some((field) => field?.text.includes(to));
      const link = mail.text?.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0];
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (addressed && token) return token;
    }
    await sleep(200);
  }
  throw new Error(`no mail to ${to} with a link to ${path}`);
}

describe.runIf(onPostgres)(
  'two app nodes on one PostgreSQL, one bucket and one mail server',
  () => {
    it('serve a whole journey with every call on the other node', async () => {
      if (!('serverUrl' in seed)) return;
      const database = await createDatabase(seed);
      cleanups.push(database.drop);
      const databaseUrl = (database.target as { url: string }).url;
      const s3: S3TestServer = await startS3TestServer();
      cleanups.push(() => s3.close());
      const smtp = await startSmtpSink();
      cleanups.push(() => smtp.close());
      const shared = {
        DATABASE_URL: databaseUrl,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        SMTP_URL: smtp.url,
        PARAPH_DEMO: '0',
      };
      const dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'paraph-node-'))));
      for (const dir of dataDirs) cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const ports = await Promise.all([freePort(), freePort()]);
      // Both at once, on a database without signing keys: exactly one root must result.
      const started = await Promise.all(
        ports.map((port, index) => startServer({ port, dataDir: dataDirs[index]! }, shared)),
      );
      nodes.push(...started.map((node) => node.child));
      const { call, served } = roundRobin(ports);

      const signUp = async (email: string, firstName: string) => {
        const asked = await call('POST', '/v1/request-confirmation', {
          body: { email, lang: 'en-gb' },
        });
        expect(asked.status).toBe(202);
        const token = await mailedToken(smtp, email, '/signup/confirm');
        const registered = await call('POST', '/v1/register', {
          body: {
            firstName,
            lastName: 'Cluster',
            password: 'a long cluster passphrase 2026',
            token,
            gtc: true,
            language: 'en-gb',
          },
        });
        expect(registered.status, JSON.stringify(registered.json)).toBe(201);
        return String(registered.json.token);
      };
      const stamp = Date.now();
      const people = ['owner', 'first', 'second'].map((who) => `${who}-${stamp}@cluster.example`);
      const [owner, first, second] = await Promise.all(
        people.map((email, index) => signUp(email, ['Olga', 'Fritz', 'Sara'][index]!)),
      );

      const created = await call('POST', '/v3/signature-requests', {
        token: owner,
        body: { title: 'Cluster contract', documents: [], signatures: [] },
      });
      expect(created.status).toBe(201);
      const requestId = String(created.json.id);
      const uploaded = await call(
        'POST',
        `/v3/signature-requests/${requestId}/documents?filename=contract.pdf`,
        { token: owner, pdf: await samplePdf({ title: 'Cluster contract', pages: 3 }) },
      );
      expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
      const documentId = String(uploaded.json.id);
      for (const email of people.slice(1)) {
        const added = await call('POST', `/v3/signature-requests/${requestId}/signatures`, {
          token: owner,
          body: { signer_identity_data: { email_address: email } },
        });
        expect(added.status, JSON.stringify(added.json)).toBeLessThan(300);
      }
      const sent = await call('POST', `/v3/signature-requests/${requestId}/initiate`, {
        token: owner,
      });
      expect(sent.status, JSON.stringify(sent.json)).toBeLessThan(300);

      const signBody = {
        signatureRequests: [
          { signatureRequestId: requestId, documentSignatures: [{ document_id: documentId }] },
        ],
      };
      for (const signer of [first, second]) {
        const signed = await call('POST', '/v3/sign', { token: signer, body: signBody });
        expect(signed.status, JSON.stringify(signed.json)).toBe(200);
      }
      const finished = await call('GET', `/v3/signature-requests/${requestId}`, { token: owner });
      expect(finished.json.status_overall).toBe('SIGNED');
      const download = await call('GET', `/v3/documents/${documentId}/download?signed=true`, {
        token: owner,
      });
      expect(download.status).toBe(200);

      // One root in the shared table, and both signatures chain to it.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const roots = await client
        .query<{ certificate: string }>(
          `select certificate from signing_keys where purpose = 'root'`,
        )
        .finally(() => client.end());
      expect(roots.rows).toHaveLength(1);
      const verified = await verifyPdfSignatures(download.bytes, [roots.rows[0]!.certificate]);
      expect(verified.map(({ intact, trusted }) => ({ intact, trusted }))).toEqual([
        { intact: true, trusted: true },
        { intact: true, trusted: true },
      ]);
      if (!missingTools.includes('pdfsig')) {
        expect(pdfsig(download.bytes).map((signature) => signature.valid)).toEqual([true, true]);
      }

      // Both nodes served, the documents live in the bucket and in no node's folder.
      expect(new Set(served)).toEqual(new Set(ports));
      const objects = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(objects.KeyCount).toBeGreaterThan(0);
      for (const dir of dataDirs) expect(existsSync(join(dir, 'blobs'))).toBe(false);
    }, 300_000);
  },
);
