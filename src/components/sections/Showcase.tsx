import type { Home } from '@/content'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Section } from './Section'

// Sections that wait for the company's own material: each is left out of the page while its list is empty.

export function ClientLogos({ content: { logos, ...intro } }: { content: Home['clients'] }) {
  if (logos.length === 0) return null
  return (
    <Section id="clients" tinted {...intro}>
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-8">
        {logos.map((logo) => (
          <li key={logo.name} className="w-28 sm:w-40">
            <ResponsiveImage image={logo.imageUrl} alt={logo.name} contain sizes="12rem" className="h-16 w-full" />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Team({ content: { people, ...intro } }: { content: Home['team'] }) {
  if (people.length === 0) return null
  return (
    <Section id="team" {...intro}>
      <ul className="flex flex-wrap justify-center gap-10">
        {people.map((person) => (
          <li key={person.name} className="w-60 text-center">
            <ResponsiveImage image={person.imageUrl} sizes="10rem" className="mx-auto size-40 rounded-full" />
            <h3 className="mt-5 font-semibold text-ink">{person.name}</h3>
            <p className="mt-1 text-sm text-muted">{person.role}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
