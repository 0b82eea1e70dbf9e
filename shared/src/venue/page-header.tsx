import type { ReactNode } from 'react';

/** A page's title, description and actions on the venue sheet (the light PageHeader). */
export function VenuePageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="sge-v-header">
      <div className="sge-v-titles">
        <h1 className="sge-v-title">{title}</h1>
        {description && <p className="sge-v-desc">{description}</p>}
      </div>
      {actions && <div className="sge-v-actions">{actions}</div>}
    </header>
  );
}
