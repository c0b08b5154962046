import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoBusinessAdmin } from './demo';
import { auth, registerAccount, session, useSession, type Session } from './session';

// The app shell's navigation against the real server, by keyboard alone: every account
// page is reached from the header, the account menu and the sub-navigation at 1440 px, and
// through the navigation drawer at 390 px.
//
// A plain user sees no business entry; the demo business's admin reaches every business
// page from the header and the business navigation, and through the drawer on a phone.

const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paraph.example`;

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.html}`)).toEqual([]);
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Moves through an open menu with the arrow keys until `name` has the focus. */
async function arrowTo(page: Page, name: string | RegExp) {
  const item = page.getByRole('menuitem', { name }).or(page.getByRole('menuitemradio', { name }));
  for (let step = 0; step < 20; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached ${name}`);
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu of/ });

async function openAccountMenu(page: Page) {
  await tabTo(page, accountButton(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
}

let account: Session;

test.beforeAll(async ({ request }) => {
  // A fresh sign-up: the new free plan, with its free signatures.
  account = await registerAccount(request, freshEmail('nav'));
});

test.describe('at 1440 px', () => {
  test.use({ viewport: desktop });

  test('every account page, from the header and the account menu alone', async ({ page }) => {
    await useSession(page, account);
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByText('5 free signatures left')).toBeVisible();
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // No business entry for a user who is no business admin.
    await expect(main.getByRole('link', { name: 'Business' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();

    // The account menu: the profile overview.
    await openAccountMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Erika Muster');
    // Admin pages are not offered; the signature standards are.
    await expect(menu.getByRole('menuitem', { name: 'Business', exact: true })).toHaveCount(0);
    await expect(
      menu.getByRole('menuitem', { name: 'Signature standards', exact: true }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
    await arrowTo(page, 'Profile');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('5 left')).toBeVisible();
    await expectNoAxeViolations(page);

    // The account menu: the password change.
    await openAccountMenu(page);
    await arrowTo(page, 'Change password');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    // The profile sub-navigation back to the overview, then the header to the dashboard.
    const sub = page.getByRole('navigation', { name: 'Account' });
    await expect(sub.getByRole('link')).toHaveText([
      'Profile',
      'Settings',
      'Visual signature',
      'Signature standards',
      'Change password',
    ]);
    await expect(sub.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.locator('body').focus();
    await tabTo(page, sub.getByRole('link', { name: 'Profile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await tabTo(page, main.getByRole('link', { name: 'Dashboard' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('the overview links to the account pages', async ({ page }) => {
    await useSession(page, account);
    await page.goto('/profile');
    const manage = page.getByRole('region', { name: 'Manage your account' });
    await expect(manage.getByRole('link')).toHaveText([
      'Settings',
      'Visual signature',
      'Signature standards',
      'Change password',
    ]);
    await tabTo(page, manage.getByRole('link', { name: 'Change password' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/change-password$/);
  });
});

/** The business pages, as the business navigation names them, with their headings. */
const businessPages = [
  ['Members', /\/business\/members$/, 'Members'],
  ['Activity', /\/business\/activity$/, 'Activity'],
  ['Seals', /\/business\/seals$/, 'Seals'],
  ['Business settings', /\/business\/settings$/, 'Business settings'],
  ['Plan and billing', /\/business\/billing\/plan$/, 'Plan and billing'],
  ['Extras', /\/business\/extras$/, 'Extras'],
  ['Business profile', /\/business\/profile$/, 'Company profile'],
  ['Developers', /\/business\/developers\/api$/, 'API users'],
  ['Overview', /\/business\/dashboard$/, 'Business dashboard'],
] as const;

test.describe('a business admin at 1440 px', () => {
  test.use({ viewport: desktop });

  test('Business in the header, then every business page by keyboard', async ({
    page,
    request,
  }) => {
    test.slow(); // nine pages, each checked with axe
    await useSession(page, await session(request, demoBusinessAdmin));
    await page.goto('/dashboard');
    const main = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, main.getByRole('link', { name: 'Business' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
    const business = page.getByRole('navigation', { name: 'Business', exact: true });
    for (const [name, url, heading] of businessPages) {
      await page.locator('body').focus();
      await tabTo(page, business.getByRole('link', { name, exact: true }), 60);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(business.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page);
    }
  });

  test('the business pages below others, by keyboard from the page that leads there', async ({
    page,
    request,
  }) => {
    test.slow(); // five walks by keyboard, each through the header first
    const admin = await session(request, demoBusinessAdmin);
    const user = await request.get('/v1/user', { headers: auth(admin.token) });
    const { business } = (await user.json()) as { business: { id: string } };
    const listed = await request.get(`/v1/businesses/${business.id}/seals`, {
      headers: auth(admin.token),
    });
    const { seals } = (await listed.json()) as { seals: { displayName: string }[] };
    const seal = seals[0]!.displayName;
    await useSession(page, admin);
    await page.goto('/business/dashboard');
    const businessNav = page.getByRole('navigation', { name: 'Business', exact: true });
    const main = page.getByRole('main');
    // [business navigation entry, link on that page, where it leads, the heading there]
    const below = [
      [
        'Members',
        main.getByRole('link', { name: 'Domains', exact: true }),
        /\/members\/domains$/,
        'Domains',
      ],
      [
        'Members',
        main.getByRole('link', { name: 'Signer groups', exact: true }),
        /\/members\/signer-groups$/,
        'Signer groups',
      ],
      [
        'Business profile',
        page
          .getByRole('navigation', { name: 'Business profile', exact: true })
          .getByRole('link', { name: 'AES for business', exact: true }),
        /\/business\/profile\/aes-for-business$/,
        'AES for business',
      ],
      [
        'Seals',
        main.getByRole('link', { name: seal, exact: true }),
        /\/business\/seals\/[^/]+$/,
        seal,
      ],
      [
        'Plan and billing',
        main.getByRole('link', { name: /^(Change plan|Choose a plan)$/ }),
        /\/business\/upgrade$/,
        'Change your plan',
      ],
    ] as const;
    for (const [entry, link, url, heading] of below) {
      await page.locator('body').focus();
      await tabTo(page, businessNav.getByRole('link', { name: entry, exact: true }), 60);
      await page.keyboard.press('Enter');
      await expect(link).toBeVisible();
      await page.locator('body').focus();
      await tabTo(page, link, 80);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: phone });

  test('a business admin reaches the business pages through the drawer', async ({
    page,
    request,
  }) => {
    await useSession(page, await session(request, demoBusinessAdmin));
    await page.goto('/dashboard');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await tabTo(page, page.getByRole('button', { name: 'Menu', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, drawer.getByRole('link', { name: 'Business', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(drawer).toBeHidden();
    // On a phone the business navigation sits above the page.
    const business = page.getByRole('navigation', { name: 'Business', exact: true });
    for (const [name, url, heading] of businessPages) {
      await page.locator('body').focus();
      await tabTo(page, business.getByRole('link', { name, exact: true }), 60);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  test('the drawer reaches every account page, and Escape closes it', async ({ page }) => {
    await useSession(page, account);
    await page.goto('/dashboard');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The header's own navigation gives way to the drawer.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeHidden();

    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const open = async () => {
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
    };

    await open();
    await expect(drawer.getByText('5 free signatures left')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Business' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Signature standards' })).toHaveCount(1);
    await expectNoAxeViolations(page);
    // Focus stays in the drawer: Tab from its last link comes back to its first control.
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    for (const [name, url, heading] of [
      ['Profile', /\/profile$/, 'Your profile'],
      ['Settings', /\/profile\/settings$/, 'Settings'],
      ['Visual signature', /\/profile\/visual-signature$/, 'Visual signatures'],
      ['Signature standards', /\/profile\/signature-standards$/, 'Signature standards'],
      ['Change password', /\/profile\/change-password$/, 'Change password'],
      ['Dashboard', /\/dashboard/, 'Signature requests'],
    ] as const) {
      await open();
      await tabTo(page, drawer.getByRole('link', { name, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      // Navigating closes the drawer.
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('the account menu works at 390 px too', async ({ page }) => {
    await useSession(page, account);
    await page.goto('/profile/change-password');
    await openAccountMenu(page);
    await arrowTo(page, 'Profile');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    // Nothing wider than the window.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

test.describe('theme', () => {
  test.use({ viewport: desktop });

  const theme = (page: Page) =>
    page.evaluate(() => ({
      attribute: document.documentElement.dataset.theme,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));

  test('follows the system, live, until the user overrides it; the choice survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await useSession(page, account);
    await page.goto('/dashboard');
    expect(await theme(page)).toEqual({ attribute: 'dark', scheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toEqual({ attribute: 'light', scheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toEqual({ attribute: 'dark', scheme: 'dark' });

    // The override, by keyboard in the account menu.
    await openAccountMenu(page);
    await expect(page.getByRole('menuitemradio', { name: 'Same as the system' })).toBeChecked();
    await arrowTo(page, 'Light');
    await page.keyboard.press('Enter');
    await expect.poll(() => theme(page)).toEqual({ attribute: 'light', scheme: 'light' });
    await expectNoAxeViolations(page);

    // Applied before the first paint on the next load, whatever the system says.
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('paraph.theme'))).toBe('light');
    expect(await theme(page)).toEqual({ attribute: 'light', scheme: 'light' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await theme(page)).toEqual({ attribute: 'light', scheme: 'light' });

    // Dark, and back to the system's.
    await openAccountMenu(page);
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    await arrowTo(page, 'Dark');
    await page.keyboard.press('Enter');
    await expect.poll(() => theme(page)).toEqual({ attribute: 'dark', scheme: 'dark' });
    await expectNoAxeViolations(page);
    await openAccountMenu(page);
    await arrowTo(page, 'Same as the system');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => localStorage.getItem('paraph.theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toEqual({ attribute: 'light', scheme: 'light' });
  });

  test('the sign-in page follows the system too (no header there)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    expect(await theme(page)).toEqual({ attribute: 'dark', scheme: 'dark' });
    await expectNoAxeViolations(page);
  });
});

test('the language menu switches the language and keeps it', async ({ page }) => {
  await useSession(page, account);
  await page.goto('/profile');
  await openAccountMenu(page);
  await arrowTo(page, 'Deutsch');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Profil' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-ch');
});

test('sign-out is in the account menu', async ({ page, request }) => {
  // Its own account: signing out ends the session.
  await useSession(page, await registerAccount(request, freshEmail('nav-out')));
  await page.goto('/dashboard');
  await openAccountMenu(page);
  await arrowTo(page, 'Sign out');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('the favicon answers on every path', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(/^image\//);
  }
});
