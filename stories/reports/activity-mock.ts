import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../openapi/schema.gen';
import { BUSINESS, problem } from '../pages/business/members-mock';

type Schemas = components['schemas'];
type Page<T> = {
  activities: T[];
  total_items: number;
  total_pages: number;
  current_page: number;
  size: number;
};

export const signatures: Schemas['SignatureActivity'][] = [
  {
    id: 'evt_Sg1',
    action: 'SIGNED',
    timestamp: '2026-11-24T14:30:00.000Z',
    signature_request_id: 'sr_Qm4nT8wLp2Yc7Vx1',
    signature_request_title: 'Framework agreement Acme – Globex 2027',
    business_id_paid_by: BUSINESS,
    cost_center: 'Legal',
    initiator: 'ada@acme.example',
    signer: { email: 'mo@acme.example', first_name: 'Mo', last_name: 'Member', type: 'member' },
    quality: 'QES',
    legislation: 'ZERTES',
  },
  {
    id: 'evt_Sg2',
    action: 'DECLINED',
    timestamp: '2026-11-20T08:05:00.000Z',
    signature_request_id: 'sr_Hk2pW9xRt5Lm3Zb8',
    signature_request_title: 'NDA Initech',
    business_id_paid_by: null,
    cost_center: null,
    initiator: 'ada@acme.example',
    signer: {
      email: 'peter.gibbons@initech.example',
      first_name: null,
      last_name: null,
      type: 'external',
    },
    quality: 'AES',
    legislation: 'EIDAS',
  },
  {
    id: 'evt_Sg3',
    action: 'SIGNED',
    timestamp: '2026-11-02T17:45:00.000Z',
    signature_request_id: 'sr_Vb7nQ1mKs4Yt6Wd2',
    signature_request_title: 'Board minutes',
    business_id_paid_by: BUSINESS,
    cost_center: 'Finance',
    initiator: 'mo@acme.example',
    signer: { email: 'robot@acme.example', first_name: 'Invoice', last_name: 'Robot', type: 'api' },
    quality: 'SES',
    legislation: 'UNDEFINED',
  },
];

export const accounts: Schemas['AccountActivity'][] = [
  {
    id: 'bev_1',
    action: 'MEMBER_INVITED',
    timestamp: '2026-11-25T10:00:00.000Z',
    user_email: 'nora@acme.example',
    actor: 'ada@acme.example',
    role: 'member',
  },
  {
    id: 'bev_2',
    action: 'PLAN_CHANGED',
    timestamp: '2026-11-21T09:00:00.000Z',
    user_email: 'ada@acme.example',
    actor: 'ada@acme.example',
    plan: 'Professional',
  },
  {
    id: 'bev_3',
    action: 'SEATS_CHANGED',
    timestamp: '2026-11-21T09:01:00.000Z',
    user_email: 'ada@acme.example',
    actor: 'ada@acme.example',
    seats: 12,
  },
  {
    id: 'bev_4',
    action: 'SETTINGS_CHANGED',
    timestamp: '2026-11-12T16:20:00.000Z',
    user_email: 'ada@acme.example',
    actor: 'ada@acme.example',
    details: 'logo',
  },
  {
    id: 'bev_5',
    action: 'MEMBER_LEFT',
    timestamp: '2026-11-03T12:00:00.000Z',
    user_email: 'max@acme.example',
  },
];

export const identifications: Schemas['IdentificationActivity'][] = [
  {
    id: 'idn_1',
    timestamp: '2026-11-22T11:12:00.000Z',
    user_email: 'mo@acme.example',
    provider: 'intrum',
    method: 'video',
    legislation: 'zertes',
    status: 'success',
    business_id_paid_by: BUSINESS,
  },
  {
    id: 'idn_2',
    timestamp: '2026-11-18T15:40:00.000Z',
    user_email: 'peter.gibbons@initech.example',
    provider: 'srs',
    method: 'id-austria',
    legislation: 'eidas',
    status: 'failure',
    business_id_paid_by: null,
  },
  {
    id: 'idn_3',
    timestamp: '2026-11-10T07:55:00.000Z',
    user_email: 'mia.muster-van-der-berg@acme.example',
    provider: 'intrum',
    method: 'autoident',
    legislation: 'zertes',
    status: 'inprogress',
    business_id_paid_by: BUSINESS,
  },
];

export type Tab = 'signatures' | 'accounts' | 'identifications';
const path = (tab: Tab) => `*/v2/businesses/${BUSINESS}/activities/${tab}`;

/**
 * A tab's list as the server pages it: sorted by `sort`, 25 a page (`pages` fakes a longer
 * list), so a story's clicks show the query the page sends.
 */
export function listIs<T extends { timestamp: string }>(tab: Tab, rows: T[], pages = 1) {
  return http.get(path(tab), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const sorted = [...rows].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    if (query.get('sort') !== 'asc') sorted.reverse();
    const current = Number(query.get('page') ?? 1);
    const page: Page<T> = {
      activities: current <= pages ? sorted : [],
      total_items: rows.length * pages,
      total_pages: pages,
      current_page: current,
      size: Number(query.get('size') ?? 25),
    };
    return HttpResponse.json(page);
  });
}

export const filled = [
  listIs('signatures', signatures),
  listIs('accounts', accounts),
  listIs('identifications', identifications),
];
export const empty = [
  listIs('signatures', []),
  listIs('accounts', []),
  listIs('identifications', []),
];
export const failing = (['signatures', 'accounts', 'identifications'] as const).map((tab) =>
  http.get(path(tab), () => problem(500, 'INTERNAL')),
);
export const pendingLists = (['signatures', 'accounts', 'identifications'] as const).map((tab) =>
  http.get(path(tab), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

/** Every export URL asked for, newest last (stories check the query the page sent). */
export const exportCalls: string[] = [];

/** The exports: a small CSV named as the server names it. */
export const exportsWork = http.get(
  `*/v2/businesses/${BUSINESS}/activities/*/export`,
  ({ request }) => {
    exportCalls.push(request.url);
    const url = new URL(request.url);
    const start = url.searchParams.get('start_date');
    const end = url.searchParams.get('end_date');
    const name = url.pathname.includes('identifications')
      ? 'identifications'
      : url.searchParams.get('group_by') === 'cost_centers'
        ? 'cost_centre_report'
        : 'signature_usage';
    return new HttpResponse('\uFEFFdate,request_id\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}_${start}_${end}.csv"`,
      },
    });
  },
);
export const exportsFail = http.get(
  `*/v2/businesses/${BUSINESS}/activities/*/export`,
  ({ request }) => {
    exportCalls.push(request.url);
    return problem(422, 'VALIDATION_FAILED');
  },
);
