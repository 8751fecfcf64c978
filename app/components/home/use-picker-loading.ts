import { useLocation, useNavigation } from 'react-router'

export function usePickerLoading(param: string): boolean {
  const navigation = useNavigation()
  const location = useLocation()
  if (navigation.state !== 'loading' || !navigation.location) return false
  if (navigation.location.pathname !== location.pathname) return false
  const next = new URLSearchParams(navigation.location.search).get(param)
  const current = new URLSearchParams(location.search).get(param)
  return next !== current
}
