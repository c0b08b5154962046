import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { problemMessage } from '../../../api/problem';
import { Button, EmailAddress } from '../../../ui';
import { useRequestBusinessSignup } from '../api/business';
import { signupDraft } from '../api/signup-draft';
import { businessCreateOf } from '../company';
import { messages as m } from '../messages';
import { CompanyForm, type Country } from './CompanyForm';
import { SignupFrame } from './SignupFrame';

type Language = components['schemas']['Language'];

export interface BusinessSignupStepsPageProps {
  /** The admin's address from step one. */
  email: string;
  countries: readonly Country[];
  /** The referral code the sign-up link carried (`ucc`), kept locally until now. */
  ucc: string | null;
  language: Language;
  onBack: () => void;
  onSent: (email: string) => void;
}

/**
 * /business/signup/steps: the company. Sending it asks for the confirmation link (flow
 * business, the company kept with the link); a refusal is said here and nothing typed is lost.
 */
export function BusinessSignupStepsPage({
  email,
  countries,
  ucc,
  language,
  onBack,
  onSent,
}: BusinessSignupStepsPageProps) {
  const intl = useIntl();
  const request = useRequestBusinessSignup();
  return (
    <SignupFrame
      step={1}
      title={intl.formatMessage(m.companyTitle)}
      intro={<EmailAddress>{email}</EmailAddress>}
    >
      <CompanyForm
        countries={countries}
        submitLabel={m.send}
        submitting={request.isPending}
        error={request.isError ? problemMessage(request.error) : null}
        secondaryAction={
          <Button variant="secondary" onPress={onBack}>
            {intl.formatMessage(m.back)}
          </Button>
        }
        onSubmit={(values) => {
          const business = businessCreateOf(values, ucc);
          request.mutate(
            { body: { email, flow: 'business', lang: language, business } },
            {
              onSuccess: () => {
                signupDraft.save(email, business);
                onSent(email);
              },
            },
          );
        }}
      />
    </SignupFrame>
  );
}
