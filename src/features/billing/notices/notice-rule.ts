import type { components } from '../../../../openapi/schema.gen';

type User = components['schemas']['User'];
type Subscription = components['schemas']['Subscription'];

/*
 * The billing notices the signed-in shell shows, at most one, each once per browser session
 * (`dismissed` holds the keys already shown): a business that lost its plan, a retired
 * fair-flat plan (admins), a legacy free plan. Each case excludes the others.
 */

export type BillingNotice =
  | {
      kind: 'business-downgraded';
      key: string;
      business: string;
      admin: boolean;
      /** Continue leads on to "accept terms": the user never accepted the free plan's terms. */
      acceptTerms: boolean;
    }
  | {
      kind: 'fair-flat-migration';
      key: string;
      business: string;
      /** The seats bought today, which the team plan keeps; null when unknown. */
      seats: number | null;
      /** The upgrade page, preset to the team plan with today's cycle and seats. */
      upgrade: string;
    }
  | { kind: 'free-migration'; key: string };

type NoticeUser = Pick<User, 'id' | 'business' | 'attributes'>;

/** The plan name of a business whose subscription ended (spec §4). */
export const CANCELED_PLAN = 'CANCELED';
/** The retired flat-rate plan its admins are moved off. */
export const FAIR_FLAT_PLAN = 'fair_flat';

const isFairFlatAdmin = ({ business }: Pick<User, 'business'>) =>
  business?.role === 'admin' && business.pricePlan.name === FAIR_FLAT_PLAN;

/** Whether choosing the notice needs the business's subscription (only an admin may read it). */
export function needsSubscription(user: Pick<User, 'business'>): boolean {
  return isFairFlatAdmin(user);
}

/** The upgrade page preset to the team plan with the subscription's cycle and seats. */
export function teamUpgradePath(subscription: Pick<Subscription, 'cycle' | 'seats'> | null) {
  const search = new URLSearchParams({ plan: 'team' });
  if (subscription?.cycle) search.set('cycle', subscription.cycle);
  if (subscription) search.set('seats', String(subscription.seats.total));
  return `/business/upgrade?${search.toString()}`;
}

function candidateFor(
  user: NoticeUser,
  subscription: Pick<Subscription, 'cycle' | 'seats'> | null,
): BillingNotice | null {
  const { business } = user;
  if (business?.pricePlan.name === CANCELED_PLAN) {
    return {
      kind: 'business-downgraded',
      key: `downgraded:${user.id}:${business.id}`,
      business: business.name,
      admin: business.role === 'admin',
      acceptTerms: !user.attributes.accepted_gtc?.length,
    };
  }
  if (business && isFairFlatAdmin(user)) {
    return {
      kind: 'fair-flat-migration',
      key: `fair-flat:${user.id}:${business.id}`,
      business: business.name,
      seats: subscription?.seats.total ?? null,
      upgrade: teamUpgradePath(subscription),
    };
  }
  if (!business && user.attributes.free_account_type?.[0] === 'free_legacy') {
    return { kind: 'free-migration', key: `free-migration:${user.id}` };
  }
  return null;
}

/** The notice to show now, or null. */
export function noticeFor(
  user: NoticeUser,
  subscription: Pick<Subscription, 'cycle' | 'seats'> | null,
  dismissed: ReadonlySet<string>,
): BillingNotice | null {
  const notice = candidateFor(user, subscription);
  return notice && !dismissed.has(notice.key) ? notice : null;
}
