// The one node:crypto function the embedded origin uses (workerd provides it under nodejs_compat).
// Declared here rather than pulling all of @types/node into the worker's types (no DOM/Node clash).
declare module 'node:crypto' {
  export function scrypt(
    password: string,
    salt: Uint8Array,
    keylen: number,
    options: { N: number; r: number; p: number; maxmem: number },
    callback: (err: Error | null, derivedKey: Uint8Array) => void,
  ): void;
}
