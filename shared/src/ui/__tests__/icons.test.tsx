import { renderWithProviders, screen } from '@sge/shared/testing';
import * as ui from '../index';

const iconNames = Object.keys(ui).filter((name) => name.endsWith('Icon') && name !== 'Icon');

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

  it('becomes a named image when given an aria-label', () => {
    renderWithProviders(<ui.WifiOffIcon aria-label="Offline" color="red.600" />);
    const icon = screen.getByRole('img', { name: 'Offline' });
    expect(icon).not.toHaveAttribute('aria-hidden');
  });
});
