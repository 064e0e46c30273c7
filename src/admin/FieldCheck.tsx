// Decap's own field widgets, each also holding the build's word on its own value: a problem shows on the field it is
// about, in the build's words, and stays until it is fixed; a text with a limit counts its characters as it is typed.
import CMS from 'decap-cms-app'
import type { Map as ImmutableMap } from 'immutable'
import { Component, createElement, type ComponentType } from 'react'
import type { EntryProblem } from './checkEntry.ts'
import { CHECKED_WIDGETS, checked } from './editorConfig.ts'
import { afterEachEdit, problemsNow, type WidgetProps } from './liveCheck.ts'

interface Props extends WidgetProps {
  field: ImmutableMap<string, unknown>
  value: unknown
  forID: string
  classNameWrapper: string
  hasActiveStyle?: boolean
}

interface Control {
  isValid?: () => unknown
  shouldComponentUpdate?: (next: Props) => boolean
  focus?: (path?: string) => void
}

/** Whether `problem` is about the field at `dataPath` ("results.*.value") holding `value`. */
function isAbout({ path }: EntryProblem, dataPath: string, data: unknown, value: unknown): boolean {
  if (path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.') !== dataPath) return false
  // Items of one list share a field: the problem is this one's if it holds the value the problem is about.
  const held = path.reduce<unknown>((parent, key) => (parent as Record<PropertyKey, unknown> | undefined)?.[key], data)
  return !path.some((key) => typeof key === 'number') || held === value
}

/**
 * The entries a publish was refused for: from then on each field shows its problems as they come and go, as a form
 * does after a refused send (one problem can hide another: a figure is checked against the results once they read).
 */
const refused = new Set<string>()

function withBuildCheck(stock: ComponentType<Props>) {
  return class FieldCheck extends Component<Props> {
    private inner: Control | null = null
    private stop = () => {}
    /** Handed to Decap's control, and renewed after each look, so a picture it fetched since is drawn. */
    private getAsset: WidgetProps['getAsset'] = (path, field) => this.props.getAsset(path, field)

    private entryKey() {
      const entry = this.props.getEntry()
      return `${String(entry.get('collection'))}/${String(entry.get('slug'))}`
    }

    private problems(): string[] {
      const dataPath = String(this.props.field.get('data_path'))
      const data = (this.props.getEntry().get('data') as ImmutableMap<string, unknown> | undefined)?.toJS()
      return problemsNow(this.props)
        .filter((problem) => isAbout(problem, dataPath, data, this.props.value))
        .map(({ message }) => message)
    }

    isValid = () => {
      const own = this.inner?.isValid?.() ?? true
      if (own !== true && (own as { error?: unknown }).error !== false) return own
      const problems = this.problems()
      if (problems.length === 0) return true
      refused.add(this.entryKey())
      return { error: { type: 'build', message: problems.join(' ') } }
    }

    shouldComponentUpdate(next: Props) {
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next)
      return (
        this.props.value !== next.value ||
        this.props.classNameWrapper !== next.classNameWrapper ||
        this.props.hasActiveStyle !== next.hasActiveStyle
      )
    }

    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path)
      else document.getElementById(this.props.forID)?.focus()
    }

    componentDidMount() {
      const lookAgain = () => {
        this.getAsset = (path, field) => this.props.getAsset(path, field)
        this.forceUpdate()
        if (refused.has(this.entryKey())) this.props.validate()
      }
      this.stop = afterEachEdit(lookAgain)
      setTimeout(lookAgain)
    }

    componentWillUnmount() {
      this.stop()
    }

    render() {
      const limit = this.props.field.get('max_length') as number | undefined
      const length = typeof this.props.value === 'string' ? this.props.value.length : 0
      return (
        <>
          {createElement(stock, {
            ...this.props,
            getAsset: this.getAsset,
            ref: (control: Control | null) => {
              this.inner = control
            },
          } as Props)}
          {limit !== undefined && (
            <p
              id={`${this.props.forID}-count`}
              style={{
                margin: '4px 0 0',
                fontSize: '12px',
                textAlign: 'right',
                color: length > limit ? '#b91c1c' : '#4b5563',
              }}
            >
              {length} of {limit} characters
            </p>
          )}
        </>
      )
    }
  }
}

/** Registers each of Decap's field widgets again, wrapped in the build's check, under a name of its own. */
export function registerFieldChecks() {
  for (const name of CHECKED_WIDGETS) {
    const stock = CMS.getWidget(name) as unknown as { control: ComponentType<Props>; preview: unknown; schema?: object }
    CMS.registerWidget({
      name: checked(name),
      controlComponent: withBuildCheck(stock.control),
      previewComponent: stock.preview,
      schema: stock.schema,
    } as never)
  }
}
