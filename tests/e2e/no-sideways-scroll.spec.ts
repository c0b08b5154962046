import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoBusinessAdmin } from './demo';
import { mailedLink } from './mail';
import { apiToken, auth, freshPassword, registerAccount, signedIn, useSession } from './session';

// Every page of the app at a phone's width (390×844): once it has settled, nothing is wider
// than the screen. One test per route of src/routeTree.gen.ts, opened by the visitor it is
// for: anonymous pages anonymously, account pages as the demo user, business pages as a
// business admin (the business fields added to the demo user's answer: the business API is
// 501), guest pages from a guest's mailed link, request pages on a fresh demo request. The
// first test fails when a route is added without a case here.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** `newcomer`: an account registered for the test, for the page that ends its session. */
type Visitor = 'anonymous' | 'user' | 'admin' | 'guest' | 'newcomer';

/** What the cases need: a draft, an open request, and its guest's links. */
interface Fixtures {
  draft: string;
  request: string;
  /** `/view/{request}/{secret}` from the guest's invitation. */
  guestLink: string;
  /** `/sendto/…` from the same invitation. */
  sendToLink: string;
  /** The token of an eID+ sign-up's mailed link (its confirm page lists the methods). */
  eidPlusToken: string;
}

interface PageCase {
  /** The route as routeTree.gen.ts lists it in `fullPaths`. */
  route: string;
  visitor: Visitor;
  /** The address opened; the route itself when it has no parameters. */
  path?: (fixtures: Fixtures) => string;
  /** Where the visit ends when the route sends the visitor on; the path itself otherwise. */
  lands?: RegExp;
  /** The page shows documents: it has settled once the first page is drawn. */
  documents?: boolean;
  /** Anything the page needs before the visit beyond the visitor's session. */
  before?: (page: Page, fixtures: Fixtures) => Promise<void>;
  /** Steps on the settled page before it is measured. */
  then?: (page: Page) => Promise<void>;
}

