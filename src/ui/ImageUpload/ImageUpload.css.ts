import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

// The image as it is stamped or shown (a header-sized picture), never wider than a phone's column.
export const preview = style({
  maxWidth: '100%',
  height: 'auto',
  maxHeight: '120px',
  objectFit: 'contain',
  alignSelf: 'flex-start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: '#ffffff',
});
