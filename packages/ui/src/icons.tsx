import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Gives the icon a name (role img). Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

// Each icon is marked pure: the bundler then leaves out the ones no screen uses (this module sits in the start
// chunk, which counts to the sign-in route's budget).
function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ title, className, ...props }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={className ?? 'size-5 shrink-0'}
        {...a11y}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const EditIcon = /* @__PURE__ */ createIcon(
  'EditIcon',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const DownloadIcon = /* @__PURE__ */ createIcon(
  'DownloadIcon',
  <>
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M4 19h16" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ createIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16" />
    <path d="M9 7V4h6v3" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M10 11v6M14 11v6" />
  </>,
);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 5 7 7-7 7" />);
export const DoubleChevronLeftIcon = /* @__PURE__ */ createIcon(
  'DoubleChevronLeftIcon',
  <path d="m12 5-7 7 7 7M19 5l-7 7 7 7" />,
);
export const DoubleChevronRightIcon = /* @__PURE__ */ createIcon(
  'DoubleChevronRightIcon',
  <path d="m12 5 7 7-7 7M5 5l7 7-7 7" />,
);
export const ReloadIcon = /* @__PURE__ */ createIcon(
  'ReloadIcon',
  <>
    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path d="M20 4v5h-5" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="m5 12 5 5 9-10" />);
export const WarningIcon = /* @__PURE__ */ createIcon(
  'WarningIcon',
  <>
    <path d="M12 3 2 20h20z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'LogoutIcon',
  <>
    <path d="M10 4H5v16h5" />
    <path d="M14 8l4 4-4 4" />
    <path d="M18 12H9" />
  </>,
);
export const HomeIcon = /* @__PURE__ */ createIcon(
  'HomeIcon',
  <>
    <path d="m3 11 9-8 9 8" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.4M6.3 6.3C3.5 8.1 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.7-1.7" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
);
