import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountEntries, businessEntries, businessProfileEntries, profileEntries } from './entries';
import { placeholderPages } from './pages';

const routesDir = join(process.cwd(), 'src/routes');

/** Route files by the path they serve (index files serve their folder). */
function routeFiles(dir = routesDir): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('-') ? [] : routeFiles(file);
    if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
    const path = `/${relative(routesDir, file)}`.replace(/\.tsx$/, '').replace(/\/index$/, '');
    return [[path || '/', readFileSync(file, 'utf8')]];
  });
}

const rendersPlaceholder = (source: string) => /component: \w*PlaceholderPage\b/.test(source);

describe('the placeholder registry', () => {
  const files = new Map(routeFiles());
  const everyEntry = [
    ...accountEntries({ businessAdmin: true, isPlaceholder: () => false }),
    ...businessEntries({ businessAdmin: true, isPlaceholder: () => false }),
    ...businessProfileEntries({ businessAdmin: true, isPlaceholder: () => false }),
  ];

  it('every navigation entry points at a route file', () => {
    for (const { to } of everyEntry) expect(files.has(to), to).toBe(true);
  });

  it.each(everyEntry.map(({ to }) => to))(
    '%s is listed exactly when its route renders a placeholder',
    (to) => {
      expect(placeholderPages.has(to)).toBe(rendersPlaceholder(files.get(to) ?? ''));
    },
  );

  it('lists only routes that exist', () => {
    for (const path of placeholderPages) expect(files.has(path), path).toBe(true);
  });
});

it('the account pages offered today are the overview, the settings, the visual signatures, the signature standards and the password change', () => {
  expect(profileEntries({ businessAdmin: false }).map(({ to }) => to)).toEqual([
    '/profile',
    '/profile/settings',
    '/profile/visual-signature',
    '/profile/signature-standards',
    '/profile/change-password',
  ]);
});
