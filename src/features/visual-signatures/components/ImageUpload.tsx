import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FileDropZone, formatBytes, type FileItem } from '../../../ui';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, uploadableImage } from '../image-file';
import { messages } from '../messages';

export interface ChosenImage {
  image: Blob;
  name: string;
}

export interface ImageUploadProps {
  chosen: ChosenImage | null;
  onChoose: (chosen: ChosenImage | null) => void;
  isDisabled?: boolean;
}

/**
 * Choose an image of one's signature (button or drop, keyboard-operable). PNG, JPEG or SVG up
 * to 2 MB, checked here with a translated reason; an SVG becomes a PNG before it is stored.
 */
export function ImageUpload({ chosen, onChoose, isDisabled }: ImageUploadProps) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<{ name: string; size: number; message: string } | null>(
    null,
  );
  const tooLarge = () =>
    intl.formatMessage(messages.uploadTooLarge, {
      max: formatBytes(MAX_IMAGE_BYTES, intl.locale),
    });

  const choose = async (file: File) => {
    try {
      const image = await uploadableImage(file);
      if (image.size > MAX_IMAGE_BYTES) {
        setRefusal({ name: file.name, size: image.size, message: tooLarge() });
        return;
      }
      setRefusal(null);
      onChoose({ image, name: file.name });
    } catch {
      setRefusal({
        name: file.name,
        size: file.size,
        message: intl.formatMessage(messages.uploadUnreadable),
      });
    }
  };

  const items: FileItem[] = refusal
    ? [
        {
          id: 'refused',
          name: refusal.name,
          size: refusal.size,
          error: <span role="alert">{refusal.message}</span>,
        },
      ]
    : chosen
      ? [{ id: 'chosen', name: chosen.name, size: chosen.image.size }]
      : [];

  return (
    <FileDropZone
      label={intl.formatMessage(messages.upload)}
      accept={IMAGE_ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      multiple={false}
      isDisabled={isDisabled}
      items={items}
      onSelect={(accepted, rejected) => {
        const [file] = accepted;
        const [refused] = rejected;
        if (refused) {
          setRefusal({
            name: refused.file.name,
            size: refused.file.size,
            message: refused.message,
          });
          onChoose(null);
        } else if (file) void choose(file);
      }}
      onRemove={() => {
        setRefusal(null);
        onChoose(null);
      }}
    />
  );
}
