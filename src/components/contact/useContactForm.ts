import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { solutions } from '@/content'
import { caseStudyCollection, ENTRY_NAME } from '@/content/collections'
import { contactPage } from '@/content/contact'
import type { CaseStudy } from '@/content/schemas'
import { fillWords } from '@/content/words'
import { contactProblems, type ContactFormValues } from '@/lib/contactForm'
import { loadDraft, saveDraft } from '@/lib/contactDraft'
import { loadEntry } from '@/lib/entries'
import { dismissNotice } from '@/lib/notify'
import { useQueryParam } from '@/lib/useQueryParam'
import { TOPIC_PARAM } from '@/paths'
import { problemMessages, type ProblemMessages } from './problemMessages'
import { sendEnquiry } from './sendEnquiry'
import { enquiryFieldNames, type EnquiryField } from '../../../supabase/functions/_shared/enquiry.ts'

const { storedLine, solutionsGroup, othersGroup, others } = contactPage.form.topic

/** What a visitor chooses from: the solutions, then the other topics (a pilot, something else). */
export const topicGroups = [
  { label: solutionsGroup, topics: solutions.map((solution) => ({ id: solution.slug, name: solution.name })) },
  { label: othersGroup, topics: others },
]
type Topic = (typeof topicGroups)[number]['topics'][number]
const listed: Topic[] = topicGroups.flatMap((group) => group.topics)

/**
 * The case study a link names (`?topic=<id>`, from the study's page), so the team knows which story brought the
 * visitor: its title comes from the study's own module, which the visitor has mostly loaded already on its page, so
 * the form's code names no study. Undefined while it loads, and for a name that is no study's.
 */
function useLinkedStudy(id: string | null): Topic | undefined {
  const [study, setStudy] = useState<Topic>()
  const wanted = id !== null && ENTRY_NAME.test(id) && !listed.some((topic) => topic.id === id) ? id : undefined
  useEffect(() => {
    if (!wanted) return
    let current = true
    loadEntry(caseStudyCollection, wanted).then(
      (entry) => current && setStudy({ id: wanted, name: (entry as CaseStudy).title }),
      () => {},
    )
    return () => {
      current = false
    }
  }, [wanted])
  return study?.id === wanted ? study : undefined
}

function readValues(form: HTMLFormElement, topics: Topic[]): ContactFormValues {
  const data = new FormData(form)
  const value = (name: string) => String(data.get(name) ?? '')
  const topic = topics.find(({ id }) => id === value('topic'))
  return {
    ...(Object.fromEntries(enquiryFieldNames.map((field) => [field, value(field)])) as Record<EnquiryField, string>),
    countryCode: value('countryCode'),
    // The line stored above the message ("Topic: Disha"), or none.
    topic: topic ? fillWords(storedLine, { topic: topic.name }) : '',
  }
}

/** The message for each field the visitor still has to fix. */
const problemsIn = (values: ContactFormValues): ProblemMessages =>
  problemMessages(contactProblems(values), values.topic)

function focusField(form: HTMLFormElement, field: EnquiryField) {
  const control = form.elements.namedItem(field)
  if (control instanceof HTMLElement) control.focus()
}

export function useContactForm(formRef: RefObject<HTMLFormElement | null>) {
  const sending = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [problems, setProblems] = useState<ProblemMessages>({})
  // The topic the link that led here names (`?topic=lms`), until the visitor chooses another.
  const linkedId = useQueryParam(TOPIC_PARAM)
  /** The case study the link named, which the list does not otherwise offer. */
  const linkedStudy = useLinkedStudy(linkedId)
  const topics = linkedStudy ? [...listed, linkedStudy] : listed
  const [chosenTopic, setChosenTopic] = useState<string | null>(null)
  const topicId = chosenTopic ?? topics.find((topic) => topic.id === linkedId)?.id ?? ''
  const [sentTo, setSentTo] = useState<string | null>(null)

  // Another message: an empty form, its first field focused as soon as it is there.
  function sendAnother() {
    flushSync(() => setSentTo(null))
    focusField(formRef.current!, 'name')
  }

  // Bring back a draft from earlier in this session, without overwriting anything typed before hydration.
  useEffect(() => {
    const form = formRef.current
    const draft = loadDraft()
    if (!form || !draft) return
    for (const [name, value] of Object.entries(draft)) {
      const control = form.elements.namedItem(name)
      if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && !control.value)
        control.value = value
      if (control instanceof HTMLSelectElement && control.querySelector(`option[value="${CSS.escape(value)}"]`))
        control.value = value
    }
  }, [formRef])

  function handleInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const values = readValues(form, topics)
    saveDraft(values)
    dismissNotice()
    // A problem disappears as soon as it is fixed. Of new ones, a value grown past its limit is told at once, in place
    // of an input's maxLength, which counts UTF-16 units and cuts what is pasted; the others wait for the next submit.
    const name = (event.target as HTMLInputElement).name as EnquiryField
    if (problems[name] || contactProblems(values)[name] === 'tooLong')
      setProblems((current) => ({ ...current, [name]: problemsIn(values)[name] }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const values = readValues(form, topics)
    const found = problemsIn(values)
    setProblems(found)
    const first = enquiryFieldNames.find((field) => found[field])
    if (first) return focusField(form, first)

    sending.current = true
    setSubmitting(true)
    let answered = false
    try {
      await sendEnquiry(values, {
        onSent: () => {
          answered = true
          form.reset()
          setSentTo(values.email.trim())
        },
        onRefused: (field, message) => {
          answered = true
          setProblems({ [field]: message })
          focusField(form, field)
        },
      })
      // A failure's notice comes up at the bottom of the screen: the button, which keeps the focus, goes to the middle.
      if (!answered) form.querySelector('[type="submit"]')?.scrollIntoView({ block: 'center' })
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  return {
    problems,
    submitting,
    topicId,
    linkedStudy,
    chooseTopic: setChosenTopic,
    sentTo,
    sendAnother,
    handleInput,
    handleSubmit,
  }
}
