import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../../../api/client';
import { useChange } from '../../../../api/mutation';
import { isProblem, problemMessage } from '../../../../api/problem';
import {
  Alert,
  Button,
  DescriptionList,
  Form,
  FullScreenOverlay,
  NumberField,
  Spinner,
  Stack,
  Text,
  notify,
  useDebouncedValue,
  type OverlayContentProps,
} from '../../../../ui';
import { planKeys } from '../actions';
import type { MoneyFormat } from '../format';
import { messages as m } from '../messages';
import { fewestToAdd, MAX_SEATS, type SeatCounts } from '../seats';

export interface AddSeatsProps {
  businessId: string;
  seats: SeatCounts;
  formatMoney: MoneyFormat;
}

/**
 * The spec's "add seats" overlay: the new number of seats, the prorated charge the server
 * previews for it (asked again once typing stops), and the payment as of that preview. A price
 * that moved meanwhile (409 PREVIEW_STALE) is previewed afresh and confirmed again.
 */
export function AddSeatsOverlay({
  props: { businessId, seats, formatMoney },
  loading,
  onOpenChange,
  onAction,
}: OverlayContentProps<AddSeatsProps>) {
  const intl = useIntl();
  const formId = useId();
  const [count, setCount] = useState(fewestToAdd(seats));
  const [priceChanged, setPriceChanged] = useState(false);
  const settled = useDebouncedValue(count, 400);
  const valid = Number.isInteger(settled) && settled > seats.total && settled <= MAX_SEATS;
  const path = { params: { path: { id: businessId } } };
  const preview = useQuery({
    ...$api.queryOptions('post', '/v2/businesses/{id}/subscriptions/seats/preview', {
      ...path,
      body: { seats: settled },
    }),
    enabled: valid,
    // A preview is a price at an instant: never shown from an old cache.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const update = $api.useMutation(
    'put',
    '/v2/businesses/{id}/subscriptions/seats',
    useChange({
      notify,
      invalidate: planKeys(businessId),
      done: m.seatsChanged,
      failure: 'caller',
    }),
  );
  const busy = loading || update.isPending;
  const ready = valid && count === settled && preview.isSuccess && !preview.isFetching;

  const confirm = async () => {
    if (!ready) return;
    setPriceChanged(false);
    try {
      await update.mutateAsync({
        ...path,
        body: { seats: settled, timestamp: preview.data.startsAt },
      });
      onAction('complete');
    } catch (error) {
      if (isProblem(error) && error.code === 'PREVIEW_STALE') {
        update.reset();
        setPriceChanged(true);
        await preview.refetch();
      }
    }
  };

  const money = (amount: number) =>
    formatMoney(intl.locale, amount, preview.data?.currency ?? 'CHF');
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      closeButton={false}
      loading={busy}
      title={intl.formatMessage(m.addTitle)}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={() => onOpenChange(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={busy} isDisabled={!ready}>
            {intl.formatMessage(m.confirmAdd)}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Text>{intl.formatMessage(m.addText, { total: seats.total })}</Text>
        <Form
          id={formId}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <NumberField
            label={intl.formatMessage(m.seatsField)}
            value={count}
            minValue={fewestToAdd(seats)}
            maxValue={MAX_SEATS}
            step={1}
            formatOptions={{ maximumFractionDigits: 0 }}
            onChange={(value) => {
              setCount(value);
              setPriceChanged(false);
            }}
            isDisabled={busy}
          />
        </Form>
        <div aria-live="polite">
          {preview.isFetching || (valid && count !== settled) ? (
            <Stack direction="row" gap="sm">
              <Spinner size="sm" />
              <Text>{intl.formatMessage(m.previewing)}</Text>
            </Stack>
          ) : preview.isError ? (
            <Alert tone="danger">
              <Text>
                <strong>{intl.formatMessage(m.previewFailed)}</strong>{' '}
                {intl.formatMessage(problemMessage(preview.error))}
              </Text>
            </Alert>
          ) : preview.data ? (
            <DescriptionList
              items={[
                {
                  id: 'charge',
                  term: intl.formatMessage(m.chargeNow),
                  description: <strong>{money(preview.data.total)}</strong>,
                },
                {
                  id: 'subtotal',
                  term: intl.formatMessage(m.subtotal),
                  description: money(preview.data.subtotal),
                },
                ...(preview.data.discount > 0
                  ? [
                      {
                        id: 'discount',
                        term: intl.formatMessage(m.discount),
                        description: `− ${money(preview.data.discount)}`,
                      },
                    ]
                  : []),
                {
                  id: 'tax',
                  term: intl.formatMessage(m.tax),
                  description: money(preview.data.tax),
                },
                {
                  id: 'asOf',
                  term: intl.formatMessage(m.chargeAsOf),
                  description: intl.formatDate(preview.data.startsAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                },
                ...(preview.data.nextBillingAt
                  ? [
                      {
                        id: 'next',
                        term: intl.formatMessage(m.nextBilling),
                        description: day(preview.data.nextBillingAt),
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </div>
        {priceChanged && (
          <Alert tone="warning">
            <Text>{intl.formatMessage(m.priceChanged)}</Text>
          </Alert>
        )}
        {update.error && (
          <Alert tone="danger">
            <Text>
              <strong>{intl.formatMessage(m.addFailed)}</strong>{' '}
              {intl.formatMessage(problemMessage(update.error))}
            </Text>
          </Alert>
        )}
      </Stack>
    </FullScreenOverlay>
  );
}
