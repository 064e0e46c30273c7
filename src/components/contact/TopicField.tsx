/** The contact form's topic field: General enquiry, then each solution and each case study in its group. */
import { contactPage } from '@/content/contact'
import { controlClasses, Field } from '@/components/ui/Field'
import { topicGroups } from './topicChoices'

const copy = contactPage.form.topic

interface TopicFieldProps {
  /** The chosen topic's id, or '' for a general enquiry. */
  value: string
  onChange: (topicId: string) => void
}

export function TopicField({ value, onChange }: TopicFieldProps) {
  return (
    <Field id="contact-topic" label={copy.label} className="sm:col-span-2">
      {(control) => (
        <select
          {...control}
          name="topic"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses('w-full pr-8')}
        >
          <option value="">{copy.general}</option>
          {topicGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.topics.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  )
}