const guestIds = (fixtures: Fixtures) => fixtures.guestLink.replace(/^\/view\//, '');

const everyRoute: PageCase[] = [
  // Anyone, shown to anonymous visitors.
  { route: '/$', visitor: 'anonymous', path: () => '/no-such-page' },
  { route: '/declined', visitor: 'anonymous' },
  { route: '/expired', visitor: 'anonymous' },
  { route: '/signed', visitor: 'anonymous' },
  { route: '/sorry', visitor: 'anonymous' },
  { route: '/welcome', visitor: 'anonymous' },
  { route: '/not-available', visitor: 'anonymous' },
  { route: '/maintenance', visitor: 'anonymous' },
  { route: '/sso/error/', visitor: 'anonymous', path: () => '/sso/error' },
  { route: '/sso/error/company', visitor: 'anonymous' },
  {
    route: '/cookiesblocked',
    visitor: 'anonymous',
    // The app reads navigator.cookieEnabled; Chromium's setting cannot be switched per context.
    before: async (page) => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
      );
    },
  },
  // Signing out ends on the sign-in page (and the session: not the demo user's shared one).
  { route: '/logout', visitor: 'newcomer', lands: /\/login$/ },
  // Sign-in, registration and password reset.
  { route: '/login', visitor: 'anonymous' },
  { route: '/signup/', visitor: 'anonymous', path: () => '/signup' },
  { route: '/signup/steps', visitor: 'anonymous', lands: /\/signup$/ },
  {
    route: '/signup/mail-sent',
    visitor: 'anonymous',
    path: () => '/signup/mail-sent?email=erika.muster-with-a-long-address%40paraph.example',
  },
  { route: '/signup/confirm', visitor: 'anonymous', path: () => '/signup/confirm?token=unknown' },
  { route: '/signup/sso', visitor: 'anonymous' },
  { route: '/signup/flows/eidplus/new', visitor: 'anonymous' },
  {
    route: '/signup/flows/eidplus/confirm',
    visitor: 'anonymous',
    path: ({ eidPlusToken }) => `/signup/flows/eidplus/confirm?token=${eidPlusToken}`,
    then: (page) => expect(page.getByRole('heading', { level: 2, name: 'ZertES' })).toBeVisible(),
  },
  { route: '/password-reset/', visitor: 'anonymous', path: () => '/password-reset' },
  { route: '/password-reset/mail-sent', visitor: 'anonymous' },
  {
    route: '/password-reset/new',
    visitor: 'anonymous',
    path: () => '/password-reset/new?token=unknown',
  },
  { route: '/password-reset/confirm', visitor: 'anonymous' },
  { route: '/business/signup/', visitor: 'anonymous', path: () => '/business/signup' },
  // The company step continues from the first step's address (without one it starts over).
  {
    route: '/business/signup/steps',
    visitor: 'anonymous',
    path: () => '/business/signup/steps?email=new.admin%40paraph.example',
    lands: /\/business\/signup\/steps\?email=/,
  },
  { route: '/business/signup/mail-sent', visitor: 'anonymous' },
  // The demo user's pages.
  { route: '/', visitor: 'user', lands: /\/dashboard\?tab=inbox&filter=toSign$/ },
  { route: '/dashboard', visitor: 'user', lands: /\/dashboard\?/ },
  { route: '/upload', visitor: 'user' },
  {
    route: '/invite/$id',
    visitor: 'user',
    path: ({ draft }) => `/invite/${draft}`,
    // On to the signers, observers and boxes: the step with the most side by side.
    then: async (page) => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Observers' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Page 1' }).first()).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    route: '/view/$srid',
    visitor: 'user',
    path: ({ request }) => `/view/${request}`,
    documents: true,
  },
  { route: '/sendto/$id', visitor: 'user', path: ({ sendToLink }) => sendToLink },
  { route: '/upgrade', visitor: 'user' },
  { route: '/business/register', visitor: 'user' },
  // The admin's plan choice; a user without a business is sent on to /upgrade (above).
  { route: '/business/upgrade', visitor: 'admin' },
  { route: '/profile/', visitor: 'user', path: () => '/profile' },
  { route: '/profile/change-password', visitor: 'user' },
  { route: '/profile/confirm', visitor: 'user' },
  { route: '/profile/settings', visitor: 'user' },
  { route: '/profile/visual-signature', visitor: 'user' },
  {
    route: '/profile/signature-standards/',
    visitor: 'user',
    path: () => '/profile/signature-standards',
  },
  { route: '/profile/signature-standards/legislation', visitor: 'user' },
  { route: '/profile/signature-standards/mobile-id', visitor: 'user' },
  { route: '/profile/signature-standards/update', visitor: 'user' },
  { route: '/profile/signature-standards/id-austria-success', visitor: 'user' },
  {
    route: '/profile/signature-standards/eidas/',
    visitor: 'user',
    path: () => '/profile/signature-standards/eidas',
  },
  { route: '/profile/signature-standards/eidas/self', visitor: 'user' },
  { route: '/profile/signature-standards/eidas/video', visitor: 'user' },
  {
    route: '/profile/signature-standards/zertes/',
    visitor: 'user',
    path: () => '/profile/signature-standards/zertes',
  },
  { route: '/profile/signature-standards/zertes/auto', visitor: 'user' },
  { route: '/profile/signature-standards/zertes/personal-details', visitor: 'user' },
  { route: '/profile/signature-standards/zertes/video', visitor: 'user' },
  // The business area, as a business admin.
  {
    route: '/business/',
    visitor: 'admin',
    path: () => '/business',
    lands: /\/business\/dashboard$/,
  },
  { route: '/business/dashboard', visitor: 'admin' },
  { route: '/business/welcome', visitor: 'admin' },
  { route: '/business/activity', visitor: 'admin' },
  { route: '/business/extras', visitor: 'admin' },
  { route: '/business/settings', visitor: 'admin' },
  { route: '/business/billing/plan', visitor: 'admin' },
  { route: '/business/developers/api', visitor: 'admin' },
  { route: '/business/members/', visitor: 'admin', path: () => '/business/members' },
  {
    route: '/business/members/activity',
    visitor: 'admin',
    lands: /\/business\/activity$/,
  },
  { route: '/business/members/domains', visitor: 'admin' },
  { route: '/business/members/signer-groups', visitor: 'admin' },
  { route: '/business/profile/', visitor: 'admin', path: () => '/business/profile' },
  { route: '/business/profile/aes-for-business', visitor: 'admin' },
  { route: '/business/seals/', visitor: 'admin', path: () => '/business/seals' },
  {
    route: '/business/seals/$accountname',
    visitor: 'admin',
    path: () => '/business/seals/company-seal',
  },
  // The guest, from the invitation's link.
  {
    route: '/view/$id/$userid',
    visitor: 'guest',
    path: ({ guestLink }) => guestLink,
    documents: true,
  },
  {
    route: '/direct-sign/$id/$userid/',
    visitor: 'guest',
    path: (fixtures) => `/direct-sign/${guestIds(fixtures)}`,
    documents: true,
  },
  {
    route: '/direct-sign/$id/$userid/preview',
    visitor: 'guest',
    path: (fixtures) => `/direct-sign/${guestIds(fixtures)}/preview`,
    documents: true,
  },
  // The guest's identification pages: the guest opened their link first, which this tab
  // remembers for the request `sr` names.
  ...[
    ['/direct-sign/identification/eidas/', 'eidas'],
    ['/direct-sign/identification/eidas/self', 'eidas/self'],
    ['/direct-sign/identification/eidas/video', 'eidas/video'],
    ['/direct-sign/identification/zertes/', 'zertes'],
    ['/direct-sign/identification/zertes/auto', 'zertes/auto'],
    ['/direct-sign/identification/zertes/personal-details', 'zertes/personal-details'],
    ['/direct-sign/identification/zertes/video', 'zertes/video'],
    ['/direct-sign/identification/id-austria-success', 'id-austria-success'],
  ].map(([route, page]): PageCase => ({
    route: route!,
    visitor: 'guest',
    before: async (tab, { guestLink }) => {
      await tab.goto(guestLink);
      await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
    path: ({ request }) => `/direct-sign/identification/${page}?sr=${request}`,
  })),
];

