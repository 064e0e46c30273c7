import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { solutionPath, type Solution } from '@/content'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading } from '@/components/ui/SectionHeading'

interface SolutionGridProps {
  id: string
  eyebrow: string
  heading: string
  lead: string
  linkLabel: string
  solutions: Solution[]
}

/** One card per solution, each leading to its page. */
export function SolutionGrid({ id, eyebrow, heading, lead, linkLabel, solutions }: SolutionGridProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="bg-surface-alt py-section">
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} lead={lead} align="center" />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2">
          {solutions.map((solution) => (
            <li key={solution.slug} className="group relative flex flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-raised">
              <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white">
                <Icon name={solution.icon} className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-bold text-ink">{solution.name}</h3>
              <p className="mt-2 font-medium text-brand-700">{solution.tagline}</p>
              <p className="mt-3 flex-1 leading-7 text-muted">{solution.summary}</p>
              <Link
                to={solutionPath(solution.slug)}
                className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card group-hover:text-brand-800"
              >
                {linkLabel}
                <span className="sr-only">: {solution.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
