import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Alert,
  Button,
  Checkbox,
  EmailField,
  Form,
  Link,
  Option,
  Select,
  Stack,
  Text,
  TextField,
} from '../../../ui';
import {
  POSTAL_CODE_PATTERN,
  PHONE_PATTERN,
  VAT_PATTERN,
  emptyCompany,
  normaliseVat,
  type CompanyValues,
} from '../company';
import { businessTermsUrl, dpaUrl } from '../legal';
import { messages as m } from '../messages';

export interface Country {
  code: string;
  name: string;
}

export interface CompanyFormProps {
  /** Spec 9's order (the shell knows the platform): CH, DE, FR, AT first, then alphabetical. */
  countries: readonly Country[];
  submitLabel: MessageDescriptor;
  submitting: boolean;
  /** Why the last submit failed; what was typed stays. */
  error?: MessageDescriptor | null;
  onSubmit: (values: CompanyValues) => void;
  /** A way back (the sign-up's first step), beside the submit button. */
  secondaryAction?: ReactNode;
}

/**
 * The company to register: name, e-mail, phone, country, address, VAT (uppercased as typed)
 * and both acceptances. The browser's checks (required, e-mail, patterns) run before
 * anything is sent; the acceptances are checked here, as they are no text field.
 */
export function CompanyForm({
  countries,
  submitLabel,
  submitting,
  error,
  onSubmit,
  secondaryAction,
}: CompanyFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<CompanyValues>({
    ...emptyCompany,
    country: countries[0]?.code ?? '',
  });
  const [acceptMissing, setAcceptMissing] = useState(false);
  const set = (patch: Partial<CompanyValues>) => setValues((current) => ({ ...current, ...patch }));
  const text = (key: keyof Omit<CompanyValues, 'gtc' | 'dpa'>) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => set({ [key]: value }),
  });
  const unaccepted = acceptMissing && !(values.gtc && values.dpa);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!values.gtc || !values.dpa) return setAcceptMissing(true);
        onSubmit(values);
      }}
    >
      {error && (
        <Alert tone="danger">
          <Text>{intl.formatMessage(error)}</Text>
        </Alert>
      )}
      <TextField
        {...text('name')}
        label={intl.formatMessage(m.companyName)}
        autoComplete="organization"
        isRequired
        maxLength={128}
      />
      <EmailField {...text('email')} label={intl.formatMessage(m.companyEmail)} isRequired />
      <TextField
        {...text('phone')}
        type="tel"
        autoComplete="tel"
        label={intl.formatMessage(m.phone)}
        description={intl.formatMessage(m.phoneHint)}
        pattern={PHONE_PATTERN}
        maxLength={24}
      />
      <Select
        name="country"
        label={intl.formatMessage(m.country)}
        selectedKey={values.country}
        onSelectionChange={(key) => set({ country: String(key) })}
        isRequired
        items={countries.map((country) => ({ id: country.code, ...country }))}
      >
        {(country) => <Option id={country.code}>{country.name}</Option>}
      </Select>
      <TextField
        {...text('address1')}
        autoComplete="address-line1"
        label={intl.formatMessage(m.address1)}
        maxLength={128}
      />
      <TextField
        {...text('address2')}
        autoComplete="address-line2"
        label={intl.formatMessage(m.address2)}
        maxLength={128}
      />
      <TextField
        {...text('postalCode')}
        autoComplete="postal-code"
        label={intl.formatMessage(m.postalCode)}
        pattern={POSTAL_CODE_PATTERN}
        maxLength={16}
      />
      <TextField
        {...text('city')}
        autoComplete="address-level2"
        label={intl.formatMessage(m.city)}
        maxLength={64}
      />
      <TextField
        {...text('vat')}
        onChange={(value) => set({ vat: normaliseVat(value) })}
        label={intl.formatMessage(m.vat)}
        description={intl.formatMessage(m.vatHint)}
        pattern={VAT_PATTERN}
        maxLength={32}
      />
      <Stack gap="sm">
        <Checkbox
          name="gtc"
          isSelected={values.gtc}
          isInvalid={unaccepted && !values.gtc}
          onChange={(gtc) => set({ gtc })}
        >
          {intl.formatMessage(m.gtc)}
        </Checkbox>
        <Checkbox
          name="dpa"
          isSelected={values.dpa}
          isInvalid={unaccepted && !values.dpa}
          onChange={(dpa) => set({ dpa })}
        >
          {intl.formatMessage(m.dpa)}
        </Checkbox>
        <Link href={businessTermsUrl} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.readGtc)}
        </Link>
        <Link href={dpaUrl} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.readDpa)}
        </Link>
        {unaccepted && (
          <Alert tone="danger">
            <Text>{intl.formatMessage(m.acceptBoth)}</Text>
          </Alert>
        )}
      </Stack>
      <Stack direction="row" gap="sm">
        {secondaryAction}
        <Button type="submit" loading={submitting}>
          {intl.formatMessage(submitLabel)}
        </Button>
      </Stack>
    </Form>
  );
}
