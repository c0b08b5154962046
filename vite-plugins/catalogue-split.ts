import MagicString from 'magic-string';
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './route-preloads';

type RenderedChunk = Rolldown.RenderedChunk;
type Catalogue = Record<string, unknown>;

// `src/i18n/<locale>.json` is the first part of a catalogue; `?rest` asks for the other part.
const PART = /[\\/]src[\\/]i18n[\\/]([\w-]+)\.json(\?rest)?$/;
// Stands for a part's messages until the chunks are known (any quotes: the minifier picks).
const MARKER = /(["'`])paraph:catalogue-part\1/;
const QUOTES = ['"', "'", '`'];
// Every quoted run without quotes, backslashes or spaces, overlapping ones too (a lookahead).
const QUOTED = /(?=(["'`])([^"'`\\\s]+)\1)/g;
const PLAIN = /^[^"'`\\\s]+$/;

/** Whether `code` holds `id` in quotes: one scan of the code for the plain ids, the rest as asked. */
function quotedIn(code: string): (id: string) => boolean {
  const quoted = new Set([...code.matchAll(QUOTED)].map((match) => match[2]));
  return (id) =>
    PLAIN.test(id)
      ? quoted.has(id)
      : QUOTES.some((quote) => code.includes(`${quote}${id}${quote}`));
}

/**
 * Splits a catalogue by the code of the first page: a message whose id that code writes as a
 * string literal (as message descriptors keep it once defaultMessage is stripped) is in `first`,
 * every other one in `rest`.
 */
export function splitCatalogue<Message>(
  catalogue: Record<string, Message>,
  firstPageCode: string,
): { first: Record<string, Message>; rest: Record<string, Message> } {
  const first: Record<string, Message> = {};
  const rest: Record<string, Message> = {};
  const used = quotedIn(firstPageCode);
  for (const [id, message] of Object.entries(catalogue)) (used(id) ? first : rest)[id] = message;
  return { first, rest };
}

/** The code of the chunks every page loads: the entries and what they import statically. */
export function firstPageCode(chunks: Record<string, RenderedChunk>): string {
  const initial = new Set(
    Object.values(chunks)
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => staticClosure(chunks, entry)),
  );
  return [...initial]
    .flatMap((chunk) => Object.values(chunk.modules).map((module) => module.code ?? ''))
    .join('\n');
}

/**
 * Production builds ship each catalogue in two parts: the messages the first page's chunks use,
 * which the app loads before its first render, and the rest, which it loads right after and
 * which lazily loaded code waits for (src/i18n/catalogue.ts, lazy-after-catalogue.ts). The
 * split is made when the chunks are rendered, from the ids their code really holds, so it
 * follows the code wherever it moves; a chunk's hash is taken after this, so each part's file
 * name follows its content. Runs after precompiled-messages.ts, whose message ASTs it splits.
 */
export function catalogueSplit(): Plugin {
  const compiled = new Map<string, Catalogue>();
  let split: Map<string, ReturnType<typeof splitCatalogue<unknown>>> | undefined;
  return {
    name: 'paraph:catalogue-split',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: PART },
      handler(code, id) {
        const [, locale, rest] = id.match(PART) ?? [];
        if (locale && !rest) compiled.set(locale, JSON.parse(code) as Catalogue);
        return { code: 'export default "paraph:catalogue-part";', map: null, moduleType: 'js' };
      },
    },
    renderStart() {
      split = undefined;
    },
    renderChunk(code, chunk, _options, meta) {
      const [, locale, rest] = chunk.facadeModuleId?.match(PART) ?? [];
      if (!locale) return null;
      const catalogue = compiled.get(locale);
      if (!catalogue) throw new Error(`catalogue-split: ${locale}.json was not compiled`);
      split ??= new Map();
      let parts = split.get(locale);
      if (!parts) {
        parts = splitCatalogue(catalogue, firstPageCode(meta.chunks));
        split.set(locale, parts);
      }
      const marker = MARKER.exec(code);
      if (!marker) throw new Error(`catalogue-split: no marker in ${chunk.fileName}`);
      const output = new MagicString(code);
      output.overwrite(
        marker.index,
        marker.index + marker[0].length,
        JSON.stringify(rest ? parts.rest : parts.first),
      );
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
