import { describe, expect, it } from 'vitest';
import { knownNames, nameOf } from './people';

const person = (email_address: string, first_name = '', last_name = '') => ({
  email_address,
  first_name,
  last_name,
});

const request = {
  owner: person('owner@example.com', 'Olga', 'Owner'),
  signatures: [
    {
      signer_identity_data: person('max@example.com', 'Max', 'Muster'),
      account_email: 'max@work.example',
    },
    { signer_identity_data: person('anon@example.com'), account_email: 'anon@example.com' },
    // The owner signs too, invited under the same address.
    {
      signer_identity_data: person('Owner@Example.com', 'Olga', 'Owner'),
      account_email: 'owner@example.com',
    },
  ],
  observers: [{ id: 'o1', type: 'USER', invited_at: '', user_info: { email: 'obs@example.com' } }],
} as unknown as Parameters<typeof knownNames>[0];

describe('names in the history', () => {
  const names = knownNames(request);
  it.each([
    ['the owner', 'owner@example.com', 'Olga Owner'],
    ['the owner, in other letter case', 'OWNER@example.com', 'Olga Owner'],
    ['a signer by the invited address', 'max@example.com', 'Max Muster'],
    ['a signer by their account address', 'max@work.example', 'Max Muster'],
    ['a signer without a name: the address', 'anon@example.com', 'anon@example.com'],
    ['an observer (no name known): the address', 'obs@example.com', 'obs@example.com'],
    ['somebody not on the request: the address', 'stranger@example.com', 'stranger@example.com'],
  ])('%s', (_, email, expected) => {
    expect(nameOf(names, email)).toBe(expected);
  });
});
