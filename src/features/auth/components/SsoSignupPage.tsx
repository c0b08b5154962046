import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { currentUserQuery } from '../../../api/queries';
import { identityProviderQuery } from '../api/sso';
import { statusMessages as m } from '../status-messages';
import { AuthLink } from './AuthLink';
import { AuthPanel } from './AuthPanel';
import { SsoContinue } from './SsoContinue';

/**
 * An account of a single-sign-on domain whose set-up is not finished (the guard holds it here):
 * one round trip through the company's sign-in finishes it; signing out is the other way on.
 */
export function SsoSignupPage() {
  const intl = useIntl();
  const { data: user } = useQuery(currentUserQuery());
  const { data: url } = useQuery(identityProviderQuery(user?.email ?? ''));
  return (
    <AuthPanel title={m.ssoTitle} intro={intl.formatMessage(m.ssoText)}>
      {url && <SsoContinue url={url} note={m.ssoNote} />}
      <div>
        <AuthLink to="/logout">{intl.formatMessage(m.signOut)}</AuthLink>
      </div>
    </AuthPanel>
  );
}
