import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { ResultPanel } from '../../../../ui';
import { ButtonLink } from '../../../../navigation/Link';
import { messages as m } from '../messages';

type UserBusiness = components['schemas']['UserBusiness'];

/** A member on /business/upgrade: the plan is the admins' to choose. */
export function MemberNotice({ business }: { business: UserBusiness }) {
  const intl = useIntl();
  return (
    <ResultPanel
      tone="info"
      headingLevel={1}
      title={intl.formatMessage(m.memberTitle)}
      primaryAction={<ButtonLink to="/">{intl.formatMessage(m.toDashboard)}</ButtonLink>}
    >
      {intl.formatMessage(m.memberText, { name: business.name })}
    </ResultPanel>
  );
}
