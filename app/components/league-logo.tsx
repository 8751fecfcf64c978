/** The league mark: a ball on a pitch-green shield, drawn inline so it needs no request. */
export function LeagueLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 2 36 8v12c0 9.5-6.8 16.2-16 18C10.8 36.2 4 29.5 4 20V8Z" fill="#facc15" />
      <path d="M20 5.2 33 10v10c0 7.9-5.5 13.5-13 15-7.5-1.5-13-7.1-13-15V10Z" fill="#136746" />
      <circle cx="20" cy="20" r="8.5" fill="#fff" />
      <path
        d="m20 14.8 3.3 2.4-1.2 3.9h-4.2l-1.2-3.9Zm-8.2 4.6 2.8-.9 2.2 3.2-1.4 2.1-3.2-.3Zm16.4 0-.4 4.1-3.2.3-1.4-2.1 2.2-3.2Z"
        fill="#0d1b2a"
      />
    </svg>
  )
}
