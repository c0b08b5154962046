import { useIntl } from 'react-intl';
import { isProblem, problemMessage } from '../../../api/problem';
import { notify, PageHeader, Stack } from '../../../ui';
import { useCreateBusiness } from '../api/business';
import { businessCreateOf } from '../company';
import { messages as m } from '../messages';
import { CompanyForm, type Country } from './CompanyForm';
import * as styles from './SignupFrame.css';

export interface RegisterBusinessPageProps {
  countries: readonly Country[];
  /** A referral code kept from a business sign-up link, sent along like the sign-up does. */
  ucc: string | null;
  onCreated: () => void;
}

/**
 * /business/register: a signed-in user registers a company and becomes its first admin.
 * An account already in a business (409) is told so plainly; other refusals by their problem.
 */
export function RegisterBusinessPage({ countries, ucc, onCreated }: RegisterBusinessPageProps) {
  const intl = useIntl();
  const create = useCreateBusiness(notify);
  const error = !create.isError
    ? null
    : isProblem(create.error) && create.error.status === 409
      ? m.alreadyInBusiness
      : problemMessage(create.error);
  return (
    <div className={styles.panel}>
      <Stack gap="xl">
        <PageHeader
          title={intl.formatMessage(m.registerTitle)}
          meta={intl.formatMessage(m.registerIntro)}
        />
        <CompanyForm
          countries={countries}
          submitLabel={m.registerAction}
          submitting={create.isPending}
          error={error}
          onSubmit={(values) =>
            create.mutate({ body: businessCreateOf(values, ucc) }, { onSuccess: onCreated })
          }
        />
      </Stack>
    </div>
  );
}
