import { fillWords } from '@/content/words'

/** Something a visitor may ask about: a solution (by slug) or a case study (by id). */
export interface ContactTopic {
  id: string
  name: string
}

/** The topic with this id (a `?topic=` value, the topic field's value), or null when there is none. */
export function findTopic(value: string | null, topics: readonly ContactTopic[]): ContactTopic | null {
  return topics.find((topic) => topic.id === value) ?? null
}

/** The line stored above the message for `topic`, from the content's template ("Topic: {{topic}}"). */
export const topicLine = (template: string, topic: ContactTopic | null) =>
  topic ? fillWords(template, { topic: topic.name }) : ''
