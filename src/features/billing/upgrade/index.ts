export { UpgradePage, type CompanyFormSlot, type UpgradePageProps } from './components/UpgradePage';
export { upgradeSearch, type UpgradeSearch } from './search';
export type { FormatMoney } from './money';
