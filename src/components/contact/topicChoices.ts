/** The topics the contact form offers: the groups its topic field shows, and every topic in one list. */
import { solutions } from '@/content'
import { contactPage } from '@/content/contact'
import { caseStudyResults } from '@/content/caseStudyResults'
import type { ContactTopic } from '@/lib/contactTopics'

const copy = contactPage.form.topic

export const topicGroups: { label: string; topics: ContactTopic[] }[] = [
  { label: copy.solutionsGroup, topics: solutions.map((solution) => ({ id: solution.slug, name: solution.name })) },
  { label: copy.caseStudiesGroup, topics: caseStudyResults.map((study) => ({ id: study.id, name: study.title })) },
]

export const topics = topicGroups.flatMap((group) => group.topics)
