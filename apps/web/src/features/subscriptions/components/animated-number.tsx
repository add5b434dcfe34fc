import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { STAT_ANIMATION_MS } from '../stat-figures';

interface AnimatedNumberProps {
  value: number;
  format: (value: number) => string;
  durationMs?: number;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Counts up from 0 to `value` in `durationMs` (spec §9: 600 ms), easing out. Screen readers get the
 * final figure at once instead of every step.
 */
export function AnimatedNumber({ value, format, durationMs = STAT_ANIMATION_MS }: AnimatedNumberProps) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? value : 0));

  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(value);
      return;
    }
    let start: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);

  return (
    <>
      <span aria-hidden data-testid="animated-number">
        {format(shown)}
      </span>
      <Box component="span" sx={visuallyHidden}>
        {format(value)}
      </Box>
    </>
  );
}
