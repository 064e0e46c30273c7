// The icons content may name, each with the lucide icon it stands for (its name on lucide.dev). The content plugin
// puts each named icon's drawing into the content that names it, so a page ships only the icons it shows.
export const iconDrawings = {
  sparkles: 'sparkles',
  'graduation-cap': 'graduation-cap',
  flask: 'flask-conical',
  users: 'users',
  target: 'target',
  eye: 'eye',
  satellite: 'satellite',
  'message-circle': 'message-circle',
  compass: 'compass',
  'book-open': 'book-open',
  'line-chart': 'chart-line',
  'shield-check': 'shield-check',
  cloud: 'cloud',
  'wifi-off': 'wifi-off',
  gauge: 'gauge',
  'bar-chart': 'chart-column',
  play: 'circle-play',
  layers: 'layers',
  smartphone: 'smartphone',
  languages: 'languages',
  lock: 'lock',
  route: 'route',
  award: 'award',
  messages: 'messages-square',
  mic: 'mic',
  brain: 'brain',
  'clipboard-check': 'clipboard-check',
  handshake: 'handshake',
  network: 'network',
  download: 'download',
} as const

export type IconName = keyof typeof iconDrawings
export const iconNames = Object.keys(iconDrawings) as [IconName, ...IconName[]]

/** Fields of content that name an icon; the app receives its drawing there instead. */
export const iconFields = ['icon'] as const
