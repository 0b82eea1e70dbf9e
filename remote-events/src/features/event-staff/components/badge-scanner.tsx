/**
 * 'Escanear crachá' (issue 13): the rear camera in a dialog, a QR read every ~150 ms, each badge
 * matched by hash in the chosen day's staff and recorded through the staff store's check-in/out
 * (the same offline record, pending badge, batch sync and 'Desfazer' as a tap on a card). Each
 * scan shows a large, colour-coded result, announced, and the camera carries on for the next
 * person. 'Digitar código' takes the short code by hand (a damaged badge, or no camera).
 *
 * Loaded on demand (a lazy chunk of the check-in screen): the events list never pays for it.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { formatDate, formatTime } from '@sge/shared/format';
import { Box, Button, Field, FormDialog, Input, Stack, Text, chakra, loadMotion, useMotion } from '@sge/shared/ui';
import { OFFLINE_STAFF_MESSAGES, SCAN_TEXTS } from '../messages';
import {
  buildBadgeIndex,
  createRepeatGuard,
  linkOfHolder,
  matchBadge,
  nextScanAction,
  REPEAT_WINDOW_MS,
  type BadgeSource,
  type HashedBadge,
} from '../badge-match';
import { createQrDetector, type QrDetector } from '../barcode-reader';
import { linkName } from '../staff-values';
import { currentLinks, offlineSaveErrorText, useStaffStore } from '../store';

export interface BadgeScannerProps {
  /** The day whose staff a badge is matched in, YYYY-MM-DD. */
  day: string;
  /** The event the screen holds (the server's or the device copy): its badge hashes. */
  badges: BadgeSource;
  onClose: () => void;
  /** The QR reader (a seam for tests); by default the native BarcodeDetector or the ponyfill. */
  createDetector?: () => Promise<QrDetector>;
  /** Time between two reads of the camera, ms. */
  intervalMs?: number;
  /** The clock (a seam for tests). */
  now?: () => number;
}

type Tone = 'in' | 'out' | 'neutral' | 'error';

interface ScanResult {
  tone: Tone;
  text: string;
  /** Changes on every result, so the same text twice is announced twice. */
  seq: number;
}

type CameraState = 'starting' | 'on' | 'denied' | 'missing' | 'readerFailed';

/** White text on the 700 shades: AA contrast at any size. */
const TONE_STYLES: Record<Tone, { bg: string; color: string }> = {
  in: { bg: 'green.700', color: 'white' },
  out: { bg: 'blue.700', color: 'white' },
  neutral: { bg: 'gray.700', color: 'white' },
  error: { bg: 'red.700', color: 'white' },
};

/** The large, colour-coded result of a scan. */
const resultStyle = (tone: Tone) =>
  ({
    bg: TONE_STYLES[tone].bg,
    color: TONE_STYLES[tone].color,
    rounded: 'md',
    px: '4',
    py: '5',
    fontSize: { base: '2xl', md: '3xl' },
    fontWeight: 'bold',
    lineHeight: 'short',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    'data-tone': tone,
  }) as const;

const VIBRATION = { success: 80, error: [200, 100, 200] } as const;

function vibrate(pattern: number | readonly number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(pattern as number | number[]);
    } catch {
      // Not allowed here (no user activation yet): the screen still shows the result.
    }
  }
}

function cameraErrorState(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError' ? 'missing' : 'denied';
}

const CAMERA_MESSAGES: Partial<Record<CameraState, string>> = {
  denied: SCAN_TEXTS.cameraDenied,
  missing: SCAN_TEXTS.noCamera,
  readerFailed: SCAN_TEXTS.readerFailed,
};

function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The scanner dialog; mounted while it is open (closing plays its exit, then `onClose` unmounts it and stops the camera). */
/** Performance marks (User Timing) for measuring a scan: a frame handed to the detector, a result shown. */
export const SCAN_MARKS = { frame: 'sge:scan-frame', result: 'sge:scan-result' } as const;

