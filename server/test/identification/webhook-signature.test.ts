import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '../../src/domain/webhook-signature';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"identification.started"}';
const now = new Date('2026-11-26T10:00:00Z');
const t = now.getTime() / 1000;

describe('webhook signatures', () => {
  it.each([
    ['the genuine header', signWebhook(secret, body, t), body, true],
    ['a header four minutes old', signWebhook(secret, body, t - 240), body, true],
    ['a header six minutes old (a replay)', signWebhook(secret, body, t - 360), body, false],
    ['a header from six minutes ahead', signWebhook(secret, body, t + 360), body, false],
    ['another secret', signWebhook('whsec_other', body, t), body, false],
    ['a changed body', signWebhook(secret, body, t), body.replace('evt_1', 'evt_2'), false],
    [
      'a body re-serialised with spaces',
      signWebhook(secret, body, t),
      body.replace(':', ': '),
      false,
    ],
    ['no signature', `t=${t}`, body, false],
    ['a short signature', `t=${t},v1=abcd`, body, false],
    ['no timestamp', signWebhook(secret, body, t).replace(/^t=\d+,/, ''), body, false],
    ['garbage', 'not a header', body, false],
  ])('%s → %s', (_, header, raw, valid) => {
    expect(verifyWebhook(secret, header, raw, now)).toBe(valid);
  });
});
