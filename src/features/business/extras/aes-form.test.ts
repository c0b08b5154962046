import { describe, expect, it } from 'vitest';
import {
  aesBodyOf,
  aesProblemErrors,
  aesValuesOf,
  canTurnOn,
  validateAes,
  type Aes4Biz,
  type AesErrors,
  type AesValues,
} from './aes-form';

const complete: AesValues = {
  enabled: true,
  representativeName: 'Dana Demo',
  representativeEmail: 'dana@acme.example',
  commercialRegister: 'CHE-123.456.789',
  domains: ['acme.example'],
};

describe('validateAes', () => {
  const cases: [string, Partial<AesValues>, AesErrors][] = [
    ['a complete setup', {}, {}],
    [
      'on with nothing filled in',
      { representativeName: ' ', representativeEmail: '', commercialRegister: '', domains: [] },
      {
        representativeName: 'required',
        representativeEmail: 'required',
        commercialRegister: 'required',
        domains: 'required',
      },
    ],
    ['on without a domain', { domains: [] }, { domains: 'required' }],
    [
      'off with nothing filled in',
      { enabled: false, representativeName: '', commercialRegister: '', domains: [] },
      {},
    ],
    [
      'a typo in the address',
      { representativeEmail: 'dana@acme' },
      { representativeEmail: 'invalid' },
    ],
    [
      'a typo while off',
      { enabled: false, representativeEmail: 'dana' },
      { representativeEmail: 'invalid' },
    ],
  ];
  it.each(cases)('%s', (_, patch, expected) => {
    expect(validateAes({ ...complete, ...patch })).toEqual(expected);
  });
});

describe('aesValuesOf', () => {
  it('starts off and empty without a setup', () => {
    expect(aesValuesOf({ enabled: false }, [])).toEqual({
      enabled: false,
      representativeName: '',
      representativeEmail: '',
      commercialRegister: '',
      domains: [],
    });
  });
  it('leaves out a saved domain that is no longer verified', () => {
    const setup: Aes4Biz = { ...complete, domains: ['acme.example', 'old.example'] };
    expect(aesValuesOf(setup, ['acme.example']).domains).toEqual(['acme.example']);
  });
});

describe('aesBodyOf', () => {
  it('trims the text and leaves empty text out', () => {
    expect(
      aesBodyOf({
        ...complete,
        enabled: false,
        representativeName: ' Dana ',
        commercialRegister: ' ',
      }),
    ).toEqual({
      enabled: false,
      representativeName: 'Dana',
      representativeEmail: 'dana@acme.example',
      commercialRegister: undefined,
      domains: ['acme.example'],
    });
  });
});

describe('canTurnOn', () => {
  const cases: [string, Aes4Biz, string[], boolean][] = [
    ['a complete setup that is off', { ...complete, enabled: false }, ['acme.example'], true],
    ['never set up', { enabled: false }, ['acme.example'], false],
    ['its only domain is no longer verified', complete, ['other.example'], false],
  ];
  it.each(cases)('%s', (_, setup, verified, expected) => {
    expect(canTurnOn(setup, verified)).toBe(expected);
  });
});

describe('aesProblemErrors', () => {
  const problem = (code: string, field?: string) => ({
    type: 'about:blank',
    status: 422,
    code,
    message: code,
    method: 'PUT',
    path: '/',
    ...(field ? { field } : {}),
  });
  const cases: [string, unknown, AesErrors | null][] = [
    ['a domain no longer verified', problem('DOMAIN_NOT_VERIFIED'), { domains: 'notVerified' }],
    [
      'a field named',
      problem('VALIDATION_FAILED', 'representativeEmail'),
      { representativeEmail: 'refused' },
    ],
    ['an item of the domains', problem('VALIDATION_FAILED', 'domains.0'), { domains: 'refused' }],
    ['a field the form does not have', problem('VALIDATION_FAILED', 'enabled'), null],
    ['no field', problem('VALIDATION_FAILED'), null],
    ['another problem', problem('FORBIDDEN'), null],
    ['not a problem', new Error('offline'), null],
  ];
  it.each(cases)('%s', (_, error, expected) => {
    expect(aesProblemErrors(error)).toEqual(expected);
  });
});
