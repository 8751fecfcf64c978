// What a backup keeps of a Firebase league (ADR 0024): the league's tree, its console state and
// every upload either names, read with the site's own credential; a restore writes them back.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { CONSOLE_STATE_ROOT } from './console-store.server.ts'
import { type FirebaseRest, FirebaseRequestError } from './firebase-rest.server.ts'
import { invalidKeyReason, isPlainObject, joinPath } from './league-source.ts'
import { isContentNamed } from './media.server.ts'
import { type StorageTarget, downloadObject, uploadObject } from './storage-rest.server.ts'
import { PRIVATE_FILE_MODE } from './store-files.server.ts'

export type FirebaseLeague = {
  rest: FirebaseRest
  leagueKey: string
  /** Unset without FIREBASE_STORAGE_BUCKET: the console then has nowhere to upload to. */
  storage?: StorageTarget
}

const ROOTS = ['leagues', CONSOLE_STATE_ROOT] as const
type Root = (typeof ROOTS)[number]

/** The archive's names of the two trees: `firebase/leagues/{key}.json`, `firebase/consoleState/{key}.json`. */
export const treeEntryName = (root: Root, key: string) => `firebase/${root}/${key}.json`

export function isTreeEntryName(name: string): boolean {
  const match = /^firebase\/([^/]+)\/([^/]+)\.json$/.exec(name)
  return Boolean(
    match && (ROOTS as readonly string[]).includes(match[1]!) && !invalidKeyReason(match[2]!),
  )
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The console's uploads a tree names (their content-hash names), each once. */
export function namedUploads(...trees: unknown[]): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (isContentNamed(value)) found.add(value)
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (isPlainObject(value)) Object.values(value).forEach(walk)
  }
  trees.forEach(walk)
  return [...found].sort()
}

export type FirebaseCopy = {
  /** Files written into `scratch`, by their name in the archive. */
  trees: Array<{ name: string; file: string }>
  /** Uploads fetched from the bucket into `scratch/media`, by storage path. */
  fetched: Array<{ storagePath: string; file: string }>
  /** Named by the league but not in the bucket: a backup cannot keep them. */
  missing: string[]
}

export class FirebaseBackupError extends Error {}

/**
 * The league's tree and console state as the database holds them now, and each upload they name
 * that `hasLocally` does not already give (every instance keeps the copies it served).
 */
export async function copyFirebaseLeague(
  target: FirebaseLeague,
  scratch: string,
  hasLocally: (storagePath: string) => boolean,
): Promise<FirebaseCopy> {
  const key = target.leagueKey
  const [league, consoleState] = await Promise.all(
    ROOTS.map((root) =>
      target.rest.get(joinPath(root, key)).catch((error: unknown) => {
        // Registrations are under the league: only whole reads keep them, and the rules refuse
        // those to anyone but an administrator.
        if (error instanceof FirebaseRequestError && error.status === 401)
          throw new FirebaseBackupError(
            `the database refused to read ${joinPath(root, key)} whole (HTTP 401): a backup needs a credential the rules do not bind, the service account (FIREBASE_SERVICE_ACCOUNT).`,
          )
        throw error
      }),
    ),
  )
  if (!isPlainObject(league))
    throw new FirebaseBackupError(
      `the database holds no league at leagues/${key} (check LEAGUE_KEY and FIREBASE_DATABASE_URL).`,
    )
  const trees = ROOTS.map((root, i) => {
    const file = path.join(scratch, `${root}.json`)
    writeFileSync(file, JSON.stringify([league, consoleState][i] ?? null), {
      mode: PRIVATE_FILE_MODE,
    })
    return { name: treeEntryName(root, key), file }
  })
  const fetched: FirebaseCopy['fetched'] = []
  const missing: string[] = []
  for (const storagePath of namedUploads(league, consoleState)) {
    if (hasLocally(storagePath)) continue
    const bytes = target.storage ? await downloadObject(target.storage, storagePath) : undefined
    // The name is the content's hash: bytes that do not match it are not the picture.
    if (!bytes || !storagePath.endsWith(`/${sha256(bytes)}.webp`)) {
      missing.push(storagePath)
      continue
    }
    const file = path.join(scratch, 'media', ...storagePath.split('/'))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    fetched.push({ storagePath, file })
  }
  return { trees, fetched, missing }
}

export type FirebaseRestore = {
  leagues: string[]
  uploaded: number
  /** The league and console state it replaced, kept in DATA_DIR. */
  previous?: string
}

/**
 * Uploads go first (the league names them once written); the league and its console state are
 * then one write at the database's root, so no instance ever reads one without the other.
 */
export async function restoreFirebaseLeague(
  target: FirebaseLeague,
  restoring: string,
  treeNames: string[],
  mediaNames: string[],
  dataDir: string,
  when: string,
): Promise<FirebaseRestore> {
  const keys = new Set(treeNames.map((name) => path.basename(name, '.json')))
  if (keys.size !== 1)
    throw new FirebaseBackupError(`it holds ${keys.size} leagues' trees, not one.`)
  const [key] = [...keys] as [string]
  const read = (root: Root) => {
    const file = path.join(restoring, treeEntryName(root, key))
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null
  }
  const league = read('leagues')
  if (!isPlainObject(league)) throw new FirebaseBackupError('its league tree is empty.')
  const uploads = mediaNames
    .map((name) => name.slice('media/'.length))
    .filter((storagePath) => isContentNamed(storagePath))
  if (uploads.length > 0 && !target.storage)
    throw new FirebaseBackupError(
      `it holds ${uploads.length} uploaded image(s) and FIREBASE_STORAGE_BUCKET is not set: set it to the league's bucket.`,
    )
  const [currentLeague, currentConsole] = await Promise.all(
    ROOTS.map((root) => target.rest.get(joinPath(root, key))),
  )
  let previous: string | undefined
  if (currentLeague !== null || currentConsole !== null) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    previous = path.join(dataDir, `firebase-${key}.before-restore-${when}.json`)
    writeFileSync(
      previous,
      JSON.stringify({ leagues: currentLeague, [CONSOLE_STATE_ROOT]: currentConsole }),
      { mode: PRIVATE_FILE_MODE },
    )
  }
  for (const storagePath of uploads) {
    const bytes = readFileSync(path.join(restoring, 'media', ...storagePath.split('/')))
    await uploadObject(target.storage!, storagePath, bytes, 'image/webp')
  }
  await target.rest.patch('', {
    [joinPath('leagues', key)]: league,
    [joinPath(CONSOLE_STATE_ROOT, key)]: read(CONSOLE_STATE_ROOT),
  })
  return { leagues: [key], uploaded: uploads.length, ...(previous ? { previous } : {}) }
}
