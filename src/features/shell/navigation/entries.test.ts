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

describe('which navigation entries a user sees', () => {
  const cases: [string, NavContext, Record<string, string[]>][] = [
    [
      'a user',
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
        business: [],
        businessProfile: [],
      },
    ],
    [
      'a business admin',
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
  ];

  it.each(cases)('%s', (_, context, expected) => {
    expect({
      primary: paths(primaryEntries(context)),
      account: paths(accountEntries(context)),
      business: paths(businessEntries(context)),
      businessProfile: paths(businessProfileEntries(context)),
    }).toEqual(expected);
  });

  it('the drawer lists a place once: the business home is in its main navigation already', () => {
    const admin = { businessAdmin: true };
    expect(paths(drawerPlaceEntries(admin))).not.toContain('/business/dashboard');
    expect(paths(accountEntries(admin))).toContain('/business/dashboard');
    const user = { businessAdmin: false };
    expect(paths(drawerPlaceEntries(user))).toEqual(paths(accountEntries(user)));
  });

  it('the account pages are the overview, the settings, the visual signatures, the signature standards and the password change', () => {
    expect(paths(profileEntries())).toEqual([
      '/profile',
      '/profile/settings',
      '/profile/visual-signature',
      '/profile/signature-standards',
      '/profile/change-password',
    ]);
  });

  it('section overviews match exactly, other entries their sub-pages too', () => {
    const entries = profileEntries();
    expect(entries.filter((entry) => entry.exact).map(({ to }) => to)).toEqual(['/profile']);
  });
});
