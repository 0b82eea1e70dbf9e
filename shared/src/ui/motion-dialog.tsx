/**
 * The frame every SGE dialog opens in: Chakra's Dialog (focus trap and its return, Escape, role,
 * aria-labelledby/-describedby, scroll lock) whose entrance and exit framer-motion animates once
 * `@sge/shared/motion` has loaded (after the first paint, see motion-loader.ts).
 *
 * How the exit plays. Ark unmounts a dialog's content when its presence ends, and its presence waits
 * only for a CSS animation (`animationend`); a JavaScript animation would be cut off. So the frame
 * drives the presence itself through Ark's `present` prop: when `open` turns false the dialog closes
 * at once for everything but the eye (focus returns, the page is no longer inert, Escape and clicks
 * outside stop), while `present` stays true and framer-motion's AnimatePresence plays the `exit` of
 * the content and the backdrop. AnimatePresence's `onExitComplete` ends the presence and Ark unmounts
 * (then calls `onExitComplete`). Under prefers-reduced-motion the content only fades (no transform).
 * During the exit the content is `aria-hidden` and `inert`, and lets
 * clicks through. If the exit never finishes (it should not), the presence ends after
 * {@link DIALOG_EXIT_TIMEOUT_MS} anyway.
 *
 * Before motion has loaded, or if it failed to load, the dialog opens and closes without animation
 * (Chakra's CSS `motionPreset` is off in both cases: one kind of motion, never two). The choice is made
 * while the dialog is closed: motion that arrives while it is open does not remount what is on screen.
 */
import { Fragment, createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Dialog, useDialogContext, useDialogStyles } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { chakra } from '@chakra-ui/react/styled-system';
import { useMotion, type MotionModule } from './motion-loader';

/** The longest an exit may keep the dialog's last frame on screen. */
export const DIALOG_EXIT_TIMEOUT_MS = 1000;

/**
 * Told `true` when a dialog opens and `false` when it closes or leaves the screen. The shell's kept
 * pages (host) provide it: a page left with a dialog open is not kept hidden, since React 19.2's
 * `Activity` would leave the dialog's portal on screen, over the next page.
 */
export const DialogOpenContext = createContext<((open: boolean) => void) | null>(null);

/** Props of {@link MotionDialog}: Chakra's Dialog.Root props, plus those of its content. */
export type MotionDialogProps = Omit<Dialog.RootProps, 'open' | 'present' | 'motionPreset' | 'lazyMount' | 'unmountOnExit'> & {
  open: boolean;
  /** Props of the Dialog.Content (aria-label, aria-busy, tabIndex, style props). */
  contentProps?: Dialog.ContentProps;
};

/** The backdrop, in the Dialog's styles, without Ark's own presence (which would drop it at close). */
function Backdrop({ motion }: { motion: MotionModule | null }) {
  const styles = useDialogStyles();
  const dialog = useDialogContext();
  // Ark's id and data-part (zag mirrors the layer index of nested dialogs on it); not its data-state,
  // which would start Chakra's CSS fade, nor `hidden`, which would cut the exit.
  const { id, dir, 'data-scope': scope, 'data-part': part } = dialog.getBackdropProps() as Record<string, string | undefined>;
  const attrs = { id, dir, 'data-scope': scope, 'data-part': part };
  if (!motion) return dialog.open ? <chakra.div {...attrs} css={styles.backdrop} /> : null;
  return (
    <chakra.div {...attrs} css={styles.backdrop} asChild>
      <motion.m.div style={{ pointerEvents: dialog.open ? undefined : 'none' }} {...motion.MOTION.backdrop} />
    </chakra.div>
  );
}

/**
 * The animated content. It reads `open` from the dialog's context, not from props: while it exits,
 * AnimatePresence renders the element it last had, and only the context is current.
 */
function MotionContent({ motion, contentProps, children }: { motion: MotionModule; contentProps?: Dialog.ContentProps; children: ReactNode }) {
  const { open } = useDialogContext();
  const variants = motion.useReducedMotion() ? motion.MOTION.dialogReduced : motion.MOTION.dialog;
  return (
    <Dialog.Content {...contentProps} asChild>
      <motion.m.div data-motion="dialog" aria-hidden={open ? undefined : true} inert={!open || undefined} {...variants}>
        {children}
      </motion.m.div>
    </Dialog.Content>
  );
}

/** A Chakra Dialog whose content (and backdrop) framer-motion animates in and out; see the file's comment. */
export function MotionDialog({ open, contentProps, children, ...rootProps }: MotionDialogProps) {
  const reportOpen = useContext(DialogOpenContext);
  useLayoutEffect(() => {
    if (!open || !reportOpen) return;
    reportOpen(true);
    return () => reportOpen(false);
  }, [open, reportOpen]);
  const live = useMotion();
  const [motion, setMotion] = useState(live);
  const [wasOpen, setWasOpen] = useState(open);
  const [exiting, setExiting] = useState(false);

  let exitingNow = exiting;
  if (open !== wasOpen) {
    setWasOpen(open);
    exitingNow = !open && motion !== null;
    setExiting(exitingNow);
  }
  // Switch between plain and animated only while nothing is on screen.
  if (!open && !exitingNow && motion !== live) setMotion(live);

  // A dialog that has never opened renders nothing: a page holds several closed dialogs, and each
  // Dialog.Root starts a state machine and styles its parts on the page's first render (issue 15, a
  // phone's first screen). Its first opening mounts the Root closed and opens it one commit later,
  // as a dialog that was there all along: mounted already open, a dialog opened as another closes
  // (the badge's print offer after 'Gerar novo crachá') took the focus returning to the page for an
  // interaction outside and closed itself. From then on it stays mounted, so closing is Ark's own
  // (focus returns to the element that opened it).
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) setReady(true);
  }, [mounted]);

  useEffect(() => {
    if (!exiting) return;
    const timer = setTimeout(() => setExiting(false), DIALOG_EXIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [exiting]);

  if (!mounted) return null;
  const shown = open && ready;

  if (!motion) {
    return (
      <Dialog.Root {...rootProps} open={shown} motionPreset="none" lazyMount unmountOnExit>
        <Portal>
          <Backdrop motion={null} />
          <Dialog.Positioner>
            <Dialog.Content {...contentProps}>{children}</Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }

  return (
    <Dialog.Root {...rootProps} open={shown} present={shown || exitingNow} motionPreset="none" lazyMount unmountOnExit>
      <motion.MotionScope>
        <Portal>
          {(shown || exitingNow) && (
            <motion.AnimatePresence onExitComplete={() => setExiting(false)}>
              {shown && (
                <Fragment key="dialog">
                  <Backdrop motion={motion} />
                  <Dialog.Positioner>
                    <MotionContent motion={motion} contentProps={contentProps}>
                      {children}
                    </MotionContent>
                  </Dialog.Positioner>
                </Fragment>
              )}
            </motion.AnimatePresence>
          )}
        </Portal>
      </motion.MotionScope>
    </Dialog.Root>
  );
}
