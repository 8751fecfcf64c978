// Keyboard walks in one call each: the page's Tab order is computed once, then a real Tab onto the target.
import type { Locator, Page } from '@playwright/test'

export type FocusStop = {
  what: string
  text: string
  /** An outline or a ring a sighted keyboard user can see, as the element took focus. */
  visible: boolean
  within: string[]
  target: boolean
}

/** What the page knows of keyboard walks, installed once per document (`installHelpers`). */
type Helpers = {
  stop: (element: HTMLElement, target: boolean) => FocusStop
  tabOrder: () => HTMLElement[]
}

type Recorder = {
  stops: FocusStop[]
  reached: boolean
  end: () => void
}

declare global {
  interface Window {
    focusWalk?: Recorder
    tabWalk?: Helpers
  }
}

// Presses between two reads of the stops, when presses go on past the computed order.
const BATCH = 10

/** Chromium's Tab order: positive tabindex first; disabled, hidden, inert skipped; one stop per radio group. */
export async function installHelpers(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.tabWalk) return
    const FOCUSABLE =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, ' +
      'summary, [tabindex], [contenteditable]:not([contenteditable="false"]), audio[controls], video[controls]'
    const usable = (element: HTMLElement) =>
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true })
    /** A scroller with nothing focusable inside takes focus itself (Chromium's scroller focus). */
    const focusableScroller = (element: HTMLElement) => {
      if (element === document.body || element.matches(FOCUSABLE)) return false
      const style = getComputedStyle(element)
      const scrolls = (overflow: string, scroll: number, client: number) =>
        (overflow === 'auto' || overflow === 'scroll') && scroll > client
      return (
        (scrolls(style.overflowX, element.scrollWidth, element.clientWidth) ||
          scrolls(style.overflowY, element.scrollHeight, element.clientHeight)) &&
        ![...element.querySelectorAll<HTMLElement>(FOCUSABLE)].some(
          (inner) => inner.tabIndex >= 0 && usable(inner),
        )
      )
    }
    const tabbable = (element: HTMLElement) => {
      if (!element.matches(FOCUSABLE)) return focusableScroller(element) && usable(element)
      if (element.tabIndex < 0 || !usable(element)) return false
      if (element.localName === 'summary') {
        const details = element.parentElement
        return (
          details?.localName === 'details' && details.querySelector(':scope > summary') === element
        )
      }
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        // One stop per group: its checked radio, else its first.
        const group = [
          ...(element.form ?? document).querySelectorAll<HTMLInputElement>('input[type="radio"]'),
        ].filter((radio) => radio.name === element.name && usable(radio))
        return element === (group.find((radio) => radio.checked) ?? group[0])
      }
      return true
    }
    const tabOrder = () => {
      const found = [...document.body.querySelectorAll<HTMLElement>('*')].filter(tabbable)
      const positive = found.filter((element) => element.tabIndex > 0)
      positive.sort((a, b) => a.tabIndex - b.tabIndex)
      return [...positive, ...found.filter((element) => element.tabIndex <= 0)]
    }
    const stop = (element: HTMLElement, target: boolean): FocusStop => {
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
      const within: string[] = []
      for (let node: HTMLElement | null = element; node; node = node.parentElement)
        if (node.dataset.testid) within.push(node.dataset.testid)
      return {
        what: element.outerHTML.slice(0, 120),
        text: (element.textContent ?? '').trim(),
        visible: outline || ring,
        within,
        target,
      }
    }
    window.tabWalk = { stop, tabOrder }
  })
}

/** A Tab pressed once `target` has focus is swallowed, so a batch of presses ends on it. */
async function startRecording(page: Page, target?: Locator): Promise<void> {
  await installHelpers(page)
  const install = (holdOn: Element | null) => {
    window.focusWalk?.end()
    const recorder: Recorder = { stops: [], reached: false, end: () => {} }
    const onFocus = (event: FocusEvent) => {
      const element = event.target as HTMLElement
      recorder.stops.push(window.tabWalk!.stop(element, element === holdOn))
      if (element === holdOn) recorder.reached = true
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !recorder.reached) return
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    document.addEventListener('focusin', onFocus, true)
    window.addEventListener('keydown', onKey, true)
    recorder.end = () => {
      document.removeEventListener('focusin', onFocus, true)
      window.removeEventListener('keydown', onKey, true)
      delete window.focusWalk
    }
    window.focusWalk = recorder
  }
  if (target) await target.evaluate(install)
  else await page.evaluate(install, null)
}

/** The stops so far; the recording ends with `end` or once the target is reached. */
async function readStops(page: Page, end: boolean): Promise<Pick<Recorder, 'stops' | 'reached'>> {
  return page.evaluate((end) => {
    const recorder = window.focusWalk
    if (!recorder) throw new Error('no focus walk is being recorded')
    if (end || recorder.reached) recorder.end()
    return { stops: recorder.stops, reached: recorder.reached }
  }, end)
}

/** Presses Tab (Shift+Tab with `backwards`) `times` times and returns the stops focus made. */
export async function pressTab(
  page: Page,
  times: number,
  { backwards = false } = {},
): Promise<FocusStop[]> {
  await startRecording(page)
  for (let i = 0; i < times; i++) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  return (await readStops(page, true)).stops
}

/** Focuses in one call each control before `target` in Tab order, noting each stop. */
async function focusUpTo(target: Locator, backwards: boolean): Promise<FocusStop[]> {
  return target.evaluate((goal, backwards) => {
    const order = window.tabWalk!.tabOrder()
    const active = document.activeElement
    // From a focused element out of the order (a heading, a region), Tab goes on from its place.
    let at = order.indexOf(active as HTMLElement)
    if (at < 0 && active && active !== document.body) {
      const before = order.filter(
        (element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
      ).length
      at = backwards ? before : before - 1
    }
    if (backwards) order.reverse()
    const from = backwards && at >= 0 ? order.length - 1 - at : at
    const to = order.indexOf(goal as HTMLElement)
    if (to < 0 || to <= from) return []
    // Each move comes with the Tab key's events, as from the keyboard: the page's handlers that
    // tell keyboard focus by them (the carousel stops its autoplay) see it so.
    const key = (type: string, on: Element) =>
      on.dispatchEvent(
        new KeyboardEvent(type, { key: 'Tab', code: 'Tab', shiftKey: backwards, bubbles: true }),
      )
    return order.slice(from + 1, to).map((element) => {
      key('keydown', document.activeElement ?? document.body)
      element.focus({ focusVisible: true } as FocusOptions)
      key('keyup', element)
      return window.tabWalk!.stop(element, false)
    })
  }, backwards)
}

/** Reaches `target` by a real Tab from the control before it; throws past `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false } = {},
): Promise<FocusStop[]> {
  await installHelpers(page)
  const before = await focusUpTo(target, backwards)
  await startRecording(page, target)
  // One press first: the one onto the target when the order was right.
  for (let pressed = 0, batch = 1; pressed < max; batch = Math.min(BATCH, max - pressed)) {
    for (let i = 0; i < batch; i++) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    pressed += batch
    const { stops, reached } = await readStops(page, false)
    if (reached) return [...before, ...stops]
  }
  await readStops(page, true)
  throw new Error(`${max} presses of Tab never reached ${target} on ${page.url()}`)
}
