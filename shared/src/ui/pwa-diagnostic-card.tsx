/**
 * A diagnostic card for the installable-app setup (SPEC §2): HTTPS, service worker, manifest and
 * icons. Not mounted on any screen; mount it temporarily when debugging an install problem.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AlertCircleIcon, CheckCircleIcon, RefreshIcon } from './icons';

/** Identifier of a diagnostic check. */
export type PwaCheckId = 'https' | 'serviceWorker' | 'manifest' | 'icons';

/** Result of one check. */
export interface PwaCheckResult {
  id: PwaCheckId;
  label: string;
  ok: boolean;
  detail: string;
}

/** What the checks read (the browser globals by default; tests pass fakes). */
export interface PwaDiagnosticEnv {
  location: Pick<Location, 'protocol' | 'hostname' | 'href'>;
  navigator: Navigator;
  document: Document;
  fetch: typeof fetch;
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];
const REQUIRED_ICON_SIZES = ['192x192', '512x512'] as const;

interface ManifestIcon {
  sizes?: string;
}

/** Runs the four checks; never throws (a failing check reports why). */
export async function runPwaDiagnostics(env: PwaDiagnosticEnv = defaultEnv()): Promise<PwaCheckResult[]> {
  const secure = env.location.protocol === 'https:' || LOCAL_HOSTS.includes(env.location.hostname);
  const https: PwaCheckResult = {
    id: 'https',
    label: 'HTTPS',
    ok: secure,
    detail: secure
      ? env.location.protocol === 'https:'
        ? 'Conexão segura (HTTPS)'
        : 'Servido em localhost (permitido sem HTTPS)'
      : 'A página não é servida por HTTPS; o app não pode ser instalado',
  };

  let serviceWorker: PwaCheckResult;
  if (!('serviceWorker' in env.navigator) || !env.navigator.serviceWorker) {
    serviceWorker = { id: 'serviceWorker', label: 'Service worker', ok: false, detail: 'Service Worker não suportado neste navegador' };
  } else {
    try {
      const registration = await env.navigator.serviceWorker.getRegistration();
      const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
      serviceWorker = worker
        ? { id: 'serviceWorker', label: 'Service worker', ok: true, detail: `Service worker registrado (${worker.state})` }
        : { id: 'serviceWorker', label: 'Service worker', ok: false, detail: 'Nenhum service worker registrado' };
    } catch {
      serviceWorker = { id: 'serviceWorker', label: 'Service worker', ok: false, detail: 'Não foi possível consultar o service worker' };
    }
  }

  let manifest: PwaCheckResult;
  let icons: PwaCheckResult;
  const link = env.document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = link?.getAttribute('href');
  if (!link || !href) {
    manifest = { id: 'manifest', label: 'Manifesto', ok: false, detail: 'Nenhum link para o manifesto na página' };
    icons = { id: 'icons', label: 'Ícones', ok: false, detail: 'Sem manifesto, não há ícones declarados' };
  } else {
    try {
      const url = new URL(href, env.location.href).toString();
      const response = await env.fetch(url);
      if (!response.ok) throw new Error(String(response.status));
      const data = (await response.json()) as { icons?: ManifestIcon[] };
      manifest = { id: 'manifest', label: 'Manifesto', ok: true, detail: `Manifesto carregado (${href})` };
      const declared = new Set((data.icons ?? []).flatMap((icon) => (icon.sizes ?? '').toLowerCase().split(/\s+/)));
      const missing = REQUIRED_ICON_SIZES.filter((size) => !declared.has(size));
      icons = missing.length
        ? { id: 'icons', label: 'Ícones', ok: false, detail: `Faltam ícones no manifesto: ${missing.join(', ')}` }
        : { id: 'icons', label: 'Ícones', ok: true, detail: 'Ícones 192x192 e 512x512 declarados' };
    } catch {
      manifest = { id: 'manifest', label: 'Manifesto', ok: false, detail: `O manifesto não pôde ser carregado (${href})` };
      icons = { id: 'icons', label: 'Ícones', ok: false, detail: 'Sem manifesto, não há ícones declarados' };
    }
  }

  return [https, serviceWorker, manifest, icons];
}

function defaultEnv(): PwaDiagnosticEnv {
  return { location: window.location, navigator: window.navigator, document: window.document, fetch: window.fetch.bind(window) };
}

/** Props of {@link PwaDiagnosticCard}. */
export interface PwaDiagnosticCardProps {
  /** Replaces the browser globals (tests). */
  env?: PwaDiagnosticEnv;
}

/** The pt-BR texts of the card. */
export const PWA_DIAGNOSTIC_TEXTS = {
  title: 'Diagnóstico do aplicativo instalável',
  running: 'Verificando...',
  rerun: 'Verificar novamente',
  ok: 'OK',
  failed: 'Falhou',
} as const;

/** Shows each installable-app check with its pass/fail state and a re-check button. */
export function PwaDiagnosticCard({ env }: PwaDiagnosticCardProps) {
  const [results, setResults] = useState<PwaCheckResult[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    const next = await runPwaDiagnostics(env);
    setResults(next);
    setRunning(false);
  }, [env]);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <Card.Root as="section" aria-labelledby="pwa-diagnostic-title" maxW="xl">
      <Card.Header>
        <Card.Title id="pwa-diagnostic-title" as="h2">
          {PWA_DIAGNOSTIC_TEXTS.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {running && !results ? (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>{PWA_DIAGNOSTIC_TEXTS.running}</Text>
          </HStack>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-busy={running || undefined}>
            {results?.map((check) => (
              <HStack as="li" key={check.id} align="flex-start" gap="3" data-check={check.id} data-ok={check.ok}>
                <Box color={check.ok ? 'fg.success' : 'fg.error'} fontSize="xl" pt="0.5">
                  {check.ok ? <CheckCircleIcon /> : <AlertCircleIcon />}
                </Box>
                <Box>
                  <Text fontWeight="semibold">
                    {check.label}: {check.ok ? PWA_DIAGNOSTIC_TEXTS.ok : PWA_DIAGNOSTIC_TEXTS.failed}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {check.detail}
                  </Text>
                </Box>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" size="sm" onClick={() => void run()} loading={running} loadingText={PWA_DIAGNOSTIC_TEXTS.rerun}>
          <RefreshIcon />
          {PWA_DIAGNOSTIC_TEXTS.rerun}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
