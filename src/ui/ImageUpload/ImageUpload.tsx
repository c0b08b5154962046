import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { FileDropZone } from '../FileDropZone/FileDropZone';
import { Text } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './ImageUpload.css';

export interface ImagePreview {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface ImageUploadProps {
  /** The current image, or none (then `empty` says what shows instead). */
  current?: ImagePreview | null;
  empty: ReactNode;
  /** The drop zone's label ("Upload a logo", "Replace the logo"). */
  label: ReactNode;
  accept: readonly string[];
  maxSize: number;
  isDisabled?: boolean;
  /** The one file that passed the type and size checks. */
  onUpload: (file: File) => void;
}

/**
 * One image of an account (a company logo, a seal's image): its preview, and a drop zone for
 * a replacement. Type and size are checked before anything is sent; a refused file is said
 * under the zone. Removing the image is the caller's action.
 */
export function ImageUpload({
  current,
  empty,
  label,
  accept,
  maxSize,
  isDisabled,
  onUpload,
}: ImageUploadProps) {
  const [rejected, setRejected] = useState<string | null>(null);
  return (
    <Stack gap="md">
      {current ? (
        <img
          className={styles.preview}
          src={current.src}
          width={current.width}
          height={current.height}
          alt={current.alt}
        />
      ) : (
        <Text tone="secondary">{empty}</Text>
      )}
      <FileDropZone
        label={label}
        accept={accept}
        maxSize={maxSize}
        multiple={false}
        isDisabled={isDisabled}
        onSelect={(accepted, refused) => {
          setRejected(refused[0]?.message ?? null);
          if (accepted[0]) onUpload(accepted[0]);
        }}
      />
      {rejected && (
        <Alert tone="danger">
          <Text>{rejected}</Text>
        </Alert>
      )}
    </Stack>
  );
}
