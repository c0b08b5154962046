import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import {
  firstUnverifiedDomain,
  normalizedAes4Biz,
  vouchesFor,
} from '../../src/domain/businesses/aes-for-business-rules';
import { DomainError } from '../../src/domain/errors';

type Aes4Biz = components['schemas']['Aes4Biz'];

const FULL = {
  representativeName: 'Dana Demo',
  representativeEmail: 'dana@acme.example',
  commercialRegister: 'CHE-123.456.789',
};

describe('the AES-for-business setup as kept', () => {
  it.each<[string, Aes4Biz, Aes4Biz]>([
    ['disabled and empty', { enabled: false }, { enabled: false }],
    [
      'enabled, texts trimmed, domains lower-cased once each in order',
      {
        enabled: true,
        representativeName: ' Dana Demo ',
        representativeEmail: 'dana@acme.example ',
        commercialRegister: '\tCHE-123.456.789',
        domains: ['B.example', 'a.example', 'b.example'],
      },
      { enabled: true, ...FULL, domains: ['b.example', 'a.example'] },
    ],
    [
      'disabled keeps what it has, a blank text left out',
      { enabled: false, representativeName: '  ', commercialRegister: 'X', domains: [] },
      { enabled: false, commercialRegister: 'X', domains: [] },
    ],
  ])('%s', (_, input, kept) => {
    expect(normalizedAes4Biz(input)).toEqual(kept);
  });

  it.each<[Aes4Biz, string]>([
    [{ enabled: true }, 'representativeName'],
    [
      { enabled: true, ...FULL, representativeName: ' ', domains: ['a.example'] },
      'representativeName',
    ],
    [
      { enabled: true, ...FULL, representativeEmail: '', domains: ['a.example'] },
      'representativeEmail',
    ],
    [
      { enabled: true, ...FULL, commercialRegister: ' ', domains: ['a.example'] },
      'commercialRegister',
    ],
    [{ enabled: true, ...FULL }, 'domains'],
    [{ enabled: true, ...FULL, domains: [] }, 'domains'],
  ])('enabling %j is refused naming %s', (input, field) => {
    const refusal = (() => {
      try {
        normalizedAes4Biz(input);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('which listed domain is not verified', () => {
  it.each<[string[] | undefined, string[], string | undefined]>([
    [undefined, [], undefined],
    [[], ['a.example'], undefined],
    [['a.example'], ['a.example', 'b.example'], undefined],
    [['a.example', 'c.example'], ['a.example'], 'c.example'],
    [['a.example'], [], 'a.example'],
  ])('%j against verified %j: %s', (domains, verified, first) => {
    expect(firstUnverifiedDomain({ domains }, verified)).toBe(first);
  });
});

describe('whom the setup vouches for', () => {
  const on: Aes4Biz = { enabled: true, ...FULL, domains: ['acme.example'] };
  it.each<[Aes4Biz | null, string, boolean]>([
    [null, 'pat@acme.example', false],
    [{ ...on, enabled: false }, 'pat@acme.example', false],
    [on, 'pat@acme.example', true],
    [on, 'PAT@ACME.EXAMPLE', true],
    [on, 'pat@sub.acme.example', false],
    [on, 'pat@acme.example.org', false],
    [on, 'acme.example@other.example', false],
    [{ enabled: true }, 'pat@acme.example', false],
  ])('%j vouches for %s: %s', (setup, email, vouches) => {
    expect(vouchesFor(setup, email)).toBe(vouches);
  });
});
