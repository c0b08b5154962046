import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { PageHeader, Stack } from '../../../../ui';
import { pricePlansQuery, subscriptionQuery } from '../../api/queries';
import type { Leave } from '../../card-setup';
import type { Currency } from '../choices';
import type { BusinessCreate } from '../draft';
import { messages as m } from '../messages';
import type { FormatMoney } from '../money';
import type { UpgradeSearch } from '../search';
import { MemberNotice } from './MemberNotice';
import { UpgradeFlow } from './UpgradeFlow';

type UserBusiness = components['schemas']['UserBusiness'];

/** What the direct upgrade's company form gets from the page (the business feature's form). */
export interface CompanyFormSlot {
  submitLabel: MessageDescriptor;
  submitting: boolean;
  onSubmit: (business: BusinessCreate) => void;
}

export interface UpgradePageProps {
  /** The user's business (/business/upgrade), or null for a free user's direct upgrade. */
  business: UserBusiness | null;
  search: UpgradeSearch;
  /** The locale's currency (spec 9), for a free user's first choice. */
  defaultCurrency: Currency;
  /** The billing country when the business has none yet (the platform's first country). */
  defaultCountry: string;
  formatMoney: FormatMoney;
  /** The direct upgrade's company details (the route passes the business CompanyForm). */
  companyForm?: (slot: CompanyFormSlot) => ReactNode;
  /** Paid: the route refreshes the user and opens /business/welcome. */
  onUpgraded: () => void;
  /** The card page's answer was read: the route drops it from the URL. */
  onReturnRead: () => void;
  /** Today (stories fix it). */
  now?: Date;
  /** How the browser leaves for the card page (stories catch it). */
  leave?: Leave;
}

/**
 * /upgrade (a free user: plans, price, company, card → a new business) and /business/upgrade
 * (an admin changes the plan; a member only learns that admins do).
 */
export function UpgradePage(props: UpgradePageProps) {
  const intl = useIntl();
  const { business } = props;
  if (business && business.role !== 'admin') return <MemberNotice business={business} />;
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(business ? m.businessTitle : m.directTitle)}
        meta={business ? business.name : intl.formatMessage(m.directIntro)}
      />
      {business ? <BusinessUpgrade {...props} business={business} /> : <UpgradeFlow {...props} />}
    </Stack>
  );
}

function BusinessUpgrade(props: UpgradePageProps & { business: UserBusiness }) {
  const { data: subscription } = useSuspenseQuery(subscriptionQuery(props.business.id));
  return <UpgradeFlow {...props} subscription={subscription} />;
}

/** The plans every flow compares (the route's loader has them ready). */
export function usePlans() {
  return useSuspenseQuery(pricePlansQuery()).data.plans;
}
