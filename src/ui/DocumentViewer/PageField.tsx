import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { viewerMessages } from '../messages';
import * as styles from './DocumentViewer.css';
import { pageFromInput } from './page-input';

export interface PageFieldProps {
  /** Zero-based. */
  current: number;
  pageCount: number;
  onPage: (index: number) => void;
}

/**
 * The page number to go to, on a native text input: a typed number counts on Enter or when the
 * field is left, held within the document; arrow keys step a page. (react-aria's number field
 * brought its number parser and field machinery, 13 KB gzip in 11 files, to every page with a
 * document.)
 */
export function PageField({ current, pageCount, onPage }: PageFieldProps) {
  const intl = useIntl();
  const id = useId();
  // What the user is typing; the current page whenever they are not.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const page = pageFromInput(draft, pageCount);
    setDraft(null);
    if (page !== null && page !== current) onPage(page);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (event.key === 'Enter') commit();
    else if (event.key === 'Escape' && draft !== null) {
      // Back to the current page; an untouched field lets Escape through to a dialog.
      event.stopPropagation();
      setDraft(null);
    } else if (step !== undefined) {
      event.preventDefault();
      setDraft(null);
      const page = Math.min(Math.max(current + step, 0), pageCount - 1);
      if (page !== current) onPage(page);
    }
  };

  return (
    <div className={styles.pageField}>
      <label htmlFor={id}>
        <VisuallyHidden>{intl.formatMessage(viewerMessages.pageNumber)}</VisuallyHidden>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        className={styles.pageInput}
        value={draft ?? String(current + 1)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <span className={styles.toolbarText}>
        {intl.formatMessage(viewerMessages.pageCount, { count: pageCount })}
      </span>
    </div>
  );
}
