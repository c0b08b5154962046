// The one public entry of the UI kit. Features import from here, never from a component's
// folder, so the kit can move things around inside.
export {
  AccountButton,
  AccountIdentity,
  AccountMenuItem,
  AccountMenuSection,
  type AccountButtonProps,
  type AccountMenuSectionProps,
} from './AccountMenu/AccountMenu';
export { Alert, alertTones } from './Alert/Alert';
export { LoadFailedAlert, type LoadFailedAlertProps } from './Alert/LoadFailedAlert';
export { Avatar, AvatarGroup, avatarSizes, type AvatarProps } from './Avatar/Avatar';
export { avatarColor, initials } from './Avatar/avatar-color';
export { Badge, badgeTones } from './Badge/Badge';
export { Banner, bannerTones } from './Banner/Banner';
export { Box, Grid, type BoxProps } from './Box/Box';
export { BrandMark, Wordmark } from './BrandMark/BrandMark';
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button/Button';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink';
export { ButtonGroup, buttonGroupAligns } from './ButtonGroup/ButtonGroup';
export { Card } from './Card/Card';
export { type ChartSeries } from './Chart/ChartFrame';
export { FunnelChart, type FunnelChartProps, type FunnelStage } from './Chart/FunnelChart';
export {
  StackedBarChart,
  type ChartCategory,
  type StackedBarChartProps,
} from './Chart/StackedBarChart';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './Checkbox/Checkbox';
export { ComboBox, type ComboBoxProps } from './ComboBox/ComboBox';
export { useAsyncOptions, type LoadOptions } from './ComboBox/use-async-options';
export {
  DataList,
  DataListLink,
  dataListLayouts,
  dataListPriorities,
  type DataListColumn,
  type DataListLinkProps,
  type DataListProps,
} from './DataList/DataList';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker/DateRangePicker';
export {
  DescriptionList,
  type DescriptionItem,
  type DescriptionListProps,
} from './DescriptionList/DescriptionList';
export {
  Dialog,
  DialogTrigger,
  Modal,
  modalSizes,
  type DialogProps,
  type ModalProps,
} from './Dialog/Dialog';
export { ConfirmActions, type ConfirmActionsProps } from './Dialog/ConfirmActions';
export { FormDialog, type FormDialogProps } from './Dialog/FormDialog';
export { dangerConfirmation, type DangerConfirmationTexts } from './Dialog/dangerConfirmation';
export { Accordion, Disclosure, type DisclosureProps } from './Disclosure/Disclosure';
export { Drawer, type DrawerProps } from './Drawer/Drawer';
export { EmailAddress } from './EmailAddress/EmailAddress';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { emptyStateIllustrations, type EmptyStateIllustration } from './EmptyState/Illustration';
export {
  FileDropZone,
  type FileDropZoneProps,
  type FileItem,
  type RejectedFile,
} from './FileDropZone/FileDropZone';
export { formatBytes, matchesAccept, validateFiles } from './FileDropZone/file-validation';
export { Description, FieldError, Form, Label, type FormProps } from './Form/Form';
export { FieldMessages, type FieldTextProps } from './Form/FieldMessages';
export { formMessages, validationMessage } from './Form/form-messages';
export {
  FullScreenOverlay,
  type FullScreenOverlayProps,
} from './FullScreenOverlay/FullScreenOverlay';
export { Heading, Text, headingLevels, textTones } from './Heading/Heading';
export { createIcon, iconSizes, type IconProps } from './Icon/Icon';
export * from './Icon/icons';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { CopyButton, type CopyButtonProps } from './CopyButton/CopyButton';
export { ImageUpload, type ImagePreview, type ImageUploadProps } from './ImageUpload/ImageUpload';
export { Link, type LinkProps } from './Link/Link';
export { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu/Menu';
export { NavLink, navLinkVariants, type NavLinkProps } from './NavLink/NavLink';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { pageItems, type PageItem } from './Pagination/page-items';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { Popover, PopoverTrigger, type PopoverProps } from './Popover/Popover';
export {
  Meter,
  ProgressBar,
  meterTones,
  type MeterProps,
  type ProgressBarProps,
} from './ProgressBar/ProgressBar';
export { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup/RadioGroup';
export {
  ResultPanel,
  resultPanelHeadingLevels,
  type ResultPanelProps,
} from './ResultPanel/ResultPanel';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { useMediaQuery } from './shared/use-media-query';
export { Section, sectionHeadingLevels, type SectionProps } from './Section/Section';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedItem,
} from './SegmentedControl/SegmentedControl';
export { Option, Select, type SelectProps } from './Select/Select';
export { SelectMenu, type SelectMenuProps } from './Select/SelectMenu';
export {
  PlanBadge,
  SignatureLevelBadge,
  plans,
  signatureLevels,
  type Plan,
  type SignatureLevel,
} from './SignatureLevelBadge/SignatureLevelBadge';
export { Skeleton, skeletonShapes } from './Skeleton/Skeleton';
export { Spinner, spinnerSizes } from './Spinner/Spinner';
export { Stack, stackDirections } from './Stack/Stack';
export { Stepper, stepState, stepStates } from './Stepper/Stepper';
export { StickyActionBar, type StickyActionBarProps } from './StickyActionBar/StickyActionBar';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Tab, TabList, TabPanel, Tabs, type TabProps } from './Tabs/Tabs';
export { NavTab, NavTabs, type NavTabProps } from './Tabs/NavTabs';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table/Table';
export {
  StaticCell,
  StaticColumn,
  StaticRow,
  StaticTable,
  StaticTableBody,
  StaticTableHeader,
} from './Table/StaticTable';
export { TestSystemFrame } from './TestSystemFrame/TestSystemFrame';
export { EmailField, TextField, type TextFieldProps } from './TextField/TextField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { SnackbarRegion } from './Toast/Toast';
export {
  createSnackbarQueue,
  withDefaults as snackbarDefaults,
  type Snackbar,
  type SnackbarMessage,
  type SnackbarQueue,
} from './Toast/snackbar-queue';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { SkipLink } from './SkipLink/SkipLink';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { UiProvider } from './UiProvider/UiProvider';
export { uiMessages } from './messages';
export { statusTones, type StatusTone } from './shared/tones';
export { useDebouncedValue } from './shared/use-debounced-value';
export { deferredModule } from './shared/deferred-module';
export { useOpenedOnce } from './shared/use-opened-once';
export { notify, type MessageValues, type NotifyOptions } from './Hosts/notify';
export { shell, useShellState } from './Hosts/shell';
export {
  createShellStore,
  type ActiveDialog,
  type ActiveOverlay,
  type DialogOpening,
  type DialogRequest,
  type OverlayRequest,
  type ShellStore,
} from './Hosts/shell-store';
export {
  mergeHostEntries,
  type DialogContentProps,
  type DialogMap,
  type DialogRegistry,
  type DialogSpecs,
  type HostEntries,
  type HostRegister,
  type HostSource,
  type HostedSpec,
  type NoProps,
  type OverlayContentProps,
  type OverlayMap,
  type OverlayRegistry,
  type OverlaySpecs,
  type RegisteredDialogs,
  type RegisteredOverlays,
} from './Hosts/registry';
export {
  DocumentViewer,
  type DocumentViewerHandle,
  type DocumentViewerProps,
  type FirstPageImage,
  type TextRect,
} from './DocumentViewer/DocumentViewer';
export { preloadPdfjs } from './DocumentViewer/load-pdfjs';
