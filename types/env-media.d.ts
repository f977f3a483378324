/**
 * Optional bindings `wrangler types` cannot see because no environment declares them by default.
 * MEDIA: the R2 bucket `/media/*` falls back to when the static assets lack a file (decision 0280).
 */
interface Env {
  MEDIA?: R2Bucket;
}
