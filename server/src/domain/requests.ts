import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { components, operations } from '../../../src/api/schema.gen';
import type { Db } from '../db/database';
import { documents, signatureRequests, signatures, users, type UserRow } from '../db/schema';

type Schemas = components['schemas'];
type View = Schemas['DashboardView'];
type Sort = Schemas['SortOrder'];
export type ListQuery = NonNullable<operations['listSignatureRequests']['parameters']['query']>;

const DEFAULTS = { view: 'all', sort: 'updated_desc', page: 1, size: 25 } as const;

/** Escapes LIKE wildcards so that a search for "50%" finds that text, not everything. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One page of the requests a user can see (owned, or addressed to the user as a signer by
 * account or by e-mail), with the number of requests in every dashboard view for the same
 * search. Four queries whatever the page size: counts, page, documents, signatures.
 */
export async function listSignatureRequests(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  query: ListQuery,
): Promise<Schemas['SignatureRequestPage']> {
  const view = query.view ?? DEFAULTS.view;
  const sort = query.sort ?? DEFAULTS.sort;
  const page = query.page ?? DEFAULTS.page;
  const size = query.size ?? DEFAULTS.size;

  const isMine = or(eq(signatures.userId, user.id), eq(signatures.email, user.email));
  const visibleIds = union(
    db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(eq(signatureRequests.ownerId, user.id)),
    db.select({ id: signatures.requestId }).from(signatures).where(isMine),
  );
  // The user's own signature per request; an OPEN one wins if the user signs twice.
  const mine = db
    .select({
      requestId: signatures.requestId,
      status: sql<Schemas['SignatureStatus']>`(array_agg(${signatures.statusCode}
        order by (${signatures.statusCode} = 'OPEN') desc, ${signatures.id}))[1]`.as('my_status'),
    })
    .from(signatures)
    .where(isMine)
    .groupBy(signatures.requestId)
    .as('mine');

  const visible = db.$with('visible').as(
    db
      .select({
        id: signatureRequests.id,
        ownerId: signatureRequests.ownerId,
        title: signatureRequests.title,
        statusOverall: signatureRequests.statusOverall,
        quality: signatureRequests.quality,
        legislation: signatureRequests.legislation,
        createdAt: signatureRequests.createdAt,
        updatedAt: signatureRequests.updatedAt,
        expirationDate: signatureRequests.expirationDate,
        myStatus: mine.status,
      })
      .from(signatureRequests)
      .leftJoin(mine, eq(mine.requestId, signatureRequests.id))
      .where(
        and(
          // The union lets PostgreSQL use the owner and signer indexes instead of a full scan.
          inArray(signatureRequests.id, visibleIds),
          query.search ? ilike(signatureRequests.title, likeContains(query.search)) : undefined,
        ),
      ),
  );

  const inView: Record<View, SQL | undefined> = {
    all: ne(visible.statusOverall, 'DRAFT'),
    toSign: and(eq(visible.statusOverall, 'OPEN'), eq(visible.myStatus, 'OPEN')),
    pending: and(
      eq(visible.statusOverall, 'OPEN'),
      or(isNull(visible.myStatus), ne(visible.myStatus, 'OPEN')),
    ),
    completed: eq(visible.statusOverall, 'SIGNED'),
    declined: inArray(visible.statusOverall, ['DECLINED', 'WITHDRAWN']),
    // Someone else's draft is not shown to its future signers.
    drafts: and(eq(visible.statusOverall, 'DRAFT'), eq(visible.ownerId, user.id)),
  };
  const order: Record<Sort, SQL[]> = {
    updated_desc: [desc(visible.updatedAt), desc(visible.id)],
    updated_asc: [asc(visible.updatedAt), asc(visible.id)],
    created_desc: [desc(visible.createdAt), desc(visible.id)],
    created_asc: [asc(visible.createdAt), asc(visible.id)],
    title_asc: [asc(sql`lower(${visible.title})`), asc(visible.id)],
    title_desc: [desc(sql`lower(${visible.title})`), desc(visible.id)],
  };

  const countOf = (name: View) =>
    sql<number>`count(*) filter (where ${inView[name]})`.mapWith(Number);
  const countFields = {
    all: countOf('all'),
    toSign: countOf('toSign'),
    pending: countOf('pending'),
    completed: countOf('completed'),
    declined: countOf('declined'),
    drafts: countOf('drafts'),
  };
  const [countRows, rows] = await Promise.all([
    db.with(visible).select(countFields).from(visible),
    db
      .with(visible)
      .select({
        id: visible.id,
        title: visible.title,
        statusOverall: visible.statusOverall,
        quality: visible.quality,
        legislation: visible.legislation,
        createdAt: visible.createdAt,
        updatedAt: visible.updatedAt,
        expirationDate: visible.expirationDate,
        myStatus: visible.myStatus,
        owner: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(visible)
      .innerJoin(users, eq(users.id, visible.ownerId))
      .where(inView[view])
      .orderBy(...order[sort])
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const counts = countRows[0] ?? {
    all: 0,
    toSign: 0,
    pending: 0,
    completed: 0,
    declined: 0,
    drafts: 0,
  };

  const ids = rows.map((row) => row.id);
  const [documentRows, signatureRows] = ids.length
    ? await Promise.all([
        db
          .select({ id: documents.id, name: documents.name, requestId: documents.requestId })
          .from(documents)
          .where(inArray(documents.requestId, ids))
          .orderBy(asc(documents.createdAt), asc(documents.name)),
        db
          .select()
          .from(signatures)
          .where(inArray(signatures.requestId, ids))
          .orderBy(sql`${signatures.sequence} asc nulls last`, asc(signatures.email)),
      ])
    : [[], []];

  const items = rows.map(({ owner, ...request }): Schemas['SignatureRequestSummary'] => ({
    id: request.id,
    title: request.title,
    status_overall: request.statusOverall,
    quality: request.quality,
    legislation: request.legislation,
    owner: { email_address: owner.email, first_name: owner.firstName, last_name: owner.lastName },
    documents: documentRows
      .filter((document) => document.requestId === request.id)
      .map(({ id, name }) => ({ id, name })),
    signatures: signatureRows
      .filter((signature) => signature.requestId === request.id)
      .map((signature) => ({
        sid: signature.id,
        status_code: signature.statusCode,
        account_email: signature.email,
        signer_identity_data: {
          email_address: signature.email,
          first_name: signature.firstName,
          last_name: signature.lastName,
        },
        sequence: signature.sequence,
        signed_at: signature.signedAt?.toISOString() ?? null,
      })),
    my_signature_status: request.myStatus,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    expiration_date: request.expirationDate?.toISOString() ?? null,
  }));

  const totalItems = counts[view];
  return {
    items,
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / size),
    current_page: page,
    size,
    counts,
  };
}
