import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { isProblem } from '../../../api/problem';
import { Button, Form, Option, Section, Select, TextField, notify } from '../../../ui';
import { useSaveBilling } from './actions';
import {
  addressBody,
  currencies,
  draftOf,
  normaliseVat,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressProblem,
} from './address-form';
import type { Country } from './format';
import { messages as m } from './messages';
import * as styles from './plan-page.css';

const problemText = {
  required: m.required,
  postalCode: m.postalCodeInvalid,
  vat: m.vatInvalid,
} satisfies Record<AddressProblem, unknown>;

export interface BillingAddressSectionProps {
  businessId: string;
  billing: components['schemas']['BillingView'];
  /** Spec 9's order for this platform (CH, DE, FR, AT first), named in the UI language. */
  countries: readonly Country[];
}

/**
 * The address on the invoices, the VAT number and the invoice currency. Checked here first; a
 * VAT number the server refuses (VAT_ID_INVALID) is marked on its field, the rest is kept.
 */
export function BillingAddressSection({
  businessId,
  billing,
  countries,
}: BillingAddressSectionProps) {
  const intl = useIntl();
  const save = useSaveBilling(businessId, notify);
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(billing));
  const [errors, setErrors] = useState<AddressErrors>({});
  const set = (patch: Partial<AddressDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const fields = Object.keys(patch);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    );
  };
  const submit = () => {
    const found = validateAddress(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { params: { path: { id: businessId } }, body: addressBody(draft) },
      {
        onError: (error) => {
          if (isProblem(error) && error.code === 'VAT_ID_INVALID') setErrors({ vat: 'vat' });
        },
      },
    );
  };
  const field = (name: keyof AddressErrors) => ({
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name] ? intl.formatMessage(problemText[errors[name]]) : undefined,
  });

  return (
    <Section
      title={intl.formatMessage(m.addressSection)}
      description={intl.formatMessage(m.addressText)}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.addressGrid}>
          <TextField
            label={intl.formatMessage(m.address1)}
            autoComplete="address-line1"
            value={draft.address1}
            onChange={(address1) => set({ address1 })}
            maxLength={128}
            isRequired
            {...field('address1')}
          />
          <TextField
            label={intl.formatMessage(m.address2)}
            autoComplete="address-line2"
            value={draft.address2}
            onChange={(address2) => set({ address2 })}
            maxLength={128}
          />
          <TextField
            label={intl.formatMessage(m.postalCode)}
            autoComplete="postal-code"
            value={draft.postalCode}
            onChange={(postalCode) => set({ postalCode })}
            maxLength={16}
            isRequired
            {...field('postalCode')}
          />
          <TextField
            label={intl.formatMessage(m.city)}
            autoComplete="address-level2"
            value={draft.city}
            onChange={(city) => set({ city })}
            maxLength={64}
            isRequired
            {...field('city')}
          />
          <Select
            label={intl.formatMessage(m.country)}
            selectedKey={draft.country || null}
            onSelectionChange={(key) => set({ country: String(key) })}
            items={countries.map((country) => ({ id: country.code, ...country }))}
            isRequired
            {...field('country')}
          >
            {(country) => <Option id={country.code}>{country.name}</Option>}
          </Select>
          <TextField
            label={intl.formatMessage(m.vat)}
            description={intl.formatMessage(m.vatHint)}
            autoComplete="off"
            value={draft.vat}
            onChange={(vat) => set({ vat: normaliseVat(vat) })}
            maxLength={32}
            {...field('vat')}
          />
          <Select
            label={intl.formatMessage(m.currency)}
            selectedKey={draft.currency}
            onSelectionChange={(key) => set({ currency: key as AddressDraft['currency'] })}
            items={currencies.map((code) => ({ id: code }))}
          >
            {(currency) => <Option id={currency.id}>{currency.id}</Option>}
          </Select>
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
