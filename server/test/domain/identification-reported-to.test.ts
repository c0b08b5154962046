import { describe, expect, it } from 'vitest';
import { reportedTo } from '../../src/domain/identification/reported-to';

describe('which business an identification is reported to, and which pays', () => {
  it.each([
    // memberOf, request's business, covered → reported to, paid by
    ['biz_member', null, false, 'biz_member', null],
    ['biz_member', 'biz_sender', true, 'biz_member', 'biz_sender'],
    ['biz_member', 'biz_sender', false, 'biz_member', null],
    [null, 'biz_sender', true, 'biz_sender', 'biz_sender'],
    [null, 'biz_sender', false, 'biz_sender', null],
    [null, null, true, null, null],
    [null, null, false, null, null],
  ] as const)(
    'member of %s, request of %s, covered %s → %s, paid by %s',
    (memberOf, requestBusiness, covered, businessId, paidByBusinessId) => {
      expect(reportedTo({ memberOf, requestBusiness, covered })).toEqual({
        businessId,
        paidByBusinessId,
      });
    },
  );
});
