// First of the editor's modules: the schemas then check entries as they are, compiling no code on the fly (zod's
// `jitless`), which the editor's policy would refuse.
import { z } from 'zod'

z.config({ jitless: true })
