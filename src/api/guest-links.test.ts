import { beforeEach, describe, expect, it } from 'vitest';
import { guestLinkFor, rememberGuestLink } from './guest-links';

describe('guest links', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    [
      'remembered',
      () => rememberGuestLink({ id: 'sr_1', userid: 'u1' }),
      'sr_1',
      { id: 'sr_1', userid: 'u1' },
    ],
    ['another request', () => rememberGuestLink({ id: 'sr_1', userid: 'u1' }), 'sr_2', null],
    ['nothing', () => undefined, 'sr_1', null],
    ['garbage', () => sessionStorage.setItem('paraph.guest-link.sr_1', '{oops'), 'sr_1', null],
    [
      'wrong shape',
      () => sessionStorage.setItem('paraph.guest-link.sr_1', '{"id":"sr_9","userid":"u"}'),
      'sr_1',
      null,
    ],
  ])('%s', (_, arrange, requestId, expected) => {
    arrange();
    expect(guestLinkFor(requestId)).toEqual(expected);
  });
});
