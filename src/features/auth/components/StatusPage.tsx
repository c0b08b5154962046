import { useIntl, type MessageDescriptor } from 'react-intl';
import { AuthLink, type AuthPath } from './AuthLink';
import { AuthPanel } from './AuthPanel';

export interface StatusPageProps {
  title: MessageDescriptor;
  text: MessageDescriptor;
  link: { to: AuthPath; label: MessageDescriptor };
}

/** A page that explains where the visitor stands and offers one way on. */
export function StatusPage({ title, text, link }: StatusPageProps) {
  const intl = useIntl();
  return (
    <AuthPanel title={title} intro={intl.formatMessage(text)}>
      <div>
        <AuthLink to={link.to}>{intl.formatMessage(link.label)}</AuthLink>
      </div>
    </AuthPanel>
  );
}
