import { describe, expect, it } from 'vitest';
import {
  accountEntries,
  drawerPlaceEntries,
  businessEntries,
  businessProfileEntries,
  primaryEntries,
  profileEntries,
  type NavContext,
} from './entries';

const paths = (entries: { to: string }[]) => entries.map(({ to }) => to);
const allBuilt = () => false;
const onlyPlaceholders = () => true;

describe('which navigation entries a user sees', () => {
  const cases: [string, NavContext, Record<string, string[]>][] = [
    [
      'a user, with today’s pages',
      { businessAdmin: false },
      {
        primary: ['/dashboard'],
        account: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
        ],
        profile: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
        ],
        business: [],
        businessProfile: [],
      },
    ],
    [
      'a business admin, with every page built',
      { businessAdmin: true },
      {
        primary: ['/dashboard', '/business/dashboard'],
        account: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
          '/business/dashboard',
        ],
        profile: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
        ],
        business: [
          '/business/dashboard',
          '/business/members',
          '/business/activity',
          '/business/seals',
          '/business/settings',
          '/business/billing/plan',
          '/business/extras',
          '/business/profile',
          '/business/developers/api',
        ],
        businessProfile: ['/business/profile', '/business/profile/aes-for-business'],
      },
    ],
    [
      'a user, once every page is built',
      { businessAdmin: false, isPlaceholder: allBuilt },
      {
        primary: ['/dashboard'],
        account: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
        ],
        profile: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
        ],
        business: [],
        businessProfile: [],
      },
    ],
    [
      'a business admin, once every page is built',
      { businessAdmin: true, isPlaceholder: allBuilt },
      {
        primary: ['/dashboard', '/business/dashboard'],
        account: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
          '/business/dashboard',
        ],
        profile: [
          '/profile',
          '/profile/settings',
          '/profile/visual-signature',
          '/profile/signature-standards',
          '/profile/change-password',
        ],
        business: [
          '/business/dashboard',
          '/business/members',
          '/business/activity',
          '/business/seals',
          '/business/settings',
          '/business/billing/plan',
          '/business/extras',
          '/business/profile',
          '/business/developers/api',
        ],
        businessProfile: ['/business/profile', '/business/profile/aes-for-business'],
      },
    ],
    [
      'nothing built: the dashboard stays',
      { businessAdmin: true, isPlaceholder: onlyPlaceholders },
      { primary: ['/dashboard'], account: [], profile: [], business: [], businessProfile: [] },
    ],
  ];

  it.each(cases)('%s', (_, context, expected) => {
    expect({
      primary: paths(primaryEntries(context)),
      account: paths(accountEntries(context)),
      profile: paths(profileEntries(context)),
      business: paths(businessEntries(context)),
      businessProfile: paths(businessProfileEntries(context)),
    }).toEqual(expected);
  });

  it('the business entry leads to the first built business page', () => {
    const context = {
      businessAdmin: true,
      isPlaceholder: (to: string) => to === '/business/dashboard',
    };
    expect(primaryEntries(context).at(-1)?.to).toBe('/business/members');
  });

  it('the drawer lists a place once: the business home is in its main navigation already', () => {
    const admin = { businessAdmin: true, isPlaceholder: allBuilt };
    expect(paths(drawerPlaceEntries(admin))).not.toContain('/business/dashboard');
    expect(paths(accountEntries(admin))).toContain('/business/dashboard');
    const user = { businessAdmin: false, isPlaceholder: allBuilt };
    expect(paths(drawerPlaceEntries(user))).toEqual(paths(accountEntries(user)));
  });

  it('section overviews match exactly, other entries their sub-pages too', () => {
    const entries = profileEntries({ businessAdmin: false, isPlaceholder: allBuilt });
    expect(entries.filter((entry) => entry.exact).map(({ to }) => to)).toEqual(['/profile']);
  });
});
