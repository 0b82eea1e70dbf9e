import { renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { PwaDiagnosticCard, runPwaDiagnostics, type PwaDiagnosticEnv } from '../index';

function makeEnv({
  protocol = 'https:',
  hostname = 'sge.example.com',
  registration = { active: { state: 'activated' } } as unknown,
  serviceWorker = true,
  manifestHref = '/manifest.json' as string | null,
  manifest = { icons: [{ sizes: '192x192' }, { sizes: '512x512' }] } as unknown,
  fetchOk = true,
} = {}): PwaDiagnosticEnv {
  const doc = document.implementation.createHTMLDocument('t');
  if (manifestHref) {
    const link = doc.createElement('link');
    link.rel = 'manifest';
    link.href = manifestHref;
    doc.head.appendChild(link);
  }
  const nav = (serviceWorker ? { serviceWorker: { getRegistration: jest.fn().mockResolvedValue(registration) } } : {}) as unknown as Navigator;
  return {
    location: { protocol, hostname, href: `${protocol}//${hostname}/` },
    navigator: nav,
    document: doc,
    fetch: jest.fn().mockResolvedValue({ ok: fetchOk, status: fetchOk ? 200 : 404, json: async () => manifest }) as unknown as typeof fetch,
  };
}

describe('runPwaDiagnostics', () => {
  it('passes every check on a correct setup and fetches the manifest', async () => {
    const env = makeEnv();
    const results = await runPwaDiagnostics(env);
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      ['https', true],
      ['serviceWorker', true],
      ['manifest', true],
      ['icons', true],
    ]);
    expect(env.fetch).toHaveBeenCalledWith('https://sge.example.com/manifest.json');
  });

  it('accepts localhost without HTTPS but not another host', async () => {
    expect((await runPwaDiagnostics(makeEnv({ protocol: 'http:', hostname: 'localhost' })))[0].ok).toBe(true);
    const [https] = await runPwaDiagnostics(makeEnv({ protocol: 'http:', hostname: 'sge.example.com' }));
    expect(https.ok).toBe(false);
  });

  it('reports a missing or unsupported service worker', async () => {
    expect((await runPwaDiagnostics(makeEnv({ registration: null })))[1]).toMatchObject({
      ok: false,
      detail: 'Nenhum service worker registrado',
    });
    expect((await runPwaDiagnostics(makeEnv({ serviceWorker: false })))[1]).toMatchObject({
      ok: false,
      detail: 'Service Worker não suportado neste navegador',
    });
  });

  it('reports a missing link, an unfetchable manifest and missing icon sizes', async () => {
    const noLink = await runPwaDiagnostics(makeEnv({ manifestHref: null }));
    expect(noLink[2].ok).toBe(false);
    expect(noLink[3].ok).toBe(false);
    const broken = await runPwaDiagnostics(makeEnv({ fetchOk: false }));
    expect(broken[2]).toMatchObject({ ok: false, detail: 'O manifesto não pôde ser carregado (/manifest.json)' });
    const noBigIcon = await runPwaDiagnostics(makeEnv({ manifest: { icons: [{ sizes: '192x192 144x144' }] } }));
    expect(noBigIcon[2].ok).toBe(true);
    expect(noBigIcon[3]).toMatchObject({ ok: false, detail: 'Faltam ícones no manifesto: 512x512' });
  });
});

describe('PwaDiagnosticCard', () => {
  it('shows each check with its pass/fail state in pt-BR and can re-run', async () => {
    const env = makeEnv({ manifest: { icons: [] } });
    const { user } = renderWithProviders(<PwaDiagnosticCard env={env} />);
    const card = screen.getByRole('region', { name: 'Diagnóstico do aplicativo instalável' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(4));
    expect(within(card).getByText('HTTPS: OK')).toBeInTheDocument();
    expect(within(card).getByText('Service worker: OK')).toBeInTheDocument();
    expect(within(card).getByText('Manifesto: OK')).toBeInTheDocument();
    expect(within(card).getByText('Ícones: Falhou')).toBeInTheDocument();
    expect(within(card).getByText('Faltam ícones no manifesto: 192x192, 512x512')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verificar novamente' }));
    await waitFor(() => expect(env.fetch).toHaveBeenCalledTimes(2));
  });
});
