/**
 * The try-on's face geometry (docs/tryon.md "Where things are"), one module a job: the landmark index
 * sets, point and polygon math, the face's frame, the regions the effects paint and the liner path.
 * This index only gathers their public names for the effects that read several at once.
 */
export * from './face';
export * from './landmarks';
export * from './liner';
export * from './polygon';
export * from './vector';
export * from './zones';
