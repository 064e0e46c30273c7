import { useCallback, useEffect, useState, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Whether the panel a button opens is open. It belongs to the page it was opened on, so any navigation closes it,
 * and it starts from what a press before the page's code ran left on the button (see index.html). While it is open,
 * Escape closes it and gives the focus back to its button.
 */
export function useDisclosure(button: RefObject<HTMLButtonElement | null>) {
  const { key } = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)

  // Once, on hydration, the state takes over what the button says: from then on the state decides.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the page, which the server cannot know
    if (button.current?.getAttribute('aria-expanded') === 'true') setOpenAt(key)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const open = openAt === key
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenAt(null)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, button])

  const setOpen = useCallback((open: boolean) => setOpenAt(open ? key : null), [key])
  return [open, setOpen] as const
}
