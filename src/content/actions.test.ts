import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fieldsWhere, loadContentFile, loadSite } from './load'
import { CASE_STUDIES_PATH, CONTACT_PATH } from '../paths'

const contentDir = join(import.meta.dirname, '../../content')
const site = loadSite(contentDir)

/** Fields that content renders as buttons: lists of actions, a hero's two, the header's. */
const isButton = (field: string) => /(^|\.)(actions\[\d+\]|primary|secondary|cta|proof)$/.test(field)

/** Back links keep their own words: they say where they return to, not what to do next. */
const backLinks = new Set(['pages.yaml: caseStudy.actions[0]'])

interface Button {
  where: string
  label: string
  href: string
}

function buttonsIn(file: string): Button[] {
  const data = loadContentFile(contentDir, file)
  const buttons: Button[] = []
  for (const field of fieldsWhere(data, (value) => typeof value === 'object' && value !== null && 'label' in value && 'href' in value)) {
    if (!isButton(field)) continue
    const link = field.split(/\.|(?=\[)/).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/^\[(\d+)\]$/, '$1')], data) as Button
    buttons.push({ where: `${file}: ${field}`, label: link.label, href: link.href })
  }
  return buttons
}

const files = ['site.yaml', 'home.yaml', 'pages.yaml', ...readdirSync(join(contentDir, 'solutions')).map((file) => `solutions/${file}`)]
const buttons = files.flatMap(buttonsIn)

describe('the calls to action in content', () => {
  it('finds the buttons it checks', () => {
    expect(buttons.filter((button) => button.href === CONTACT_PATH).length).toBeGreaterThan(10)
  })

  it(`gives every button to the contact form the one primary label, "${site.navigation.cta.label}"`, () => {
    const others = buttons.filter((button) => button.href === CONTACT_PATH && button.label !== site.navigation.cta.label)
    expect(others.map((button) => `${button.where} reads "${button.label}"`)).toEqual([])
  })

  it(`gives every button to the case studies the one secondary label, "${site.navigation.proof.label}"`, () => {
    const others = buttons.filter((button) => button.href === CASE_STUDIES_PATH && !backLinks.has(button.where) && button.label !== site.navigation.proof.label)
    expect(others.map((button) => `${button.where} reads "${button.label}"`)).toEqual([])
  })
})
