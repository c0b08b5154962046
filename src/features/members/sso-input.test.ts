import { describe, expect, it } from 'vitest';
import { ssoBody, ssoDomains, type SsoForm } from './sso-input';

const provider = (domain: string, sandbox: boolean) => ({
  domain,
  issuer: 'https://login.acme.example',
  clientId: 'paraph',
  sandbox,
});

describe('ssoDomains', () => {
  it.each([
    ['no providers yet', ['acme.example', 'acme.ch'], [], ['acme.example', 'acme.ch']],
    [
      'a real provider stays changeable',
      ['acme.example'],
      [provider('acme.example', false)],
      ['acme.example'],
    ],
    [
      'a sandbox provider is left out',
      ['acme.example', 'acme.ch'],
      [provider('acme.ch', true)],
      ['acme.example'],
    ],
    ['no verified domains', [], [], []],
  ])('%s', (_, verified, providers, expected) => {
    expect(ssoDomains(verified, providers)).toEqual(expected);
  });
});

const valid: SsoForm = {
  domain: 'acme.example',
  issuer: ' https://login.acme.example ',
  clientId: ' paraph ',
  clientSecret: ' s3cr3t',
};
const domains = ['acme.example'];

describe('ssoBody', () => {
  it('trims issuer and client id and keeps the secret as typed', () => {
    expect(ssoBody(valid, domains)).toEqual({
      body: {
        domain: 'acme.example',
        issuer: 'https://login.acme.example',
        clientId: 'paraph',
        clientSecret: ' s3cr3t',
      },
    });
  });

  it.each<[string, Partial<SsoForm>, string[]]>([
    ['no domain chosen', { domain: '' }, ['domain']],
    ['a domain that cannot be chosen', { domain: 'other.example' }, ['domain']],
    ['an http issuer', { issuer: 'http://login.acme.example' }, ['issuer']],
    ['an issuer that is no URL', { issuer: 'login.acme.example' }, ['issuer']],
    ['an https scheme without a host', { issuer: 'https://' }, ['issuer']],
    ['an issuer too long', { issuer: `https://a.example/${'x'.repeat(2040)}` }, ['issuer']],
    ['an empty client id', { clientId: '  ' }, ['clientId']],
    ['a client id too long', { clientId: 'x'.repeat(257) }, ['clientId']],
    ['an empty secret', { clientSecret: ' ' }, ['clientSecret']],
    ['a secret too long', { clientSecret: 'x'.repeat(1025) }, ['clientSecret']],
    [
      'everything empty',
      { domain: '', issuer: '', clientId: '', clientSecret: '' },
      ['domain', 'issuer', 'clientId', 'clientSecret'],
    ],
  ])('%s', (_, change, invalid) => {
    expect(ssoBody({ ...valid, ...change }, domains)).toEqual({ invalid });
  });
});
