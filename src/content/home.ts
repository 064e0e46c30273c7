import homeFile from '@content/home.yaml'
import type { Home } from './schemas'

/** The home page's content, imported by the home page alone. */
export const home = homeFile as Home
