import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { build } from '../build';
import { bearer, login } from '../fixtures';
import { createBusiness } from './setup';

const t = build();

describe('GET /v1/user for people in a business', () => {
  it('tells an admin and a member their business, role, trial and plan', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    for (const [person, role] of [
      [admin, 'admin'],
      [members[0]!, 'member'],
    ] as const) {
      const response = await t.app.inject({
        url: '/v1/user',
        headers: bearer(await login(t.app, person)),
      });
      expect(response.json().business).toEqual({
        id: business.id,
        name: 'Acme AG',
        role,
        paymentMethod: 'TRIALING',
        trialEndsAt: business.trialEndsAt?.toISOString(),
        pricePlan: { name: 'team', startAt: business.pricePlanStartAt.toISOString() },
        deletionScheduledAt: null,
        userPilotEnabled: false,
        part11Enabled: false,
      });
    }
  });

  it('tells a member the business’s guidance and Part 11 settings, which only admins can read', async () => {
    const { admin, members, business } = await createBusiness(t.app, { members: 1 });
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/v1/businesses/${business.id}/settings`,
      headers: bearer(await login(t.app, admin)),
      payload: {
        supportContact: {},
        signatureRequests: { part11: { enabled: true }, retention: { enabled: false } },
        mailService: {
          attachments: { signedDocument: false },
          signatureProtocol: { enabled: true, customisable: false },
        },
        userPilot: { enabled: true },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const response = await t.app.inject({
      url: '/v1/user',
      headers: bearer(await login(t.app, members[0]!)),
    });
    expectContractResponse('getUser', response);
    expect(response.json().business).toMatchObject({
      role: 'member',
      userPilotEnabled: true,
      part11Enabled: true,
    });
  });
});
