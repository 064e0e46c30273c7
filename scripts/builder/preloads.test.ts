import { describe, expect, it } from 'vitest'
import { importsOf, onDemandFiles } from './preloads.ts'

/** The app entry and a page share React; the contact page imports the Supabase client on submit, and the toasts on use. */
const manifest = {
  'src/client.tsx': { file: 'assets/app-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/pages/Contact.tsx': {
    file: 'assets/Contact-3.js',
    src: 'src/pages/Contact.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_form.js'],
  },
  '_form.js': { file: 'assets/form-4.js', imports: ['_react.js'] },
  'src/lib/supabase.ts': {
    file: 'assets/supabase-5.js',
    isDynamicEntry: true,
    imports: ['_postgrest.js', '_react.js'],
  },
  '_postgrest.js': { file: 'assets/postgrest-6.js', imports: ['src/lib/supabase.ts'] },
  'node_modules/sonner/index.js': { file: 'assets/sonner-7.js', isDynamicEntry: true, imports: ['_form.js'] },
}

describe('the client code a page preloads', () => {
  it('counts as on demand only what dynamic entries other than pages import and nothing eager needs', () => {
    expect([...onDemandFiles(manifest)].sort()).toEqual([
      'assets/postgrest-6.js',
      'assets/sonner-7.js',
      'assets/supabase-5.js',
    ])
  })

  it("lists a module's imports, directly or not, once each, in the order they are met", () => {
    expect(importsOf(manifest, 'assets/Contact-3.js')).toEqual(['assets/react-2.js', 'assets/form-4.js'])
    expect(importsOf(manifest, 'assets/supabase-5.js')).toEqual([
      'assets/postgrest-6.js',
      'assets/supabase-5.js',
      'assets/react-2.js',
    ])
    expect(importsOf(manifest, 'assets/unknown.js')).toEqual([])
  })
})
