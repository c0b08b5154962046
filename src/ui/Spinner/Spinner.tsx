import { spinner, spinnerSize } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  size?: (typeof spinnerSizes)[number];
  /** When given, the spinner is announced; otherwise it is decorative. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = `${spinner} ${spinnerSize[size]}`;
  return label ? (
    <span role="progressbar" aria-label={label} className={className} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
