import { useIntl, type IntlShape } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { Badge, Button, PlanBadge, Radio, RadioGroup, Stack, Text } from '../../../../ui';
import { perSeat, type Choices, type PlanOffer } from '../choices';
import { messages as m } from '../messages';
import type { FormatMoney } from '../money';
import { colouredPlan, planName } from './plan-names';
import * as styles from './PlanPicker.css';

type Licences = components['schemas']['PricePlan']['licenses'];

export interface PlanPickerProps {
  offers: readonly PlanOffer[];
  choices: Choices;
  onChoose: (offer: PlanOffer) => void;
  formatMoney: FormatMoney;
  /** An admin's running plan, marked on its card with the identifications it includes. */
  current?: { plan: string; licences: Licences } | null;
  /** An admin of a paying business may go back to free accounts (the free plan downgrade). */
  onChooseFree?: () => void;
}

const text = (intl: IntlShape, name: string) => {
  const label = planName(name);
  return typeof label === 'string' ? label : intl.formatMessage(label);
};

/** One card per plan on offer in its colour, chosen like a radio button (arrow keys move). */
export function PlanPicker({
  offers,
  choices,
  onChoose,
  formatMoney,
  current,
  onChooseFree,
}: PlanPickerProps) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={intl.formatMessage(m.planLabel)}
      value={choices.plan}
      onChange={(name) => {
        const offer = offers.find((o) => o.name === name);
        if (offer) onChoose(offer);
      }}
    >
      <div className={styles.grid}>
        {offers.map((offer) => {
          const coloured = colouredPlan(offer.name);
          const price = perSeat(offer, choices.currency, choices.cycle);
          const isCurrent = current?.plan === offer.name;
          const card = coloured ? styles.planCard[coloured] : styles.otherCard;
          return (
            <div
              key={offer.name}
              className={`${card}${choices.plan === offer.name ? ` ${styles.chosen}` : ''}`}
            >
              <Radio value={offer.name} isDisabled={price === null}>
                {coloured ? (
                  <PlanBadge plan={coloured}>{text(intl, offer.name)}</PlanBadge>
                ) : (
                  text(intl, offer.name)
                )}
              </Radio>
              {isCurrent && (
                <div>
                  <Badge tone="info">{intl.formatMessage(m.currentPlan)}</Badge>
                </div>
              )}
              <Text>
                {price === null
                  ? intl.formatMessage(m.noPrice, { currency: choices.currency })
                  : intl.formatMessage(
                      choices.cycle === 'yearly' ? m.perSeatYearly : m.perSeatMonthly,
                      { price: formatMoney(price, choices.currency) },
                    )}
              </Text>
              <Text tone="secondary">
                {intl.formatMessage(m.minSeats, { count: offer.minSeats })}
              </Text>
              {offer.trialDays ? (
                <Text tone="secondary">
                  {intl.formatMessage(m.trialDays, { days: offer.trialDays })}
                </Text>
              ) : null}
              {isCurrent && current && (
                <Text tone="secondary">{licenceText(intl, current.licences)}</Text>
              )}
            </div>
          );
        })}
        {onChooseFree && (
          <div className={styles.otherCard}>
            <Stack gap="sm">
              <div>
                <Badge>{intl.formatMessage(m.free)}</Badge>
              </div>
              <Text tone="secondary">{intl.formatMessage(m.freeText)}</Text>
              <div>
                <Button variant="secondary" onPress={onChooseFree}>
                  {intl.formatMessage(m.chooseFree)}
                </Button>
              </div>
            </Stack>
          </div>
        )}
      </div>
    </RadioGroup>
  );
}

/** Which legislations' identifications the plan pays for (its members' or its invitees'). */
function licenceText(intl: IntlShape, licences: Licences) {
  const covered = (['eidas', 'zertes'] as const).filter(
    (law) => licences.idents[law].payForMembers || licences.idents[law].payForInvitations,
  );
  if (covered.length === 0) return intl.formatMessage(m.licencesNone);
  return intl.formatMessage(m.licences, {
    list: intl.formatList(covered.map((law) => intl.formatMessage(m[law]))),
  });
}
