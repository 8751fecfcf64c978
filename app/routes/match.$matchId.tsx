/** Placeholder while the page is being built (issue 7). */
export default function Placeholder() {
  return null
}
