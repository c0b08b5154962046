import { describe, expect, it } from 'vitest';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { availableActions } from './use-request-actions';

const request = (status: SignatureRequestSummary['status_overall']) =>
  ({ id: 'sr_1', status_overall: status }) as SignatureRequestSummary;

describe('availableActions', () => {
  it('lets the owner edit or delete a draft', () => {
    expect(availableActions(request('DRAFT'), true)).toEqual(['open', 'delete']);
  });

  it('lets only the owner of an open request remind', () => {
    expect(availableActions(request('OPEN'), true)).toEqual(['open', 'download', 'remind']);
    expect(availableActions(request('OPEN'), false)).toEqual(['open', 'download']);
  });

  it('offers opening and downloading for finished requests', () => {
    expect(availableActions(request('SIGNED'), true)).toEqual(['open', 'download']);
    expect(availableActions(request('DECLINED'), false)).toEqual(['open', 'download']);
  });
});
