import homeFile from '@content/home.yaml'
import type { Home } from './schemas'

export const home = homeFile as Home
