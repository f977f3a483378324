/**
 * A short clip of the stage (spec 001 §3.7 recording phases; docs/tryon.md): MediaRecorder on the
 * canvas's stream, at most MAX_SECONDS, WebM. `done` resolves with the clip, or null when the browser
 * cannot record or the recording was cancelled.
 */

export const MAX_SECONDS = 6;

export type Recording = { stop: () => void; cancel: () => void; done: Promise<Blob | null> };

export function record(
  canvas: HTMLCanvasElement,
  on: { onStart: () => void; onTick: (seconds: number) => void },
): Recording {
  if (typeof MediaRecorder === 'undefined' || !canvas.captureStream) {
    return { stop: () => undefined, cancel: () => undefined, done: Promise.resolve(null) };
  }
  const stream = canvas.captureStream(15);
  const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  let cancelled = false;
  let seconds = 0;
  let timer = 0;
  const done = new Promise<Blob | null>((resolve) => {
    recorder.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    recorder.onstart = () => {
      on.onStart();
      on.onTick(0);
      timer = window.setInterval(() => {
        seconds++;
        on.onTick(seconds);
        if (seconds >= MAX_SECONDS && recorder.state === 'recording') recorder.stop();
      }, 1000);
    };
    recorder.onstop = () => {
      window.clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      resolve(
        cancelled || !chunks.length ? null : new Blob(chunks, { type: recorder.mimeType || 'video/webm' }),
      );
    };
    recorder.onerror = () => recorder.state !== 'inactive' && recorder.stop();
  });
  recorder.start(250);
  const stop = () => recorder.state !== 'inactive' && recorder.stop();
  return {
    stop,
    cancel: () => {
      cancelled = true;
      stop();
    },
    done,
  };
}
