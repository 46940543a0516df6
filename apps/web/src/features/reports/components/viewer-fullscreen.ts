import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The viewer's full screen: the browser's (Fullscreen API) when it grants it, else the viewer's
 * own "expanded" mode, which covers the window (phones whose browser fullscreens only videos).
 * The state follows the browser's (its own Escape, or any other way out), and Escape leaves
 * either one.
 */
export function useViewerFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      // Leaving the page leaves full screen too.
      if (ref.current && document.fullscreenElement === ref.current) {
        void document.exitFullscreen().catch(() => undefined);
      }
    };
  }, []);

  const leave = useCallback(() => {
    setExpanded(false);
    if (document.fullscreenElement && typeof document.exitFullscreen === 'function') {
      void document.exitFullscreen().catch(() => undefined);
    }
  }, []);

  const active = native || expanded;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      leave();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, leave]);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused: the viewer's own mode instead.
      }
    }
    setExpanded(true);
  }, []);

  const toggle = useCallback(() => (active ? leave() : void enter()), [active, enter, leave]);

  return { ref, active, expanded, toggle, leave };
}
