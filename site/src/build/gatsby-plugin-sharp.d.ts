// The two internals of gatsby-plugin-sharp that `avif-effort.test.ts` drives (the package ships no types for them).
declare module 'gatsby-plugin-sharp/plugin-options' {
  export function createTransformObject(args: Record<string, unknown>): Record<string, unknown>;
  export function removeDefaultValues(
    args: Record<string, unknown>,
    pluginOptions: { defaultQuality: number },
  ): Record<string, unknown>;
}

declare module 'gatsby-plugin-sharp/process-file' {
  export function processFile(
    file: string,
    transforms: Array<{ outputPath: string; args: Record<string, unknown> }>,
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
}
