import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businesses, pricePlans, type SignatureRequestRow } from '../../db/schema';
import { businessLocked } from '../businesses/locked';
import { membershipOf } from '../businesses/membership';
import { accessRequest, notFound } from '../requests/access';
import type { RequestContext } from '../requests/context';
import { NOT_COVERED, type Coverage, type LicenceKey } from './methods';

type Licences = components['schemas']['PricePlan']['licenses']['idents'];

/** What decides whether a business pays a signer's identification for a request. */
export interface CoverageFacts {
  request: Pick<SignatureRequestRow, 'statusOverall' | 'quality' | 'legislation'>;
  /**
   * The business the request was sent for (its sender's when it was sent), or null: whether
   * it is locked, and its plan's licences (null when the plan is unknown).
   */
  business: { locked: boolean; licences: Licences | null } | null;
  /** Whether the signer is a member or an admin of that business (a guest never is). */
  signerIsMember: boolean;
}

const PAID_QUALITIES = new Set<SignatureRequestRow['quality']>(['AES', 'AES_MINIMAL', 'QES']);
const LICENCE_OF = {
  EIDAS: ['eidas'],
  ZERTES: ['zertes'],
  UNDEFINED: ['eidas', 'zertes'],
} as const;

/**
 * Spec §9's "coverage", by legislation: the business of an open advanced or qualified request
 * pays the identification its signer needs when it is not locked and its plan licenses it —
 * `payForMembers` for its own members and admins, `payForInvitations` for anyone else. A
 * request under eIDAS or ZertES is covered under that legislation only; one without a
 * legislation (UNDEFINED, signed under either) under each its licence covers. A simple
 * request needs no identification, and a request without a business has nobody to pay.
 */
export function businessCoverage({ request, business, signerIsMember }: CoverageFacts): Coverage {
  if (request.statusOverall !== 'OPEN' || !PAID_QUALITIES.has(request.quality)) return NOT_COVERED;
  if (!business?.licences || business.locked) return NOT_COVERED;
  const { licences } = business;
  const paid = (key: LicenceKey) =>
    (LICENCE_OF[request.legislation] as readonly LicenceKey[]).includes(key) &&
    licences[key][signerIsMember ? 'payForMembers' : 'payForInvitations'];
  return { eidas: paid('eidas'), zertes: paid('zertes') };
}

type Context = Pick<RequestContext, 'db' | 'caller'>;

/** The request's business, locked or not, with its plan's licences. */
async function businessOf({ db }: Context, businessId: string) {
  const [row] = await db
    .select({ paymentMethod: businesses.paymentMethod, licences: pricePlans.licences })
    .from(businesses)
    .leftJoin(pricePlans, eq(pricePlans.name, businesses.pricePlan))
    .where(eq(businesses.id, businessId));
  return row ? { locked: businessLocked(row), licences: row.licences } : null;
}

async function isMemberOf({ db, caller }: Context, businessId: string): Promise<boolean> {
  if (caller.kind !== 'user') return false;
  return (await membershipOf({ db }, caller.user.id))?.business.id === businessId;
}

/**
 * The coverage for the caller as a signer of `requestId` (not found when they do not sign it);
 * without a request nothing is paid.
 */
export async function coverageFor(
  context: Context,
  requestId: string | undefined,
): Promise<Coverage> {
  if (requestId === undefined) return NOT_COVERED;
  const access = await accessRequest(context, requestId);
  if (!access.signature) throw notFound();
  const { request } = access;
  const { businessId } = request;
  const [business, signerIsMember] = businessId
    ? await Promise.all([businessOf(context, businessId), isMemberOf(context, businessId)])
    : [null, false];
  return businessCoverage({ request, business, signerIsMember });
}
