import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { Button, Stack, Text } from '../../../../ui';
import type { BusinessCreate } from '../draft';
import { messages as m } from '../messages';

type Card = components['schemas']['Card'];

interface Common {
  /** The price of exactly these choices is on the page. */
  ready: boolean;
  paying: boolean;
}

/** A business pays with its saved card, or enters one on the provider's page. */
export function PayActions({
  card,
  ready,
  paying,
  chargesNow,
  onPay,
  onCard,
}: Common & {
  card: Card | null;
  /** The preview charges something now (a change scheduled for the period's end does not). */
  chargesNow: boolean;
  onPay: () => void;
  onCard: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Stack direction="row" gap="sm">
        {card ? (
          <>
            <Button isDisabled={!ready} loading={paying} onPress={onPay}>
              {chargesNow
                ? intl.formatMessage(m.payWithCard, { last4: card.last4 })
                : intl.formatMessage(m.confirmChange)}
            </Button>
            <Button variant="secondary" isDisabled={!ready || paying} onPress={onCard}>
              {intl.formatMessage(m.useAnotherCard)}
            </Button>
          </>
        ) : (
          <Button isDisabled={!ready} loading={paying} onPress={onCard}>
            {intl.formatMessage(m.addCardAndPay)}
          </Button>
        )}
      </Stack>
      <Text tone="secondary">{intl.formatMessage(m.cardNote)}</Text>
    </Stack>
  );
}

/** The direct upgrade's company, kept from before the card page: pay again, or change it. */
export function CompanyKept({
  company,
  ready,
  paying,
  onCard,
  onEdit,
}: Common & { company: BusinessCreate; onCard: () => void; onEdit: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Text>
        {intl.formatMessage(m.businessKept, { name: company.name, email: company.email })}
      </Text>
      <Stack direction="row" gap="sm">
        <Button isDisabled={!ready} loading={paying} onPress={onCard}>
          {intl.formatMessage(m.addCardAndPay)}
        </Button>
        <Button variant="secondary" isDisabled={paying} onPress={onEdit}>
          {intl.formatMessage(m.editBusiness)}
        </Button>
      </Stack>
      <Text tone="secondary">{intl.formatMessage(m.cardNote)}</Text>
    </Stack>
  );
}
