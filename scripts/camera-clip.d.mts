export const SAMPLE_PHOTO: string;
export const FAKE_CAMERA: string;
export function makeCameraClip(out?: string): string;
export const SAMPLE_HAND: string;
