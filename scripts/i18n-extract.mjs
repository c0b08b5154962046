// Extracts every react-intl message from src/ into the en-gb catalogue (the source language).
// `--check` changes nothing and fails when en-gb is stale or another catalogue misses or keeps
// a key that the code does not have, so an untranslated string can never ship.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogueDir = join(root, 'src/i18n');
const locales = ['en-gb', 'de-ch', 'fr-ch', 'it'];
const cataloguePath = (locale) => join(catalogueDir, `${locale}.json`);

function extract() {
  const outFile = join(mkdtempSync(join(tmpdir(), 'paraph-i18n-')), 'messages.json');
  const cli = join(root, 'node_modules/@formatjs/cli/bin/formatjs');
  execFileSync(
    process.execPath,
    [
      cli,
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--format',
      'simple',
      '--throws',
      '--out-file',
      outFile,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const messages = JSON.parse(readFileSync(outFile, 'utf8'));
  return Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((id) => [id, messages[id]]),
  );
}

const serialise = (catalogue) => `${JSON.stringify(catalogue, null, 2)}\n`;
const read = (locale) => {
  try {
    return JSON.parse(readFileSync(cataloguePath(locale), 'utf8'));
  } catch {
    return {};
  }
};

const source = extract();
if (!process.argv.includes('--check')) {
  writeFileSync(cataloguePath('en-gb'), serialise(source));
  console.log(`en-gb: ${Object.keys(source).length} messages`);
}

const problems = [];
if (readFileSync(cataloguePath('en-gb'), 'utf8') !== serialise(source))
  problems.push('en-gb is stale: run npm run i18n:extract');
for (const locale of locales.slice(1)) {
  const catalogue = read(locale);
  const missing = Object.keys(source).filter((id) => !(id in catalogue));
  const unused = Object.keys(catalogue).filter((id) => !(id in source));
  if (missing.length) problems.push(`${locale} misses ${missing.length}: ${missing.join(', ')}`);
  if (unused.length) problems.push(`${locale} keeps unused keys: ${unused.join(', ')}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`catalogues complete: ${Object.keys(source).length} messages in ${locales.join(', ')}`);
