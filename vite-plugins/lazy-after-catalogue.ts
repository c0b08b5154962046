import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

// Data, not code: a catalogue's own parts are what the others wait for.
const isJson = (source: Node) =>
  source.type === 'Literal' &&
  typeof source.value === 'string' &&
  /\.json(?:\?[\w=&-]*)?$/.test(source.value);

/** The `import()` expressions of a module, as [start, end) ranges, but those of JSON files. */
export function lazyImports(program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'ImportExpression' && !isJson(node.source as Node)) {
      ranges.push([node.start, node.end]);
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return ranges;
}

/**
 * Production builds resolve every `import()` of the app (route pages, dialogs, pdf.js) only
 * once the catalogue's rest is there (afterCatalogue in src/i18n/catalogue.ts). Code outside the
 * first page's chunks is reachable only through such an import, so no lazily loaded view can
 * render before its messages, whichever way it is loaded, now or when code moves. Runs after
 * TanStack's code splitting, whose generated imports of the route pages it wraps too.
 */
export function lazyAfterCatalogue(): Plugin {
  let helper = '';
  return {
    name: 'paraph:lazy-after-catalogue',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      helper = join(config.root, 'src/i18n/catalogue.ts');
    },
    transform: {
      filter: { id: /[\\/]src[\\/][^?]*\.tsx?(?:\?.*)?$/, code: 'import(' },
      handler(code) {
        const ranges = lazyImports(this.parse(code) as unknown as Node);
        if (!ranges.length) return null;
        const output = new MagicString(code);
        output.prepend(
          `import { afterCatalogue as __afterCatalogue } from ${JSON.stringify(helper)};\n`,
        );
        for (const [start, end] of ranges) {
          output.appendLeft(start, '__afterCatalogue(');
          output.appendRight(end, ')');
        }
        return { code: output.toString(), map: output.generateMap({ hires: true }) };
      },
    },
  };
}
