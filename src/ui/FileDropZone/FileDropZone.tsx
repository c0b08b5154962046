import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DropZone, FileTrigger, Text, isFileDropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, DocumentIcon, ErrorIcon, UploadIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { formatBytes, validateFiles, type FileRules } from './file-validation';
import * as styles from './FileDropZone.css';

export interface FileItem {
  id: string;
  name: string;
  size: number;
  /** 0–100 while uploading; absent when done or not started. */
  progress?: number;
  error?: ReactNode;
}

export interface RejectedFile {
  file: File;
  /** Translated reason, ready to show in the file list. */
  message: string;
}

export interface FileDropZoneProps extends FileRules {
  label: ReactNode;
  /** Files the caller keeps (uploading, done or failed), listed under the zone. */
  items?: FileItem[];
  onSelect: (accepted: File[], rejected: RejectedFile[]) => void;
  onRemove?: (id: string) => void;
  multiple?: boolean;
  isDisabled?: boolean;
}

/**
 * Drop files, or press the button (mouse, keyboard or touch) to choose them. Files outside
 * `accept` or above `maxSize` come back as rejections with a translated message.
 */
export function FileDropZone({
  label,
  items = [],
  onSelect,
  onRemove,
  accept = [],
  maxSize,
  multiple = true,
  isDisabled,
}: FileDropZoneProps) {
  const intl = useIntl();
  const max = maxSize === undefined ? undefined : formatBytes(maxSize, intl.locale);
  const handle = (files: File[]) => {
    const { accepted, rejected } = validateFiles(multiple ? files : files.slice(0, 1), {
      accept,
      maxSize,
    });
    onSelect(
      accepted,
      rejected.map(({ file, reason }) => ({
        file,
        message:
          reason === 'size'
            ? intl.formatMessage(uiMessages.fileTooLarge, { max: max ?? '' })
            : intl.formatMessage(uiMessages.fileTypeNotAllowed),
      })),
    );
  };
  return (
    <div className={styles.root}>
      <DropZone
        className={styles.zone}
        isDisabled={isDisabled}
        aria-label={typeof label === 'string' ? label : undefined}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.filter(isFileDropItem).map((item) => item.getFile()),
          );
          handle(files);
        }}
      >
        <UploadIcon size="lg" />
        <Text slot="label">{label}</Text>
        <span className={styles.hint}>{intl.formatMessage(uiMessages.dropFiles)}</span>
        <FileTrigger
          acceptedFileTypes={accept.length ? [...accept] : undefined}
          allowsMultiple={multiple}
          onSelect={(list) => handle(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            {intl.formatMessage(uiMessages.chooseFiles)}
          </Button>
        </FileTrigger>
        {(accept.length > 0 || max) && (
          <span className={styles.hint}>
            {intl.formatMessage(uiMessages.acceptedFiles, {
              types: accept.join(', ') || '*',
              max: max ?? '∞',
            })}
          </span>
        )}
      </DropZone>
      {items.length > 0 && (
        <ul className={styles.fileList}>
          {items.map((item) => (
            <li
              key={item.id}
              className={styles.fileRow}
              data-invalid={item.error ? true : undefined}
            >
              {item.error ? <ErrorIcon /> : <DocumentIcon />}
              <div>
                <div className={styles.fileName}>{item.name}</div>
                <div className={styles.fileMeta}>{formatBytes(item.size, intl.locale)}</div>
                {item.error && <div className={styles.fileError}>{item.error}</div>}
                {item.progress !== undefined && !item.error && (
                  <ProgressBar label={item.name} value={item.progress} hideValue hideLabel />
                )}
              </div>
              {onRemove && (
                <IconButton
                  size="sm"
                  label={intl.formatMessage(uiMessages.removeFile, { name: item.name })}
                  icon={<CloseIcon size="sm" />}
                  onPress={() => onRemove(item.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
