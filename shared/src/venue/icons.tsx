import type { ReactNode } from 'react';

/** A 24×24 stroke icon, decorative (the control around it carries the name). */
export function VenueIcon({ children }: { children: ReactNode }) {
  return (
    <svg className="sge-v-svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const VenueDownloadIcon = () => (
  <VenueIcon>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <polyline points="7 10 12 15 17 10" />
    <line x1="12" y1="15" x2="12" y2="3" />
  </VenueIcon>
);

export const VenuePlusIcon = () => (
  <VenueIcon>
    <line x1="12" y1="5" x2="12" y2="19" />
    <line x1="5" y1="12" x2="19" y2="12" />
  </VenueIcon>
);

export const VenueMoreIcon = () => (
  <VenueIcon>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </VenueIcon>
);

export const VenueChevronLeftIcon = () => (
  <VenueIcon>
    <polyline points="15 18 9 12 15 6" />
  </VenueIcon>
);

export const VenueChevronDownIcon = () => (
  <VenueIcon>
    <polyline points="6 9 12 15 18 9" />
  </VenueIcon>
);

export const VenueChevronUpIcon = () => (
  <VenueIcon>
    <polyline points="18 15 12 9 6 15" />
  </VenueIcon>
);

export const VenueInfoIcon = () => (
  <VenueIcon>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" y1="16" x2="12" y2="12" />
    <line x1="12" y1="8" x2="12.01" y2="8" />
  </VenueIcon>
);
