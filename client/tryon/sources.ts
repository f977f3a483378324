/**
 * The module's inputs (docs/tryon.md "Inputs"): the camera, a photo the visitor chooses and the sample
 * photo. A photo is decoded here, in the browser, and never sent anywhere. Errors carry the key of the
 * message the panel shows.
 */

export class SourceError extends Error {
  constructor(
    readonly key:
      | 'cameraDenied'
      | 'cameraMissing'
      | 'cameraInsecure'
      | 'notImage'
      | 'tooLarge'
      | 'cameraEnded',
  ) {
    super(key);
  }
}

/** Photos above this are refused before decoding (a 40 MB file would cost the page its memory). */
export const PHOTO_LIMIT_MB = 30;
/** Decoded photos are scaled down to this longer side. */
export const PHOTO_MAX_SIDE = 1600;

export type Still = { bitmap: ImageBitmap; downscaled: boolean };

/** The front camera at 640×480 when it can — 1280×960 for HD diagnostics, which read one full frame. */
export async function openCamera(hd = false): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new SourceError('cameraInsecure');
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { width: { ideal: hd ? 1280 : 640 }, height: { ideal: hd ? 960 : 480 }, facingMode: 'user' },
      audio: false,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new SourceError('cameraDenied');
    throw new SourceError('cameraMissing');
  }
}

/** Decodes a photo (any size up to the limit), scaled down to PHOTO_MAX_SIDE. */
export async function decodePhoto(blob: Blob): Promise<Still> {
  if (blob.size > PHOTO_LIMIT_MB * 1024 * 1024) throw new SourceError('tooLarge');
  if (blob.type && !blob.type.startsWith('image/')) throw new SourceError('notImage');
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(blob);
  } catch {
    throw new SourceError('notImage');
  }
  const side = Math.max(full.width, full.height);
  if (side <= PHOTO_MAX_SIDE) return { bitmap: full, downscaled: false };
  const k = PHOTO_MAX_SIDE / side;
  const bitmap = await createImageBitmap(full, {
    resizeWidth: Math.round(full.width * k),
    resizeHeight: Math.round(full.height * k),
    resizeQuality: 'high',
  });
  full.close();
  return { bitmap, downscaled: true };
}

/**
 * The samples beside the module: a public-domain portrait, an illustrated hand drawn here
 * (scripts/hand-sample.mjs), and the portrait with an illustrated beard drawn on it for the beard pages
 * (scripts/beard-sample.mjs).
 */
export const SAMPLES = {
  face: 'sample-astronaut.png',
  hands: 'sample-hand.png',
  beard: 'sample-beard.png',
} as const;

export async function loadSample(base: string, name: string = SAMPLES.face): Promise<Still> {
  const res = await fetch(`${base}${name}`);
  return decodePhoto(await res.blob());
}

/** A video element playing the stream, resolved once it has frames. */
export async function playStream(video: HTMLVideoElement, stream: MediaStream): Promise<void> {
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  if (video.videoWidth === 0) {
    await new Promise<void>((resolve) =>
      video.addEventListener('loadedmetadata', () => resolve(), { once: true }),
    );
  }
}
