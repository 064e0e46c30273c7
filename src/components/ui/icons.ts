// Lucide's drawings, imported by name so only these ship; the icons content names come through the content plugin.
export {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  ChevronDown as chevronDown,
  ChevronRight as chevronRight,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  ExternalLink as externalLink,
  LoaderCircle as loaderCircle,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  Phone as phone,
  Play as play,
  Quote as quote,
  Send as send,
  X as x,
} from 'lucide'
