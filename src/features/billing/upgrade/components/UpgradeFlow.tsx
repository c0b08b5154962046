import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { isProblem, problemMessage } from '../../../../api/problem';
import {
  Alert,
  NumberField,
  Section,
  SegmentedControl,
  shell,
  Stack,
  Text,
  notify,
} from '../../../../ui';
import { billingQuery } from '../../api/queries';
import { readCardSetupReturn, useCardSetup } from '../../card-setup';
import {
  bestYearlySaving,
  initialChoices,
  MAX_SEATS,
  planRequest,
  withPlan,
  type Choices,
  type Currency,
  type Cycle,
} from '../choices';
import { upgradeDraft, type BusinessCreate } from '../draft';
import { useCancelSubscription, usePayment, usePreview, usePromoCheck } from '../api';
import { messages as m } from '../messages';
import { CodesField } from './CodesField';
import { ConfirmingPanel } from './ConfirmingPanel';
import { CompanyKept, PayActions } from './PayActions';
import { PlanPicker } from './PlanPicker';
import { PreviewPanel } from './PreviewPanel';
import { usePlans, type UpgradePageProps } from './UpgradePage';

type Subscription = components['schemas']['Subscription'];

/** Statuses of a subscription that runs (and so keeps its currency). */
const ENDED = new Set(['canceled', 'incomplete_expired']);
const running = (s: Subscription | undefined) => !!s && s.status !== null && !ENDED.has(s.status);

type Notice = { message: MessageDescriptor; reason?: MessageDescriptor } | null;

/**
 * Choose (plan, cycle, seats, codes) → the server's price → pay; around the card page the
 * choices (and the direct upgrade's company) wait in this tab, and coming back with a saved
 * card pays at once.
 */
