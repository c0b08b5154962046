import { count, eq, sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';
import { samplePdf } from '../pdf/sample-pdf';
import { users } from '../db/schema';
import { createUser } from './accounts/accounts';
import { seedDemoBusiness } from './demo-business';
import { seedDemoEnterprise } from './demo-enterprise';
import { seedDemoVisualSignatures } from './demo-visual-signatures';
import {
  createSignatureRequest,
  type NewDocument,
  type NewSignatureRequest,
} from './requests/creation';

/** A readable sample contract named like the file, stored in the blob store. */
async function storeDemoDocument(blobs: BlobStore, name: string): Promise<NewDocument> {
  const title = name
    .replace(/\.pdf$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  const bytes = await samplePdf({ title, pages: 2 });
  const { sha256, size } = await blobs.put(bytes);
  return { name, sha256, size, pageCount: 2, pageWidth: 595.28, pageHeight: 841.89 };
}

/** The fixed, documented demo login; printed at start-up whenever demo mode is on. */
export const DEMO_CREDENTIALS = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };
const SECOND_ACCOUNT = { email: 'alex@paraph.example', firstName: 'Alex', lastName: 'Example' };

// Serialises the seed between app nodes starting at once on the same PostgreSQL.
const SEED_LOCK_KEY = 7_236_051_983;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoLogin = typeof DEMO_CREDENTIALS;

/**
 * On an empty database, creates the demo accounts and one request for every dashboard view of
 * Dana Demo. Does nothing when any account exists, so restarts keep the data as it is.
 * Returns the demo login when the demo account exists afterwards.
 */
export async function seedDemo({
  db,
  blobs,
  now,
}: {
  db: Db;
  blobs: BlobStore;
  now: Date;
}): Promise<DemoLogin | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if (existing && existing.n > 0) {
      const [demo] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_CREDENTIALS.email));
      return demo ? DEMO_CREDENTIALS : null;
    }

    // An older free plan: unlike the new one (free_v1, every sign-up) it may open /upload, so
    // the demo shows the whole upload → invite flow; a few more credits to try signing twice.
    // Already migrated (terms accepted): free_legacy would greet every session with the
    // "free migration" dialog.
    const demoAttributes = {
      lang: ['en-gb'],
      accepted_gtc: [now.toISOString()],
      free_account_type: ['free_migrated'],
      free_signatures_remaining: ['20'],
    };
    const dana = await createUser(
      { db: tx, now },
      {
        ...DEMO_CREDENTIALS,
        firstName: 'Dana',
        lastName: 'Demo',
        emailVerified: true,
        attributes: demoAttributes,
      },
    );
    await seedDemoVisualSignatures(
      { db: tx, blobs, now },
      { userId: dana.id, name: `${dana.firstName} ${dana.lastName}` },
    );
    const alex = await createUser(
      { db: tx, now },
      {
        ...SECOND_ACCOUNT,
        password: DEMO_CREDENTIALS.password,
        emailVerified: true,
        attributes: demoAttributes,
      },
    );

    const demoDocument = (name: string) => storeDemoDocument(blobs, name);
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const asDana = { email: dana.email, firstName: dana.firstName, lastName: dana.lastName };
    const asAlex = { email: alex.email, firstName: alex.firstName, lastName: alex.lastName };
    const requests: NewSignatureRequest[] = [
      {
        // Advanced under Swiss law: Dana is led to identify with the sandbox provider first.
        ownerId: alex.id,
        title: 'Employment contract – advanced signature',
        message: 'This one needs an advanced signature: identify once, then sign with the code.',
        status: 'OPEN',
        quality: 'AES',
        legislation: 'ZERTES',
        createdAt: daysAgo(1),
        documents: await Promise.all(['employment-contract.pdf'].map(demoDocument)),
        signers: [{ ...asDana, status: 'OPEN' }],
      },
      {
        ownerId: alex.id,
        title: 'Rental agreement Bahnhofstrasse 12',
        message: 'Please sign the rental agreement by the end of the week.',
        status: 'OPEN',
        createdAt: daysAgo(2),
        expirationDate: new Date(now.getTime() + 14 * DAY_MS),
        documents: await Promise.all(['rental-agreement.pdf'].map(demoDocument)),
        signers: [{ ...asDana, status: 'OPEN' }],
      },
      {
        ownerId: dana.id,
        title: 'Freelance contract – website redesign',
        message: 'Here is the contract we discussed.',
        status: 'OPEN',
        createdAt: daysAgo(3),
        documents: await Promise.all(
          ['freelance-contract.pdf', 'statement-of-work.pdf'].map(demoDocument),
        ),
        signers: [{ ...asAlex, status: 'OPEN' }],
      },
      {
        ownerId: dana.id,
        title: 'Non-disclosure agreement Alpine Consulting',
        status: 'SIGNED',
        createdAt: daysAgo(20),
        updatedAt: daysAgo(18),
        documents: await Promise.all(['nda-alpine-consulting.pdf'].map(demoDocument)),
        signers: [
          { ...asDana, status: 'SIGNED', sequence: 1, signedAt: daysAgo(19) },
          { ...asAlex, status: 'SIGNED', sequence: 2, signedAt: daysAgo(18) },
        ],
      },
      {
        ownerId: alex.id,
        title: 'Car sale agreement VW Golf',
        status: 'DECLINED',
        createdAt: daysAgo(10),
        updatedAt: daysAgo(9),
        documents: await Promise.all(['car-sale-agreement.pdf'].map(demoDocument)),
        signers: [{ ...asDana, status: 'DECLINED' }],
      },
      {
        ownerId: dana.id,
        title: 'Office lease extension 2027',
        status: 'WITHDRAWN',
        createdAt: daysAgo(30),
        updatedAt: daysAgo(25),
        documents: await Promise.all(['office-lease-extension.pdf'].map(demoDocument)),
        signers: [{ ...asAlex, status: 'WITHDRAWN' }],
      },
      {
        ownerId: dana.id,
        title: 'Consulting agreement Q1',
        status: 'DRAFT',
        createdAt: daysAgo(1),
        documents: await Promise.all(['consulting-agreement.pdf'].map(demoDocument)),
        signers: [{ ...asAlex, status: 'DRAFT' }],
      },
    ];
    for (const request of requests) await createSignatureRequest({ db: tx }, request);
    await seedDemoBusiness(tx, { now, password: DEMO_CREDENTIALS.password });
    await seedDemoEnterprise(tx, { now, password: DEMO_CREDENTIALS.password });
    return DEMO_CREDENTIALS;
  });
}
