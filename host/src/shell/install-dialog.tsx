import { Button, CloseButton, Dialog, MotionDialog, Stack, Text } from '@sge/shared/ui';
import { useInstallStore } from '../pwa/install-store';

/** The detailed install dialog (SPEC §2): what installing gives and how to do it. */
export function InstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const install = useInstallStore((s) => s.install);
  const canPrompt = useInstallStore((s) => Boolean(s.prompt));
  return (
    <MotionDialog open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Header>
        <Dialog.Title>Instalar o Sistema de Gestão de Eventos</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={3}>
          <Text>Instalado, o SGE abre como um aplicativo, direto da tela inicial, e funciona nos eventos mesmo sem conexão:</Text>
          <Text as="ul" ps={5} listStyleType="disc">
            <li>os eventos baixados ficam disponíveis offline;</li>
            <li>entradas e saídas registradas sem conexão são guardadas no dispositivo;</li>
            <li>tudo é sincronizado automaticamente quando a conexão voltar.</li>
          </Text>
          <Text>
            {canPrompt
              ? "Toque em 'Instalar' e confirme."
              : "Se o botão não estiver disponível, use o menu do navegador e escolha 'Instalar aplicativo' ou 'Adicionar à tela inicial'."}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Depois
        </Button>
        <Button
          colorPalette="gold"
          onClick={() => {
            onClose();
            void install();
          }}
        >
          Instalar
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Fechar" />
      </Dialog.CloseTrigger>
    </MotionDialog>
  );
}
