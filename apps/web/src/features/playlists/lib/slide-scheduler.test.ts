import { describe, expect, it } from 'vitest';
import { framesFor, type SchedulerClock, SlideScheduler, type SlideState } from './slide-scheduler';

/** A hand-driven clock that counts its live timers. */
function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: SchedulerClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      seq += 1;
      timers.set(seq, { at: now + ms, run });
      return seq;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  }
  return { clock, advance, live: () => timers.size };
}

function setup(seconds: number[]) {
  const { clock, advance, live } = fakeClock();
  const seen: SlideState[] = [];
  const scheduler = new SlideScheduler({
    count: seconds.length,
    durationOf: (i) => (seconds[i] ?? 0) * 1000,
    onChange: (s) => seen.push(s),
    clock,
  });
  return { scheduler, advance, live, seen };
}

describe('SlideScheduler', () => {
  it('shows each slide for its own time and wraps around', () => {
    const { scheduler, advance, seen } = setup([2, 5, 3]);
    scheduler.start();
    expect(scheduler.current.index).toBe(0);
    advance(1999);
    expect(scheduler.current.index).toBe(0);
    advance(1);
    expect(scheduler.current.index).toBe(1);
    advance(5000);
    expect(scheduler.current.index).toBe(2);
    advance(3000);
    expect(scheduler.current).toMatchObject({ index: 0, step: 3 });
    expect(seen.map((s) => s.index)).toEqual([0, 1, 2, 0]);
  });

  it('pauses keeping the time left, and resumes from it', () => {
    const { scheduler, advance, live } = setup([10, 10]);
    scheduler.start();
    advance(4000);
    scheduler.pause();
    expect(scheduler.current).toMatchObject({ paused: true, remainingMs: 6000 });
    expect(live()).toBe(0);
    advance(60_000);
    expect(scheduler.current.index).toBe(0);
    scheduler.toggle();
    advance(5999);
    expect(scheduler.current.index).toBe(0);
    advance(1);
    expect(scheduler.current.index).toBe(1);
  });

  it('moves by hand with next and previous, restarting the slide time', () => {
    const { scheduler, advance } = setup([4, 4, 4]);
    scheduler.start();
    advance(3000);
    scheduler.next();
    expect(scheduler.current.index).toBe(1);
    advance(3000);
    expect(scheduler.current.index).toBe(1);
    scheduler.previous();
    scheduler.previous();
    expect(scheduler.current.index).toBe(2);
    // Paused, moving by hand keeps it paused.
    scheduler.pause();
    scheduler.next();
    expect(scheduler.current).toMatchObject({ index: 0, paused: true, remainingMs: 4000 });
  });

  it('never keeps more than one timer, however long it runs', () => {
    const { scheduler, advance, live } = setup([2, 2, 2]);
    scheduler.start();
    for (let i = 0; i < 5000; i += 1) {
      advance(2000);
      if (i % 7 === 0) scheduler.next();
      if (i % 11 === 0) scheduler.previous();
      expect(live()).toBeLessThanOrEqual(1);
    }
    expect(scheduler.pendingTimers).toBe(1);
  });

  it('stops for good when disposed', () => {
    const { scheduler, advance, live, seen } = setup([2, 2]);
    scheduler.start();
    scheduler.dispose();
    expect(live()).toBe(0);
    const before = seen.length;
    advance(10_000);
    scheduler.next();
    scheduler.resume();
    expect(seen.length).toBe(before);
    expect(live()).toBe(0);
  });

  it('keeps no timer for a single slide or none', () => {
    const one = setup([3]);
    one.scheduler.start();
    one.advance(10_000);
    expect(one.live()).toBe(0);
    expect(one.scheduler.current.index).toBe(0);
    const none = setup([]);
    none.scheduler.start();
    none.scheduler.next();
    expect(none.live()).toBe(0);
  });
});

describe('framesFor', () => {
  it('alternates two frames: the shown slide and the next one preloading', () => {
    expect(framesFor({ index: 0, step: 0 }, 3)).toEqual([0, 1]);
    // After "next" the frame that preloaded slide 1 shows it; the other now loads slide 2.
    expect(framesFor({ index: 1, step: 1 }, 3)).toEqual([2, 1]);
    expect(framesFor({ index: 2, step: 2 }, 3)).toEqual([2, 0]);
    expect(framesFor({ index: 0, step: 3 }, 3)).toEqual([1, 0]);
    expect(framesFor({ index: 0, step: 0 }, 1)).toEqual([0, null]);
    expect(framesFor({ index: 0, step: 0 }, 0)).toEqual([null, null]);
  });
});
