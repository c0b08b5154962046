// What an open menu renders, in one module loaded on a menu's first opening (see Menu.tsx).
export { MenuItem, MenuPanel, MenuSeparator } from './MenuPanel';
export {
  AccountIdentity,
  AccountMenuItem,
  AccountMenuSection,
} from '../AccountMenu/AccountMenuItems';
