// heic-decode ships no types: the main picture of a HEIC/HEIF file as RGBA pixels.
declare module 'heic-decode' {
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