export default function BadgeScanner({ day, badges, onClose, createDetector = createQrDetector, intervalMs = 150, now = Date.now }: BadgeScannerProps) {
  const index = useMemo(() => buildBadgeIndex(badges), [badges]);
  const checkIn = useStaffStore((s) => s.checkIn);
  const checkOut = useStaffStore((s) => s.checkOut);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [result, setResult] = useState<ScanResult | null>(null);
  const [question, setQuestion] = useState<{ link: EventEmployee; name: string } | null>(null);
  const [typing, setTyping] = useState(false);
  const [code, setCode] = useState('');
  const codeId = useId();
  const hintId = useId();
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const seq = useRef(0);
  const badgesModule = useRef<Promise<typeof import('@sge/shared/badges')> | null>(null);
  /** Reads wait while a question is open, and are handled one at a time. */
  const paused = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const motion = useMotion();
  // Closing plays the dialog's exit first; the reading stops at once.
  const [open, setOpen] = useState(true);
  const close = () => {
    paused.current = true;
    setOpen(false);
  };

  useEffect(() => {
    void loadMotion().catch(() => undefined);
  }, []);

  const show = (tone: Tone, text: string) => {
    performance.mark?.(SCAN_MARKS.result);
    seq.current += 1;
    setResult({ tone, text, seq: seq.current });
    vibrate(tone === 'error' ? VIBRATION.error : VIBRATION.success);
  };

  const record = async (type: 'checkin' | 'checkout', link: EventEmployee, name: string) => {
    try {
      const updated = await (type === 'checkin' ? checkIn(link.id) : checkOut(link.id));
      const time = formatTime(type === 'checkin' ? updated.checkIn : updated.checkOut);
      show(type === 'checkin' ? 'in' : 'out', type === 'checkin' ? SCAN_TEXTS.checkedIn(name, time) : SCAN_TEXTS.checkedOut(name, time));
    } catch (error) {
      // The store already told why (notification); the scanner says it too, in large type.
      show('error', error instanceof Error && error.message ? error.message : offlineSaveErrorText(error));
    }
  };

  /** Matches what was read (a QR payload or a typed code) and does the next thing for that person. */
  const handle = async (text: string, typed: boolean): Promise<boolean> => {
    badgesModule.current ??= import('@sge/shared/badges');
    const { hashBadgeInput, BADGE_MESSAGES } = await badgesModule.current;
    const hashed: HashedBadge | null = await hashBadgeInput(text);
    if (!hashed) {
      show('error', typed ? BADGE_MESSAGES.invalidCode : BADGE_MESSAGES.unknown);
      return false;
    }
    const match = matchBadge(index, day, hashed);
    if (match.status !== 'found') {
      show('error', BADGE_MESSAGES[match.status]);
      return false;
    }
    const link = linkOfHolder(currentLinks(), match.holder, day);
    if (!link) {
      show('error', OFFLINE_STAFF_MESSAGES.linkNotFound);
      return false;
    }
    const name = linkName(link);
    const action = nextScanAction(link, now());
    if (action.kind === 'alreadyOut') {
      show('neutral', SCAN_TEXTS.alreadyOut(name, formatTime(action.time)));
    } else if (action.kind === 'confirmCheckout') {
      paused.current = true;
      setResult(null);
      setQuestion({ link, name });
    } else {
      await record(action.kind, link, name);
    }
    return true;
  };
  const handleRef = useRef(handle);
  handleRef.current = handle;

  const enqueue = (text: string, typed: boolean): Promise<boolean> => {
    const run = queue.current
      .then(() => handleRef.current(text, typed))
      .catch(() => {
        // The hashing module could not load or hash (e.g. a chunk missing offline).
        show('error', SCAN_TEXTS.readFailed);
        return false;
      });
    queue.current = run.then(() => undefined);
    return run;
  };

  // The camera, and the reading loop, for as long as the dialog is open.
  useEffect(() => {
    if (!video) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isNew = createRepeatGuard(REPEAT_WINDOW_MS, now);
    badgesModule.current ??= import('@sge/shared/badges');

    const start = async () => {
      const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
      if (!media?.getUserMedia) {
        setCamera(typeof window !== 'undefined' && window.isSecureContext === false ? 'denied' : 'missing');
        setTyping(true);
        return;
      }
      try {
        stream = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (stopped) return;
        setCamera(cameraErrorState(error));
        setTyping(true);
        return;
      }
      if (stopped) {
        stopStream(stream);
        return;
      }
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        // autoplay + muted starts it anyway where play() is refused.
      }
      let detector: QrDetector;
      try {
        detector = await createDetector();
      } catch {
        if (stopped) return;
        setCamera('readerFailed');
        setTyping(true);
        return;
      }
      if (stopped) return;
      setCamera('on');
      const tick = async () => {
        if (stopped) return;
        if (!paused.current) {
          try {
            performance.mark?.(SCAN_MARKS.frame);
            const codes = await detector.detect(video);
            const raw = codes.find((c) => c.rawValue)?.rawValue.trim();
            if (!stopped && raw && isNew(raw)) await enqueue(raw, false);
          } catch {
            // A frame that could not be read (the video not ready yet): try the next one.
          }
        }
        if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
      };
      void tick();
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      video.srcObject = null;
    };
    // The camera starts once per dialog; the reader and clock are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video]);

  const answer = async (confirmed: boolean) => {
    const asked = question;
    setQuestion(null);
    if (asked && confirmed) await record('checkout', asked.link, asked.name);
    else if (asked) show('neutral', SCAN_TEXTS.cancelled);
    paused.current = false;
  };

  useEffect(() => {
    if (question) cancelRef.current?.focus();
  }, [question]);

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (await enqueue(code, true)) setCode('');
  };

  const cameraMessage = CAMERA_MESSAGES[camera];
  const cameraUsable = camera === 'starting' || camera === 'on';

  return (
    <FormDialog
      open={open}
      onClose={close}
      // Unmounted (camera stopped) once the dialog has played its exit.
      onExitComplete={onClose}
      title={SCAN_TEXTS.title}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      closeOnInteractOutside
      closeButton={false}
      footer={
        <Button variant="outline" minH="12" width="full" onClick={close}>
          {SCAN_TEXTS.close}
        </Button>
      }
    >
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">{`Dia ${formatDate(day)}`}</Text>
          {cameraUsable && (
            <>
              <chakra.video
                ref={setVideo}
                aria-label={SCAN_TEXTS.camera}
                muted
                playsInline
                autoPlay
                w="full"
                maxH="50vh"
                objectFit="cover"
                rounded="md"
                bg="black"
              />
              <Text fontSize="sm">{camera === 'starting' ? SCAN_TEXTS.starting : SCAN_TEXTS.hint}</Text>
            </>
          )}
          {cameraMessage && (
            <Text role="alert" fontWeight="semibold" color="red.700">
              {cameraMessage}
            </Text>
          )}

          <Box role="status" aria-live="polite" aria-atomic="true">
            {result && !motion && (
              <Box key={result.seq} {...resultStyle(result.tone)}>
                {result.text}
              </Box>
            )}
            {result && motion && (
              // Each result pops in (framer-motion), so the next person's reads as new.
              <motion.MotionScope key={result.seq}>
                <Box asChild {...resultStyle(result.tone)}>
                  <motion.m.div data-motion="scan-result" {...motion.MOTION.scanResult}>
                    {result.text}
                  </motion.m.div>
                </Box>
              </motion.MotionScope>
            )}
          </Box>

          {question && (
            <Box role="alertdialog" aria-labelledby={questionId} aria-describedby={`${questionId}-why`} borderWidth="2px" borderColor="blue.700" rounded="md" p="4">
              <Text id={questionId} fontSize="xl" fontWeight="bold" overflowWrap="anywhere">
                {SCAN_TEXTS.quickCheckOut(question.name)}
              </Text>
              <Text id={`${questionId}-why`} mt="1">
                {SCAN_TEXTS.quickCheckOutWhy}
              </Text>
              <Stack direction="row" gap="3" mt="3">
                <Button ref={cancelRef} flex="1" minH="12" variant="outline" onClick={() => void answer(false)}>
                  {SCAN_TEXTS.cancel}
                </Button>
                <Button flex="1" minH="12" colorPalette="blue" onClick={() => void answer(true)}>
                  {SCAN_TEXTS.checkOut}
                </Button>
              </Stack>
            </Box>
          )}

          {cameraUsable && (
            <Button variant="outline" minH="12" aria-expanded={typing} onClick={() => setTyping((t) => !t)}>
              {SCAN_TEXTS.type}
            </Button>
          )}
          {typing && (
            <form onSubmit={(e) => void submitCode(e)} aria-label={SCAN_TEXTS.type}>
              <Stack gap="2">
                <Field.Root>
                  <Field.Label htmlFor={codeId}>{SCAN_TEXTS.codeLabel}</Field.Label>
                  <Input
                    id={codeId}
                    aria-describedby={hintId}
                    minH="12"
                    fontSize="lg"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                  <Text id={hintId} fontSize="sm" color="fg.muted">
                    {SCAN_TEXTS.codeHint}
                  </Text>
                </Field.Root>
                <Button type="submit" colorPalette="gold" minH="12">
                  {SCAN_TEXTS.confirm}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
    </FormDialog>
  );
}
