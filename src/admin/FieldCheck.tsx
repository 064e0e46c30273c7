// Sveltia's own field controls (CMS.getFieldType), each holding the build's word on its value: Sveltia shows a problem
// on the field it is about, in the build's words, and keeps the entry from being saved until it is fixed. A text with a
// limit counts its characters as the build counts them, a page's search title and description with the site's words
// filled in. Sveltia renders these with its own React: they use no hooks, only its class components' life cycle.
import CMS from '@sveltia/cms'
import { Component, createElement, type ComponentType, type ReactNode } from 'react'
import siteFile from '@content/site.yaml'
import type { Site } from '../content/schemas/index.ts'
import { cutInResult, SEARCH_RESULT } from '../content/validate.ts'
import { fillSiteWords } from '../content/words.ts'
import { siteWords } from '../content/siteWords.ts'
import { entryRules } from '../content/schemas/index.ts'
import { collections } from '../content/collections.ts'
import { youTubeVideoId } from '../content/schemas/primitives.ts'
import { editedEntry, type EntryMap } from './checkEntry.ts'
import { UNREADABLE } from './contentFormats.ts'
import { onPictures, problemsAbout, problemsOf } from './problems.ts'

const words = siteWords(siteFile as Site)

/**
 * A control holding the build's check on its value. Sveltia asks `isValid` after every change to the entry, as soon as
 * it has handed the control its new props and before React has applied them, and shows a field's answer again only
 * when that field is written: so the answer waits for the props, and a field whose answer changed because of another
 * one is written again, unchanged, for Sveltia to show it.
 */
export abstract class BuildChecked<State = object> extends Component<ControlProps, State> {
  private answered: string | undefined
  private stopWatching = () => {}

  protected answer(): true | { error: { message: string } } {
    return validity(this.props)
  }

  isValid = async (value: unknown) => {
    for (let tries = 0; tries < 50 && this.props.value !== value; tries++) await pause(10)
    await pause(0)
    const answer = this.answer()
    const message = answer === true ? '' : answer.error.message
    if (this.answered !== undefined && message !== this.answered) setTimeout(() => this.showAgain())
    this.answered = message
    return answer
  }

  /** Writes the field's value again, unchanged, for Sveltia to ask and show its answer anew. A field with no value yet
   * is left alone: writing nothing would take the field out of the entry. */
  private showAgain() {
    if (this.props.value !== undefined && this.props.value !== null) this.props.onChange(this.props.value)
  }

  // What the preview learns of a picture can change the answer too (problems.ts): Sveltia then asks again.
  override componentDidMount() {
    this.stopWatching = onPictures(() => {
      this.forceUpdate()
      const answer = this.answer()
      if (this.answered !== undefined && (answer === true ? '' : answer.error.message) !== this.answered)
        this.showAgain()
    })
  }

  override componentWillUnmount() {
    this.stopWatching()
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What Sveltia hands a custom control (its documented props that these use). */
export interface ControlProps {
  value: unknown
  field: { get(key: string): unknown; toJS(): unknown }
  forID: string
  entry?: EntryMap
  onChange: (value: unknown) => void
  pickFile: (options?: {
    kind?: 'image'
    allowURL?: boolean
  }) => Promise<{ value: string } | { value: string }[] | null>
}

/** The build's problems with the field's value, as Sveltia's `isValid` asks for them. */
export function validity({ entry, field, value }: ControlProps): true | { error: { message: string } } {
  if (!entry) return true
  const data = (entry.toJS() as { data?: unknown }).data
  const problems = problemsAbout(problemsOf(entry), String(field.get('data_path')), data, value)
  return problems.length === 0 || { error: { message: problems.join(' ') } }
}

/** The entry's name field (a case study's id), which is its file's name: set once, as the entry is made. */
function isFileName({ entry, field }: ControlProps) {
  const collection = (entry?.toJS() as { collection?: string } | undefined)?.collection
  const entries = collections.find(({ folder }) => folder === collection)
  return entries !== undefined && field.get('data_path') === entryRules.get(entries)?.nameField
}

/** Whether the entry's file could not be read: its form shows nothing of it, and takes nothing to save over it. */
export const isUnreadable = (entry?: EntryMap) =>
  entry !== undefined && UNREADABLE in ((entry.toJS() as { data?: object }).data ?? {})

/** "54 of 70 characters", under a field the build holds to a length, counted as the build counts. */
function Counter({ props }: { props: ControlProps }) {
  const path = String(props.field.get('data_path'))
  const text = typeof props.value === 'string' ? props.value : ''
  // A page's search result, wherever its file keeps it ("meta.title", or "caseStudies.meta.title" in pages.yaml).
  const search = /(?:^|\.)meta\.(title|description)$/.exec(path)?.[1] as 'title' | 'description' | undefined
  const limit = search ? SEARCH_RESULT[search].limit : (props.field.get('max_length') as number | undefined)
  if (limit === undefined) return null
  const length = search ? fillSiteWords(text, words).length : text.length
  const cut = search && cutInResult(search, text, words, path)
  return (
    <p style={{ margin: '4px 0 0', fontSize: '13px', color: length > limit ? '#b91c1c' : '#4b5563' }}>
      {`${length} of ${limit} characters${search && text !== fillSiteWords(text, words) ? ", the company's name filled in" : ''}`}
      {cut && `: ${cut}`}
    </p>
  )
}

/** A stock control of Sveltia's, with the build's check on it and `below` under it. */
function checkedControl(kind: 'string' | 'text' | 'number' | 'select', below: (props: ControlProps) => ReactNode) {
  const stock = CMS.getFieldType(kind)?.control as ComponentType<Record<string, unknown>> | undefined
  return class CheckedField extends BuildChecked {
    render() {
      const { value, field, forID, onChange, entry } = this.props
      if (!stock) throw new Error(`Sveltia has no ${kind} field to reuse`)
      return (
        <>
          {createElement(stock, {
            value,
            onChange,
            forID,
            field: { ...(field.toJS() as object), widget: kind },
            readonly:
              isUnreadable(entry) || (isFileName(this.props) && entry !== undefined && !editedEntry(entry).isNew),
          })}
          {below(this.props)}
        </>
      )
    }
  }
}

export const CheckedString = checkedControl('string', (props) => <Counter props={props} />)
export const CheckedText = checkedControl('text', (props) => <Counter props={props} />)
export const CheckedNumber = checkedControl('number', () => null)
export const CheckedSelect = checkedControl('select', () => null)

/** A YouTube video's id, which the marketer may give as the video's link: the id is taken from it, and said so. */
export class CheckedVideo extends BuildChecked<{ from?: string }> {
  override state: { from?: string } = {}
  private stock = checkedControl('string', () => null)

  private onChange = (text: unknown) => {
    const id = typeof text === 'string' ? youTubeVideoId(text) : undefined
    this.setState({ from: id && id !== text ? String(text) : undefined })
    this.props.onChange(id ?? text)
  }

  render() {
    const { from } = this.state
    return (
      <>
        {createElement(this.stock, { ...this.props, onChange: this.onChange })}
        <p style={{ margin: '4px 0 0', fontSize: '13px', color: '#4b5563' }} aria-live="polite">
          {from
            ? `Saved as the video's id, ${String(this.props.value)}, taken from the link you pasted.`
            : "Paste the video's link from YouTube, or its id."}
        </p>
      </>
    )
  }
}
