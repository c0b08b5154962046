import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** Arrow keys move between tabs; Home/End jump to the ends (react-aria). */
export function Tabs(props: Omit<TabsProps, 'className' | 'style'>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className' | 'style'>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export function Tab(props: Omit<TabProps, 'className' | 'style'>) {
  return <AriaTab {...props} className={styles.tab} />;
}

export function TabPanel(props: Omit<TabPanelProps, 'className' | 'style'>) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
