/** For content compressed once and sent many times: the slowest, smallest settings. */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type CompressionMode = 'text' | 'generic'

export function compressBrotli(data: Buffer, mode: CompressionMode = 'text'): Promise<Buffer> {
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [zlib.constants.BROTLI_PARAM_MODE]:
        mode === 'text' ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
    },
  })
}

export function compressGzip(data: Buffer): Promise<Buffer> {
  return gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })
}
