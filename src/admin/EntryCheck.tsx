// The first field of every form: everything the build would refuse in the entry as it stands, in the build's own words,
// listed as the marketer types. A problem about a field that shows its own (FieldCheck.tsx) keeps that field from being
// saved; one about the entry as a whole, or a list, keeps this one: either way the entry cannot be published.
import { BUILD_CHECK } from './editorNames.ts'
import { BuildChecked } from './FieldCheck.tsx'
import { fieldAt, problemsOf } from './problems.ts'

export class EntryCheck extends BuildChecked {
  private problems() {
    return this.props.entry ? problemsOf(this.props.entry) : []
  }

  protected override answer() {
    const onFields = new Set(this.props.field.get('checked_paths') as Iterable<string>)
    const own = this.problems().filter(({ path }) => !onFields.has(fieldAt(path)))
    return own.length === 0 || { error: { message: 'The build would refuse this entry: see the list below.' } }
  }

  render() {
    const problems = this.problems()
    return (
      <div id={this.props.forID} aria-label={BUILD_CHECK} aria-live="polite">
        {problems.length === 0 ? (
          <p style={{ margin: 0 }}>Nothing here stops the build: it can be published.</p>
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
