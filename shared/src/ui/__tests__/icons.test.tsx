import { renderWithProviders, screen } from '@sge/shared/testing';
import * as ui from '../index';

const iconNames = Object.keys(ui).filter((name) => /^[A-Z]\w*Icon$/.test(name) && name !== 'Icon');

describe('icons', () => {
  it('exports every icon the product needs', () => {
    for (const name of [
      'MenuIcon', 'SearchIcon', 'RefreshIcon', 'BellIcon', 'UserIcon', 'LogoutIcon', 'SettingsIcon',
      'ChevronLeftIcon', 'ChevronRightIcon', 'ChevronDownIcon', 'CheckCircleIcon', 'AlertCircleIcon',
      'AlertIcon', 'InfoIcon', 'CloseIcon', 'PlusIcon', 'EditIcon', 'TrashIcon', 'ImageOffIcon',
      'WifiIcon', 'WifiOffIcon', 'CalendarIcon', 'UsersIcon', 'DollarIcon', 'BoxIcon', 'HomeIcon',
      'ClipboardIcon', 'InstagramIcon', 'FacebookIcon', 'LinkedinIcon',
    ]) {
      expect(iconNames).toContain(name);
    }
  });

  it('renders inline SVG hidden from assistive technology by default', () => {
    const { container } = renderWithProviders(
      <>
        {iconNames.map((name) => {
          const Component = (ui as unknown as Record<string, React.ComponentType<ui.IconProps>>)[name];
          return <Component key={name} />;
        })}
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(iconNames.length);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });

  it('draws each icon as one plain svg with the static class, no per-icon Chakra style', () => {
    const { container } = renderWithProviders(<ui.EditIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('sge-icon', { exact: true });
    expect(svg).toHaveAttribute('data-icon', 'edit');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.querySelector('svg')).toBeNull();
    expect(svg).not.toHaveAttribute('style');
    // The class's rules: the 1em box unlayered, the rest of Chakra's icon recipe in its layer.
    expect(ui.ICON_CSS).toContain('.sge-icon{width:1em;height:1em}');
    expect(ui.ICON_CSS).toMatch(/@layer recipes\{\.sge-icon\{display:inline-block;line-height:1em;flex-shrink:0;color:currentcolor;vertical-align:middle\}\}/);
  });

  it('takes Chakra tokens (or CSS values) for color and boxSize, and keeps a given class', () => {
    const { container } = renderWithProviders(
      <>
        <ui.SortIcon color="fg.muted" />
        <ui.AlertIcon boxSize="3" className="extra" />
        <ui.PlusIcon color="#123456" boxSize="20px" />
      </>,
    );
    const [sort, alert, plus] = container.querySelectorAll('svg');
    expect(sort.style.color).toBe('var(--chakra-colors-fg-muted)');
    expect(alert.style.width).toBe('var(--chakra-sizes-3)');
    expect(alert.style.height).toBe('var(--chakra-sizes-3)');
    expect(alert).toHaveClass('sge-icon', 'extra');
    expect(plus.style.color).toBe('rgb(18, 52, 86)');
    expect(plus.style.width).toBe('20px');
  });

  it('becomes a named image when given an aria-label', () => {
    renderWithProviders(<ui.WifiOffIcon aria-label="Offline" color="red.600" />);
    const icon = screen.getByRole('img', { name: 'Offline' });
    expect(icon).not.toHaveAttribute('aria-hidden');
  });
});
