import { Head } from 'vite-react-ssg'
import type { PageMeta } from '@/content'

/** The document head of one page: its own title and description, from content. */
export function PageHead({ meta, children }: { meta: PageMeta; children?: React.ReactNode }) {
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {children}
    </Head>
  )
}
