import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  apiUsers,
  businessMembers,
  businessSignatureDays,
  requestEvents,
  signatureRequests,
  signatures,
  users,
} from '../../db/schema';
import type { DateRange } from './date-range';

type Schemas = components['schemas'];
type Quality = Schemas['Quality'];
type Legislation = Schemas['Legislation'];

/** Which of a business's signature events: its id and a window of whole days. */
export interface SignatureActivityFilter {
  businessId: string;
  range: DateRange;
}

/** A page by position (the list) or the rows after a known one, oldest first (the export). */
export type SignatureActivitySlice =
  | { order: 'asc' | 'desc'; offset: number; limit: number }
  | { order: 'asc'; afterId: string | null; limit: number };

/** Which events, and which slice of them. */
export interface ActivitySliceInput {
  filter: SignatureActivityFilter;
  slice: SignatureActivitySlice;
}

/** One signature or decline of a business's request, with what the report shows of it. */
export interface SignatureActivityRow {
  id: string;
  action: 'SIGNED' | 'DECLINED';
  at: Date;
  requestId: string;
  requestTitle: string;
  costCenter: string | null;
  initiator: string;
  quality: Quality;
  legislation: Legislation;
  signer: Schemas['ActivitySigner'];
}

/**
 * The events of the report, exactly as the partial index (business_id, at) WHERE type IN
 * ('SIGNED', 'DECLINED') is written: the type test is literal SQL, not parameters, so the
 * planner can prove the index's predicate and read the window straight off it.
 */
function eventsOf({ businessId, range }: SignatureActivityFilter): SQL {
  return and(
    eq(requestEvents.businessId, businessId),
    sql`${requestEvents.type} in ('SIGNED', 'DECLINED')`,
    range.from ? gte(requestEvents.at, range.from) : undefined,
    range.to ? lt(requestEvents.at, range.to) : undefined,
  )!;
}

/**
 * How many events the report holds: the list's totals, summed from the per-day counts the
 * triggers keep (a window is whole days), not counted over every event of the window.
 */
