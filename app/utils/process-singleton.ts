// The dev server reloads app modules and `server/index.ts` reaches them through the built entry, so
// a module variable could exist twice.
const holder = globalThis as unknown as Record<symbol, unknown>

export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`league-site.${name}`)
  if (!(key in holder)) holder[key] = create()
  return holder[key] as T
}

export function existingProcessSingleton<T>(name: string): T | undefined {
  return holder[Symbol.for(`league-site.${name}`)] as T | undefined
}

export function dropProcessSingleton<T>(name: string): T | undefined {
  const key = Symbol.for(`league-site.${name}`)
  const instance = holder[key] as T | undefined
  delete holder[key]
  return instance
}
