import { describe, expect, it } from 'vitest';
import { readCardSetupReturn } from './card-setup';

describe('readCardSetupReturn', () => {
  const cases: [string, Parameters<typeof readCardSetupReturn>[0], unknown][] = [
    [
      'a succeeded return',
      '?setup_intent=seti_123abc&redirect_status=succeeded',
      { setupIntentId: 'seti_123abc', status: 'succeeded' },
    ],
    [
      'a failed return',
      'setup_intent=seti_9&redirect_status=failed',
      { setupIntentId: 'seti_9', status: 'failed' },
    ],
    [
      'any other status is a failure',
      '?setup_intent=seti_9&redirect_status=requires_payment_method',
      { setupIntentId: 'seti_9', status: 'failed' },
    ],
    [
      'other parameters do not matter',
      '?tab=x&setup_intent=seti_A1&setup_intent_client_secret=s&redirect_status=succeeded',
      { setupIntentId: 'seti_A1', status: 'succeeded' },
    ],
    [
      'a parsed search object (the router)',
      { setup_intent: 'seti_7', redirect_status: 'succeeded', page: 2 },
      { setupIntentId: 'seti_7', status: 'succeeded' },
    ],
    [
      'URLSearchParams',
      new URLSearchParams({ setup_intent: 'seti_7', redirect_status: 'failed' }),
      { setupIntentId: 'seti_7', status: 'failed' },
    ],
    ['no query', '', null],
    ['no status', '?setup_intent=seti_1', null],
    ['no setup intent', '?redirect_status=succeeded', null],
    ['not a setup intent id', '?setup_intent=pi_1&redirect_status=succeeded', null],
    ['a forged id', '?setup_intent=seti_<script>&redirect_status=succeeded', null],
    ['an empty status', '?setup_intent=seti_1&redirect_status=', null],
  ];

  it.each(cases)('%s', (_, search, expected) => {
    expect(readCardSetupReturn(search)).toEqual(expected);
  });
});