/** Routes no visitor can open yet, with the reason (none now); /bye has a test of its own. */
const notOpenable: Record<string, string> = {};

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

/** A draft and an open request of the demo user with a copy of a demo document. */
async function makeFixtures(request: APIRequestContext): Promise<Fixtures> {
  const headers = auth(await apiToken(request));
  const listed = await request.get('/v3/signature-requests?view=all&size=50', { headers });
  const { items } = (await listed.json()) as {
    items: { title: string; documents: { id: string }[] }[];
  };
  const source = items.find((item) => item.title === 'Freelance contract – website redesign');
  const pdf = await request.get(`/v3/documents/${source!.documents[0]!.id}/download`, {
    headers,
  });
  const content = (await pdf.body()).toString('base64');
  const guest = unique('narrow-guest');
  const create = async (title: string) => {
    const created = await request.post('/v3/signature-requests', {
      headers,
      data: {
        title,
        message: 'Please sign.',
        documents: [{ name: 'a-contract-with-a-rather-long-file-name.pdf', content }],
        signatures: [{ signer_identity_data: { email_address: guest } }],
        observers: [{ email: unique('an-observer-with-a-long-address') }],
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const draft = await create('Draft at a phone’s width');
  const open = await create('Request at a phone’s width');
  expect((await request.post(`/v3/signature-requests/${open}/initiate`, { headers })).ok()).toBe(
    true,
  );
  const visitor = unique('narrow-eidplus');
  const asked = await request.post('/v1/request-confirmation', {
    data: { email: visitor, lang: 'en-gb', flow: 'eidplus' },
  });
  expect(asked.status()).toBe(202);
  const eidPlusLink = new URL(await mailedLink(visitor, '/signup/confirm'), 'http://x');
  return {
    draft,
    request: open,
    guestLink: await mailedLink(guest, `/view/${open}/`),
    sendToLink: await mailedLink(guest, '/sendto/'),
    eidPlusToken: eidPlusLink.searchParams.get('token') ?? '',
  };
}

/** The request list has loaded, the fonts are in, and any document's first page is drawn. */
async function settle(page: Page, documents: boolean) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (documents) {
    await expect(page.getByRole('group', { name: 'Page 1' }).first()).toBeVisible({
      timeout: 20_000,
    });
  }
  await page.evaluate(() => document.fonts.ready);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('every route of the app has a case here', () => {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const union = tree.match(/fullPaths:\s*((?:\s*\|\s*'[^']*')+)/);
  expect(union, 'fullPaths in src/routeTree.gen.ts').toBeTruthy();
  const routes = [...union![1]!.matchAll(/'([^']*)'/g)].map((match) => match[1]);
  const covered = [...everyRoute.map((entry) => entry.route), ...Object.keys(notOpenable), '/bye'];
  expect(new Set(covered).size, 'each route once').toBe(covered.length);
  expect([...covered].sort()).toEqual([...routes].sort());
});

test.describe('at 390 px nothing scrolls sideways', () => {
  let fixtures: Fixtures;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(60_000);
    fixtures = await makeFixtures(request);
  });

  for (const entry of everyRoute) {
    test(`${entry.route} (${entry.visitor})`, async ({ page, request }) => {
      if (entry.visitor === 'user') await signedIn(page, request);
      // The demo business's admin: the business pages at 390 px with their real content.
      if (entry.visitor === 'admin') await signedIn(page, request, demoBusinessAdmin);
      if (entry.visitor === 'newcomer') {
        await useSession(page, await registerAccount(request, unique('newcomer')));
      }
      await entry.before?.(page, fixtures);
      const path = entry.path?.(fixtures) ?? entry.route;
      await page.goto(path);
      const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page).toHaveURL(entry.lands ?? new RegExp(`${escaped}$`));
      await settle(page, entry.documents ?? false);
      await entry.then?.(page);
      expect(await pageWidth(page), `${path} at ${phone.width} px`).toBeLessThanOrEqual(
        phone.width,
      );
    });
  }

  // /bye opens only right after the account was deleted, so this visitor deletes one.
  test('/bye (right after deleting the account)', async ({ page, request }) => {
    await useSession(page, await registerAccount(request, unique('bye')));
    await page.goto('/profile');
    await page.getByLabel('Your password').fill(freshPassword);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/bye$/);
    await settle(page, false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  });
});
