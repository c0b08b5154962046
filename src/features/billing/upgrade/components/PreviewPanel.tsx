import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { problemMessage } from '../../../../api/problem';
import {
  Alert,
  Button,
  DescriptionList,
  Skeleton,
  Stack,
  Text,
  type DescriptionItem,
} from '../../../../ui';
import { messages as m } from '../messages';
import type { FormatMoney } from '../money';

type UpgradePreview = components['schemas']['UpgradePreview'];

export interface PreviewPanelProps {
  preview: UpgradePreview | undefined;
  loading: boolean;
  error: unknown;
  /** A refused promo code is said at its field, not here. */
  promoRefused: boolean;
  onRetry: () => void;
  formatMoney: FormatMoney;
  /** "Now" as the preview means it: a start later than today is a scheduled change. */
  now: Date;
}

// A start further away than this is a change scheduled for the period's end, not "now".
const SOON_MS = 10 * 60 * 1000;

/** What the choices cost: subtotal, discount, tax, the total charged now, and the dates. */
export function PreviewPanel({
  preview,
  loading,
  error,
  promoRefused,
  onRetry,
  formatMoney,
  now,
}: PreviewPanelProps) {
  const intl = useIntl();
  const day = (iso: string) =>
    intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
  if (error && !promoRefused) {
    return (
      <Alert tone="danger">
        <Stack gap="sm">
          <Text>
            {intl.formatMessage(m.previewFailed, {
              reason: intl.formatMessage(problemMessage(error)),
            })}
          </Text>
          <div>
            <Button variant="secondary" onPress={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  }
  if (loading || !preview) {
    return (
      <div role="status" aria-busy="true">
        <Stack gap="sm">
          <Text tone="secondary">{intl.formatMessage(m.previewLoading)}</Text>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton width="50%" />
        </Stack>
      </div>
    );
  }
  const money = (amount: number) => formatMoney(amount, preview.currency);
  const scheduled = new Date(preview.startsAt).getTime() - now.getTime() > SOON_MS;
  const items: DescriptionItem[] = [
    { id: 'subtotal', term: intl.formatMessage(m.subtotal), description: money(preview.subtotal) },
    ...(preview.discount > 0
      ? [
          {
            id: 'discount',
            term: intl.formatMessage(m.discount),
            description: `− ${money(preview.discount)}`,
          },
        ]
      : []),
    { id: 'tax', term: intl.formatMessage(m.tax), description: money(preview.tax) },
    { id: 'total', term: intl.formatMessage(m.chargedNow), description: money(preview.total) },
    {
      id: 'starts',
      term: intl.formatMessage(m.starts),
      description: scheduled
        ? intl.formatMessage(m.startsFrom, { date: day(preview.startsAt) })
        : intl.formatMessage(m.startsNow),
    },
    ...(preview.nextBillingAt
      ? [
          {
            id: 'next',
            term: intl.formatMessage(m.nextBilling),
            description: day(preview.nextBillingAt),
          },
        ]
      : []),
  ];
  return (
    <div aria-live="polite">
      <DescriptionList items={items} />
    </div>
  );
}
