import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import * as styles from './Pagination.css';
import { pageItems } from './page-items';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a page has more than one (default "Pagination"). */
  label?: string;
}

export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const intl = useIntl();
  const square = button({ variant: 'tertiary', size: 'sm', iconOnly: true });
  return (
    <nav aria-label={label ?? intl.formatMessage(uiMessages.pagination)}>
      <ul className={styles.list}>
        <li>
          <AriaButton
            className={square}
            aria-label={intl.formatMessage(uiMessages.previousPage)}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon size="sm" />
          </AriaButton>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <AriaButton
                className={`${square} ${styles.current}`}
                aria-label={intl.formatMessage(uiMessages.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => onPageChange(item)}
              >
                {item}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={square}
            aria-label={intl.formatMessage(uiMessages.nextPage)}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon size="sm" />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
