import { sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '../../../../openapi/schema.gen';
import { compiledSql } from '../../db/compiled-sql';
import {
  documents,
  observers,
  signatureRequests,
  signatures,
  users,
  type UserRow,
} from '../../db/schema';
import type { RequestContext } from './context';

type Schemas = components['schemas'];
type View = Schemas['DashboardView'];
type Sort = Schemas['SortOrder'];
type Page = Schemas['SignatureRequestPage'];
export type ListQuery = NonNullable<operations['listSignatureRequests']['parameters']['query']>;

const DEFAULTS = { view: 'all', sort: 'updated_desc', page: 1, size: 25 } as const;
/** `maxItems` of a request's signatures in the contract. */
const MAX_SIGNERS = 200;
const NO_COUNTS: Page['counts'] = {
  all: 0,
  toSign: 0,
  pending: 0,
  completed: 0,
  declined: 0,
  drafts: 0,
};

/** Escapes LIKE wildcards so that a search for "50%" finds that text, not everything. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The same text as `Date.toISOString()`, made by the database so no driver parses dates. */
const iso = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Columns of the `visible` CTE (plain names: the CTE is written by hand below).
const v = {
  id: sql.raw('v.id'),
  ownerId: sql.raw('v.owner_id'),
  status: sql.raw('v.status_overall'),
  myStatus: sql.raw('v.my_status'),
  title: sql.raw('v.title'),
  createdAt: sql.raw('v.created_at'),
  updatedAt: sql.raw('v.updated_at'),
};

// The call's values, bound when the statement runs (its text is built once per shape).
const USER_ID = sql.placeholder('userId');
const EMAIL = sql.placeholder('email');

const VIEWS: Record<View, SQL> = {
  all: sql`${v.status} <> 'DRAFT'`,
  toSign: sql`${v.status} = 'OPEN' and ${v.myStatus} = 'OPEN'`,
  pending: sql`${v.status} = 'OPEN' and ${v.myStatus} is distinct from 'OPEN'`,
  completed: sql`${v.status} = 'SIGNED'`,
  declined: sql`${v.status} in ('DECLINED', 'WITHDRAWN')`,
  // Someone else's draft is not shown to its future signers or observers.
  drafts: sql`${v.status} = 'DRAFT' and ${v.ownerId} = ${USER_ID}`,
};

const ORDER: Record<Sort, SQL> = {
  updated_desc: sql`${v.updatedAt} desc, ${v.id} desc`,
  updated_asc: sql`${v.updatedAt} asc, ${v.id} asc`,
  created_desc: sql`${v.createdAt} desc, ${v.id} desc`,
  created_asc: sql`${v.createdAt} asc, ${v.id} asc`,
  title_asc: sql`lower(${v.title}) asc, ${v.id} asc`,
  title_desc: sql`lower(${v.title}) desc, ${v.id} desc`,
};

/** What the statement's text depends on; everything else is a value bound per call. */
interface Shape {
  view: View;
  sort: Sort;
  search: boolean;
  signerLimit: boolean;
}

const COUNT_FIELDS = sql.join(
  (Object.keys(VIEWS) as View[]).map(
    (name) => sql`${name}::text, count(*) filter (where ${VIEWS[name]})`,
  ),
  sql`, `,
);

/** The one statement of a page, compiled once per shape (at most 6 × 6 × 2 × 2). */
const pageStatement = compiledSql<Shape>(
  'list',
  ({ view, sort, search, signerLimit }) => `${view}_${sort}_${+search}_${+signerLimit}`,
  ({ view, sort, search, signerLimit }) => sql`
    with mine as materialized (
      -- The user's own signature per request: an OPEN one wins if the user signs twice, else
      -- the first by id (min over [id, status] pairs), without a sort per request.
      select s.request_id,
        coalesce(
          max(s.status_code) filter (where s.status_code = 'OPEN'),
          (min(array[s.id, s.status_code]))[2]
        ) as my_status
      from ${signatures} s
      where s.user_id = ${USER_ID} or s.email = ${EMAIL}
      group by s.request_id
    ),
    ids as (
      -- Each branch uses its own index; OR-ing them in one WHERE would scan every request.
      select ${signatureRequests.id} as id from ${signatureRequests}
        where ${signatureRequests.ownerId} = ${USER_ID}
      union select request_id from mine
      union select ${observers.requestId} from ${observers} where ${observers.userId} = ${USER_ID}
      union select ${observers.requestId} from ${observers} where ${observers.email} = ${EMAIL}
    ),
    visible as materialized (
      select r.id, r.owner_id, r.title, r.status_overall, r.quality, r.legislation,
        r.created_at, r.updated_at, r.expiration_date, mine.my_status
      from ids join ${signatureRequests} r on r.id = ids.id
      left join mine on mine.request_id = r.id
      where (r.status_overall <> 'DRAFT' or r.owner_id = ${USER_ID})
        ${search ? sql`and r.title ilike ${sql.placeholder('titleLike')}` : sql``}
        ${
          signerLimit
            ? sql`and (select count(*) from ${signatures} s where s.request_id = r.id) <= ${sql.placeholder('signerLimit')}`
            : sql``
        }
    ),
    page as (
      select v.*, row_number() over (order by ${ORDER[sort]}) as ord
      from visible v where ${VIEWS[view]}
    )
    select
      (select json_build_object(${COUNT_FIELDS}) from visible v) as counts,
      (select coalesce(json_agg(json_build_object(
          'id', p.id,
          'title', p.title,
          'status_overall', p.status_overall,
          'quality', p.quality,
          'legislation', p.legislation,
          'owner', json_build_object(
            'email_address', u.email, 'first_name', u.first_name, 'last_name', u.last_name),
          'documents', (
            -- Originals only: signed versions (parent_id set) belong to the request's history.
            select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name)
              order by d.position, d.created_at, d.id), '[]')
            from ${documents} d where d.request_id = p.id and d.parent_id is null),
          'signatures', (
            select coalesce(json_agg(json_build_object(
                'sid', s.id,
                'status_code', s.status_code,
                'account_email', s.email,
                'signer_identity_data', json_build_object(
                  'email_address', s.email, 'first_name', s.first_name, 'last_name', s.last_name),
                'signer_group_id', s.signer_group_id,
                'sequence', s.sequence,
                'signed_at', ${iso(sql`s.signed_at`)})
              order by s.sequence asc nulls last, s.email), '[]')
            from ${signatures} s where s.request_id = p.id),
          'my_signature_status', p.my_status,
          'created_at', ${iso(sql`p.created_at`)},
          'updated_at', ${iso(sql`p.updated_at`)},
          'expiration_date', ${iso(sql`p.expiration_date`)}
        ) order by p.ord), '[]')
        from page p join ${users} u on u.id = p.owner_id
        where p.ord > ${sql.placeholder('first')} and p.ord <= ${sql.placeholder('last')}) as items
  `,
);

/**
 * One page of the requests a user can see — owned, addressed to the user as a signer or
 * observer (by account or by e-mail) — with the number of requests in every dashboard view for
 * the same filters. One query, one round trip: the page's documents and signers are built as
 * JSON by the database, and the counts come from the same visible set.
 */
export async function listSignatureRequests(
  { db, user }: Pick<RequestContext, 'db'> & { user: Pick<UserRow, 'id' | 'email'> },
  query: ListQuery,
): Promise<Page> {
  const view = query.view ?? DEFAULTS.view;
  const sort = query.sort ?? DEFAULTS.sort;
  const page = query.page ?? DEFAULTS.page;
  const size = query.size ?? DEFAULTS.size;
  const first = (page - 1) * size;
  // The contract caps a request at 200 signers, so a limit at or above that (the dashboard
  // sends 672) filters nothing and the per-request count is skipped.
  const signerLimit = query.signatures_count !== undefined && query.signatures_count < MAX_SIGNERS;
  const result = await pageStatement(
    db,
    { view, sort, search: Boolean(query.search), signerLimit },
    {
      userId: user.id,
      email: user.email,
      titleLike: query.search ? likeContains(query.search) : undefined,
      signerLimit: query.signatures_count,
      first,
      last: first + size,
    },
  );
  // Both drivers answer `{ rows }` and parse json columns.
  const [row] = (result as unknown as { rows: Pick<Page, 'counts' | 'items'>[] }).rows;
  const counts = row?.counts ?? NO_COUNTS;
  const totalItems = counts[view];
  return {
    items: row?.items ?? [],
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / size),
    current_page: page,
    size,
    counts,
  };
}
