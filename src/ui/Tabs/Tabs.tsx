import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps,
} from 'react-aria-components';
import { Count } from './Count';
import * as styles from './Tabs.css';

/** Arrow keys move between tabs; Home/End jump to the ends (react-aria). */
export function Tabs(props: Omit<TabsProps, 'className' | 'style'>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className' | 'style'>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style'> {
  /** A number beside the label (items in that tab); a solid pill while the tab is selected. */
  count?: number;
}

export function Tab({ count, children, ...props }: TabProps) {
  if (count === undefined) {
    return (
      <AriaTab {...props} className={styles.tab}>
        {children}
      </AriaTab>
    );
  }
  return (
    <AriaTab {...props} className={styles.tab}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          <Count value={count} on="tab" />
        </>
      )}
    </AriaTab>
  );
}

export function TabPanel(props: Omit<TabPanelProps, 'className' | 'style'>) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