export function UpgradeFlow({
  business,
  subscription,
  search,
  defaultCurrency,
  defaultCountry,
  formatMoney,
  companyForm,
  onUpgraded,
  onReturnRead,
  now = new Date(),
  leave,
}: UpgradePageProps & { subscription?: Subscription }) {
  const intl = useIntl();
  const offers = usePlans();
  const businessId = business?.id ?? null;
  const locked = running(subscription);

  // The billing address's country selects tax and currency at the provider.
  const billing = useQuery({ ...billingQuery(businessId ?? ''), enabled: businessId !== null });

  // The card page's answer, read once: it decides how the page opens.
  const [opening] = useState(() => {
    const returned = search.resume ? readCardSetupReturn({ ...search }) : null;
    const draft = returned ? upgradeDraft.load() : null;
    const confirm =
      returned?.status === 'succeeded' && draft && (businessId || draft.business) ? draft : null;
    const notice: Notice =
      returned?.status === 'failed'
        ? { message: m.cardFailed }
        : returned && !confirm
          ? { message: m.draftLost }
          : null;
    return { returned, draft, confirm, notice };
  });
  const [choices, setChoices] = useState<Choices | null>(
    () =>
      opening.draft?.choices ??
      initialChoices(offers, search, {
        // A running subscription keeps its currency; else the billing address's, else the locale's.
        currency:
          (locked ? subscription?.currency : billing.data?.currency) ??
          subscription?.currency ??
          defaultCurrency,
        current: subscription
          ? {
              plan: subscription.pricePlan.name,
              cycle: subscription.cycle,
              seats: Math.max(subscription.seats.total, subscription.seats.used),
            }
          : null,
        referralCode: search.ref ?? null,
      }),
  );
  const [company, setCompany] = useState<BusinessCreate | null>(opening.draft?.business ?? null);
  const [confirming, setConfirming] = useState(opening.confirm !== null);
  const [notice, setNotice] = useState<Notice>(opening.notice);
  const [promoError, setPromoError] = useState<MessageDescriptor | null>(null);
  const [percentOff, setPercentOff] = useState<number | null>(null);

  const payment = usePayment(businessId, notify);
  const cardSetup = useCardSetup({ notify, leave });
  const promo = usePromoCheck(businessId ?? '');
  const cancel = useCancelSubscription(businessId ?? '', notify);
  const preview = usePreview(
    businessId,
    choices ?? fallback,
    !confirming && choices !== null,
    company,
  );

  const promoRefused = isProblem(preview.error) && preview.error.code === 'PROMO_CODE_INVALID';
  if (promoRefused && choices?.promoCode) {
    // The server refused the code for these choices: say so at the field and price without it
    // (set while rendering, so no price with the refused code is ever asked for twice).
    setPromoError(m.promoInvalid);
    setChoices({ ...choices, promoCode: null });
  }

  const failed = (error: unknown) =>
    setNotice({ message: m.payFailed, reason: problemMessage(error) });

  async function pay(body: Choices, setupIntentId?: string, newBusiness?: BusinessCreate) {
    try {
      if (businessId) {
        await payment.upgrade.mutateAsync({
          params: { path: { id: businessId } },
          body: planRequest(body),
        });
      } else if (newBusiness) {
        await payment.direct.mutateAsync({
          body: { ...planRequest(body), setupIntentId, business: newBusiness },
        });
      }
      upgradeDraft.clear();
      onUpgraded();
    } catch (error) {
      setConfirming(false);
      failed(error);
    }
  }

  // Back from the card page with a saved card: pay once (a ref, as effects may run twice).
  const started = useRef(false);
  useEffect(() => {
    if (opening.returned) onReturnRead();
    if (!opening.confirm || started.current) return;
    started.current = true;
    void pay(opening.confirm.choices, opening.returned?.setupIntentId, opening.confirm.business);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (confirming) return <ConfirmingPanel />;
  if (!choices) return null;

  const offer = offers.find((o) => o.name === choices.plan) ?? offers[0];
  const set = (patch: Partial<Choices>) => setChoices({ ...choices, ...patch });
  const toCard = (draftBusiness?: BusinessCreate) => {
    upgradeDraft.save({ choices, business: draftBusiness });
    setNotice(null);
    return cardSetup.start({
      businessId,
      country: draftBusiness?.country ?? billing.data?.country ?? defaultCountry,
      returnTo: businessId ? '/business/upgrade?resume=1' : '/upgrade?resume=1',
    });
  };
  const saving = bestYearlySaving(offers, choices.currency);
  const ready = preview.preview !== undefined;
  const paying = payment.pending || cardSetup.pending;

  const freeDowngrade =
    locked && subscription && subscription.pricePlan.next?.base.type !== 'CANCELED'
      ? () =>
          shell.openDialog({
            namespace: 'business',
            name: 'free-plan-downgrade',
            props: { endsAt: subscription.currentPeriodEnd },
            onAction: () => cancel.mutateAsync({ params: { path: { id: businessId ?? '' } } }),
          })
      : undefined;

  return (
    <>
      {notice && (
        <Alert tone="danger">
          <Text>
            {intl.formatMessage(notice.message, {
              reason: notice.reason ? intl.formatMessage(notice.reason) : '',
            })}
          </Text>
        </Alert>
      )}
      <Section title={intl.formatMessage(m.plansSection)}>
        <Stack gap="lg">
          <SegmentedControl<Cycle>
            label={intl.formatMessage(m.cycleLabel)}
            selectedKey={choices.cycle}
            onSelectionChange={(cycle) => set({ cycle })}
            items={[
              { id: 'monthly', label: intl.formatMessage(m.monthly) },
              {
                id: 'yearly',
                label: saving
                  ? intl.formatMessage(m.yearlySaving, { percent: saving })
                  : intl.formatMessage(m.yearly),
              },
            ]}
          />
          {locked ? (
            <Text tone="secondary">
              {intl.formatMessage(m.currencyLocked, { currency: choices.currency })}
            </Text>
          ) : (
            <SegmentedControl<Currency>
              label={intl.formatMessage(m.currencyLabel)}
              selectedKey={choices.currency}
              onSelectionChange={(currency) => set({ currency })}
              items={[
                { id: 'CHF', label: 'CHF' },
                { id: 'EUR', label: 'EUR' },
              ]}
            />
          )}
          <PlanPicker
            offers={offers}
            choices={choices}
            onChoose={(chosen) => setChoices(withPlan(choices, chosen))}
            formatMoney={formatMoney}
            current={
              subscription
                ? { plan: subscription.pricePlan.name, licences: subscription.pricePlan.licenses }
                : null
            }
            onChooseFree={freeDowngrade}
          />
        </Stack>
      </Section>
      <Section title={intl.formatMessage(m.choiceSection)}>
        <Stack gap="lg">
          {offer && (
            <NumberField
              label={intl.formatMessage(m.seats)}
              description={intl.formatMessage(m.seatsHint, {
                min: offer.minSeats,
                max: MAX_SEATS,
              })}
              minValue={offer.minSeats}
              maxValue={MAX_SEATS}
              step={1}
              value={choices.seats}
              onChange={(seats) => {
                if (Number.isInteger(seats)) set({ seats });
              }}
            />
          )}
          <CodesField
            promoCode={choices.promoCode}
            percentOff={percentOff}
            promoError={promoError}
            onEdit={() => setPromoError(null)}
            onApply={async (code) => {
              setPromoError(null);
              if (!businessId) {
                // Without a business the preview is the check (PROMO_CODE_INVALID).
                set({ promoCode: code });
                return null;
              }
              try {
                const verdict = await promo.check(code, choices.plan);
                if (!verdict.valid) return m.promoInvalid;
                setPercentOff(verdict.percentOff ?? null);
                set({ promoCode: verdict.promoCode });
                return null;
              } catch (error) {
                return problemMessage(error);
              }
            }}
            onRemovePromo={() => {
              setPercentOff(null);
              set({ promoCode: null });
            }}
            referralCode={choices.referralCode}
            onRemoveReferral={() => set({ referralCode: null })}
          />
        </Stack>
      </Section>
      <Section title={intl.formatMessage(m.previewSection)}>
        <PreviewPanel
          preview={preview.preview}
          loading={preview.loading}
          error={preview.error}
          promoRefused={promoRefused}
          onRetry={preview.retry}
          formatMoney={formatMoney}
          now={now}
        />
      </Section>
      {businessId ? (
        <Section title={intl.formatMessage(m.paySection)}>
          <PayActions
            card={subscription?.card ?? null}
            ready={ready}
            paying={paying}
            chargesNow={(preview.preview?.total ?? 1) > 0}
            onPay={() => void pay(choices)}
            onCard={() => void toCard()}
          />
        </Section>
      ) : (
        <Section title={intl.formatMessage(m.businessSection)}>
          {company ? (
            <CompanyKept
              company={company}
              ready={ready}
              paying={paying}
              onCard={() => void toCard(company)}
              onEdit={() => setCompany(null)}
            />
          ) : (
            companyForm?.({
              submitLabel: m.continueToCard,
              submitting: paying,
              onSubmit: (given) => {
                setCompany(given);
                void toCard(given);
              },
            })
          )}
        </Section>
      )}
    </>
  );
}

// Hooks run before the page knows it has choices; an empty offer list has none to price.
const fallback: Choices = {
  plan: 'team',
  cycle: 'yearly',
  seats: 1,
  currency: 'CHF',
  promoCode: null,
  referralCode: null,
};
