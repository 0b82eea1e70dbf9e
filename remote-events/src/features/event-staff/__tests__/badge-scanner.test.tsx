/**
 * The badge scanner (issue 13): a fake QR reader injected through `createDetector`, a fake camera
 * on `navigator.mediaDevices`, and the staff store on an in-memory device, so a scan goes through
 * the same `checkIn`/`checkOut` (and the same offline record) as a tap on a card.
 */
import { useState } from 'react';
import type { EventDayEmployee, EventEmployee } from '@sge/shared/contract';
import { sha256Hex } from '@sge/shared/badges';
import { formatTime } from '@sge/shared/format';
import { getMotion } from '@sge/shared/ui';
import { renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { fakeStaffSource, type FakeStaffSource } from '../../../testing/staff-source';
import type { BadgeSource } from '../badge-match';
import type { QrDetector } from '../barcode-reader';
import BadgeScanner from '../components/badge-scanner';
import { currentLinks, staffKeys, useStaffStore } from '../store';
import { aLink, localIso } from './fixtures';
import { queryClient } from '@sge/shared/query';

/** The links the screen shows, as if loaded (again after a render, whose session reset empties the cache). */
let held: EventEmployee[] = [];
const seed = () => queryClient.setQueryData(staffKeys.links(1), { links: held, records: [], fromOffline: false });
const hold = (links: EventEmployee[]) => {
  held = links;
  seed();
};

const SAT = '2026-11-21';
const SUN = '2026-11-22';
const MARIA_CODE = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
const RITA_CODE = '0123456789ABCDEFGHJKMNPQRS';
const OLD_CODE = 'ZYXWVTSRQPNMKJHGFEDCBA9876';
const coordinator = { token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 3 };

const maria = aLink({ id: 11, employeeId: 1, eventDay: SAT, employeeName: 'Maria', employeeFullName: 'Maria Conceição Souza' });
const rita = aLink({ id: 21, employeeId: 4, eventDay: SUN, employeeName: 'Rita', employeeFullName: 'Rita Dias' });

const dayPerson = (link: EventEmployee, hashes: Partial<EventDayEmployee>): EventDayEmployee => ({
  id: link.id,
  employeeId: link.employeeId,
  name: link.employeeFullName,
  function: link.function,
  payRate: link.payRate,
  checkIn: link.checkIn,
  checkOut: link.checkOut,
  paymentRequested: false,
  paid: false,
  syncStatus: 'SYNCED',
  ...hashes,
});

async function badgesOf(): Promise<BadgeSource> {
  const hashes = async (code: string) => ({ badgeHash: await sha256Hex(code), badgeShortHash: await sha256Hex(code.slice(0, 10)) });
  return {
    eventDays: [
      { date: SAT, employees: [dayPerson(maria, await hashes(MARIA_CODE))] },
      { date: SUN, employees: [dayPerson(rita, await hashes(RITA_CODE))] },
    ],
    replacedBadgeHashes: [await sha256Hex(OLD_CODE), await sha256Hex(OLD_CODE.slice(0, 10))],
  };
}

/** A QR reader that sees `payload` in every frame (null: nothing in view). */
interface FakeDetector extends QrDetector {
  payload: string | null;
  detect: jest.Mock<Promise<{ rawValue: string }[]>, []>;
}

function fakeDetector(): FakeDetector {
  const detector: FakeDetector = {
    payload: null,
    detect: jest.fn(async () => (detector.payload ? [{ rawValue: detector.payload }] : [])),
  };
  return detector;
}

function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
  const mock = jest.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: mock } });
  return mock;
}

function workingCamera() {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = fakeCamera(async () => stream);
  return { track, getUserMedia };
}

let device: FakeStaffSource;
let vibrate: jest.Mock;

beforeEach(() => {
  useStaffStore.setState(useStaffStore.getInitialState(), true);
  device = fakeStaffSource();
  useStaffStore.setState({ offlineSource: device, eventId: 1 });
  hold([maria, rita]);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vibrate = jest.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'vibrate');
});

