import { afterEach, describe, expect, it } from 'vitest';
import { signupDraft } from './signup-draft';

const company = {
  name: 'Muster AG',
  email: 'office@muster.example',
  country: 'CH',
  gtc_accepted: true as const,
  dpa_accepted: true as const,
};

describe('signupDraft', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['the address it was sent for', 'anna@muster.example', company],
    ['another address', 'other@muster.example', null],
  ])('gives the company back for %s', (_, asked, expected) => {
    signupDraft.save('anna@muster.example', company);
    expect(signupDraft.load(asked)).toEqual(expected);
  });

  it('knows nothing when this tab sent nothing, or kept something unreadable', () => {
    expect(signupDraft.load('anna@muster.example')).toBeNull();
    window.sessionStorage.setItem('business-signup', '{not json');
    expect(signupDraft.load('anna@muster.example')).toBeNull();
  });
});
