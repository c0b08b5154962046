import { describe, expect, it } from 'vitest';
import { MAX_INVITES, parseInviteEmails, type InviteInput } from './invite-input';

const many = Array.from({ length: MAX_INVITES + 1 }, (_, i) => `p${i}@acme.example`).join(',');

describe('parseInviteEmails', () => {
  it.each<[string, string, InviteInput]>([
    ['one address', 'nora@acme.example', { kind: 'ok', emails: ['nora@acme.example'] }],
    [
      'commas, spaces and new lines',
      'nora@acme.example, mo@acme.example\nmia@other.example;  li@acme.example',
      {
        kind: 'ok',
        emails: ['nora@acme.example', 'mo@acme.example', 'mia@other.example', 'li@acme.example'],
      },
    ],
    [
      'lower-cased and each once',
      'Nora@ACME.example nora@acme.example',
      { kind: 'ok', emails: ['nora@acme.example'] },
    ],
    ['nothing typed', '  \n , ', { kind: 'empty' }],
    [
      'the wrong ones named',
      'nora@acme.example, nora, mo@acme',
      { kind: 'invalid', invalid: ['nora', 'mo@acme'] },
    ],
    ['more than the contract takes', many, { kind: 'tooMany' }],
  ])('%s', (_, text, expected) => {
    expect(parseInviteEmails(text)).toEqual(expected);
  });
});
