import type { CaseStudy, Pages } from '@/content'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Card } from '@/components/ui/Card'
import { CheckList } from '@/components/ui/CheckList'
import { Container } from '@/components/ui/Container'

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((paragraph) => <p key={paragraph}>{paragraph}</p>)

function Block({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-8 text-muted">{children}</div>
    </section>
  )
}

/** The body of a case study; on wide screens the image sits beside the story, which starts on the first screen. */
export function CaseStudyStory({ study, labels }: { study: CaseStudy; labels: Pages['caseStudy'] }) {
  return (
    <Container className="py-14 sm:py-20 lg:py-16 print:py-6">
      <div data-story className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-16">
        <ResponsiveImage
          image={study.imageUrl}
          sizes="(min-width: 1024px) 320px, 100vw"
          priority
          className="aspect-[16/9] rounded-card shadow-raised ring-1 ring-line sm:aspect-[2/1] lg:col-start-2 lg:row-start-1 lg:aspect-[4/3] print:aspect-[3/1]"
        />
        <div className="space-y-12 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Block id="challenge" heading={labels.challengeHeading}>
            {paragraphs(study.challenge)}
          </Block>
          <Block id="solution" heading={labels.solutionHeading}>
            {paragraphs(study.solution)}
          </Block>
          <Block id="results" heading={labels.resultsHeading}>
            <CheckList items={study.results} />
          </Block>
        </div>
        <aside className="space-y-8 lg:col-start-2 lg:row-start-2">
          {study.testimonial && (
            <Card className="relative overflow-hidden">
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 w-1 bg-gradient-to-b from-brand-500 to-accent-500"
              />
              <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {labels.testimonialHeading}
              </h2>
              <figure className="mt-4">
                <blockquote className="text-lg leading-8 text-ink">“{study.testimonial.quote}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-ink">{study.testimonial.author}</span>
                  <span className="text-muted">{study.testimonial.role}</span>
                </figcaption>
              </figure>
            </Card>
          )}
          <section aria-labelledby="technologies">
            <h2 id="technologies" className="text-sm font-semibold tracking-wide text-ink uppercase">
              {labels.technologiesHeading}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {study.technologies.map((technology) => (
                <li key={technology}>
                  <span className="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset bg-accent-50 text-accent-700 ring-accent-100">
                    {technology}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </Container>
  )
}
