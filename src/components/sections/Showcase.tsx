import type { Home } from '@/content'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Section } from './Section'

// Sections that wait for the company's own material: each is left out of the page while its list is empty.

export function ClientLogos({ content: { logos, ...intro } }: { content: Home['clients'] }) {
  if (logos.length === 0) return null
  return (
    <Section id="clients" tinted {...intro}>
      <ul className="grid grid-cols-2 items-center gap-8 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.name}>
            <ResponsiveImage
              image={logo.imageUrl}
              alt={logo.name}
              contain
              sizes="12rem"
              className="mx-auto h-16 w-full max-w-40"
            />
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
      <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {people.map((person) => (
          <li key={person.name} className="text-center">
            <ResponsiveImage image={person.imageUrl} sizes="10rem" className="mx-auto size-40 rounded-full" />
            <h3 className="mt-5 font-semibold text-ink">{person.name}</h3>
            <p className="mt-1 text-sm text-muted">{person.role}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
