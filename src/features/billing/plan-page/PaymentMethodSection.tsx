import { useIntl } from 'react-intl';
import { Alert, Button, ButtonGroup, DescriptionList, Section, Text } from '../../../ui';
import type { CardSetupReturn } from '../card-setup';
import type { usePlanActions } from './actions';
import { messages as m } from './messages';
import type { Subscription } from './plan-status';

export interface PaymentMethodSectionProps {
  subscription: Subscription;
  /** What the provider's card page said on the way back, until the page is left. */
  cardReturn: CardSetupReturn | null;
  onReplaceCard: () => void;
  replacing: boolean;
  actions: ReturnType<typeof usePlanActions>;
}

const invoiced = (method: Subscription['paymentMethod']) =>
  method === 'MANUAL' || method === 'CHARGEBEE';

/** The saved card (or invoicing), replacing it, and the provider's portal. */
export function PaymentMethodSection({
  subscription,
  cardReturn,
  onReplaceCard,
  replacing,
  actions,
}: PaymentMethodSectionProps) {
  const intl = useIntl();
  const { card, paymentMethod } = subscription;
  return (
    <Section title={intl.formatMessage(m.cardSection)}>
      {cardReturn && (
        <Alert tone={cardReturn.status === 'succeeded' ? 'success' : 'danger'}>
          <Text>
            {intl.formatMessage(cardReturn.status === 'succeeded' ? m.cardSaved : m.cardFailed)}
          </Text>
        </Alert>
      )}
      {invoiced(paymentMethod) ? (
        <Text>{intl.formatMessage(m.invoiced)}</Text>
      ) : card ? (
        <DescriptionList
          items={[
            {
              id: 'card',
              term: intl.formatMessage(m.card),
              description: intl.formatMessage(m.cardNumber, {
                brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
                last4: card.last4,
              }),
            },
            {
              id: 'expiry',
              term: intl.formatMessage(m.cardExpiry),
              description: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
            },
          ]}
        />
      ) : (
        <Text>{intl.formatMessage(m.noCard)}</Text>
      )}
      <ButtonGroup>
        {invoiced(paymentMethod) ? (
          <Button
            variant="secondary"
            loading={actions.portalPending}
            onPress={() => void actions.openInvoicingPortal()}
          >
            {intl.formatMessage(m.invoicingPortal)}
          </Button>
        ) : (
          <>
            <Button variant="secondary" loading={replacing} onPress={onReplaceCard}>
              {intl.formatMessage(card ? m.replaceCard : m.addCard)}
            </Button>
            {paymentMethod === 'STRIPE' && (
              <Button
                variant="secondary"
                loading={actions.portalPending}
                onPress={() => void actions.openPaymentPortal()}
              >
                {intl.formatMessage(m.paymentPortal)}
              </Button>
            )}
          </>
        )}
      </ButtonGroup>
    </Section>
  );
}
