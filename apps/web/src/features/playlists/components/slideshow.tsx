import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { TPlaylistSlide, TReportEmbedResponse } from '@mirante/contracts';
import {
  IconMaximize,
  IconMinimize,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportEmbed, ReportMaintenance, Watermark } from '../../../components/report-embed';
import { framesFor, SlideScheduler, type SlideState } from '../lib/slide-scheduler';
import classes from './slideshow.module.css';

interface SlideshowProps {
  name: string;
  slides: TPlaylistSlide[];
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/** The watermark over a slide: on the report's content, not on the card an unframed link gets. */
function watermarkOf(answer: TReportEmbedResponse): string | null {
  if (answer.status !== 'ready') return null;
  if (answer.kind === 'external' && !answer.frame?.src) return null;
  return answer.watermark;
}

/**
 * One slide: the report, with the unit's watermark over it as in the viewer; a report under
 * maintenance shows its maintenance message instead of a frame.
 */
interface BarButtonProps {
  /** The button's name, shown as its tooltip unless `tooltip` says more. */
  label: string;
  tooltip?: string;
  onClick: () => void;
  children: ReactNode;
}

/** An icon button of the control bar, light on the dark bar. */
function BarButton({ label, tooltip = label, onClick, children }: BarButtonProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function Slide({ slide }: { slide: TPlaylistSlide }) {
  // The frame stays from slide to slide: the watermark is the one of the report it belongs to.
  const [watermark, setWatermark] = useState<{ reportId: number; text: string | null } | null>(null);
  const onAnswer = useCallback(
    (answer: TReportEmbedResponse) =>
      setWatermark(
        answer.status === 'ready' ? { reportId: answer.report.id, text: watermarkOf(answer) } : null,
      ),
    [],
  );
  if (slide.in_maintenance) {
    return <ReportMaintenance title={slide.title} message={slide.maintenance_message} />;
  }
  const text = watermark?.reportId === slide.report_id ? watermark.text : null;
  return (
    <>
      <ReportEmbed
        reportId={slide.report_id}
        pageName={slide.page_name}
        onAnswer={onAnswer}
        expectPowerBi={slide.kind === 'powerbi'}
        keepFrame
      />
      {text && <Watermark text={text} />}
    </>
  );
}

/**
 * Plays the slides full screen. Two frames take turns: one shows the current report while the
 * other loads the next, so the page never holds more than two embeds, and a Power BI report
 * loads into the frame the previous one used; the scheduler keeps a single timer, and every
 * listener is removed when the slideshow goes away.
 */
export function Slideshow({ name, slides }: SlideshowProps) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const scheduler = useRef<SlideScheduler | null>(null);
  const [state, setState] = useState<SlideState>({
    index: 0,
    step: 0,
    paused: false,
    remainingMs: 0,
    since: 0,
  });
  const [fullscreen, setFullscreen] = useState(false);
  // A refetch returns equal slides as a new array: restart only when the slides really change.
  const signature = useMemo(
    () => slides.map((s) => `${s.report_id}:${s.seconds}:${s.page_name ?? ''}`).join('|'),
    [slides],
  );
  const slidesRef = useRef(slides);
  slidesRef.current = slides;

  useEffect(() => {
    const current = slidesRef.current;
    const next = new SlideScheduler({
      count: current.length,
      durationOf: (i) => (current[i]?.seconds ?? 0) * 1000,
      onChange: setState,
    });
    scheduler.current = next;
    next.start();
    return () => {
      next.dispose();
      if (scheduler.current === next) scheduler.current = null;
    };
  }, [signature]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const s = scheduler.current;
      if (!s) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') s.next();
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') s.previous();
      else if (event.key === ' ' || event.key === 'k') s.toggle();
      else if (event.key === 'f' || event.key === 'F') void toggleFullscreen();
      else return;
      event.preventDefault();
    }
    function onFullscreenChange() {
      setFullscreen(document.fullscreenElement !== null);
    }
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, []);

  // Leaving the page leaves full screen too.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  async function toggleFullscreen() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await stage.current?.requestFullscreen();
    } catch {
      // Refused (no user gesture, or not supported): the stage already fills the window.
    }
  }

  const frames = framesFor(state, slides.length);
  const current = slides[state.index];
  const durationMs = (current?.seconds ?? 0) * 1000;

  return (
    <div ref={stage} className={classes.stage} data-testid="playlist-stage">
      <div className={classes.frames}>
        {frames.map((slideIndex, frame) => {
          const slide = slideIndex === null ? undefined : slides[slideIndex];
          if (!slide) return null;
          const active = frame === state.step % 2;
          return (
            <div
              // Two fixed frames, reused slide after slide.
              key={frame}
              className={classes.frame}
              data-testid="playlist-frame"
              data-active={active ? 'true' : 'false'}
              data-report-title={slide.title}
              aria-hidden={!active}
            >
              <Slide slide={slide} />
            </div>
          );
        })}
      </div>
      <div className={classes.progress} role="progressbar" aria-label={t('playlists.view.progress')}>
        <div
          // A new slide starts the bar again; pausing freezes it where it is.
          key={state.step}
          className={classes.progressFill}
          data-testid="playlist-progress"
          style={{
            animationDuration: `${durationMs}ms`,
            animationPlayState: state.paused ? 'paused' : 'running',
          }}
        />
      </div>
      <div className={classes.bar}>
        <Group gap={4} wrap="nowrap">
          <BarButton label={t('playlists.view.previous')} onClick={() => scheduler.current?.previous()}>
            <IconPlayerTrackPrev size={20} />
          </BarButton>
          <BarButton
            label={state.paused ? t('playlists.view.resume') : t('playlists.view.pause')}
            onClick={() => scheduler.current?.toggle()}
          >
            {state.paused ? <IconPlayerPlay size={20} /> : <IconPlayerPause size={20} />}
          </BarButton>
          <BarButton label={t('playlists.view.next')} onClick={() => scheduler.current?.next()}>
            <IconPlayerTrackNext size={20} />
          </BarButton>
        </Group>
        <Text size="sm" fw={600} truncate style={{ flex: 1 }} data-testid="playlist-current-title">
          {current?.title}
        </Text>
        <Text size="sm" c="gray.4" visibleFrom="sm" truncate>
          {name}
        </Text>
        <Text size="sm" c="gray.4" style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {state.paused ? `${t('playlists.view.paused')} · ` : ''}
          {t('playlists.view.slideOf', { current: state.index + 1, total: slides.length })}
        </Text>
        <BarButton
          tooltip={t('playlists.view.keys')}
          label={fullscreen ? t('playlists.view.exitFullscreen') : t('playlists.view.fullscreen')}
          onClick={() => void toggleFullscreen()}
        >
          {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
        </BarButton>
      </div>
    </div>
  );
}
