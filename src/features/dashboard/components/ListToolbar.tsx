import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SearchField, SelectMenu } from '../../../ui';
import { messages } from '../messages';
import { MAX_SEARCH_LENGTH, sortOrders, type SortOrder } from '../search';
import * as styles from './Dashboard.css';

/** Typing pauses this long before the search reaches the URL (and the API). */
export const SEARCH_DEBOUNCE_MS = 300;

const sortLabels = {
  updated_desc: messages.sortUpdatedDesc,
  updated_asc: messages.sortUpdatedAsc,
  created_desc: messages.sortCreatedDesc,
  created_asc: messages.sortCreatedAsc,
  title_asc: messages.sortTitleAsc,
  title_desc: messages.sortTitleDesc,
} as const satisfies Record<SortOrder, unknown>;

export interface ListToolbarProps {
  search?: string;
  sort?: SortOrder;
  onSearch: (search: string | undefined) => void;
  onSort: (sort: SortOrder) => void;
}

export function ListToolbar({
  search = '',
  sort = 'updated_desc',
  onSearch,
  onSort,
}: ListToolbarProps) {
  const intl = useIntl();
  const [text, setText] = useState(search);
  const sent = useRef(search);
  // The latest callback, so a re-render of the page does not restart the pause.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // Back/forward or a link changed the URL: show its search, not the stale text.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearchRef.current(next === '' ? undefined : next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={styles.toolbar} role="search">
      <SearchField
        label={intl.formatMessage(messages.search)}
        value={text}
        onChange={setText}
        maxLength={MAX_SEARCH_LENGTH}
      />
      <SelectMenu
        label={intl.formatMessage(messages.sort)}
        selectedKey={sort}
        onSelectionChange={onSort}
        options={sortOrders.map((order) => ({
          id: order,
          label: intl.formatMessage(sortLabels[order]),
        }))}
      />
    </div>
  );
}
