// The dev server reloads app modules and `server/index.ts` reaches them through the built entry, so
// a module variable could exist twice.
const holder = globalThis as unknown as Record<symbol, unknown>

const keys = new Map<string, symbol>() // Symbol.for's registry once a name, not every request
function keyOf(name: string): symbol {
  let key = keys.get(name)
  if (!key) keys.set(name, (key = Symbol.for(`league-site.${name}`)))
  return key
}

export function processSingleton<T>(name: string, create: () => T): T {
  const key = keyOf(name)
  if (!(key in holder)) holder[key] = create()
  return holder[key] as T
}

export function existingProcessSingleton<T>(name: string): T | undefined {
  return holder[keyOf(name)] as T | undefined
}

export function dropProcessSingleton<T>(name: string): T | undefined {
  const key = keyOf(name)
  const instance = holder[key] as T | undefined
  delete holder[key]
  return instance
}
