import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '../../../navigation/Link';
import { messages } from '../messages';
import * as styles from './AppShell.css';

type Entry = [to: string, label: MessageDescriptor];

const profileEntries: Entry[] = [
  ['/profile', messages.profile],
  ['/profile/settings', messages.profileSettings],
  ['/profile/change-password', messages.changePassword],
  ['/profile/visual-signature', messages.visualSignature],
  ['/profile/signature-standards', messages.signatureStandards],
];

const businessEntries: Entry[] = [
  ['/business/dashboard', messages.businessDashboard],
  ['/business/members', messages.businessMembers],
  ['/business/activity', messages.businessActivity],
  ['/business/seals', messages.businessSeals],
  ['/business/settings', messages.businessSettings],
  ['/business/billing/plan', messages.businessBilling],
  ['/business/profile', messages.businessProfile],
  ['/business/developers/api', messages.businessDevelopers],
];

function SubNavigation({ label, entries }: { label: MessageDescriptor; entries: Entry[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(label)} className={styles.subNav}>
      {entries.map(([to, text]) => (
        // The paths are the route table's own; `to` stays a plain string to keep this list flat.
        <Link key={to} to={to as '/'} activeOptions={{ exact: true }}>
          {intl.formatMessage(text)}
        </Link>
      ))}
    </nav>
  );
}

export const ProfileNavigation = () => (
  <SubNavigation label={messages.profileNavigation} entries={profileEntries} />
);
export const BusinessNavigation = () => (
  <SubNavigation label={messages.businessNavigation} entries={businessEntries} />
);
