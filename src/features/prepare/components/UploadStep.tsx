import { useIntl } from 'react-intl';
import { FileDropZone, type FileItem, type RejectedFile } from '../../../ui';
import { DOCUMENT_LIMITS, PDF_ACCEPT } from '../limits';
import { messages } from '../messages';

export interface UploadStepProps {
  items: FileItem[];
  onSelect: (accepted: File[], rejected: RejectedFile[]) => void;
  onRemove?: (id: string) => void;
  busy?: boolean;
}

/** The drop zone for PDFs with the list of chosen files, their progress and errors. */
export function UploadStep({ items, onSelect, onRemove, busy }: UploadStepProps) {
  const intl = useIntl();
  return (
    <FileDropZone
      label={intl.formatMessage(messages.dropLabel)}
      accept={PDF_ACCEPT}
      maxSize={DOCUMENT_LIMITS.documentBytes}
      items={items}
      onSelect={onSelect}
      onRemove={busy ? undefined : onRemove}
    />
  );
}
