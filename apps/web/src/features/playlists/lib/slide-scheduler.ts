/** The timer functions the scheduler uses (injectable for tests). */
export interface SchedulerClock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export interface SlideState {
  /** The slide on screen. */
  index: number;
  /**
   * How many times the slide changed since the start. Its parity says which of the two frames
   * shows the slide: the other one holds the next slide, loading in the background.
   */
  step: number;
  paused: boolean;
  /** Time the current slide has left (ms), as of `since`. */
  remainingMs: number;
  /** When `remainingMs` was measured (the clock's now). */
  since: number;
}

export interface SlideSchedulerOptions {
  count: number;
  /** How long slide `index` stays on screen, in ms. */
  durationOf: (index: number) => number;
  onChange: (state: SlideState) => void;
  clock?: SchedulerClock;
}

const browserClock: SchedulerClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Cycles through `count` slides. It keeps at most one timer alive at any moment and nothing
 * else, so a playlist left running for days holds the same memory as after one cycle; `dispose`
 * clears that timer.
 */
export class SlideScheduler {
  private timer: unknown = null;
  private state: SlideState;
  private disposed = false;
  private readonly clock: SchedulerClock;

  constructor(private readonly options: SlideSchedulerOptions) {
    this.clock = options.clock ?? browserClock;
    this.state = {
      index: 0,
      step: 0,
      paused: false,
      remainingMs: this.durationAt(0),
      since: this.clock.now(),
    };
  }

  get current(): SlideState {
    return this.state;
  }

  /** Whether a timer is pending (for tests and the memory check). */
  get pendingTimers(): number {
    return this.timer === null ? 0 : 1;
  }

  /** The slide after `index`, wrapping around. */
  static nextOf(index: number, count: number): number {
    return count > 0 ? (index + 1) % count : 0;
  }

  start(): void {
    if (this.disposed) return;
    this.arm(this.state.remainingMs);
    this.emit();
  }

  next(): void {
    this.goTo(SlideScheduler.nextOf(this.state.index, this.options.count));
  }

  previous(): void {
    const { count } = this.options;
    this.goTo(count > 0 ? (this.state.index - 1 + count) % count : 0);
  }

  pause(): void {
    if (this.disposed || this.state.paused) return;
    this.cancel();
    const now = this.clock.now();
    const remainingMs = Math.max(0, this.state.remainingMs - (now - this.state.since));
    this.state = { ...this.state, paused: true, remainingMs, since: now };
    this.emit();
  }

  resume(): void {
    if (this.disposed || !this.state.paused) return;
    this.state = { ...this.state, paused: false, since: this.clock.now() };
    this.arm(this.state.remainingMs);
    this.emit();
  }

  toggle(): void {
    if (this.state.paused) this.resume();
    else this.pause();
  }

  /** Stops for good: the timer is cleared and no callback runs any more. */
  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  private durationAt(index: number): number {
    return Math.max(0, this.options.durationOf(index));
  }

  private goTo(index: number): void {
    if (this.disposed || this.options.count === 0) return;
    this.cancel();
    this.state = {
      index,
      step: this.state.step + 1,
      paused: this.state.paused,
      remainingMs: this.durationAt(index),
      since: this.clock.now(),
    };
    if (!this.state.paused) this.arm(this.state.remainingMs);
    this.emit();
  }

  private arm(ms: number): void {
    this.cancel();
    // One slide (or none) never changes: no timer at all.
    if (this.options.count < 2 || this.state.paused) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.next();
    }, ms);
  }

  private cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private emit(): void {
    if (!this.disposed) this.options.onChange(this.state);
  }
}

/**
 * Which slide each of the two frames holds: the frame of the step's parity shows the current
 * slide, the other preloads the next one. With one slide there is a single frame.
 */
export function framesFor(
  state: Pick<SlideState, 'index' | 'step'>,
  count: number,
): [number | null, number | null] {
  if (count === 0) return [null, null];
  const shown = state.step % 2;
  const frames: [number | null, number | null] = [null, null];
  frames[shown] = state.index;
  frames[1 - shown] = count > 1 ? SlideScheduler.nextOf(state.index, count) : null;
  return frames;
}
