import { useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from '../../../navigation/Link';
import type { NavEntry } from '../navigation/entries';
import * as styles from './layouts/Layouts.css';

/** One entry alone is no navigation: a section with fewer shows none. */
export const hasSubNavigation = (entries: NavEntry[]) => entries.length > 1;

/**
 * A section's own navigation (the profile pages, the business area, the business profile):
 * a sidebar from lg up when `sidebar`, otherwise a scrolling row of entries.
 */
export function SubNavigation({
  label,
  entries,
  sidebar = false,
}: {
  label: MessageDescriptor;
  entries: NavEntry[];
  sidebar?: boolean;
}) {
  const intl = useIntl();
  if (!hasSubNavigation(entries)) return null;
  return (
    <nav
      aria-label={intl.formatMessage(label)}
      className={sidebar ? styles.sidebarNav : styles.rowNav}
    >
      <ul className={sidebar ? styles.sidebarList : styles.rowList}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              variant={sidebar ? 'sidebar' : 'bar'}
              // The paths are the route table's own; `to` stays a plain string to keep the
              // entries one flat list.
              to={entry.to as '/'}
              activeOptions={{ exact: entry.exact ?? false }}
            >
              {intl.formatMessage(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
