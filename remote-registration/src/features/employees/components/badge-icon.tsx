import { createSvgIcon } from '@sge/shared/ui';

/** An ID card on a lanyard (decorative), for the 'Crachá' action. */
export const BadgeIcon = createSvgIcon('badge', (
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M9 2h6v5H9z" />
    <circle cx="12" cy="12" r="2" />
    <path d="M8 18c.8-1.6 2.2-2.4 4-2.4s3.2.8 4 2.4" />
  </>
));
