import type { CallToActionContent } from '@/content'
import { ActionRow } from '@/components/ui/ActionRow'
import { Container } from '@/components/ui/Container'

export function CallToAction({ heading, text, actions }: CallToActionContent) {
  return (
    <section aria-labelledby="call-to-action" className="py-section">
      <Container>
        {/* Printed without its fill, as browsers print by default, its words are dark on the paper. */}
        <div className="relative isolate overflow-hidden rounded-[1.75rem] bg-brand-900 px-5 py-14 text-center shadow-raised sm:px-16 sm:py-20 print:break-inside-avoid print:py-8 print:border print:border-line">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(59_100_232/0.55),transparent_70%),radial-gradient(30rem_16rem_at_100%_120%,rgb(16_180_138/0.35),transparent_70%)]"
          />
          <h2 id="call-to-action" className="text-title font-bold text-white print:text-ink">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lead text-balance text-brand-100 print:text-muted">{text}</p>
          <ActionRow actions={actions} dark arrow className="mt-9 justify-center" />
        </div>
      </Container>
    </section>
  )
}
