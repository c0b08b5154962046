import { describe, expect, it } from 'vitest';
import { addressParts } from './EmailAddress';

describe('addressParts', () => {
  it.each([
    ['dana@example.ch', ['dana', '@example', '.ch']],
    [
      'dana.demo-longname@mail.example.co.uk',
      ['dana', '.demo-longname', '@mail', '.example', '.co', '.uk'],
    ],
    ['nodots', ['nodots']],
  ])('%s breaks before "@" and dots', (address, parts) => {
    expect(addressParts(address)).toEqual(parts);
    // Nothing is lost or added: the parts are the address.
    expect(addressParts(address).join('')).toBe(address);
  });
});
