import type { ReactNode } from 'react';
import { iconSize } from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg'] as const;

export interface IconProps {
  size?: (typeof iconSizes)[number];
  /** Announced name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/**
 * Builds an inline-SVG icon from 24×24 stroke paths. Inline SVG (not an icon font) inherits
 * currentColor, scales crisply and tree-shakes: an unused icon never reaches the bundle.
 */
export function createIcon(name: string, paths: ReactNode) {
  function Icon({ size = 'md', label }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={iconSize[size]}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
