// Where a `node --cpu-prof` profile's time went: self time per package or project file, per function.
import { readFileSync } from 'node:fs'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

type Profile = {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export type ProfileSummary = {
  totalMs: number
  byPlace: Array<[place: string, ms: number]>
  byFunction: Array<[fn: string, ms: number]>
}

export function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`
  const modules = url.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url)
  }
  if (url.startsWith('node:')) return 'node: (built-in)'
  const project = /\/(app|server|build|scripts)\/.*$/.exec(url)
  return project ? project[0].slice(1) : url
}

export function summariseProfile(file: string, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const byPlace = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id) as ProfileNode
    const place = placeOf(callFrame.url, callFrame.functionName)
    byPlace.set(place, (byPlace.get(place) ?? 0) + us)
    const fn = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
  }
  const sorted = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]): [string, number] => [key, us / 1000])
  return {
    totalMs: (profile.endTime - profile.startTime) / 1000,
    byPlace: sorted(byPlace),
    byFunction: sorted(byFunction),
  }
}
