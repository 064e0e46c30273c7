import type { Home } from '@/content'
import { ActionRow } from '@/components/ui/ActionRow'
import { Card } from '@/components/ui/Card'
import { CheckList } from '@/components/ui/CheckList'
import { Container } from '@/components/ui/Container'
import { IconTile } from '@/components/ui/IconTile'
import { SectionHeading } from '@/components/ui/SectionHeading'

export function WhoWeAre({ content }: { content: Home['about'] }) {
  return (
    <section aria-labelledby="who-we-are" className="py-section">
      <Container className="grid gap-14 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="who-we-are" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
          <CheckList items={content.points} className="mt-8" />
          <ActionRow actions={content.actions} className="mt-10" />
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          {content.cards.map((card) => (
            <Card key={card.title} className="relative overflow-hidden">
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 w-1 bg-gradient-to-b from-brand-500 to-accent-500"
              />
              <IconTile icon={card.icon} large className="bg-brand-50 text-brand-700" />
              <h3 className="mt-5 text-xl font-bold text-ink">{card.title}</h3>
              <p className="mt-3 leading-7 text-muted">{card.text}</p>
            </Card>
          ))}
        </div>
      </Container>
    </section>
  )
}
