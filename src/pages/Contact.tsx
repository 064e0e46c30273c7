import { contactPage } from '@/content/contact'
import { ContactForm } from '@/components/contact/ContactForm'
import { OfficeDetails } from '@/components/contact/OfficeDetails'
import { PageIntro } from '@/components/sections/PageIntro'
import { Container } from '@/components/ui/Container'

export function Component() {
  return (
    <>
      <PageIntro page={contactPage} />
      <div className="py-section">
        <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <ContactForm />
          <OfficeDetails />
        </Container>
      </div>
    </>
  )
}
