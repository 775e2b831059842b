/** Vite turns `?url` imports into the address of the file it emits. */
declare module '*?url' {
  const url: string;
  export default url;
}
