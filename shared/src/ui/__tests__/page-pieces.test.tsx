import { renderWithProviders, screen } from '@sge/shared/testing';
import { BRAND, Button, EmptyState, PageHeader, PlusIcon, StatusBadge, UiProvider, getSystem } from '../index';

const system = getSystem();

describe('PageHeader', () => {
  it('renders the title as the h1 with description and actions', () => {
    renderWithProviders(
      <PageHeader title="Eventos" description="Gerencie os eventos" actions={<Button>Novo evento</Button>} icon={<PlusIcon />} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    expect(screen.getByText('Gerencie os eventos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo evento' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});

describe('EmptyState', () => {
  it('shows a titled region with description and action', () => {
    renderWithProviders(<EmptyState title="Nenhum evento" description="Crie o primeiro" action={<Button>Criar</Button>} />);
    const region = screen.getByRole('region', { name: 'Nenhum evento' });
    expect(region).toHaveTextContent('Crie o primeiro');
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhum evento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar' })).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('translates known statuses and shows unknown ones as given', () => {
    renderWithProviders(
      <>
        <StatusBadge status="PENDING" />
        <StatusBadge status="synced" />
        <StatusBadge status="EM_ANALISE" label="Em análise" />
        <StatusBadge status="Outro" />
      </>,
    );
    expect(screen.getByText('Pendente')).toBeInTheDocument();
    expect(screen.getByText('Sincronizado')).toBeInTheDocument();
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    expect(screen.getByText('Outro')).toBeInTheDocument();
  });
});

describe('theme', () => {
  it('exposes the brand colours and gold/navy palettes', () => {
    expect(BRAND).toEqual({ primary: '#D4AF37', secondary: '#0A1226' });
    expect(system.token('colors.gold.500')).toBe('#D4AF37');
    expect(system.token('colors.navy.900')).toBe('#0A1226');
    expect(system.token('colors.brand.primary')).toBe('var(--chakra-colors-brand-primary)');
    for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
      expect(system.token(`colors.gold.${shade}`)).toMatch(/^#/);
      expect(system.token(`colors.navy.${shade}`)).toMatch(/^#/);
    }
  });

  it('puts navy text on gold (WCAG AA), never white', () => {
    const vars = system.tokens.cssVarMap.get('base');
    expect(vars?.get('--chakra-colors-gold-contrast')).toBe('var(--chakra-colors-navy-900)');
    expect(vars?.get('--chakra-colors-navy-contrast')).toBe('var(--chakra-colors-white)');
    expect(vars?.get('--chakra-colors-brand-on-primary')).toBe('var(--chakra-colors-navy-900)');
  });

  it('only carries the recipes of the re-exported components', () => {
    expect(system.isValidProperty('color')).toBe(true);
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.getSlotRecipe('dialog')).toBeDefined();
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
    expect(system.getSlotRecipe('colorPicker')).toBeUndefined();
  });

  it('UiProvider renders children', () => {
    renderWithProviders(
      <UiProvider>
        <p>dentro</p>
      </UiProvider>,
    );
    expect(screen.getByText('dentro')).toBeInTheDocument();
  });
});
