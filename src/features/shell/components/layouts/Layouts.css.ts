import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../../design-tokens';

const contentWidth = '1280px';

/** The page's main region in the signed-in layouts. */
export const main = style({
  minWidth: 0,
  outline: 'none',
});

/** Default layout: one centred column under the header. */
export const page = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

/** Main and admin layouts: a section navigation beside the content from lg up, above it below. */
export const withSidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: '240px minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.xxl,
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The admin layout's notice, apart from the page below it; no gap while it says nothing. */
export const notice = style({
  marginBottom: vars.space.lg,
  selectors: { '&:empty': { display: 'none' } },
});

const row = {
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
} as const;

export const rowNav = style({
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const rowList = style(row);

export const sidebarNav = style({
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(60px + ${vars.space.xl})`,
      borderBottom: 'none',
      borderInlineEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
      paddingInlineEnd: vars.space.md,
    },
  },
});

export const sidebarList = style([
  style(row),
  {
    '@media': {
      [media.desktop]: { flexDirection: 'column', gap: vars.space.xxs, overflowX: 'visible' },
    },
  },
]);

/** Simple layout: a slim bar with the product mark, the page centred below it. */
export const simpleBar = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '60px',
  padding: `0 ${vars.space.md}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  '@media': { [media.desktop]: { padding: `0 ${vars.space.xl}` } },
});

export const simpleMain = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  outline: 'none',
  '@media': { [media.desktop]: { padding: `${vars.space.xxxl} ${vars.space.xl}` } },
});

/** Unauthenticated layout: the product mark over a centred column, in the middle of the page. */
export const unauthenticated = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.md}`,
  outline: 'none',
});

export const panel = style({ width: '100%', maxWidth: '560px' });
