import { existsSync } from 'node:fs';

/** The flags every browser test launches Chromium with on these machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROME_PATH, else Debian's chromium, else undefined so Playwright uses its own browser. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
