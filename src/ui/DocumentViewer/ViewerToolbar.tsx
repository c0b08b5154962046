import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { ChevronDownIcon, ChevronUpIcon, MinusIcon, PlusIcon } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { viewerMessages } from '../messages';
import * as styles from './DocumentViewer.css';
import { PageField } from './PageField';
import { maxZoom, minZoom } from './zoom';

export interface ViewerToolbarProps {
  /** Zero-based. */
  current: number;
  pageCount: number;
  percent: number;
  onPage: (index: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
}

export function ViewerToolbar({
  current,
  pageCount,
  percent,
  onPage,
  onZoomIn,
  onZoomOut,
  onFitWidth,
}: ViewerToolbarProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div role="group" aria-label={t(viewerMessages.toolbar)} className={styles.toolbar}>
      <div className={styles.toolbarGroup}>
        <IconButton
          size="sm"
          label={t(viewerMessages.previousPage)}
          icon={<ChevronUpIcon size="sm" />}
          isDisabled={current <= 0}
          onPress={() => onPage(current - 1)}
        />
        <PageField current={current} pageCount={pageCount} onPage={onPage} />
        <IconButton
          size="sm"
          label={t(viewerMessages.nextPage)}
          icon={<ChevronDownIcon size="sm" />}
          isDisabled={current >= pageCount - 1}
          onPress={() => onPage(current + 1)}
        />
      </div>
      <div className={styles.toolbarGroup}>
        <IconButton
          size="sm"
          label={t(viewerMessages.zoomOut)}
          icon={<MinusIcon size="sm" />}
          isDisabled={percent <= minZoom}
          onPress={onZoomOut}
        />
        <span role="status" className={styles.toolbarText}>
          {t(viewerMessages.zoomLevel, {
            percent: intl.formatNumber(percent / 100, { style: 'percent' }),
          })}
        </span>
        <IconButton
          size="sm"
          label={t(viewerMessages.zoomIn)}
          icon={<PlusIcon size="sm" />}
          isDisabled={percent >= maxZoom}
          onPress={onZoomIn}
        />
        <Button size="sm" variant="ghost" onPress={onFitWidth}>
          {t(viewerMessages.fitWidth)}
        </Button>
      </div>
    </div>
  );
}