function Harness({ badges, detector, day = SAT }: { badges: BadgeSource; detector?: QrDetector; day?: string }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <BadgeScanner day={day} badges={badges} onClose={() => setOpen(false)} intervalMs={10} createDetector={async () => detector ?? fakeDetector()} />
  ) : (
    <p>fechado</p>
  );
}

async function renderScanner(detector?: QrDetector) {
  const result = renderWithProviders(<Harness badges={await badgesOf()} detector={detector} />, { session: coordinator });
  seed();
  const dialog = await screen.findByRole('dialog', { name: 'Escanear crachá' });
  return { ...result, dialog: within(dialog) };
}

const statusOf = (dialog: ReturnType<typeof within>) => dialog.getByRole('status');

describe('scanning with the camera', () => {
  it('the result pops in with framer-motion once motion has loaded (the scanner asks for it)', async () => {
    workingCamera();
    const detector = fakeDetector();
    const { dialog } = await renderScanner(detector);
    await waitFor(() => expect(getMotion()).not.toBeNull());
    getMotion()?.skipAnimations();
    detector.payload = `SGE1:${MARIA_CODE}`;
    const shown = await within(statusOf(dialog)).findByText(/^Entrada:/);
    expect(shown).toHaveAttribute('data-motion', 'scan-result');
    expect(shown).toHaveAttribute('data-tone', 'in');
    await waitFor(() => expect(shown.style.opacity).toBe('1'));
  });

  it('opens the rear camera, reads a badge and records the check-in through the store, with a green result', async () => {
    const { getUserMedia } = workingCamera();
    const detector = fakeDetector();
    const { dialog } = await renderScanner(detector);
    await waitFor(() => expect(detector.detect).toHaveBeenCalled());
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });

    detector.payload = `SGE1:${MARIA_CODE}`;
    await waitFor(() => expect(device.saved).toHaveLength(1));
    expect(device.saved[0]).toMatchObject({ type: 'checkin', link: { id: 11 } });
    const time = formatTime(device.saved[0].time);
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent(`Entrada: Maria Conceição Souza · ${time}`));
    expect(within(statusOf(dialog)).getByText(/^Entrada:/)).toHaveAttribute('data-tone', 'in');
    // The same record a tap makes: pending on the device, the card confirmed with 'Desfazer'.
    expect(currentLinks().find((l) => l.id === 11)).toMatchObject({ syncStatus: 'PENDING', checkIn: device.saved[0].time });
    expect(useStaffStore.getState().confirmations[11]).toMatchObject({ type: 'checkin', status: 'open' });
    expect(device.recordSaved).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith(80);
  });

  it('the badge still in view is not read again: no second record, no check-out question', async () => {
    workingCamera();
    const detector = fakeDetector();
    const { dialog } = await renderScanner(detector);
    detector.payload = `SGE1:${MARIA_CODE}`;
    await waitFor(() => expect(device.saved).toHaveLength(1));
    const reads = detector.detect.mock.calls.length;
    await waitFor(() => expect(detector.detect.mock.calls.length).toBeGreaterThan(reads + 5));
    expect(device.saved).toHaveLength(1);
    expect(dialog.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a check-out within 1 minute of the check-in asks first, then records the exit in blue', async () => {
    hold([{ ...maria, checkIn: new Date(Date.now() - 20_000).toISOString() }, rita]);
    workingCamera();
    const detector = fakeDetector();
    const { dialog, user } = await renderScanner(detector);
    detector.payload = `SGE1:${MARIA_CODE}`;
    const question = await dialog.findByRole('alertdialog', { name: 'Registrar saída de Maria Conceição Souza?' });
    expect(question).toHaveAccessibleDescription('A entrada foi há menos de 1 minuto.');
    expect(device.saved).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Registrar saída' }));
    await waitFor(() => expect(device.saved).toHaveLength(1));
    expect(device.saved[0]).toMatchObject({ type: 'checkout', link: { id: 11 } });
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent(`Saída: Maria Conceição Souza · ${formatTime(device.saved[0].time)}`));
    expect(within(statusOf(dialog)).getByText(/^Saída:/)).toHaveAttribute('data-tone', 'out');
  });

  it("'Cancelar' on the question records nothing", async () => {
    hold([{ ...maria, checkIn: new Date(Date.now() - 20_000).toISOString() }, rita]);
    workingCamera();
    const detector = fakeDetector();
    const { dialog, user } = await renderScanner(detector);
    detector.payload = `SGE1:${MARIA_CODE}`;
    const question = await dialog.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(dialog.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(device.saved).toHaveLength(0);
  });

  it("someone already out gets '… já saiu às HH:mm' and nothing is recorded", async () => {
    hold([{ ...maria, checkIn: localIso(SAT, 8, 0), checkOut: localIso(SAT, 17, 45) }, rita]);
    workingCamera();
    const detector = fakeDetector();
    const { dialog } = await renderScanner(detector);
    detector.payload = `SGE1:${MARIA_CODE}`;
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Maria Conceição Souza já saiu às 17:45'));
    expect(device.saved).toHaveLength(0);
  });

  it('badges of another day, replaced or unknown get the red messages and a longer buzz', async () => {
    workingCamera();
    const detector = fakeDetector();
    const { dialog } = await renderScanner(detector);
    detector.payload = `SGE1:${RITA_CODE}`;
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Crachá não escalado para este dia'));
    expect(within(statusOf(dialog)).getByText('Crachá não escalado para este dia')).toHaveAttribute('data-tone', 'error');
    expect(vibrate).toHaveBeenLastCalledWith([200, 100, 200]);
    detector.payload = `SGE1:${OLD_CODE}`;
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Crachá substituído'));
    detector.payload = 'https://example.com/not-a-badge';
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Crachá desconhecido'));
    expect(device.saved).toHaveLength(0);
  });

  it("closing stops the camera's tracks and the reading", async () => {
    const { track } = workingCamera();
    const detector = fakeDetector();
    const { dialog, user } = await renderScanner(detector);
    await waitFor(() => expect(detector.detect).toHaveBeenCalled());
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('fechado')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    const reads = detector.detect.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(detector.detect.mock.calls.length).toBe(reads);
  });
});

