// The one function of topojson-client (no bundled types) the map generator uses.
declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): unknown;
}
