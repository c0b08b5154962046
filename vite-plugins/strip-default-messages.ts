import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const DEFINERS = new Set(['defineMessage', 'defineMessages']);
// Text react-intl never needs at run time once every catalogue has every message.
const BUILD_ONLY_KEYS = new Set(['defaultMessage', 'description']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node) => {
  const key = property.key as Node;
  return key.type === 'Identifier' ? (key.name as string) : (key.value as string | undefined);
};

/** The message descriptors (object literals) written inside a defineMessage(s) call. */
function descriptors(call: Node): Node[] {
  const [argument] = call.arguments as Node[];
  if (argument?.type !== 'ObjectExpression') return [];
  const candidates =
    (call.callee as Node).name === 'defineMessage'
      ? [argument]
      : (argument.properties as Node[])
          .filter((property) => property.type === 'Property')
          .map((property) => property.value as Node);
  return candidates.filter((candidate) => candidate.type === 'ObjectExpression');
}

/**
 * Each descriptor's `defaultMessage` and `description` property as a [start, end) range, with
 * what separates it from the next property (or, for the last, up to the closing brace).
 */
export function buildOnlyRanges(program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (
      node.type === 'CallExpression' &&
      (node.callee as Node).type === 'Identifier' &&
      DEFINERS.has((node.callee as Node).name as string)
    ) {
      for (const descriptor of descriptors(node)) {
        const properties = descriptor.properties as Node[];
        properties.forEach((property, index) => {
          if (property.type !== 'Property' || !BUILD_ONLY_KEYS.has(keyName(property) ?? '')) {
            return;
          }
          const next = properties[index + 1];
          ranges.push([property.start, next ? next.start : descriptor.end - 1]);
        });
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return ranges;
}

/** Blanks the ranges with spaces, keeping line breaks, so every position (and the map) holds. */
export function blank(code: string, ranges: [number, number][]): string {
  let result = '';
  let from = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    result += code.slice(from, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
    from = end;
  }
  return result + code.slice(from);
}

/**
 * Production builds drop the `defaultMessage` and `description` of message descriptors: the
 * browser formats messages from the catalogues only (precompiled, see precompiled-messages.ts),
 * and `npm run i18n:check` keeps every message in every catalogue. The English text then ships
 * once, in the en-gb catalogue, instead of a second time in each feature's code.
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'paraph:strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'defaultMessage' },
      handler(code) {
        const program = this.parse(code) as unknown as Node;
        const ranges = buildOnlyRanges(program);
        return ranges.length ? { code: blank(code, ranges), map: null } : null;
      },
    },
  };
}
