import { Svg } from './svg';

const NETWORKS = [
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    shapes: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
      </>
    ),
  },
  { label: 'Facebook', href: 'https://www.facebook.com/', shapes: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" /> },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    shapes: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>
    ),
  },
] as const;

/** Footer with copyright and social links (SPEC §2). Light: index.html's sheet. */
export function Footer() {
  return (
    <footer className="sge-fs-footer">
      <p className="sge-fs-sm sge-fs-muted">© {new Date().getFullYear()} SGE — Sistema de Gestão de Eventos</p>
      <ul aria-label="Redes sociais">
        {NETWORKS.map(({ label, href, shapes }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <Svg>{shapes}</Svg>
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
