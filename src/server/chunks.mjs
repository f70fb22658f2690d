// @ts-check
import { Buffer } from 'node:buffer'

/**
 * What a layer's `res.write`/`res.end` got, as a Buffer: Buffers as they are, Uint8Arrays (what
 * Next's route handlers write) as a view of the same bytes, strings in their encoding.
 * @param {any} chunk @param {any} [encoding] @returns {Buffer}
 */
export const chunkToBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(
          String(chunk),
          /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
        )
