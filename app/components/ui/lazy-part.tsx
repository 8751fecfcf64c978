import {
  Component,
  type ComponentType,
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

type Module<P> = { default: ComponentType<P> }

/** What a lazy part's wrapper takes on top of the part's own props. */
export type PartProps = {
  /** Shown while the part loads, and instead of it if it fails to load (nothing by default). */
  fallback?: ReactNode
  /**
   * False: the part is neither loaded nor rendered yet, `fallback` stands in its place. Turned
   * true inside a transition, the fallback stays on screen (the same elements) until the part is
   * ready to replace it.
   */
  load?: boolean
  /** Called once the part is on screen (its module loaded and rendered). */
  onLoaded?: () => void
  /**
   * Called when the part's module fails to load. The part then shows `fallback`; mounting it
   * again (a new `key`, or unmounted and mounted later) downloads again.
   */
  onFailed?: () => void
}

/**
 * A piece of UI that only runs on interaction (a Radix dialog, the toaster), split from the page's
 * first-load JavaScript: `Part` renders it through `React.lazy`, `preload` starts the download early
 * (pointer over or down on the trigger, focus) so that a tap feels instant.
 *
 * A failed download (a deploy replaced the files, the network dropped) does not reach the route's
 * error page: the part shows its fallback and tells the caller, which can close it or try again.
 */
export function lazyPart<P extends object>(importModule: () => Promise<Module<P>>) {
  let loading: Promise<Module<P>> | undefined
  const importPart = () =>
    (loading ??= importModule().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  // React.lazy remembers a failure: a new one is made for the next attempt.
  const current = { Lazy: lazy(importPart) }

  function Part({ fallback = null, load = true, onLoaded, onFailed, ...props }: P & PartProps) {
    const { Lazy } = current
    return (
      <LoadBoundary
        fallback={fallback}
        onError={() => {
          current.Lazy = lazy(importPart)
          onFailed?.()
        }}
      >
        <Suspense fallback={fallback}>
          {load ? (
            <>
              <Lazy {...(props as unknown as P & React.JSX.IntrinsicAttributes)} />
              {onLoaded ? <Loaded onLoaded={onLoaded} /> : null}
            </>
          ) : (
            fallback
          )}
        </Suspense>
      </LoadBoundary>
    )
  }

  return {
    Part,
    preload: () => {
      importPart().catch(() => {
        // Rendering the part tries again and reports the failure.
      })
    },
  }
}

/** Runs after the part's own effects (a sibling after it in the same Suspense boundary). */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(() => onLoaded(), [onLoaded])
  return null
}

class LoadBoundary extends Component<
  { fallback: ReactNode; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    this.props.onError()
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The props every lazily loaded dialog takes from `useLazyDialog`. */
export type LazyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The id of the dialog element, which the trigger's `aria-controls` names while it is open. */
  contentId: string
  /** Radix's `onCloseAutoFocus`: focus goes back to what opened the dialog. */
  onCloseAutoFocus: (event: Event) => void
}

/**
 * The state of a dialog whose Radix part loads on first open, and the props of the plain button
 * that opens it (what Radix's `Dialog.Trigger` gave: `aria-haspopup`, `aria-expanded`,
 * `aria-controls` while the dialog is on screen, focus back to it on close).
 */
export function useLazyDialog(preload: () => void) {
  const contentId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  // Once asked for, the part stays mounted (closed, it renders nothing): it opens at once next time.
  const [mounted, setMounted] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const markLoaded = useCallback(() => setLoaded(true), [])

  /** Opens the dialog; focus goes back to `from` (the trigger by default) when it closes. */
  function show(from?: HTMLElement | null) {
    opener.current = from ?? triggerRef.current
    preload()
    setMounted(true)
    setOpen(true)
  }

  const dialog: LazyDialogProps & PartProps = {
    open,
    onOpenChange: setOpen,
    contentId,
    onCloseAutoFocus: (event) => {
      const target = opener.current
      if (!target?.isConnected) return
      event.preventDefault()
      target.focus()
    },
    onLoaded: markLoaded,
    onFailed: () => {
      setMounted(false)
      setOpen(false)
    },
  }

  const trigger = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open && loaded ? contentId : undefined,
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
    onClick: () => show(),
  }

  return { open, setOpen, show, mounted, loaded, contentId, triggerRef, trigger, dialog }
}
