/**
 * Node has the WebAssembly global, but @types/node 20 does not declare it: it comes with the DOM
 * library, which the service does not load. This is the part the service uses (db/pglite-thread.ts).
 */
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: a compiled module has no members of its own to call.
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
