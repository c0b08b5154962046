import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyImports } from './lazy-after-catalogue';

const imports = (code: string) =>
  lazyImports(parseAst(code) as never).map(([start, end]) => code.slice(start, end));

describe('lazyImports', () => {
  it('finds every import() of code, wherever it is written', () => {
    const code = `const page = () => import('./page.tsx?tsr-split=component');
export const sources = [() => Promise.all([import('./a'), import(\`./b\`)]).then(([a]) => a)];
async function pdf() { return (await import('./pdfjs-runtime')).pdfjs; }`;
    expect(imports(code)).toEqual([
      "import('./page.tsx?tsr-split=component')",
      "import('./a')",
      'import(`./b`)',
      "import('./pdfjs-runtime')",
    ]);
  });

  it('leaves the catalogues (JSON) alone: they are what the others wait for', () => {
    const code = `const parts = { first: () => import('./en-gb.json'), rest: () => import('./en-gb.json?rest') };
import data from './static.json';
const page = () => import('./page');`;
    expect(imports(code)).toEqual(["import('./page')"]);
  });

  it('finds nothing in a module without dynamic imports', () => {
    expect(imports("import { a } from './a'; export const b = a('import(');")).toEqual([]);
  });
});
