import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { displayNameProblem, MAX_DISPLAY_NAME, sealCandidates, sealPeople } from './seal-rules';

type Member = components['schemas']['Member'];

const member = (id: string, firstName: string, lastName = '', email = `${id}@acme.example`) =>
  ({ id, firstName, lastName, email, role: 'member' }) as Member;

const ada = member('u-ada', 'Ada', 'Admin');
const mo = member('u-mo', 'Mo', 'Member');
const nameless = member('u-x', '', '', 'x@acme.example');

describe('displayNameProblem', () => {
  it.each([
    ['Acme invoices', null],
    ['  Acme  ', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['a'.repeat(MAX_DISPLAY_NAME), null],
    ['a'.repeat(MAX_DISPLAY_NAME + 1), 'tooLong'],
    // Characters, not UTF-16 units: an emoji counts once.
    ['😀'.repeat(MAX_DISPLAY_NAME), null],
  ])('%j → %s', (text, expected) => {
    expect(displayNameProblem(text)).toBe(expected);
  });
});

describe('sealPeople', () => {
  it.each([
    ['nobody on the seal', [], [ada, mo], []],
    [
      'members by name',
      ['u-mo', 'u-ada'],
      [ada, mo],
      [
        { id: 'u-ada', name: 'Ada Admin', email: 'u-ada@acme.example' },
        { id: 'u-mo', name: 'Mo Member', email: 'u-mo@acme.example' },
      ],
    ],
    [
      'a nameless account by its address',
      ['u-x'],
      [nameless],
      [{ id: 'u-x', name: 'x@acme.example', email: 'x@acme.example' }],
    ],
    [
      'someone who left stays, unnamed, first',
      ['u-gone', 'u-mo'],
      [mo],
      [
        { id: 'u-gone', name: null, email: null },
        { id: 'u-mo', name: 'Mo Member', email: 'u-mo@acme.example' },
      ],
    ],
  ])('%s', (_, on, members, expected) => {
    expect(sealPeople(on, members)).toEqual(expected);
  });
});

describe('sealCandidates', () => {
  it.each([
    ['everyone when nobody is on it', [], [mo, ada], ['u-ada', 'u-mo']],
    ['those not on it yet', ['u-ada'], [ada, mo], ['u-mo']],
    ['nobody when all are on it', ['u-ada', 'u-mo'], [ada, mo], []],
    ['nobody in an empty business', [], [], []],
  ])('%s', (_, on, members, expected) => {
    expect(sealCandidates(on, members).map((person) => person.id)).toEqual(expected);
  });
});
