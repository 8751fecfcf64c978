// Beside a Firebase league, an upload is in the bucket; each instance fetches it once into
// DATA_DIR/media and serves it from there under /media/ (ADR 0022).
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { jsonLogger } from './log.server.ts'
import { isContentNamed, mediaDirectory, serveMedia } from './media.server.ts'
import { type StorageTarget, configuredStorage, downloadObject } from './storage-rest.server.ts'

const fetching = new Map<string, Promise<void>>()

async function copyOnce(storage: StorageTarget, storagePath: string, root: string): Promise<void> {
  const bytes = await downloadObject(storage, storagePath)
  if (!bytes) return
  // The name is the content's hash: bytes that do not match it are not kept.
  const hash = createHash('sha256').update(bytes).digest('hex')
  if (!storagePath.endsWith(`/${hash}.webp`)) {
    jsonLogger('warn', 'media in the bucket does not match its name; not served', {
      path: storagePath,
    })
    return
  }
  const target = path.join(root, ...storagePath.split('/'))
  await mkdir(path.dirname(target), { recursive: true })
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.part`)
  await writeFile(partial, bytes)
  await rename(partial, target)
}

/** Concurrent first requests share one download; a failed one is tried again by the next. */
export async function ensureMediaCopy(
  requestPath: string,
  root = mediaDirectory(),
  storage = configuredStorage(),
): Promise<void> {
  if (!storage || !isContentNamed(requestPath)) return
  if (existsSync(path.join(root, ...requestPath.split('/')))) return
  let pending = fetching.get(requestPath)
  if (!pending) {
    pending = copyOnce(storage, requestPath, root)
      .catch((error: unknown) => {
        jsonLogger('warn', 'media could not be fetched from the bucket', {
          path: requestPath,
          error: (error as Error).message,
        })
      })
      .finally(() => fetching.delete(requestPath))
    fetching.set(requestPath, pending)
  }
  await pending
}

export async function serveSharedMedia(request: Request, requestPath: string): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') await ensureMediaCopy(requestPath)
  return serveMedia(request, requestPath)
}
