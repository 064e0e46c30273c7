import type { AriaAttributes, ReactNode } from 'react'
import { Icon, icons } from './Icon'
import { cn } from '@/lib/cn'

const HINT = 'font-normal text-muted'

interface FieldProps {
  id: string
  label: string
  /** A word beside the label, not part of the control's name: "(Optional)". */
  hint?: string | undefined
  problem?: string | undefined
  className?: string
  /** The control, given the attributes that tie it to its label and its problem message. */
  children: (control: { id: string } & Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>) => ReactNode
}

export function Field({ id, label, hint, problem, className, children }: FieldProps) {
  // A label may say "(Optional)" itself ("Company (Optional)" in the spec): it then looks as a hint does.
  const [, name = label, aside] = /^(.*?)\s*(\([^)]*\))?$/.exec(label) ?? []
  const hintId = `${id}-hint`
  const problemId = `${id}-problem`
  // What is wrong is read first; the hint after it.
  const describedBy = [problem && problemId, hint && hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
        <label htmlFor={id} className="font-semibold text-ink">
          {name}
          {aside && (
            <>
              {' '}
              <span className={HINT}>{aside}</span>
            </>
          )}
        </label>
        {hint && (
          <span id={hintId} className={HINT}>
            {hint}
          </span>
        )}
      </div>
      <div className="mt-2">
        {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {problem && (
        <p id={problemId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
          <Icon icon={icons.circleAlert} className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
    </div>
  )
}

/** The one look of text inputs, selects and text areas; `layout` sets the width and any other layout. */
export function controlClasses(layout = 'w-full') {
  return cn(
    'block min-h-11 rounded-control border-0 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm ring-1 ring-edge ring-inset',
    'placeholder:text-muted/80 focus:ring-2 focus:ring-brand-500 focus:outline-none focus-visible:outline-none',
    'aria-invalid:ring-2 aria-invalid:ring-danger disabled:opacity-60',
    layout,
  )
}
