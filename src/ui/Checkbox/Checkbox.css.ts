import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { indicator } from '../shared/choice.css';

export const box = style([indicator, { borderRadius: vars.radii.sm }]);
