import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Alert,
  Button,
  Checkbox,
  DescriptionList,
  Form,
  Link,
  Option,
  Select,
  Stack,
  TextField,
  createIcon,
} from '../../../ui';
import { problemMessages } from '../../../api/problem';
import { accountLanguage, accountLanguages, type AccountLanguage } from '../api/signup';
import { gtcLabel, languageNames, registerIntro, signupMessages as m } from '../signup-messages';
import { termsUrl } from '../terms';
import { AuthPanel } from './AuthPanel';
import { NewPasswordField } from './NewPasswordField';
import * as styles from './RegisterForm.css';

/** A box with an arrow leaving it: the link opens in a new tab. */
const NewTabIcon = createIcon(
  'NewTab',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export interface RegisterValues {
  firstName: string;
  lastName: string;
  password: string;
  language: AccountLanguage;
  gtc: true;
}

export interface RegisterFormProps {
  email: string;
  /** The name an identity provider confirmed (eID+): shown, not asked for. */
  verifiedName?: { firstName: string; lastName: string };
  /** A business sign-up's company: the page says the registration creates it. */
  businessName?: string;
  submitting?: boolean;
  error?: MessageDescriptor | null;
  onSubmit: (values: RegisterValues) => void;
}

/** Sign-up, last step: name, password, language and the general terms. */
export function RegisterForm({
  email,
  verifiedName,
  businessName,
  submitting = false,
  error,
  onSubmit,
}: RegisterFormProps) {
  const intl = useIntl();
  const [gtc, setGtc] = useState(false);
  const [gtcMissing, setGtcMissing] = useState(false);
  return (
    <AuthPanel
      title={businessName ? m.registerBusinessTitle : m.registerTitle}
      titleValues={businessName ? { name: businessName } : undefined}
      intro={intl.formatMessage(registerIntro, { email })}
    >
      {error && <Alert tone="danger">{intl.formatMessage(error)}</Alert>}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (!gtc) return setGtcMissing(true);
          const data = new FormData(event.currentTarget);
          onSubmit({
            ...(verifiedName ?? {
              firstName: String(data.get('firstName') ?? '').trim(),
              lastName: String(data.get('lastName') ?? '').trim(),
            }),
            password: String(data.get('password') ?? ''),
            language: accountLanguage(String(data.get('language') ?? '')),
            gtc: true,
          });
        }}
      >
        {verifiedName ? (
          <DescriptionList
            items={[
              { term: intl.formatMessage(m.firstName), description: verifiedName.firstName },
              { term: intl.formatMessage(m.lastName), description: verifiedName.lastName },
            ]}
          />
        ) : (
          <>
            <TextField
              name="firstName"
              autoComplete="given-name"
              label={intl.formatMessage(m.firstName)}
              isRequired
              maxLength={128}
            />
            <TextField
              name="lastName"
              autoComplete="family-name"
              label={intl.formatMessage(m.lastName)}
              isRequired
              maxLength={128}
            />
          </>
        )}
        <NewPasswordField label={m.password} email={email} />
        <Select
          name="language"
          label={intl.formatMessage(m.language)}
          defaultSelectedKey={accountLanguage(intl.locale)}
          isRequired
        >
          {accountLanguages.map((language) => (
            <Option key={language} id={language}>
              {intl.formatMessage(languageNames[language])}
            </Option>
          ))}
        </Select>
        <Stack gap="xs">
          <Checkbox
            name="gtc"
            isSelected={gtc}
            isInvalid={gtcMissing && !gtc}
            aria-describedby={gtcMissing && !gtc ? 'gtc-error' : undefined}
            onChange={(selected) => {
              setGtc(selected);
              if (selected) setGtcMissing(false);
            }}
          >
            {intl.formatMessage(gtcLabel, {
              terms: (chunks) => (
                <Link href={termsUrl} target="_blank" rel="noopener noreferrer">
                  {chunks} <NewTabIcon size="sm" label={intl.formatMessage(m.newTab)} />
                </Link>
              ),
            })}
          </Checkbox>
          {gtcMissing && !gtc && (
            <span id="gtc-error" className={styles.error}>
              {intl.formatMessage(problemMessages.GTC_REQUIRED)}
            </span>
          )}
        </Stack>
        <Button type="submit" fullWidth loading={submitting}>
          {intl.formatMessage(submitting ? m.registering : m.register)}
        </Button>
      </Form>
    </AuthPanel>
  );
}
