import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  contrastRatio,
  libraryBreakpoints,
  shellBreakpoints,
  tokens,
  vars,
} from '../../design-tokens';
import { colorPairs } from '../../design-tokens/pairs';
import type { ColorTokens } from '../../design-tokens/raw';
import { Heading, Text } from '../../src/ui';

/**
 * The token reference for designers: every colour pair the components use with its WCAG
 * contrast ratio, the raw palettes, the type scale, spacing, radii, shadows, z-index, motion
 * and both breakpoint sets. Values come straight from design-tokens/raw.ts.
 */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.xxl }}>
      <Heading level={2}>{title}</Heading>
      {children}
    </section>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
} as const;

function Pairs({ colors }: { colors: ColorTokens }) {
  return (
    <div style={grid}>
      {colorPairs(colors).map((pair) => {
        const ratio = contrastRatio(pair.fg, pair.bg);
        return (
          <div
            key={pair.name}
            style={{
              background: pair.bg,
              color:
                pair.kind === 'text'
                  ? pair.fg
                  : contrastRatio('#111827', pair.bg) > 4.5
                    ? '#111827'
                    : '#ffffff',
              border: `3px solid ${pair.kind === 'text' ? pair.bg : pair.fg}`,
              borderRadius: vars.radii.md,
              padding: vars.space.sm,
              fontSize: vars.fontSize.sm,
            }}
          >
            <strong>{pair.name}</strong>
            <div>
              {ratio.toFixed(2)}:1 {pair.kind === 'text' ? 'text' : 'UI'}
            </div>
            <div>
              {pair.fg} / {pair.bg}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Palette({ colors }: { colors: ColorTokens }) {
  const flat = Object.entries(colors).flatMap(([group, value]) =>
    Object.entries(value as Record<string, unknown>).flatMap(([name, v]) =>
      typeof v === 'string'
        ? [[`${group}.${name}`, v] as const]
        : Object.entries(v as Record<string, string>).map(
            ([k, c]) => [`${group}.${name}.${k}`, c] as const,
          ),
    ),
  );
  return (
    <div style={grid}>
      {flat.map(([name, color]) => (
        <div
          key={name}
          style={{
            display: 'flex',
            gap: vars.space.sm,
            alignItems: 'center',
            fontSize: vars.fontSize.xs,
          }}
        >
          <span
            aria-hidden="true"
            style={{
              width: 28,
              height: 28,
              flexShrink: 0,
              background: color,
              borderRadius: vars.radii.sm,
              border: `1px solid ${vars.color.border.strong}`,
            }}
          />
          <span>
            {name}
            <br />
            {color}
          </span>
        </div>
      ))}
    </div>
  );
}

function TokenPage({ theme }: { theme: 'light' | 'dark' }) {
  const colors = theme === 'light' ? tokens.lightColors : tokens.darkColors;
  return (
    <main style={{ padding: vars.space.xl, maxWidth: 1200 }}>
      <Heading level={1}>Design tokens ({theme})</Heading>
      <Section title="Colour pairs and contrast (WCAG AA: text 4.5, UI 3)">
        <Pairs colors={colors} />
      </Section>
      <Section title="Palette">
        <Palette colors={colors} />
      </Section>
      <Section title="Type scale">
        {Object.entries(tokens.fontSizes).map(([name, size]) => (
          <div key={name} style={{ fontSize: size, lineHeight: vars.lineHeight.tight }}>
            {name} · {size} · Paraph signs documents
          </div>
        ))}
        <Text tone="secondary">Font: {tokens.fonts.body}</Text>
      </Section>
      <Section title="Space">
        {Object.entries(tokens.space).map(([name, size]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
            <code style={{ width: 80 }}>{name}</code>
            <span style={{ width: size, height: 12, background: vars.color.brand.solid }} />
            <span>{size}</span>
          </div>
        ))}
      </Section>
      <Section title="Radii and shadows">
        <div style={{ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' }}>
          {Object.entries(tokens.radii).map(([name, r]) => (
            <div
              key={name}
              style={{
                width: 72,
                height: 48,
                borderRadius: r,
                border: `2px solid ${vars.color.border.strong}`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {name}
            </div>
          ))}
          {Object.entries(tokens.shadows).map(([name, s]) => (
            <div
              key={name}
              style={{
                width: 72,
                height: 48,
                boxShadow: s,
                background: vars.color.surface.raised,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {name}
            </div>
          ))}
        </div>
      </Section>
      <Section title="Z-index, motion and breakpoints">
        <Text>
          z-index:{' '}
          {Object.entries(tokens.zIndices)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}
        </Text>
        <Text>
          motion (ms):{' '}
          {Object.entries(tokens.durations)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}
        </Text>
        <Text>
          page shell:{' '}
          {Object.entries(shellBreakpoints)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}{' '}
          (mobile below lg)
        </Text>
        <Text>
          components:{' '}
          {Object.entries(libraryBreakpoints)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}
        </Text>
      </Section>
    </main>
  );
}

const meta = {
  title: 'Tokens/Reference',
  component: TokenPage,
  parameters: { layout: 'fullscreen' },
  args: { theme: 'light' },
} satisfies Meta<typeof TokenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('signature.qes')).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
