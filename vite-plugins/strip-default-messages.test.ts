import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { blank, buildOnlyRanges } from './strip-default-messages';

const strip = (code: string) => blank(code, buildOnlyRanges(parseAst(code) as never));
const squeeze = (code: string) => code.replace(/\s+/g, ' ');

describe('buildOnlyRanges', () => {
  it('drops the default text and description of defineMessage(s) descriptors, nothing else', () => {
    const code = `import { defineMessage, defineMessages } from 'react-intl';
export const messages = {
  ...defineMessages({
    title: { id: 'members.title', defaultMessage: 'Members — all of them' },
    intro: {
      description: 'The first line',
      id: 'members.intro',
      defaultMessage: '{count, plural, one {# member} other {# members}}',
    },
  }),
  caption: defineMessage({ defaultMessage: 'Caption', id: 'members.caption' }),
};
export const other = { id: 'kept', defaultMessage: 'Kept: not a message descriptor' };`;
    const stripped = strip(code);
    expect(squeeze(stripped)).toContain(
      "title: { id: 'members.title', }, intro: { id: 'members.intro', }, }), caption: defineMessage({ id: 'members.caption' }),",
    );
    expect(stripped).toContain("defaultMessage: 'Kept: not a message descriptor'");
    // Every position is kept, so the module's source map stays true.
    expect(stripped).toHaveLength(code.length);
    expect(stripped.split('\n')).toHaveLength(code.split('\n').length);
    expect(() => parseAst(stripped)).not.toThrow();
  });
});
