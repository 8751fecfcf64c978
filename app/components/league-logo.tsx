import { Icon } from '~/components/ui/icon.tsx'

/** The league mark: a ball on a pitch-green shield (league-logo.svg, from the icon sprite). */
export function LeagueLogo({ className }: { className?: string }) {
  return <Icon name="league-logo" className={className} />
}
