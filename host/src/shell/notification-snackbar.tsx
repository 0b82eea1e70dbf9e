import { useEffect } from 'react';
import { Box, Button, CloseButton, HStack, Text, Spinner, CheckCircleIcon, AlertCircleIcon, AlertIcon, InfoIcon, useMotion } from '@sge/shared/ui';
import { useNotificationStore, type Notification, type NotificationColor, type NotificationLocation } from '@sge/shared/notify';
import { useLocation } from '@sge/shared/router';

/** Colours with AA contrast for their text. */
const COLORS: Record<NotificationColor, { bg: string; color: string }> = {
  success: { bg: '#1B5E20', color: '#FFFFFF' },
  error: { bg: '#B71C1C', color: '#FFFFFF' },
  warning: { bg: '#FFB74D', color: '#0A1226' },
  info: { bg: '#0D47A1', color: '#FFFFFF' },
  primary: { bg: '#D4AF37', color: '#0A1226' },
  secondary: { bg: '#0A1226', color: '#FFFFFF' },
};

// Centred with both edges and auto margins (not left: 50% + translate): the box can never be wider
// than the screen less its margins, so a phone never scrolls sideways to show it.
const POSITIONS: Record<NotificationLocation, Record<string, string | number>> = {
  top: { top: 4, left: 4, right: 4, mx: 'auto' },
  bottom: { bottom: 4, left: 4, right: 4, mx: 'auto' },
  'top-start': { top: 4, left: 4 },
  'top-end': { top: 4, right: 4 },
  'bottom-start': { bottom: 4, left: 4 },
  'bottom-end': { bottom: 4, right: 4 },
};

function NotificationIcon({ n }: { n: Notification }) {
  if (n.icon === 'loading') return <Spinner size="sm" />;
  if (n.color === 'success') return <CheckCircleIcon />;
  if (n.color === 'error') return <AlertCircleIcon />;
  if (n.color === 'warning') return <AlertIcon />;
  return <InfoIcon />;
}

/** The global snackbar (SPEC §2): one notification at a time, in queue order, with its timeout. */
export function NotificationSnackbar() {
  const current = useNotificationStore((s) => s.queue[0]);
  const dismiss = useNotificationStore((s) => s.dismiss);
  const leavePage = useNotificationStore((s) => s.leavePage);
  const { pathname } = useLocation();
  const motion = useMotion();

  // A failed request's message stays on its page: moving on drops it (and the ones queued behind).
  useEffect(() => leavePage(pathname), [pathname, leavePage]);

  useEffect(() => {
    if (!current || current.timeout <= 0) return;
    const timer = setTimeout(() => dismiss(current.id), current.timeout);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  if (!current) return null;
  const colors = COLORS[current.color];
  const content = (
    <HStack gap={3} alignItems="center">
      <NotificationIcon n={current} />
      <Text flex="1" minW={0} overflowWrap="anywhere">
        {current.text}
      </Text>
      {current.actions?.map((a) => (
        <Button
          key={a.label}
          size="sm"
          variant="outline"
          color={colors.color}
          borderColor={colors.color}
          onClick={() => {
            a.onClick();
            dismiss(current.id);
          }}
        >
          {a.label}
        </Button>
      ))}
      {current.showCloseButton && <CloseButton size="sm" aria-label="Fechar" color={colors.color} onClick={() => dismiss(current.id)} />}
    </HStack>
  );
  // framer-motion once it has loaded (after the first paint): the notification slides and fades in.
  const snackbar = (
    <Box
      key={current.id}
      asChild={Boolean(motion)}
      role={current.color === 'error' || current.color === 'warning' ? 'alert' : 'status'}
      aria-live={current.color === 'error' ? 'assertive' : 'polite'}
      position="fixed"
      zIndex={2500}
      w="fit-content"
      maxW="min(560px, calc(100vw - 32px))"
      minW="min(280px, calc(100vw - 32px))"
      bg={colors.bg}
      color={colors.color}
      borderRadius="md"
      boxShadow="lg"
      px={4}
      py={3}
      data-testid="snackbar"
      data-color={current.color}
      {...POSITIONS[current.location]}
    >
      {motion ? (
        <motion.m.div data-motion="snackbar" {...motion.MOTION.snackbar}>
          {content}
        </motion.m.div>
      ) : (
        content
      )}
    </Box>
  );
  return motion ? <motion.MotionScope>{snackbar}</motion.MotionScope> : snackbar;
}
