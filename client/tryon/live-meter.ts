/**
 * The live loop's detection timing (docs/tryon.md "Engine"): a moving average of the detection time
 * that leaves out the engine's warm-up, and the one step down of the detection resolution on a slow
 * device (its average above SLOW_MS after ten frames).
 */

/** Live detection slower than this (ms, moving average) lowers the detection resolution. */
export const SLOW_MS = 120;
/** Live frames left out of that average (the engine warms up on them). */
export const WARM_UP = 5;

export class LiveMeter {
  /** Live frames since the camera started. */
  frames = 0;
  /** The moving average of detection (ms), from the first frame after the warm-up. */
  average = 0;
  /** The long side frames are detected at. */
  maxSide = 640;

  /** The camera (re)starts: the count and the average start over; a lowered resolution stays. */
  start(): void {
    this.frames = 0;
    this.average = 0;
  }

  /** Counts a live frame detected in `ms`; answers true on the frame the device proves slow. */
  count(ms: number): boolean {
    if (++this.frames > WARM_UP) this.average = this.average ? this.average * 0.9 + ms * 0.1 : ms;
    if (this.frames !== WARM_UP + 10 || this.average <= SLOW_MS || this.maxSide <= 384) return false;
    this.maxSide = 384;
    return true;
  }
}
