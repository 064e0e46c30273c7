// Joins class names, dropping the false and empty ones. It does not resolve conflicts between utilities: a
// component's own classes and the ones a caller adds must not set the same property.
export { clsx as cn } from 'clsx'
