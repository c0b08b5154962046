import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Skeleton, Spinner, useDebouncedValue } from '../../../ui';
import { draftPreviewQuery, storedPreviewQuery, type PreviewImage } from '../api/visual-signatures';
import {
  draftOf,
  previewSize,
  type VisualSignature,
  type VisualSignatureInput,
  type VisualSignaturePermissions,
} from '../draft';
import { messages } from '../messages';
import * as styles from './VisualSignatures.css';

interface StampFrameProps {
  image: PreviewImage | string | undefined;
  alt: string;
  failed: boolean;
  /** A newer preview is on its way; the last one stays until it arrives. */
  updating?: boolean;
}

/**
 * The stamp at its real size (300 × 140, narrower on a small screen, same proportions). The
 * frame has that size before the image arrives, so nothing below it moves.
 */
function StampFrame({ image, alt, failed, updating = false }: StampFrameProps) {
  const intl = useIntl();
  const src = typeof image === 'string' ? image : image?.x1;
  const srcSet = typeof image === 'object' ? `${image.x1} 1x, ${image.x2} 2x` : undefined;
  return (
    <div
      className={src || failed ? `${styles.stampFrame} ${styles.stampPaper}` : styles.stampFrame}
    >
      {src ? (
        <img
          className={styles.stampImage}
          src={src}
          srcSet={srcSet}
          width={previewSize.width}
          height={previewSize.height}
          alt={alt}
        />
      ) : failed ? (
        <p className={styles.stampMessage}>{intl.formatMessage(messages.previewFailed)}</p>
      ) : (
        <Skeleton shape="rect" height="100%" />
      )}
      {updating && (
        <span className={styles.stampBusy}>
          <Spinner size="sm" label={intl.formatMessage(messages.previewUpdating)} />
        </span>
      )}
    </div>
  );
}

/** A saved signature's stamp, from the preview query's short keys, at 1× and 2×. */
export function StoredStampPreview({
  signature,
  permissions,
}: {
  signature: VisualSignature;
  permissions: VisualSignaturePermissions;
}) {
  const intl = useIntl();
  const { data, isError } = useQuery(
    storedPreviewQuery(draftOf(signature), permissions, {
      placeholder: signature.placeholder,
      // A placeholder is not stored: there is nothing to start from.
      id: signature.placeholder ? undefined : signature.id,
    }),
  );
  return (
    <StampFrame
      image={data}
      failed={isError}
      alt={intl.formatMessage(messages.previewAlt, { name: signature.name })}
    />
  );
}

/** How long the fields must rest before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The editor's live preview: asked for once the fields rest for 300 ms, cached by what was
 * sent, and the previous image kept on screen while the next one renders.
 */
export function DraftStampPreview({ input }: { input: VisualSignatureInput | null }) {
  const intl = useIntl();
  const settled = useDebouncedValue(input, PREVIEW_DEBOUNCE_MS);
  const { data, isError, isFetching, isPlaceholderData } = useQuery({
    ...draftPreviewQuery(settled ?? { alias: '', name: '', language: 'en' }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  if (!input) {
    return <p className={styles.stampHint}>{intl.formatMessage(messages.previewNeedsName)}</p>;
  }
  return (
    <StampFrame
      image={data}
      failed={isError && !isPlaceholderData}
      updating={isFetching && data !== undefined}
      alt={intl.formatMessage(messages.previewAlt, { name: input.name })}
    />
  );
}
