import type { SolutionSection } from '@/content'
import { FeatureGrid } from './FeatureGrid'
import { Partners } from './Partners'
import type { SectionTone } from './Section'
import { Statements } from './Statements'
import { Steps } from './Steps'

function Body({ section, tone }: { section: SolutionSection; tone: SectionTone }) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid {...section} tone={tone} />
    case 'steps':
      return <Steps {...section} tone={tone} />
    case 'statements':
      return <Statements {...section} tone={tone} />
    case 'partners':
      return <Partners {...section} tone={tone} />
  }
}

/** The body sections of a solution page, in content order, on alternating backgrounds. */
export function SolutionSections({ sections }: { sections: SolutionSection[] }) {
  return sections.map((section, index) => (
    <Body key={section.id} section={section} tone={index % 2 === 0 ? 'tinted' : 'plain'} />
  ))
}
