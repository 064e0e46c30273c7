import { useLocation } from 'react-router-dom'
import { DocumentHead as Head } from './DocumentHead'
import { site, type PageMeta } from '@/content'
import {
  absoluteUrl,
  breadcrumbList,
  breadcrumbTrail,
  canonicalPath,
  jsonLd,
  pageName,
  socialImagePath,
  type Crumb,
} from '@/lib/seo'

interface PageHeadProps {
  meta: PageMeta
  /** Pages between home and this one, and this one's name there, for its breadcrumb trail. */
  parents?: Crumb[]
  name?: string
  type?: 'website' | 'article'
  /** Structured data (JSON-LD things) beside the breadcrumbs. */
  things?: Record<string, unknown>[]
  /** A page search engines should not list (the 404 page): no canonical address, no card. */
  noindex?: boolean
}

export function PageHead({
  meta,
  parents = [],
  name = pageName(meta),
  type = 'website',
  things = [],
  noindex = false,
}: PageHeadProps) {
  const path = canonicalPath(useLocation().pathname)
  if (noindex) {
    return (
      <Head>
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="robots" content="noindex" />
      </Head>
    )
  }
  const url = absoluteUrl(path)
  const image = absoluteUrl(socialImagePath(path))
  const trail = breadcrumbTrail(path, name, parents)
  const structured = [...things, ...(trail.length > 0 ? [breadcrumbList(trail)] : [])]
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={meta.title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={meta.title} />
      {structured.length > 0 && <script type="application/ld+json">{jsonLd(structured)}</script>}
    </Head>
  )
}
