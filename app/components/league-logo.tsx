import { Icon } from '~/components/ui/icon.tsx'

export function LeagueLogo({ className }: { className?: string }) {
  return <Icon name="league-logo" className={className} />
}
