import { describe, expect, it } from 'vitest';
import { fallbackTitle, pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/dashboard', 'Inbox', 'Inbox - Paraph'],
    ['/profile/change-password', undefined, 'change password - Paraph'],
    ['/business/seals/$accountname', undefined, 'seals - Paraph'],
    ['/view/$id/$userid', undefined, 'view - Paraph'],
    ['/signup/flows/eidplus/new', undefined, 'new - Paraph'],
    ['/', undefined, 'Paraph'],
    ['/$', undefined, 'Paraph'],
  ])('%s (%s) → %s', (path, title, expected) => {
    expect(pageTitle(path, 'Paraph', title)).toBe(expected);
  });

  it('ignores parameters and pathless layout segments', () => {
    expect(fallbackTitle('/_user/sendto/$id')).toBe('sendto');
  });
});