export async function countSignatureActivities(
  { db }: { db: Db },
  { businessId, range }: SignatureActivityFilter,
): Promise<number> {
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${businessSignatureDays.events}), 0)::integer` })
    .from(businessSignatureDays)
    .where(
      and(
        eq(businessSignatureDays.businessId, businessId),
        range.from ? gte(businessSignatureDays.day, dayOf(range.from)) : undefined,
        range.to ? lt(businessSignatureDays.day, dayOf(range.to)) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The one query of the signature report, for the paginated list and the export's keyset batches
 * alike. The slice is cut from the index first — only event ids and times, so skipping to page
 * 200 walks index entries, not 5 000 joined rows — and only its events are then joined to their
 * request (title, cost centre, owner) and signature (the signer). Ties on the time are broken by
 * id, so pages and batches neither skip nor repeat an event. Exported for EXPLAIN in the tests.
 */
export function signatureActivitiesQuery(
  { db }: { db: Db },
  { filter, slice }: ActivitySliceInput,
) {
  const direction = slice.order === 'asc' ? asc : desc;
  // The key is read back from the row itself: a Date has milliseconds, the column microseconds.
  const after =
    'afterId' in slice && slice.afterId
      ? sql`(${requestEvents.at}, ${requestEvents.id}) > (select e.at, e.id from ${requestEvents} e where e.id = ${slice.afterId})`
      : undefined;
  const page = db
    .select({ eventId: requestEvents.id, eventAt: requestEvents.at })
    .from(requestEvents)
    .where(and(eventsOf(filter), after))
    .orderBy(direction(requestEvents.at), direction(requestEvents.id))
    .limit(slice.limit)
    .offset('offset' in slice ? slice.offset : 0)
    .as('page');
  return (
    db
      .select({
        id: requestEvents.id,
        type: requestEvents.type,
        at: requestEvents.at,
        actorEmail: requestEvents.actorEmail,
        data: requestEvents.data,
        requestId: signatureRequests.id,
        title: signatureRequests.title,
        costCenter: signatureRequests.costCenter,
        requestQuality: signatureRequests.quality,
        requestLegislation: signatureRequests.legislation,
        initiator: users.email,
        signatureId: signatures.id,
        email: signatures.email,
        firstName: signatures.firstName,
        lastName: signatures.lastName,
        mobile: signatures.mobile,
        isMember: sql<boolean>`${businessMembers.userId} is not null`,
        isApiUser: sql<boolean>`${apiUsers.userId} is not null`,
      })
      .from(page)
      .innerJoin(requestEvents, eq(requestEvents.id, page.eventId))
      .innerJoin(signatureRequests, eq(signatureRequests.id, requestEvents.requestId))
      .innerJoin(users, eq(users.id, signatureRequests.ownerId))
      .leftJoin(signatures, eq(signatures.id, requestEvents.signatureId))
      // The signer's account as it stands now: in the business, or one of its API users.
      .leftJoin(
        businessMembers,
        and(
          eq(businessMembers.userId, signatures.userId),
          eq(businessMembers.businessId, filter.businessId),
        ),
      )
      .leftJoin(
        apiUsers,
        and(eq(apiUsers.userId, signatures.userId), eq(apiUsers.businessId, filter.businessId)),
      )
      .orderBy(direction(page.eventAt), direction(page.eventId))
  );
}

/** The report's events of one slice, as the list and the export show them. */
export async function readSignatureActivities(
  { db }: { db: Db },
  input: ActivitySliceInput,
): Promise<SignatureActivityRow[]> {
  const rows = await signatureActivitiesQuery({ db }, input);
  return rows.map((row) => {
    const signed = row.type === 'SIGNED';
    // A signature records the quality and legislation it was made at; a decline has none.
    const data = row.data as { quality?: Quality; legislation?: Legislation };
    return {
      id: row.id,
      action: signed ? 'SIGNED' : 'DECLINED',
      at: row.at,
      requestId: row.requestId,
      requestTitle: row.title,
      costCenter: row.costCenter,
      initiator: row.initiator,
      quality: (signed && data.quality) || row.requestQuality,
      legislation: (signed && data.legislation) || row.requestLegislation,
      signer: {
        email: row.email ?? row.actorEmail ?? '',
        first_name: row.firstName,
        last_name: row.lastName,
        mobile: row.mobile,
        type: !row.signatureId
          ? 'unknown'
          : row.isApiUser
            ? 'api'
            : row.isMember
              ? 'member'
              : 'external',
      },
    };
  });
}

/** A row as the contract shows it; only a signature is paid by the business (a decline is free). */
export function toSignatureActivity(
  row: SignatureActivityRow,
  businessId: string,
): Schemas['SignatureActivity'] {
  return {
    id: row.id,
    action: row.action,
    timestamp: row.at.toISOString(),
    signature_request_id: row.requestId,
    signature_request_title: row.requestTitle,
    business_id_paid_by: row.action === 'SIGNED' ? businessId : null,
    cost_center: row.costCenter,
    initiator: row.initiator,
    signer: row.signer,
    quality: row.quality,
    legislation: row.legislation,
  };
}

/** One line of the cost centre report: a cost centre's signatures in total and by quality. */
export interface CostCentreRow {
  costCenter: string | null;
  signatures: number;
  ses: number;
  aes: number;
  qes: number;
  part11: number;
}

/**
 * The signatures of the window summed per cost centre in the database (one row per cost centre,
 * by name, the requests without one last): a year of events never comes to the server.
 */
export async function costCentreTotals(
  { db }: { db: Db },
  filter: SignatureActivityFilter,
): Promise<CostCentreRow[]> {
  const quality = sql`coalesce(${requestEvents.data}->>'quality', ${signatureRequests.quality})`;
  const counted = (qualities: string) =>
    sql<number>`(count(*) filter (where ${quality} in (${sql.raw(qualities)})))::int`;
  return db
    .select({
      costCenter: signatureRequests.costCenter,
      signatures: sql<number>`count(*)::int`,
      ses: counted(`'SES'`),
      aes: counted(`'AES', 'AES_MINIMAL'`),
      qes: counted(`'QES'`),
      part11: counted(`'PART11'`),
    })
    .from(requestEvents)
    .innerJoin(signatureRequests, eq(signatureRequests.id, requestEvents.requestId))
    .where(and(eventsOf(filter), eq(requestEvents.type, 'SIGNED')))
    .groupBy(signatureRequests.costCenter)
    .orderBy(sql`${signatureRequests.costCenter} asc nulls last`);
}
