import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../../openapi/schema.gen';
import type { ProblemCode } from '../../../src/api/problem';
import { shell, SnackbarRegion } from '../../../src/ui';
import { withRouter } from '../shell/with-router';

type Member = components['schemas']['Member'];
type Invitation = components['schemas']['Invitation'];

export const BUSINESS = 'biz_4Tq9LmZx2Wc7Rp1K';
export const SELF = 'u-ada';

export const admin: Member = {
  id: SELF,
  email: 'ada@acme.example',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  joinedAt: '2026-01-05T09:00:00.000Z',
};
export const people: Member[] = [
  admin,
  {
    id: 'u-mo',
    email: 'mo@acme.example',
    firstName: 'Mo',
    lastName: 'Member',
    role: 'member',
    joinedAt: '2026-03-12T09:00:00.000Z',
    costCenter: 'Legal',
  },
  {
    id: 'u-mia',
    email: 'mia.muster-van-der-berg@acme.example',
    firstName: 'Mia',
    lastName: 'Muster-van der Berg',
    role: 'member',
    joinedAt: '2026-06-30T09:00:00.000Z',
    costCenter: 'Sales and marketing 4200',
  },
];
export const invitations: Invitation[] = [
  {
    id: 'inv_Ws3eD5rF7tG9yH1j',
    email: 'nora@acme.example',
    role: 'member',
    invitedAt: '2026-11-21T10:00:00.000Z',
    invitedBy: 'ada@acme.example',
    expiresAt: '2026-12-05T10:00:00.000Z',
  },
];

/** An API error as the server sends it (problem+json). */
export function problem(status: number, code: ProblemCode) {
  return HttpResponse.json(
    { type: 'about:blank', status, code, message: code, method: 'GET', path: '/' },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const base = `*/businesses/${BUSINESS}`;
export const membersAre = (members: Member[]) =>
  http.get(`*/v1/businesses/${BUSINESS}/members`, () => HttpResponse.json({ members }));
export const invitationsAre = (invitedMembers: Invitation[]) =>
  http.get(`${base}/invitations`, () => HttpResponse.json({ invitedMembers }));
export const pending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A page in the app's main column, with its snackbars and router-aware links. */
export const pageFrame: Decorator[] = [
  (Story) => (
    <>
      <main style={{ padding: 24, maxWidth: 1100, margin: '0 auto', boxSizing: 'border-box' }}>
        <Story />
      </main>
      <SnackbarRegion snackbars={shell.snackbars} />
    </>
  ),
  withRouter,
];