describe('typing the code', () => {
  it('camera refused: the pt-BR message, and a short code typed by hand checks the person in', async () => {
    fakeCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { dialog, user } = await renderScanner();
    expect(
      await dialog.findByText(
        'Não foi possível usar a câmera. Permita o acesso à câmera nas configurações do navegador ou digite o código do crachá.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(dialog.queryByLabelText('Imagem da câmera')).not.toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Código do crachá' }), 'abcde-fghjk');
    await user.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(device.saved).toHaveLength(1));
    expect(device.saved[0]).toMatchObject({ type: 'checkin', link: { id: 11 } });
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent(`Entrada: Maria Conceição Souza · ${formatTime(device.saved[0].time)}`));
    expect(dialog.getByRole('textbox', { name: 'Código do crachá' })).toHaveValue('');
  });

  it('no camera on the device: its message and the typing path', async () => {
    fakeCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    const { dialog } = await renderScanner();
    expect(await dialog.findByText('Nenhuma câmera encontrada neste aparelho. Digite o código do crachá.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Código do crachá' })).toBeInTheDocument();
  });

  it("'Digitar código' beside a working camera: a typed short code of another day, and a malformed one", async () => {
    workingCamera();
    const { dialog, user } = await renderScanner();
    await user.click(dialog.getByRole('button', { name: 'Digitar código' }));
    const field = dialog.getByRole('textbox', { name: 'Código do crachá' });
    await user.type(field, '01234-56789');
    await user.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Crachá não escalado para este dia'));
    await user.clear(field);
    await user.type(field, 'ABC');
    await user.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(statusOf(dialog)).toHaveTextContent('Código de crachá inválido'));
    expect(device.saved).toHaveLength(0);
  });
});
