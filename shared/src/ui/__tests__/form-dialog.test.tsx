import { renderWithProviders, screen, within } from '@sge/shared/testing';
import { FormDialog } from '@sge/shared/ui';

it('is not mounted while closed', () => {
  renderWithProviders(
    <FormDialog open={false} onClose={() => undefined} title="Novo evento">
      <input aria-label="Nome" />
    </FormDialog>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
});

it('shows the title, the description, the server error and the form; Fechar closes it', async () => {
  const onClose = jest.fn();
  const { user } = renderWithProviders(
    <FormDialog open onClose={onClose} title="Adicionar dia" description="Festival, 2 dias." error="Já existe um dia com esta data neste evento">
      <input aria-label="Data" />
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar dia' });
  expect(dialog).toHaveTextContent('Festival, 2 dias.');
  expect(screen.getByRole('alert')).toHaveTextContent('Já existe um dia com esta data neste evento');
  expect(screen.getByLabelText('Data')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fechar' }));
  expect(onClose).toHaveBeenCalled();
});

it('shows a footer of actions and, when asked, no corner close button', async () => {
  renderWithProviders(
    <FormDialog open onClose={() => undefined} title="Ler crachás" closeButton={false} footer={<button type="button">Fechar</button>}>
      <p>Câmera</p>
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Ler crachás' });
  const closers = within(dialog).getAllByRole('button', { name: 'Fechar' });
  expect(closers).toHaveLength(1);
  expect(closers[0].closest('.chakra-dialog__footer')).not.toBeNull();
});

/**
 * The style declarations of the rules that apply to an element outside media queries. Chakra puts
 * recipe styles in `@layer recipes`, whose rules jsdom's getComputedStyle does not resolve.
 */
function baseDeclarations(el: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const matches = rule.selectorText.split(',').some((selector) => {
          try {
            return el.matches(selector);
          } catch {
            return false; // pseudo-elements such as ::backdrop
          }
        });
        if (matches) found.push(rule.style);
      } else if (!(rule instanceof CSSMediaRule) && 'cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}

const declared = (el: Element, property: string): string[] =>
  baseDeclarations(el)
    .map((style) => style.getPropertyValue(property))
    .filter(Boolean);

it('keeps a margin to the edges of a phone screen and wraps long unbroken texts', async () => {
  renderWithProviders(
    <FormDialog open onClose={() => undefined} title="Contato" size="lg">
      <p>financeiro.eventos.corporativos.sao.paulo@empresa-de-eventos-muito-longa.com.br</p>
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Contato' });
  const positioner = dialog.closest('.chakra-dialog__positioner');
  expect(positioner).not.toBeNull();
  expect(declared(positioner!, 'padding-inline')).toContain('var(--chakra-spacing-3)');
  expect(declared(dialog, 'overflow-wrap')).toContain('anywhere');
});
