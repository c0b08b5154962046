import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import {
  Badge,
  CopyButton,
  DataList,
  Section,
  Stack,
  Text,
  type DataListColumn,
} from '../../../ui';
import { formatDay } from './format';
import { messages as m } from './messages';
import * as styles from './plan-page.css';

type Discount = components['schemas']['Discount'];

/** Spec 4: a type starting with smg_ is a special discount; referral_ and percent_ are ours. */
const typeLabel = (type: string) =>
  type.startsWith('smg_')
    ? m.specialDiscount
    : type.startsWith('referral_')
      ? m.referralDiscount
      : m.promoDiscount;

export interface DiscountsSectionProps {
  discounts: Discount[];
  /** Null while it loads or when it could not be read (the section then leaves it out). */
  referralCode: string | null;
}

/** The business's discounts with their state, and the referral code it can pass on. */
export function DiscountsSection({ discounts, referralCode }: DiscountsSectionProps) {
  const intl = useIntl();
  const columns: DataListColumn<Discount>[] = [
    {
      id: 'code',
      header: intl.formatMessage(m.code),
      primary: true,
      cell: (discount) => <span className={styles.code}>{discount.promoCode}</span>,
    },
    {
      id: 'type',
      header: intl.formatMessage(m.type),
      cell: (discount) => intl.formatMessage(typeLabel(discount.type)),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (discount) => (
        <Badge tone={discount.status === 'ACTIVE' ? 'success' : 'neutral'}>
          {intl.formatMessage(m[`discount_${discount.status}`])}
        </Badge>
      ),
    },
    {
      id: 'expires',
      header: intl.formatMessage(m.expires),
      cell: (discount) =>
        discount.expiresAt ? formatDay(intl, discount.expiresAt) : intl.formatMessage(m.never),
    },
  ];
  return (
    <Section title={intl.formatMessage(m.discountsSection)}>
      {discounts.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(m.noDiscounts)}</Text>
      ) : (
        <DataList
          label={intl.formatMessage(m.discountsLabel)}
          columns={columns}
          items={discounts}
          getKey={(discount) => discount.promoCode}
        />
      )}
      {referralCode && (
        <Stack gap="sm">
          <Text>
            <strong>{intl.formatMessage(m.referralTitle)}</strong>
          </Text>
          <Text tone="secondary">{intl.formatMessage(m.referralText)}</Text>
          <div className={styles.copyRow}>
            <span className={styles.code}>{referralCode}</span>
            <CopyButton value={referralCode} label={intl.formatMessage(m.copyLabel)} />
          </div>
        </Stack>
      )}
    </Section>
  );
}
