import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import type { components } from '../../openapi/schema.gen';
import type { ProblemCode } from '../../src/api/problem';
import { hostSources } from '../../src/dialogs';
import { countryList, ShellHosts } from '../../src/features/shell';
import { Spinner } from '../../src/ui';

type Schemas = components['schemas'];

/** Today in every business story, so days left and dates never move under a baseline. */
export const today = new Date('2026-11-26T09:00:00.000Z');

export const trialBusiness: Schemas['UserBusiness'] = {
  id: 'biz_4Tq9LmZx2Wc7Rp1K',
  name: 'Muster AG',
  role: 'admin',
  paymentMethod: 'TRIALING',
  trialEndsAt: '2026-12-10T09:00:00.000Z',
  pricePlan: { name: 'trial', startAt: '2026-11-26T09:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
};

export const business: Schemas['Business'] = {
  id: trialBusiness.id,
  name: 'Muster AG',
  email: 'office@muster.example',
  phone: '044 555 1234',
  createdAt: '2026-11-26T09:00:00.000Z',
  admins: ['u_8Jm3kQ2xZr5tW9aB'],
  members: ['u_8Jm3kQ2xZr5tW9aB'],
  invitedMembers: [],
  domains: [],
  apiUsers: [],
  paymentMethod: 'TRIALING',
  supportContact: { email: 'help@muster.example' },
  deletionScheduledAt: null,
};

export const settings: Schemas['BusinessSettings'] = {
  supportContact: { email: 'help@muster.example' },
  signatureRequests: { part11: { enabled: false }, retention: { enabled: false } },
  companyBranding: {},
  mailService: {
    attachments: { signedDocument: true },
    signatureProtocol: { enabled: true, customisable: false },
  },
  signerGroups: { maxGroups: 10, maxParticipants: 50 },
  affiliate: { enabled: false },
  userPilot: { enabled: true },
};

/** A year of a growing business: December 2025 to November 2026 (today's month). */
const yearOfMonths: Schemas['MonthStatistics'][] = [
  ['2025-12', 18, 14, 1, 30, 6, 2, 0],
  ['2026-01', 22, 19, 1, 34, 8, 2, 0],
  ['2026-02', 25, 21, 2, 38, 9, 3, 0],
  ['2026-03', 31, 27, 1, 45, 12, 4, 2],
  ['2026-04', 29, 26, 3, 41, 11, 5, 0],
  ['2026-05', 34, 30, 2, 50, 13, 4, 1],
  ['2026-06', 38, 33, 1, 54, 15, 6, 0],
  ['2026-07', 27, 25, 2, 36, 10, 3, 0],
  ['2026-08', 24, 22, 1, 33, 9, 3, 0],
  ['2026-09', 40, 35, 3, 58, 17, 7, 3],
  ['2026-10', 46, 41, 2, 66, 19, 8, 2],
  ['2026-11', 43, 37, 2, 30, 9, 4, 0],
].map(([month, sent, completed, declined, ses, aes, qes, part11], index) => ({
  month: month as string,
  sent: sent as number,
  completed: completed as number,
  declined: declined as number,
  // 29 hours in December, ten minutes quicker every month: 1 day 3 hours in November.
  averageCompletionSeconds: 29 * 3600 - index * 600,
  signatures: {
    ses: ses as number,
    aes: aes as number,
    qes: qes as number,
    part11: part11 as number,
  },
}));

export const statistics: Schemas['Statistics'] = {
  members: 12,
  invitedMembers: 3,
  signatureRequests: { open: 8, signed: 41, declined: 2 },
  signatures: { ses: 30, aes: 9, qes: 4 },
  months: yearOfMonths,
  funnel: { sent: 377, opened: 352, signed: 336, completed: 330 },
};

/** A business that has sent nothing yet: every month present, all zeros. */
export const quietStatistics: Schemas['Statistics'] = {
  members: 1,
  invitedMembers: 0,
  signatureRequests: { open: 0, signed: 0, declined: 0 },
  signatures: { ses: 0, aes: 0, qes: 0, part11: 0 },
  months: yearOfMonths.map((month) => ({
    ...month,
    sent: 0,
    completed: 0,
    declined: 0,
    averageCompletionSeconds: null,
    signatures: { ses: 0, aes: 0, qes: 0, part11: 0 },
  })),
  funnel: { sent: 0, opened: 0, signed: 0, completed: 0 },
};

/** Spec 9's order on the CH platform, in English. */
export const countries = countryList('en-GB', 'CH');

/** An API error as the server sends it (problem+json). */
export function problem(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  code: ProblemCode,
) {
  return http[method](`*${path}`, () =>
    HttpResponse.json(
      { type: 'about:blank', status, code, message: code, method: method.toUpperCase(), path },
      { status, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

/** A call that never answers, to show a wait. */
export function pending(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  return http[method](`*${path}`, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

const base = `/v1/businesses/${trialBusiness.id}`;
export const paths = {
  business: base,
  settings: `${base}/settings`,
  logo: `${base}/logo`,
  cancelTrial: `${base}/cancel-trial`,
  statistics: `/v2/businesses/${trialBusiness.id}/statistics`,
  delete: `/v2/businesses/${trialBusiness.id}`,
  revoke: `/v2/businesses/${trialBusiness.id}/revoke_delete`,
};

export const getBusiness = (answer = business) =>
  http.get(`*${paths.business}`, () => HttpResponse.json(answer));
export const getSettings = (answer = settings) =>
  http.get(`*${paths.settings}`, () => HttpResponse.json(answer));
export const getStatistics = (answer = statistics) =>
  http.get(`*${paths.statistics}`, () => HttpResponse.json(answer));

/** A business page as the admin layout's column holds it, with the hosts and snackbars. */
export const adminPage: Decorator = (Story) => (
  <>
    <main style={{ padding: 24, maxWidth: 960, boxSizing: 'border-box' }}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Story />
      </Suspense>
    </main>
    {/* The dialog host and the snackbars, as the app has them. */}
    <ShellHosts sources={hostSources} />
  </>
);

export { loaded } from '../waits';
