// The first field of every form: what the build would refuse in the entry as it stands, in the build's own words,
// checked again as the marketer types and kept until it is fixed. Decap asks each field before it saves, so while
// anything is listed here the entry cannot be published (a file that could not be read included).
import type { Map as ImmutableMap } from 'immutable'
import { Component } from 'react'
import { entryProblems } from './checkEntry.ts'

export const CHECK_FIELD = 'beforePublishing'
/** The list's name for screen readers (and the tests). */
export const BUILD_CHECK = 'What the build would refuse'

interface Props {
  /** The entry as it is now (Decap's own `entry` prop can be stale). */
  getEntry: () => ImmutableMap<string, unknown>
  /** Decap's check of this field, which shows or clears its error. */
  validate: () => void
  forID: string
  classNameWrapper: string
}

// What the marketer does to the form: each may change what the build would say.
const EDITS = ['input', 'change'] as const

export class EntryCheck extends Component<Props> {
  /** Whether Decap has been told of problems, which it then shows until it asks again. */
  private refused = false

  private problems(): string[] {
    const entry = this.props.getEntry()
    return entryProblems({
      collection: String(entry.get('collection')),
      slug: String(entry.get('slug') ?? ''),
      isNew: Boolean(entry.get('newRecord')),
      data: ((entry.get('data') as ImmutableMap<string, unknown> | undefined)?.toJS() ?? {}) as Record<string, unknown>,
    })
  }

  isValid = () => {
    this.refused = this.problems().length > 0
    return !this.refused || { error: { type: 'build', message: 'The build would refuse this entry as it is.' } }
  }

  // After the edit has reached the entry; Decap's own error goes once the problems have.
  private recheck = () =>
    setTimeout(() => {
      this.forceUpdate()
      if (this.refused) this.props.validate()
    })

  componentDidMount() {
    for (const type of EDITS) document.addEventListener(type, this.recheck, true)
  }

  componentWillUnmount() {
    for (const type of EDITS) document.removeEventListener(type, this.recheck, true)
  }

  render() {
    const problems = this.problems()
    return (
      <div id={this.props.forID} className={this.props.classNameWrapper} aria-label={BUILD_CHECK} aria-live="polite">
        {problems.length === 0 ? (
          <p>Nothing here stops the build: it can be published.</p>
        ) : (
          <ul style={{ color: '#b91c1c', margin: 0, paddingLeft: '1.25rem' }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
}
