import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

/** Props of {@link VenueButton}. */
export interface VenueButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary': solid gold with navy text; 'outline'; 'ghost' (default). */
  variant?: 'primary' | 'outline' | 'ghost';
  /**
   * 'lg': a thumb target (48 px) that shares its row with its neighbours; 'icon': a 48 px square;
   * 'tall': 48 px high.
   */
  size?: 'md' | 'lg' | 'icon' | 'tall';
  /** The label may wrap onto two lines inside the button. */
  wraps?: boolean;
  /** Busy: the button shows it and ignores taps (aria-busy). */
  loading?: boolean;
  children?: ReactNode;
}

/** A button of the venue path: a plain `<button>` on the venue sheet (no Chakra). */
export const VenueButton = forwardRef<HTMLButtonElement, VenueButtonProps>(function VenueButton(
  { variant = 'ghost', size = 'md', wraps = false, loading = false, className, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  const classes = ['sge-v-btn'];
  if (variant !== 'ghost') classes.push(`sge-v-btn-${variant}`);
  if (size !== 'md') classes.push(`sge-v-btn-${size}`);
  if (wraps) classes.push('sge-v-btn-wraps');
  if (className) classes.push(className);
  return (
    <button
      ref={ref}
      type={type}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {children}
    </button>
  );
});

/** Props of {@link VenueBadge}. */
export interface VenueBadgeProps {
  tone: 'gold' | 'green' | 'gray' | 'orange' | 'red' | 'blue';
  title?: string;
  /** More classes (the venue sheet's). */
  className?: string;
  children: ReactNode;
}

/** A small status label on the venue sheet. */
export function VenueBadge({ tone, title, className, children }: VenueBadgeProps) {
  return (
    <span className={`sge-v-badge sge-v-badge-${tone}${className ? ` ${className}` : ''}`} title={title}>
      {children}
    </span>
  );
}
