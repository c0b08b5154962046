import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { viewerMessages } from '../messages';
import * as styles from './DocumentViewer.css';
import type { FirstPageImage } from './types';

// Element timing marks when the picture is painted (scripts/bench-first-page.mjs reads it);
// React passes the attribute through, the DOM types do not know it yet.
const timing = { elementtiming: 'paraph-first-page' } as Record<string, string>;

export interface FirstPagePictureProps {
  image: FirstPageImage;
  /** The document's title, for the alternative text. */
  title: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The server's image of page 1, in the box the page takes: it fills the box (letterboxed when
 * the page is not of the box's shape), so the box never changes size when it loads.
 */
export function FirstPagePicture({ image, title, className, style }: FirstPagePictureProps) {
  const intl = useIntl();
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={intl.formatMessage(viewerMessages.firstPageImage, { title })}
      fetchPriority="high"
      {...timing}
      className={[styles.firstPageImage, className].filter(Boolean).join(' ')}
      style={style}
      data-testid="first-page-image"
    />
  );
}
