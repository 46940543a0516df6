// Latency of one hot query on two databases, measured so that load from elsewhere on the machine
// weighs on both alike: a warm-up, then rounds of a tight loop on one side followed by the same
// loop on the other, the side going first changing every round (A B, B A, A B, …). With the
// default loop of one call the two sides take turns call by call (A B B A A B …), so a burst of
// load from elsewhere lands on both.
import { performance } from 'node:perf_hooks';
import type { Db } from '../apps/server/src/platform/db';
import type { Caller, HotQuery } from './scale-hot-queries';

export const TIMING = {
  /** Calls on each side before timing (plans cached, buffers warm). */
  warmup: Number(process.env.TIMING_WARMUP ?? 50),
  /** Rounds of the two loops. */
  rounds: Number(process.env.TIMING_ROUNDS ?? 500),
  /** Calls in one side's loop of a round. */
  burst: Number(process.env.TIMING_BURST ?? 1),
};

export interface TimedSide {
  db: Db;
  caller: Caller;
}

export interface Latency {
  p50: number;
  p95: number;
  samples: number;
}

export interface Timed {
  a: Latency;
  b: Latency;
  /** p50 of a over p50 of b, in each half of the rounds: how much the ratio moved while measuring. */
  halves: [number, number];
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

function latencyOf(times: number[]): Latency {
  const sorted = [...times].sort((x, y) => x - y);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), samples: sorted.length };
}

async function loop(hot: HotQuery, side: TimedSide, times: number[]): Promise<void> {
  for (let i = 0; i < TIMING.burst; i++) {
    const start = performance.now();
    await hot.run(side.db, side.caller);
    times.push(performance.now() - start);
  }
}

/** Times `hot` on side a and side b (see the file's head), every call on its own. */
export async function timeBoth(hot: HotQuery, a: TimedSide, b: TimedSide): Promise<Timed> {
  for (let i = 0; i < TIMING.warmup; i++) {
    await hot.run(a.db, a.caller);
    await hot.run(b.db, b.caller);
  }
  const aTimes: number[] = [];
  const bTimes: number[] = [];
  const half = Math.floor(TIMING.rounds / 2);
  const halves: [number, number] = [0, 0];
  for (let round = 0; round < TIMING.rounds; round++) {
    if (round % 2 === 0) {
      await loop(hot, a, aTimes);
      await loop(hot, b, bTimes);
    } else {
      await loop(hot, b, bTimes);
      await loop(hot, a, aTimes);
    }
    if (round === half - 1) halves[0] = latencyOf(aTimes).p50 / latencyOf(bTimes).p50;
  }
  const cut = half * TIMING.burst;
  halves[1] = latencyOf(aTimes.slice(cut)).p50 / latencyOf(bTimes.slice(cut)).p50;
  return { a: latencyOf(aTimes), b: latencyOf(bTimes), halves };
}
