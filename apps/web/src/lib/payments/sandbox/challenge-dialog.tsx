import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Sandbox3dsMessage } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../../components/portal-dialog';
import type { PendingChallenge } from '../challenge-store';

const STATUSES: ReadonlySet<string> = new Set(['requires_action', 'processing', 'succeeded', 'failed']);

/**
 * The shape of contract's `sandbox3dsMessageSchema`, checked by hand: zod would add more to this
 * chunk than the whole dialog weighs.
 */
function isChallengeMessage(data: unknown): data is Sandbox3dsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, intentId, status } = data as Record<string, unknown>;
  return (
    type === 'sandbox-3ds' &&
    typeof intentId === 'string' &&
    typeof status === 'string' &&
    STATUSES.has(status)
  );
}

/** The issuer's 3-D Secure page in a modal frame; closing it counts as not passing the check. */
export function ChallengeDialog({ challenge }: { challenge: PendingChallenge }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only the framed page of this intent, on the portal's own origin, may end the challenge.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isChallengeMessage(event.data) || event.data.intentId !== challenge.intentId) return;
      if (event.data.status !== 'requires_action') challenge.settle();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [challenge]);

  return (
    <PortalDialog
      open
      title={t('payments.challenge.title')}
      onClose={challenge.settle}
      testId="payment-challenge-dialog"
      actions={<Button onClick={challenge.settle}>{t('payments.challenge.cancel')}</Button>}
    >
      <Box
        component="iframe"
        ref={frame}
        src={challenge.src}
        title={t('payments.challenge.frameTitle')}
        sx={{ display: 'block', width: '100%', height: 360, border: 0, borderRadius: 1 }}
      />
    </PortalDialog>
  );
}
