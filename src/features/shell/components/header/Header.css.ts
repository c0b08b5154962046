import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../../design-tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '1440px',
  minHeight: '60px',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [media.desktop]: { gap: vars.space.lg, padding: `0 ${vars.space.xl}` } },
});

/** The drawer's button: only below the shell's lg breakpoint. */
export const menuButton = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

/** The header's own navigation: from lg up (the drawer carries it below). */
export const primaryNav = style({
  display: 'none',
  alignSelf: 'stretch',
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'stretch' } },
});

export const primaryList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const primaryItem = style({ display: 'flex', alignItems: 'center' });

export const spacer = style({ flex: 1 });

/** The credits badge in the header from the shell's sm breakpoint; the drawer shows it below. */
export const headerCredits = style({
  display: 'none',
  '@media': { [media.shell.up('sm')]: { display: 'inline-flex' } },
});
