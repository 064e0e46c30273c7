// The editor's first screen, the list of entries, is Sveltia and the reading of content's files (main.tsx). What the
// editor adds to an entry's form and preview, the build's checks and the site's pages, comes with the first entry opened
// (extensions.ts): the list needs none of it.
import { Component, createElement, type ComponentType } from 'react'

type Extensions = typeof import('./extensions.ts')

let loading: Promise<Extensions> | undefined
/** The editor's additions, fetched once; asked again after a failure (the connection lost, say). */
export const extensions = () =>
  (loading ??= import('./extensions.ts').catch((error: unknown) => {
    loading = undefined
    throw error
  }))

/** A control or a preview, as Sveltia hands it its props. */
type Drawn = ComponentType<Record<string, unknown>>

/** A control Sveltia asks whether its value can be saved. */
interface Checked {
  isValid(...asked: unknown[]): unknown
}

const UNLOADED =
  'This part of the editor could not be loaded, so nothing here can be checked or saved. Check the connection, then reload the page.'

/** Stands in for a control that could not be loaded: the entry is not saved unchecked. */
const unchecked: Checked = { isValid: () => ({ error: { message: UNLOADED } }) }

/** The control or preview `pick` names in extensions.ts, drawn once that has come. Sveltia's question to a control,
 * `isValid`, waits for it, and is answered as the control answers it. */
export function later(pick: (loaded: Extensions) => unknown) {
  return class Later extends Component<object, { drawn?: Drawn; failed?: boolean }> {
    override state: { drawn?: Drawn; failed?: boolean } = {}
    private mounted = false
    private settle: (control: Checked | undefined) => void = () => {}
    private control = new Promise<Checked | undefined>((resolve) => (this.settle = resolve))

    isValid = async (...asked: unknown[]) => (await this.control)?.isValid(...asked) ?? true

    override componentDidMount() {
      this.mounted = true
      extensions().then(
        (loaded) => this.mounted && this.setState({ drawn: pick(loaded) as Drawn }),
        () => {
          this.settle(unchecked)
          if (this.mounted) this.setState({ failed: true })
        },
      )
    }

    override componentWillUnmount() {
      this.mounted = false
      this.settle(undefined)
    }

    render() {
      const { drawn, failed } = this.state
      if (failed) return <p role="alert">{UNLOADED}</p>
      const ref = (control: Checked | null) => control && this.settle(control)
      return drawn ? createElement(drawn, { ...this.props, ref }) : null
    }
  }
}
