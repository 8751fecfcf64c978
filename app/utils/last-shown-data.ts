// A refresh that cannot reach the server (no network: a TypeError) keeps the route's data as last
// shown, not its error page; the next refresh tries again.
export function lastShownData<T>() {
  let shown: T | undefined
  return {
    shown(data: T) {
      // Only in the browser: the server keeps no request's data.
      if (typeof document !== 'undefined') shown = data
    },
    async load(serverLoader: () => Promise<T>): Promise<T> {
      try {
        shown = await serverLoader()
        return shown
      } catch (error) {
        if (shown !== undefined && error instanceof TypeError) return shown
        throw error
      }
    },
  }
}
