// The first field of every form: all the build would refuse in the entry as it stands, in the build's own words,
// checked again as the marketer types and kept until it is fixed (each field also shows its own: FieldCheck.tsx).
// Decap asks each field before it saves, so while anything is listed here the entry cannot be published.
import { Component } from 'react'
import { afterEachEdit, problemsNow, type WidgetProps } from './liveCheck.ts'

export const CHECK_FIELD = 'beforePublishing'
/** The list's name for screen readers (and the tests). */
export const BUILD_CHECK = 'What the build would refuse'

interface Props extends WidgetProps {
  forID: string
  classNameWrapper: string
}

export class EntryCheck extends Component<Props> {
  /** Whether Decap has been told of problems, which it then shows until it asks again. */
  private refused = false
  private stop = () => {}

  isValid = () => {
    this.refused = problemsNow(this.props).length > 0
    return !this.refused || { error: { type: 'build', message: 'The build would refuse this entry as it is.' } }
  }

  /** The field holds nothing of its own: what Decap checks for presence is that the check is there. */
  getValidateValue = () => BUILD_CHECK

  componentDidMount() {
    this.stop = afterEachEdit(() => {
      this.forceUpdate()
      if (this.refused) this.props.validate()
    })
  }

  componentWillUnmount() {
    this.stop()
  }

  render() {
    const problems = problemsNow(this.props)
    return (
      <div id={this.props.forID} className={this.props.classNameWrapper} aria-label={BUILD_CHECK} aria-live="polite">
        {problems.length === 0 ? (
          <p>Nothing here stops the build: it can be published.</p>
        ) : (
          <ul style={{ color: '#b91c1c', margin: 0, paddingLeft: '1.25rem' }}>
            {problems.map(({ message }) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
}
