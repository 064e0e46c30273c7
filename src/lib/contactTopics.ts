/** Something a visitor may ask about: a solution (by slug) or a case study (by id). */
export interface ContactTopic {
  id: string
  name: string
}

/** The topic a `?topic=` value names, or null when it names none or one that does not exist. */
export function topicFromParam(value: string | null, topics: readonly ContactTopic[]): ContactTopic | null {
  return topics.find((topic) => topic.id === value) ?? null
}

/** The line stored above the message for `topic`, from the content's template ("Topic: {topic}"). */
export const topicLine = (template: string, topic: ContactTopic | null) => (topic ? template.replace('{topic}', topic.name) : '')
