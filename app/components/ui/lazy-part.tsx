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

export type PartProps = {
  fallback?: ReactNode
  /** Turned true inside a transition, the fallback stays on screen until the part is ready. */
  load?: boolean
  onLoaded?: () => void
  /** Mounting it again downloads again. */
  onFailed?: () => void
}

/** UI that only runs on interaction, split from the page's first-load JavaScript (ADR 0011). */
export function lazyPart<P extends object>(importModule: () => Promise<Module<P>>) {
  let loading: Promise<Module<P>> | undefined
  let loaded: Module<P> | undefined
  const importPart = () =>
    (loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // React.lazy remembers a failure: a new one is made for the next attempt.
  const current = { Lazy: lazy(importPart) }

  function Part({ fallback = null, load = true, onLoaded, onFailed, ...props }: P & PartProps) {
    // React.lazy suspends once even on a loaded module, and React reveals a suspended part on a
    // timer (up to 300 ms): mounted after its module arrived, the part renders at once instead.
    const [Ready] = useState(() => loaded?.default)
    const Lazy = Ready ?? current.Lazy
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

  /** Downloads the part once wanted; true once it is here, so a `Part` mounted then never suspends. */
  function useLoaded(wanted: boolean): boolean {
    const [ready, setReady] = useState(loaded !== undefined)
    useEffect(() => {
      if (ready || !wanted) return
      let mounted = true
      importPart().then(
        () => mounted && setReady(true),
        () => {},
      )
      return () => {
        mounted = false
      }
    }, [ready, wanted])
    return ready
  }

  return {
    Part,
    useLoaded,
    preload: () => {
      importPart().catch(() => {})
    },
  }
}

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

export type LazyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  contentId: string
  onCloseAutoFocus: (event: Event) => void
}

/** What Radix's `Dialog.Trigger` gave, on a plain button, while the part loads on first open. */
export function useLazyDialog(preload: () => void) {
  const contentId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  // Once asked for, the part stays mounted, so it opens at once next time.
  const [mounted, setMounted] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const markLoaded = useCallback(() => setLoaded(true), [])

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
