import * as arrowLeftFile from 'lucide-react/icons/arrow-left'
import * as arrowRightFile from 'lucide-react/icons/arrow-right'
import * as chevronRightFile from 'lucide-react/icons/chevron-right'
import * as circleAlertFile from 'lucide-react/icons/circle-exclamation-point'
import * as circleCheckFile from 'lucide-react/icons/circle-check'
import * as externalLinkFile from 'lucide-react/icons/external-link'
import * as loaderCircleFile from 'lucide-react/icons/loader-circle'
import * as mailFile from 'lucide-react/icons/mail'
import * as mapPinFile from 'lucide-react/icons/map-pin'
import * as menuFile from 'lucide-react/icons/menu'
import * as phoneFile from 'lucide-react/icons/phone'
import * as playFile from 'lucide-react/icons/play'
import * as quoteFile from 'lucide-react/icons/quote'
import * as sendFile from 'lucide-react/icons/send'
import * as xFile from 'lucide-react/icons/x'
import type { IconDrawing } from '@/content'

/**
 * The drawings of the icons the site's own components show, for `<Icon>`. Each is read from
 * lucide-react's file for that icon, which exports the drawing beside its component (as the content
 * plugin reads the icons content names); the component itself is never loaded. A file under an
 * icon's former name only passes the component on: import the icon's current name.
 */
type IconFile = { __iconData: { node: IconDrawing } }

export const arrowLeft = (arrowLeftFile as unknown as IconFile).__iconData.node
export const arrowRight = (arrowRightFile as unknown as IconFile).__iconData.node
export const chevronRight = (chevronRightFile as unknown as IconFile).__iconData.node
export const circleAlert = (circleAlertFile as unknown as IconFile).__iconData.node
export const circleCheck = (circleCheckFile as unknown as IconFile).__iconData.node
export const externalLink = (externalLinkFile as unknown as IconFile).__iconData.node
export const loaderCircle = (loaderCircleFile as unknown as IconFile).__iconData.node
export const mail = (mailFile as unknown as IconFile).__iconData.node
export const mapPin = (mapPinFile as unknown as IconFile).__iconData.node
export const menu = (menuFile as unknown as IconFile).__iconData.node
export const phone = (phoneFile as unknown as IconFile).__iconData.node
export const play = (playFile as unknown as IconFile).__iconData.node
export const quote = (quoteFile as unknown as IconFile).__iconData.node
export const send = (sendFile as unknown as IconFile).__iconData.node
export const x = (xFile as unknown as IconFile).__iconData.node
