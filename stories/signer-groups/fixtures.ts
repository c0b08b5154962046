import { http, HttpResponse } from 'msw';
import type { components } from '../../openapi/schema.gen';

type Schemas = components['schemas'];

export const BUSINESS = 'biz_4Tq9LmZx2Wc7Rp1K';

export const board: Schemas['SignerGroup'] = {
  id: 'grp_Zx9cV7bN5mQ3wE1r',
  name: 'Management board',
  description: 'Any one of the board may sign.',
  business_id: BUSINESS,
  members_count: 2,
  members: [
    { email: 'marco.member@acme.example', first_name: 'Marco', last_name: 'Member' },
    { email: 'nina.member@acme.example', first_name: 'Nina', last_name: 'Member' },
  ],
  created_at: '2026-10-05T10:00:00.000Z',
  updated_at: '2026-10-05T10:00:00.000Z',
};

export const finance: Schemas['SignerGroup'] = {
  id: 'grp_Qw2eR4tY6uI8oP0a',
  name: 'Finance',
  business_id: BUSINESS,
  members_count: 3,
  members: [
    { email: 'fay@acme.example', first_name: 'Fay', last_name: 'Finance' },
    { email: 'finn@acme.example' },
    { email: 'flo@acme.example', first_name: 'Flo', last_name: 'Fund' },
  ],
  created_at: '2026-10-06T10:00:00.000Z',
  updated_at: '2026-10-06T10:00:00.000Z',
};

export const limits = { maxGroups: 5, maxParticipants: 20 };

/** A list of groups as GET /v3/groups answers it. */
export const groupsAre = (groups: Schemas['SignerGroup'][]) =>
  http.get('*/v3/groups', () =>
    HttpResponse.json({
      total_items: groups.length,
      total_pages: 1,
      current_page: 1,
      size: 25,
      groups,
    }),
  );

/** The business settings with these group limits. */
export const limitsAre = (signerGroups: Schemas['SignerGroupLimits']) =>
  http.get(`*/v1/businesses/${BUSINESS}/settings`, () =>
    HttpResponse.json({
      supportContact: {},
      signatureRequests: {},
      mailService: {},
      signerGroups,
    }),
  );

/** An API error as the server sends it (problem+json). */
export const problem = (status: number, code: Schemas['ProblemCode']) =>
  HttpResponse.json(
    { type: 'about:blank', status, code, message: code, method: 'POST', path: '/' },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
