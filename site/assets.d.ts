/** Font files imported for their URL: webpack emits the file under /static/ and the import is its path. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
