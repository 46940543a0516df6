import { Loader, Paper, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiActivity, api } from '../lib/api';
import classes from './api-progress.module.css';
import { LoadingBar } from './loading-bar';

/** A call quicker than this shows nothing (no flicker on every click). */
export const PROGRESS_BAR_AFTER_MS = 400;
/** After this long, a notice says the call is still under way and the app can still be used. */
export const STILL_WORKING_AFTER_MS = 4_000;

type Phase = 'idle' | 'bar' | 'still';

/**
 * What the user sees while calls of theirs are under way, which take as long as they take (the
 * client has no timeout, spec §7): a bar at the top of the window, then a "Still working…"
 * notice in a polite live region. Neither blocks anything: the person may go on and navigate.
 */
export function ApiProgress({ activity = api.activity }: { activity?: ApiActivity }) {
  const { t } = useTranslation();
  const busySince = useSyncExternalStore(activity.subscribe, activity.busySince, () => null);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busySince === null) {
      setPhase('idle');
      return;
    }
    const elapsed = Date.now() - busySince;
    const at = (ms: number, next: Phase) => setTimeout(() => setPhase(next), Math.max(0, ms - elapsed));
    const timers = [at(PROGRESS_BAR_AFTER_MS, 'bar'), at(STILL_WORKING_AFTER_MS, 'still')];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [busySince]);

  return (
    <>
      {phase !== 'idle' && <LoadingBar label={t('common.progress.working')} />}
      {/* A live region, not a status: the screens' own status messages stay the page's only ones. */}
      <div aria-live="polite" data-testid="api-progress" className={classes.region}>
        {phase === 'still' && (
          <Paper shadow="md" radius="md" px="md" py="xs" withBorder className={classes.notice}>
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('common.progress.stillWorking')}</Text>
          </Paper>
        )}
      </div>
    </>
  );
}
