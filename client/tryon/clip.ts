import type { Translate, WordKey } from './i18n';
import type { Panel } from './panel';
import { type Recording, record } from './recorder';

/**
 * The panel's clip recording (spec 001 §3.7 recording phases, docs/tryon.md "The panel"): live →
 * video-init → video-recording → video-playing, with the clip to download and the way back to live.
 */

export type Phase = 'live' | 'video-init' | 'video-recording' | 'video-playing';

export class ClipTools {
  private recording: Recording | null = null;

  constructor(
    private readonly panel: Panel,
    private readonly t: Translate,
    private readonly say: (key: WordKey, vars?: Record<string, string | number>) => void,
    private readonly emit: (event: string, detail?: unknown) => void,
  ) {}

  /** Starts a recording, or stops the one running. */
  async toggle(): Promise<void> {
    if (this.recording) {
      this.recording.stop();
      return;
    }
    this.setPhase('video-init');
    this.say('preparingClip');
    this.recording = record(this.panel.canvas, {
      onStart: () => this.setPhase('video-recording'),
      onTick: (seconds) => this.say('recording', { seconds }),
    });
    this.panel.record.textContent = this.t('stopRecording');
    const blob = await this.recording.done;
    this.recording = null;
    this.panel.record.textContent = this.t('record');
    if (!blob) {
      this.setPhase('live');
      if (typeof MediaRecorder === 'undefined') this.say('clipUnsupported');
      return;
    }
    const p = this.panel;
    p.clip.src = URL.createObjectURL(blob);
    p.download.href = p.clip.src;
    this.show(true);
    this.say('clipReady');
    void p.clip.play().catch(() => undefined);
  }

  /** From the clip back to the live stage. */
  back(): void {
    const p = this.panel;
    p.clip.pause();
    URL.revokeObjectURL(p.clip.src);
    p.clip.removeAttribute('src');
    this.show(false);
  }

  /** Drops a recording in progress (the camera stopped or the try-on closed). */
  cancel(): void {
    this.recording?.cancel();
    this.recording = null;
  }

  /** The recorded clip (video-playing) or the live stage (live), with the tools each offers. */
  private show(on: boolean): void {
    const p = this.panel;
    p.clip.hidden = !on;
    p.download.hidden = !on;
    p.back.hidden = !on;
    p.canvas.hidden = on;
    p.record.hidden = on;
    this.setPhase(on ? 'video-playing' : 'live');
  }

  /** spec 001 §3.7 recording phases, on the panel and as the module's `phase` event. */
  setPhase(phase: Phase): void {
    this.panel.root.dataset.phase = phase;
    this.emit('phase', phase);
  }
}
