import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { accountEntries, businessEntries, businessProfileEntries } from './entries';

const routesDir = join(process.cwd(), 'src/routes');

/** The paths the route files serve (index files serve their folder). */
function routePaths(dir = routesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('-') ? [] : routePaths(file);
    if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
    return [`/${relative(routesDir, file)}`.replace(/\.tsx$/, '').replace(/\/index$/, '') || '/'];
  });
}

it('every navigation entry points at a route file', () => {
  const paths = new Set(routePaths());
  const admin = { businessAdmin: true };
  const everyEntry = [
    ...accountEntries(admin),
    ...businessEntries(admin),
    ...businessProfileEntries(admin),
  ];
  for (const { to } of everyEntry) expect(paths.has(to), to).toBe(true);
});
