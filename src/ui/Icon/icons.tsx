import { createIcon } from './Icon';

// The product's icon set, drawn on a 24×24 grid with 2px strokes.
export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const CheckIcon = createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUp', <path d="M6 15l6-6 6 6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const PlusIcon = createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = createIcon('Minus', <path d="M5 12h14" />);
export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </>,
);
export const EyeIcon = createIcon(
  'Eye',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = createIcon(
  'EyeOff',
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const InfoIcon = createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const WarningIcon = createIcon(
  'Warning',
  <>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v4M12 17.5h.01" />
  </>,
);
export const SuccessIcon = createIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </>,
);
export const ErrorIcon = createIcon(
  'Error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const UploadIcon = createIcon(
  'Upload',
  <>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </>,
);
export const DocumentIcon = createIcon(
  'Document',
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const SignatureIcon = createIcon(
  'Signature',
  <path d="M3 17c3-6 5-9 6.5-9S10 13 11 13s2.5-3 3.5-3 .5 4 2 4 2.5-2 3.5-2M3 21h18" />,
);
export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const MoreIcon = createIcon(
  'More',
  <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />,
);
export const CalendarIcon = createIcon(
  'Calendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const SortIcon = createIcon('Sort', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />);
export const SortAscIcon = createIcon('SortAsc', <path d="M8 14l4-4 4 4" />);
export const SortDescIcon = createIcon('SortDesc', <path d="M8 10l4 4 4-4" />);

export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SunIcon = createIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = createIcon(
  'Moon',
  <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
);
export const MonitorIcon = createIcon(
  'Monitor',
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
export const GlobeIcon = createIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const SignOutIcon = createIcon(
  'SignOut',
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />,
);
export const SettingsIcon = createIcon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
  </>,
);
export const BuildingIcon = createIcon(
  'Building',
  <>
    <rect x="5" y="3" width="14" height="18" rx="1" />
    <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3" />
  </>,
);

/** All icons by name, for the icon gallery story. */
export const icons = {
  CloseIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PlusIcon,
  MinusIcon,
  SearchIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  WarningIcon,
  SuccessIcon,
  ErrorIcon,
  UploadIcon,
  DocumentIcon,
  SignatureIcon,
  UserIcon,
  MoreIcon,
  CalendarIcon,
  SortIcon,
  SortAscIcon,
  SortDescIcon,
  MenuIcon,
  SunIcon,
  MoonIcon,
  MonitorIcon,
  GlobeIcon,
  SignOutIcon,
  SettingsIcon,
  BuildingIcon,
};
