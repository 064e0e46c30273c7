// What the site's words ({{company}} and the others: words.ts) stand for, from site.yaml: read where content is loaded,
// checked and edited.
import type { Site } from './schemas/site.ts'
import type { SiteWord } from './words.ts'

export function siteWords(site: Site): Record<SiteWord, string> {
  return {
    company: site.name,
    replyFrom: site.contact.replyFrom,
    replyTime: site.contact.replyTime,
    email: site.contact.email,
    phone: site.contact.phone.replaceAll(' ', '\u00a0'),
    researchPartner: site.researchPartner.label,
    dataRegion: site.dataProtection.region,
    grievanceOfficer: site.dataProtection.grievanceOfficer,
    grievanceEmail: site.dataProtection.grievanceEmail,
  }
}
