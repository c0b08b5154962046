import { http, HttpResponse } from 'msw';
import type { components } from '../../openapi/schema.gen';
import { business, trialBusiness } from './fixtures';

type Schemas = components['schemas'];

// The extras' calls for /business/extras and /business/profile/aes-for-business stories.

export const extrasPaths = {
  extras: `/v2/businesses/${trialBusiness.id}/customextras`,
  aes4biz: `/v2/businesses/${trialBusiness.id}/customextras/aes4biz`,
};

export const payingBusiness: Schemas['UserBusiness'] = {
  ...trialBusiness,
  paymentMethod: 'STRIPE',
  trialEndsAt: null,
  pricePlan: { name: 'business', startAt: '2026-10-01T00:00:00.000Z' },
};

/** The business with two verified domains. */
export const verifiedBusiness: Schemas['Business'] = {
  ...business,
  paymentMethod: 'STRIPE',
  domains: ['muster.example', 'muster-group.example'],
};

export const aesOn: Schemas['Aes4Biz'] = {
  enabled: true,
  representativeName: 'Dana Muster',
  representativeEmail: 'dana.muster@muster.example',
  commercialRegister: 'CHE-123.456.789',
  domains: ['muster.example'],
};

export const extrasOf = (
  aes4biz: Schemas['Aes4Biz'],
  stripe: Partial<Schemas['CustomExtras']['stripe']> = {},
): Schemas['CustomExtras'] => ({
  stripe: {
    customerPortalURL: null,
    subscriptionErrorCode: null,
    subscriptionStatus: 'active',
    ...stripe,
  },
  aes4biz,
});

export const getExtras = (answer: Schemas['CustomExtras']) =>
  http.get(`*${extrasPaths.extras}`, () => HttpResponse.json(answer));

/** GET and PUT over one saved setup, so what is saved is what is read again. */
export function savedExtras(initial: Schemas['CustomExtras']) {
  let extras = initial;
  return [
    http.get(`*${extrasPaths.extras}`, () => HttpResponse.json(extras)),
    http.put(`*${extrasPaths.aes4biz}`, async ({ request }) => {
      extras = { ...extras, aes4biz: (await request.json()) as Schemas['Aes4Biz'] };
      return HttpResponse.json(extras);
    }),
  ];
}

/** PUT answers with the extras holding what was sent. */
export const putAes = () =>
  http.put(`*${extrasPaths.aes4biz}`, async ({ request }) =>
    HttpResponse.json(extrasOf((await request.json()) as Schemas['Aes4Biz'])),
  );
