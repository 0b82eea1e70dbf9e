import { renderWithProviders, screen } from '@sge/shared/testing';
import { ActionMenu, Avatar, LogoutIcon, type ActionMenuItem } from '../index';

function setup(items?: ActionMenuItem[]) {
  const profile = jest.fn();
  const settings = jest.fn();
  const logout = jest.fn();
  const view = renderWithProviders(
    <>
      <ActionMenu
        label="Menu do usuário"
        items={
          items ?? [
            { label: 'Perfil', onSelect: profile },
            { label: 'Configurações', onSelect: settings, disabled: true },
            { label: 'Sair', onSelect: logout, icon: <LogoutIcon />, destructive: true },
          ]
        }
      >
        <Avatar.Root size="sm">
          <Avatar.Fallback name="Ana Lima" />
        </Avatar.Root>
      </ActionMenu>
      <button type="button">fora</button>
    </>,
  );
  return { ...view, profile, settings, logout, trigger: screen.getByRole('button', { name: 'Menu do usuário' }) };
}

describe('ActionMenu', () => {
  it('is a closed menu button at first', () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('sizes the open menu to its content, not to the narrow trigger', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(getComputedStyle(screen.getByRole('menu')).width).toBe('max-content');
  });

  it('opens on click with focus on the first item and runs the chosen action', async () => {
    const { user, trigger, logout } = setup();
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Menu do usuário' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves with the arrow keys, skipping disabled items, and selects with Enter', async () => {
    const { user, trigger, logout, settings } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(settings).not.toHaveBeenCalled();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
  });

  it('closes on Escape (focus back on the trigger) and on an outside click', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not run disabled items', async () => {
    const { user, trigger, settings } = setup();
    await user.click(trigger);
    const item = screen.getByRole('menuitem', { name: 'Configurações' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(settings).not.toHaveBeenCalled();
  });

  it('opens even when every item is disabled (offline), on the first one, and runs none', async () => {
    const only = jest.fn();
    const { user, trigger } = setup([{ label: 'Solicitar pagamento (Indisponível sem conexão)', onSelect: only, disabled: true }]);
    await user.click(trigger);
    const item = screen.getByRole('menuitem', { name: 'Solicitar pagamento (Indisponível sem conexão)' });
    expect(item).toHaveFocus();
    await user.click(item);
    expect(only).not.toHaveBeenCalled();
  });

  it('uses the label as the trigger text when no children are given', () => {
    renderWithProviders(<ActionMenu label="Ações" items={[{ label: 'Editar', onSelect: () => {} }]} />);
    expect(screen.getByRole('button', { name: 'Ações' })).toHaveTextContent('Ações');
  });
});

it('leaves the trigger named by its content with nameFromContent (no aria-label over visible text)', () => {
  renderWithProviders(
    <ActionMenu label="Menu do usuário" nameFromContent items={[{ label: 'Perfil', onSelect: () => undefined }]}>
      <span>Menu do usuário</span> <span>ana</span>
    </ActionMenu>,
  );
  const trigger = screen.getByRole('button', { name: 'Menu do usuário ana' });
  expect(trigger).not.toHaveAttribute('aria-label');
});
